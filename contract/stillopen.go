package contract

import (
	"strings"
	"unicode/utf8"
)

// A grade may be qualified by a word that says the problems it counts or
// heads are still there: `**Open blockers:** 1`, `## Remaining Critical
// Issues`, `Blockers remaining: 1`. A reader takes the grade as
// unqualified, so the reading is the grade's own. A word that says they
// were dealt with (`Resolved blockers: 2`) is no such qualifier, and the
// line stays no finding.

// stillOpen lists the qualifiers, in lower case. Known, existing, current
// and active are left out: `## Known Critical Issues` lists what was
// there before the change, often out of its scope, and `**Active
// critical:** …` names no problem.
var stillOpen = map[string]bool{
	"open": true, "outstanding": true, "remaining": true, "unresolved": true,
	"unaddressed": true, "unfixed": true, "pending": true, "new": true,
}

// stillOpenLead is t without a qualifier that opens it and the spaces
// after it, or false when t opens with none.
func stillOpenLead(t string) (string, bool) {
	w := leadingLetters(t)
	var buf [16]byte
	if w == "" || len(w) == len(t) || t[len(w)] != ' ' && t[len(w)] != '\t' || !stillOpen[string(lowerWord(buf[:], w))] {
		return "", false
	}
	return strings.TrimLeft(t[len(w):], " \t"), true
}

// stillOpenTail is what follows a qualifier that ends a grade's label
// (rest is what follows the grade: ` remaining:** 1`), or false when
// rest holds none before the label's separator. Words that say where or
// when it is still open may follow the qualifier, as after a word that
// counts (`Blockers remaining after review: 2`, see countedScopeTail):
// `Blockers found during review: 2` is read, and a reader takes the
// one no less for a count.
func stillOpenTail(rest string) (string, bool) {
	in := func(w string) bool { return stillOpen[w] }
	if after, ok := labelWordTail(rest, in, true); ok {
		return after, true
	}
	return scopedTail(rest, in)
}

// labelWordTail is what follows a word of in (lower case) that ends a
// grade's label, right before its colon (or, where dashes, a dash); false
// when rest, what follows the grade, holds none there: `Blockersremaining`
// is one word, and `Critical issues open the session` prose.
func labelWordTail(rest string, in func(string) bool, dashes bool) (string, bool) {
	t := strings.TrimLeft(rest, " \t")
	if len(t) == len(rest) {
		return "", false
	}
	w := leadingLetters(t)
	if w == "" || !in(strings.ToLower(w)) {
		return "", false
	}
	after := t[len(w):]
	sep := strings.TrimLeft(after, " \t*_`")
	if !strings.HasPrefix(sep, ":") && (!dashes || !strings.HasPrefix(sep, "—") && !strings.HasPrefix(sep, "–")) {
		return "", false
	}
	return after, true
}

// cutRemark cuts text at the first dash, comma, semicolon or opening
// parenthesis that sets a remark off (`None — all resolved`, `None
// (checked twice)`): what stands before it and the remark.
func cutRemark(text string) (head, tail string, ok bool) {
	i := strings.IndexAny(text, "—–-,;(")
	if i <= 0 {
		return "", "", false
	}
	if text[i] == '-' && (text[i-1] != ' ' || i+1 >= len(text) || text[i+1] != ' ') {
		return "", "", false // `non-blocking`: a hyphen inside a word
	}
	_, size := utf8.DecodeRuneInString(text[i:])
	return strings.TrimSpace(text[:i]), strings.TrimSpace(text[i+size:]), true
}
