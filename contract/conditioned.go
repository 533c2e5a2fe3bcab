package contract

import (
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/holdprose"
	"github.com/reviewlint/reviewlint/internal/proseword"
)

// conditioned reports whether rest, what follows a passing value on its
// line, makes the pass hold only on a condition or admits failures: `PASS
// if the token leak is fixed`, `APPROVED (pending the migration test)`,
// `PASS, provided …`, `APPROVED with conditions`, `PASS (1 test
// failing)`, `PASS with 2 failures`, and what waits for work in the
// words of prose (`APPROVED modulo the leak fix`, `PASS, awaiting CI`). A reader takes none of them for a
// pass: the condition is not met when the report is written. What the
// verdict is for (`PASS for production`) and a reason after a dash
// (`PASS — once merged, the cache warms`) are not conditions.
func conditioned(rest string) bool {
	t := strings.TrimLeft(rest, " \t*_`,(;")
	if conditionWord(t, false) || conditionWord(strings.TrimLeft(t, "—–-: \t*_`("), true) || holdprose.AwaitsWork(rest) {
		return true
	}
	// A count of failures admits them wherever the clause goes on, a
	// reason after a dash included: `PASS — 3 of 40 checks failed`.
	return failuresCounted(strings.TrimLeft(t, " \t*_`—–-:"))
}

// conditionWord reports whether t opens with words that set a condition:
// `if …`, `pending …`, `only when …`, `with conditions`. afterDash says t
// follows a dash, where a reason opens with `if` or `once` as often as a
// condition does: only words that set nothing else count there.
func conditionWord(t string, afterDash bool) bool {
	w, r, ok := proseword.Next(t)
	if !ok || !strings.HasPrefix(t, w) {
		return false
	}
	w = strings.ToLower(w)
	next, _, _ := proseword.Next(r)
	next = strings.ToLower(next)
	switch w {
	case "if", "unless", "once", "until", "upon", "assuming":
		return !afterDash
	case "pending", "provided", "providing", "subject", "conditional", "conditionally", "contingent", "blocked":
		return true
	case "after", "when":
		// `after the token leak is fixed` waits for it; `after the
		// fixes of round 2` says what it followed.
		return !afterDash && awaits(r)
	case "only":
		return next == "if" || next == "when" || next == "once" || next == "after"
	case "on":
		return strings.HasPrefix(next, "condition")
	case "with":
		if strings.HasPrefix(next, "condition") || strings.HasPrefix(next, "reservation") {
			return true
		}
		return changesDemanded(r)
	}
	return false
}

// changesDemanded reads what follows `with` after a pass for changes
// still to make: `PASS with required changes`, `APPROVED with fixes`,
// `LGTM with two changes`. The pass holds once they are made, not when
// the report is written. Changes that are minor, optional or only
// suggested (`with minor changes`, `with suggestions`) leave it a pass.
func changesDemanded(t string) bool {
	for n := 0; n < 3; n++ {
		w, r, ok := proseword.Next(t)
		if !ok {
			return false
		}
		switch strings.ToLower(w) {
		case "changes", "change", "fixes", "fix", "modifications", "revisions", "amendments", "edits":
			return true
		case "required", "mandatory", "necessary", "needed", "requested", "some", "a", "the", "one", "two", "three", "few", "several", "following":
			t = r
			continue
		}
		return false
	}
	return false
}

// failuresCounted reports whether the clause opening t gives a number of
// failures that is not zero: `1 test failing`, `with 2 failures`, `3 of
// 40 checks failed`.
func failuresCounted(t string) bool {
	if i := strings.IndexAny(t, ".;)|"); i >= 0 {
		t = t[:i]
	}
	since := -1 // words since a count that is not zero
	for n := 0; n < 8; n++ {
		w, r, ok := proseword.Next(t)
		if !ok {
			return false
		}
		lw := strings.ToLower(w)
		at := len(t) - len(r) - len(w)
		if strings.ContainsAny(t[:at], "():=/") {
			since = -1 // `exit code 2 (error)` names a code, counts nothing
		}
		switch {
		case isCount(lw) && (at == 0 || t[at-1] != '-'): // not `round-1`
			since = 0
		case since >= 0 && since < 2 && failWord(lw):
			if !settledAfter(r) {
				return true // not `2 errors fixed since round 1`
			}
			since = -1
		case since >= 0:
			since++
		}
		t = r
	}
	return false
}

// isCount reports whether w is a number other than zero.
func isCount(w string) bool {
	if w == "some" || w == "several" || w == "many" || slices.Contains(numberWords, w) {
		return true
	}
	if w == "" || strings.Trim(w, "0123456789") != "" {
		return false
	}
	return strings.Trim(w, "0") != ""
}

