package contract

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// blockedClause reads, after a statement of none, a clause that names
// what such findings would have held up (`No blocking issues found that
// would prevent story completion.`), and returns what follows it. It
// narrows the none to what blocks and says nothing more: its verb and
// the words it names come from closed lists, so that no clause so read
// states a defect, a condition or an exception (`that would block the
// merge unless …`, `that would block the merge, but …` go on, and are
// weighed as before).
func blockedClause(rest string) (string, bool) {
	w, r, ok := proseword.Next(rest)
	if !ok || !strings.HasPrefix(rest, w) || w != "that" && w != "which" {
		return rest, false
	}
	if w, r, ok = nextSpaced(r); ok && (w == "would" || w == "could" || w == "might" || w == "will") {
		w, r, ok = nextSpaced(r)
	}
	if !ok || !blockingVerb(w) {
		return rest, false
	}
	n := 0
	for {
		w, after, ok := nextSpaced(r)
		if !ok || !blockedThing(w) {
			break
		}
		r, n = after, n+1
	}
	if n == 0 || n > 4 {
		return rest, false
	}
	return strings.TrimLeft(r, " "), true
}

// nextSpaced is the next word of s when a single space alone stands
// before it: a comma, a dash or any other mark ends the clause.
func nextSpaced(s string) (string, string, bool) {
	w, r, ok := proseword.Next(s)
	if !ok || !strings.HasPrefix(s, " "+w) {
		return "", s, false
	}
	return w, r, true
}

// blockingVerb: what a finding that blocks does to the work.
func blockingVerb(w string) bool {
	switch w {
	case "prevent", "prevents", "block", "blocks", "stop", "stops", "delay", "delays", "impede", "impedes", "hinder", "hinders":
		return true
	}
	return false
}

// blockedThing: the words that name what a blocking finding holds up.
func blockedThing(w string) bool {
	switch w {
	case "the", "this", "its", "it", "story", "task", "epic", "feature", "plan", "pr", "change", "work",
		"completion", "merge", "merging", "release", "deployment", "approval", "shipping", "production",
		"progress", "acceptance", "sign-off", "signoff", "implementation":
		return true
	}
	return false
}

// praiseThenNone reports whether t, lower-cased, is sentences of praise
// (onlyPraise) followed by a statement of none and nothing else (see
// noneAt): `All 5 reviews completed successfully. No blocking issues
// found.` A sentence that is neither, or a question, leaves it more
// than none.
func (d *Dialect) praiseThenNone(t string) bool {
	for {
		s, rest := proseword.NextSentence(t)
		if rest == "" || t[len(s)] == '?' || !strings.HasPrefix(rest, " ") || !onlyPraise(s) {
			return false
		}
		t = strings.TrimLeft(rest, " ")
		if _, ok := d.noneStatement(t); ok {
			return d.noneAt(t)
		}
	}
}
