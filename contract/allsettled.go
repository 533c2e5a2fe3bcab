package contract

import (
	"strconv"
	"strings"
)

// A grade's section or label may say its findings were all dealt with
// in place of listing none: `## Blockers` over `All resolved.`, `All 3
// fixed in 3f2a1c.`, `**Critical issues:** all addressed`. A reader
// takes that as none open. It is read word by word in a closed grammar
// — "all", what it counts (a number, a list noun; not a grade or a
// time, which would make it all of a part, unless the grade is the
// list's own, see ownGradeDropped), a tense, one settled word,
// then at most where it was done (a commit or a pull request, or this
// change: `in this revision`, `in this PR`) — so that
// nothing a sentence could add (`all but one`, `all 2 of 3`, `all
// should be fixed`, `all fixed in theory`, `all fixed?`) is passed over;
// what follows is weighed as what follows any statement of none
// (noneAt): an exception or a second sentence that states a problem
// still counts.

// allSettled reads, at the start of t (normalized, lower case), a
// statement that all the findings were dealt with, and returns what
// follows it.
func allSettled(t string) (string, bool) {
	w, rest := plainWord(t)
	if w != "all" {
		return "", false
	}
	counted := 0
	if w, r := plainWord(rest); w == "of" {
		// `all of the blockers`; not `all 2 of 3`.
		if the, r2 := plainWord(r); the == "the" || the == "these" || the == "those" {
			rest, counted = r2, 2
		}
	}
	for {
		w, r := plainWord(rest)
		if !settledCounted(w) || counted == 4 {
			break
		}
		rest, counted = r, counted+1
	}
	for range 2 {
		// `have been`, `were`, `are now`.
		w, r := plainWord(rest)
		switch w {
		case "have", "has", "been", "were", "was", "are", "is", "now":
			rest = r
		}
	}
	w, rest = plainWord(rest)
	switch w {
	case "addressed", "resolved", "fixed", "remediated":
	default:
		return "", false // `closed` may be won't-fix
	}
	if w, r := plainWord(rest); w == "now" {
		rest = r // `all fixed now`
	}
	if w, r := plainWord(rest); w == "in" || w == "by" || w == "via" {
		if ref, r2 := plainWord(r); isChangeRef(ref) {
			rest = r2
		} else if (ref == "commit" || ref == "pr" || ref == "pull") && isChangeRef(plainFirst(r2)) {
			_, rest = plainWord(r2)
		} else if ref == "this" {
			// `all fixed in this revision`: the change under review,
			// not one to come (`in the next revision`).
			if w, r3 := plainWord(r2); thisChange(w) {
				rest = r3
			} else if w == "pull" && plainFirst(r3) == "request" {
				_, rest = plainWord(r3)
			}
		}
	}
	rest = strings.TrimLeft(rest, " ")
	if strings.HasPrefix(rest, "?") {
		return "", false // `All fixed?`: asked, not stated
	}
	return rest, true
}

// thisChange: w, after "in this", names the change under review.
func thisChange(w string) bool {
	switch w {
	case "revision", "pr", "commit", "change", "changeset", "patch", "version", "update", "push", "iteration", "round", "branch", "mr":
		return true
	}
	return false
}

// settledCounted reports whether w may stand between "all" and its
// settled word: a count or a noun of the list (`all 3 blockers`, `all
// issues`). A grade or a time (`all high`, `all previously reported`)
// would scope "all" to a part of what the section or label counts.
func settledCounted(w string) bool {
	switch w {
	case "some", "several", "many", "of":
		return false
	}
	return isCount(w) || isListNoun(w)
}

// isChangeRef reports whether w names a change: an abbreviated commit
// hash (six hex digits or more, a digit among them, so that a word
// like `facade` is none), or a number after `#` or `!`.
func isChangeRef(w string) bool {
	if len(w) > 1 && (w[0] == '#' || w[0] == '!') {
		return strings.Trim(w[1:], "0123456789") == ""
	}
	return len(w) >= 6 && len(w) <= 40 && strings.Trim(w, "0123456789abcdef") == "" && strings.ContainsAny(w, "0123456789")
}

// plainWord returns the word t opens with, after spaces, and what
// follows it: a run of letters, digits, `#`, `!` and inner hyphens. It
// returns no word where t opens with anything else, so that punctuation
// ends a statement read word by word.
func plainWord(t string) (string, string) {
	t = strings.TrimLeft(t, " ")
	end := 0
	for end < len(t) {
		c := t[end]
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || (c == '#' || c == '!') && end == 0 || c == '-' && end > 0 && end+1 < len(t) && t[end+1] != ' ' {
			end++
			continue
		}
		break
	}
	return t[:end], t[end:]
}

// plainFirst is plainWord's word alone.
func plainFirst(t string) string {
	w, _ := plainWord(t)
	return w
}

// settledAll reports whether a remark after a count of n says all it
// counts were dealt with and says nothing more (`all fixed in 3f2a1c`,
// `(all 3 resolved)`, of two `(both fixed)`), read as any statement of
// none (noneAt). A count
// in the remark must be n: `3 — all 2 fixed` leaves one.
func settledAll(d *Dialect, n int, remark string) bool {
	t := normalize(unparen(remark))
	if n == 2 {
		// `2 (both fixed)`: both of two is all.
		if rest, ok := cutWordFold(t, "both"); ok {
			t = "all" + rest
		}
	}
	if _, ok := allSettled(t); !ok || !d.noneAt(t) {
		return false
	}
	for rest := t; ; {
		w, r := plainWord(rest)
		if w == "" {
			return true
		}
		if isCount(w) && w != strconv.Itoa(n) {
			return false
		}
		rest = r
	}
}

// ownGradeDropped is text, normalized, without the grade of the list it
// stands in where that grade opens what "all" counts: `All critical
// issues resolved.` under `## Critical Issues` names the list itself,
// so it reads as `All issues resolved.`. Only the list's own grade,
// given whole (`grade`, as the dialect spells it), goes: any other
// (`All high issues fixed.` under Critical) is a part, and is left for
// allSettled to refuse. It returns "" where nothing went.
func ownGradeDropped(text, grade string) string {
	t := strings.TrimLeft(normalize(text), " ")
	w, rest := plainWord(t)
	if w != "all" {
		return ""
	}
	if of, r := plainWord(rest); of == "of" {
		if the, r2 := plainWord(r); the == "the" || the == "these" || the == "those" {
			rest = r2
		}
	}
	if n, r := plainWord(rest); isCount(n) {
		rest = r
	}
	at := len(t) - len(rest)
	for _, g := range strings.Fields(strings.ToLower(grade)) {
		w, r := plainWord(rest)
		if w != g && w != g+"s" {
			return ""
		}
		rest = r
	}
	if rest == t[at:] {
		return ""
	}
	return t[:at] + rest
}
