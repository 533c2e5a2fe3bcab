package contract

import (
	"slices"
	"strings"
)

// A grade's label may say it counts (`**Critical issues found:** 3`,
// `**Blocker count:** 2`, `**Total blockers:** 1`, `**Number of
// blockers:** 1`): a reader takes the count as the grade's, as after the
// grade alone, and its value is read as the grade's value is (`none`,
// `0 — all resolved` count none). A word that says they were dealt with
// (`Blockers fixed: 3`) is no such word, and the line stays no finding.

// counting reports whether w, ending a grade's label, says it counts.
// A switch, not a map: nothing is built before main.
func counting(w string) bool {
	switch w {
	case "found", "identified", "detected", "reported", "raised", "flagged", "noted", "observed", "count", "total":
		return true
	}
	return false
}

// countedTail is what follows a word that says it counts (counting)
// and ends a grade's label (rest is what follows the grade: ` found:**
// 3`), or false when rest holds none right before the label's colon
// (`Critical issues found in the parser`: prose).
func countedTail(rest string) (string, bool) {
	if after, ok := labelWordTail(rest, counting, false); ok {
		return after, true
	}
	return countedScopeTail(rest)
}

// maxCountScope bounds the words read between a counting word and its
// label's colon (`found in this review round`): a label is short.
const maxCountScope = 48

// countedScopeTail is countedTail of a counting word that words saying
// where or when the grade was counted follow, up to the label's colon
// (`**Critical issues found in review:** 2`, `identified in this round`,
// `found so far`): a reader takes the count as the grade's all the same.
// A word that says the count was dealt with (`found and fixed`), lies
// in the past or outside the change (`found in the previous round`,
// `found in legacy code`) or is only supposed (`found if merged`) makes
// it a count of something else, and the label is left unread; a
// settled word denied (`found, not yet fixed`) is none.
func countedScopeTail(rest string) (string, bool) {
	return scopedTail(rest, counting)
}

// scopedTail is countedScopeTail of a word of in (lower case): a word
// that counts, or one that says the grade is still open
// (`**Blockers remaining after review:** 2`).
func scopedTail(rest string, in func(string) bool) (string, bool) {
	t := strings.TrimLeft(rest, " \t")
	if len(t) == len(rest) {
		return "", false
	}
	w := leadingLetters(t)
	if w == "" || len(w) == len(t) || t[len(w)] != ' ' && t[len(w)] != '\t' || !in(strings.ToLower(w)) {
		return "", false
	}
	scope := t[len(w):]
	c := strings.IndexByte(scope[:min(len(scope), maxCountScope)], ':')
	if c < 0 {
		return "", false
	}
	words := strings.TrimRight(scope[:c], " \t*_`")
	if !scopeWords(words) {
		return "", false
	}
	return scope[len(words):], true
}

// scopeWords reports whether words, between a label's grade or its
// counting word and its colon, only say where or when the grade was
// counted (see countedScopeTail).
func scopeWords(words string) bool {
	denied := false
	for _, f := range strings.Fields(strings.ToLower(words)) {
		f = strings.Trim(f, "(),")
		if f == "" || strings.Trim(f, "abcdefghijklmnopqrstuvwxyz0123456789-#") != "" {
			return false // a sentence's punctuation, a mark: no label
		}
		switch {
		case settledScope(f) && !denied, otherScope(f):
			return false
		}
		denied = f == "not" || f == "never" || f == "yet" && denied
	}
	return true
}