// failWord reports whether w says something failed.
func failWord(w string) bool {
	for _, p := range []string{"fail", "error", "broken", "red", "regression", "blocker"} {
		if strings.HasPrefix(w, p) && (p != "red" || w == "red") {
			return true
		}
	}
	return false
}

// conditionalLine reads a line that opens with a passing verdict in
// capitals, the dialect's or one teams write (`APPROVED`, `LGTM`), on a
// condition: `APPROVED if the token leak is fixed`, `**PASS** pending
// the migration test`. A reader takes it for no pass; it returns the
// word, or "".
func (d *Dialect) conditionalLine(text string) string {
	t, end := d.passOpening(text)
	if end == 0 || !passTakenBack(maskCode(t[end:])) && !d.passBlocked(maskCode(t[end:])) {
		return ""
	}
	return t[:end]
}

// markedPassLine reads a line that opens with a passing verdict in
// capitals, the dialect's or one teams write, with a mark beside it that
// shows the other side (`LGTM ❌`, `APPROVED ⚠️`): it offers no side. It
// returns the word, or "".
func (d *Dialect) markedPassLine(text string) string {
	t, end := d.passOpening(text)
	if end == 0 {
		return ""
	}
	rest := maskCode(t[end:])
	if !markAgainst(rest, Pass) && !markAgainst(maskCode(text[:len(text)-len(t)]), Pass) {
		return ""
	}
	if r, _ := utf8.DecodeRuneInString(rest); rest != "" && proseword.IsRune(r) {
		return "" // `PASSING`, a word that goes on
	}
	return t[:end]
}

// passOpening finds a passing verdict in capitals, the dialect's or one
// teams write, that opens a line past its marks and emphasis: the line
// from there and the word's length, or 0.
func (d *Dialect) passOpening(text string) (string, int) {
	if !opensUpper(text) {
		return "", 0
	}
	t := strings.TrimLeft(afterMarks(strings.TrimLeft(text, " \t*_`>#-+")), " \t*_`")
	m, ok := d.values.at(t)
	if !ok || m.start != 0 || m.phrase.means != Pass {
		if m, ok = foreignPassing().at(t); !ok || m.start != 0 {
			return "", 0
		}
	}
	if !isUpper(t[:m.end]) {
		return "", 0
	}
	return t, m.end
}

// foreignPassing are passing verdicts as teams write them, read on a
// condition in every dialect; built on first use.
var (
	passingOnce  sync.Once
	passingVocab *vocabulary
)

func foreignPassing() *vocabulary {
	passingOnce.Do(func() {
		passingVocab = newVocabulary(false,
			[2]string{"PASS", Pass}, [2]string{"PASSED", Pass}, [2]string{"APPROVED", Pass}, [2]string{"APPROVE", Pass},
			[2]string{"ACCEPTED", Pass}, [2]string{"ACCEPT", Pass}, [2]string{"LGTM", Pass}, [2]string{"SHIP IT", Pass},
			[2]string{"READY TO MERGE", Pass}, [2]string{"GO", Pass})
	})
	return passingVocab
}

// settledAfter reports whether what follows a failure says it is settled:
// `fixed`, `is fixed`, `were all resolved`.
func settledAfter(r string) bool {
	t := strings.ToLower(strings.TrimLeft(r, " \t*_`,"))
	for n := 0; n < 3; n++ {
		w, rest, ok := proseword.Next(t)
		if !ok {
			return false
		}
		switch w {
		case "is", "are", "was", "were", "been", "has", "have", "now", "all", "since":
			t = strings.TrimLeft(rest, " \t*_`,")
			continue
		}
		break
	}
	return proseword.Settled(t)
}

// isPassWord reports whether w is a passing verdict, the dialect's or one
// teams write (`PASS`, `PASSED`, `OK`): a non-blocking disposition so
// worded says the thing passed.
func (d *Dialect) isPassWord(w string) bool {
	if m, ok := d.values.at(w); ok && m.start == 0 && m.end == len(w) && m.phrase.means == Pass {
		return true
	}
	m, ok := foreignPassing().at(w)
	return ok && m.start == 0 && m.end == len(w) || strings.EqualFold(w, "OK")
}

// awaits reports whether the clause opening t speaks of what is still to
// happen, in the present tense of a condition: `the leak is fixed`, `CI
// passes`, `the migration lands`.
func awaits(t string) bool {
	if i := strings.IndexAny(t, ".;)|—–"); i >= 0 {
		t = t[:i]
	}
	t = " " + strings.ToLower(t) + " "
	for _, w := range []string{" is ", " are ", " gets ", " get ", " lands ", " land ", " passes ", " pass ", " merges ", " goes ", " will "} {
		if strings.Contains(t, w) {
			return true
		}
	}
	return false
}