// withoutScope is t, a label led by a word that says its grade is still
// open and stripped of it (`blockers after review:** 2` of `Remaining
// blockers after review: 2`), without the words that say where or when
// it was counted, from a word that opens them (after, in, during, so,
// as, since, at, from, for, on, per, this) to the colon: `blockers:**
// 2`. A reader takes the count as the grade's, as after `Blockers
// remaining after review`. False where t holds no such words, or where
// they place the count elsewhere (scopeWords) or at a past point
// (pastPoint): `**Open blockers at round 1:** 2` may be followed by
// `**Open blockers now:** 0`, and is left unread.
func withoutScope(t string) (string, bool) {
	c := strings.IndexByte(t[:min(len(t), maxCountScope)], ':')
	if c < 0 {
		return "", false
	}
	label := strings.TrimRight(t[:c], " \t*_`")
	for i := 0; i < len(label); {
		w := leadingLetters(label[i:])
		if w == "" {
			i++
			continue
		}
		if i > 0 && (label[i-1] == ' ' || label[i-1] == '\t') {
			switch strings.ToLower(w) {
			case "after", "in", "during", "so", "as", "since", "at", "from", "for", "on", "per", "this":
				if !scopeWords(label[i:]) || pastPoint(label[i:]) {
					return "", false
				}
				return strings.TrimRight(label[:i], " \t") + t[len(label):], true
			}
		}
		i += len(w)
	}
	return "", false
}

// pastPoint reports whether words, a label's scope, name a point of the
// review that may lie in the past: a numbered round, revision, iteration
// or version (`at round 1`, `in revision two`, `in v1`) or a first,
// previous or earlier one (`in the first round`).
func pastPoint(words string) bool {
	fs := strings.Fields(strings.ToLower(words))
	for i, f := range fs {
		f = strings.Trim(f, "(),")
		switch f {
		case "first", "1st", "previous", "earlier", "prior":
			return true
		case "round", "revision", "rev", "iteration", "version", "pass", "cycle":
			if i+1 < len(fs) {
				n := strings.Trim(fs[i+1], "(),#")
				if n != "" && strings.Trim(n, "0123456789") == "" || slices.Contains(numberWords, n) {
					return true
				}
			}
		}
		if len(f) > 1 && (f[0] == 'v' || f[0] == 'r') && f[1] >= '0' && f[1] <= '9' && strings.Trim(f[1:], "0123456789.") == "" {
			return true // `v1`, `r2`, `v1.2`
		}
	}
	return false
}

// settledScope reports whether a word after a counting word says what
// was counted was dealt with: `Critical issues found and fixed: 2`.
func settledScope(w string) bool {
	switch w {
	case "fixed", "resolved", "addressed", "closed", "remediated", "mitigated", "patched", "solved",
		"cleared", "corrected", "handled", "dealt", "waived", "accepted", "withdrawn", "retracted", "downgraded":
		return true
	}
	return false
}

// otherScope reports whether a word after a counting word places what
// was counted in the past, outside the change or in supposition:
// `found in the previous round`, `found in legacy code`, `found if
// merged`.
func otherScope(w string) bool {
	switch w {
	case "previous", "previously", "prior", "earlier", "last", "original", "originally", "initial", "initially",
		"before", "old", "past", "historical", "history", "baseline", "existing", "pre-existing", "preexisting",
		"legacy", "known", "upstream", "unrelated", "outside", "elsewhere", "untouched", "unchanged",
		"if", "would", "could", "might", "may", "expected", "allowed", "target", "threshold", "max", "maximum", "limit":
		return true
	}
	return false
}

// countedLead is t without words that open a label and say it counts
// (`Total`, `Number of`, `Count of`, `# of`, any blanks between them),
// or false when t opens with none.
func countedLead(t string) (string, bool) {
	w := leadingLetters(t)
	if w == "" && strings.HasPrefix(t, "#") {
		w = "#"
	}
	rest := strings.TrimLeft(t[len(w):], ".")
	after := strings.TrimLeft(rest, " \t")
	if len(after) == len(rest) {
		return "", false // `Totals:`, `Numbered`: one word
	}
	var buf [16]byte
	switch string(lowerWord(buf[:], w)) {
	case "total":
		if of := leadingLetters(after); strings.EqualFold(of, "of") {
			after = strings.TrimLeft(after[len(of):], " \t")
		}
		return after, true
	case "number", "count", "num", "no", "#":
		of := leadingLetters(after)
		if !strings.EqualFold(of, "of") || len(of) == len(after) {
			return "", false
		}
		return strings.TrimLeft(after[len(of):], " \t"), true
	}
	return "", false
}
