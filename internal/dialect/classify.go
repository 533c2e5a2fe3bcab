package dialect

import (
	"github.com/reviewlint/reviewlint/internal/lazyregexp"
	"strings"
)

// Which side a verdict word falls on is read from the word itself: a
// word that approves (APPROVED, PASS, LGTM, ADVISE, a MINOR grade) passes,
// one that asks for work (CHANGES REQUESTED, REQUIRES_REVISION, BLOCKED,
// a MAJOR grade) fails, a negation turns a pass into a fail (NOT
// APPROVED, CANNOT_BE_APPROVED). A word with markers of both sides, or
// of neither (CONDITIONAL, PARTIAL), is left for the team to place.

var (
	passMarkers = []string{"APPROV", "PASS", "ACCEPT", "LGTM", "CLEAN", "COMPLIANT", "GREEN", "READY", "SATISF", "SUCCESS", "SHIP", "ADVISE", "MINOR", "OK", "GO", "MERGE", "GOOD"}
	failMarkers = []string{"FAIL", "BLOCK", "REJECT", "CHANGE", "REVIS", "NEED", "REQUIRE", "VIOLATION", "INCOMPLETE", "REWORK", "DENI", "DENY", "MAJOR", "STOP", "HOLD", "UNSAFE", "BROKEN"}
	negations   = []string{"NOT", "NO", "CANNOT", "NEVER", "WITHOUT"}
)

// exactSide reads the words a marker would misread.
func exactSide(up string) (string, bool) {
	switch up {
	case "NO-GO", "NOGO", "NO GO":
		return "FAIL", true
	case "GOOD TO GO":
		return "PASS", true
	}
	return "", false
}

var tokenSplit = lazyregexp.New(`[^A-Z0-9]+`)

// side says which side a verdict phrase falls on: "PASS", "FAIL", or ""
// when the phrase does not say.
func side(phrase string) string {
	up := strings.ToUpper(strings.TrimSpace(phrase))
	if s, ok := exactSide(up); ok {
		return s
	}
	var pass, fail, neg bool
	for _, tok := range tokenSplit().Split(up, -1) {
		if tok == "" {
			continue
		}
		for _, n := range negations {
			neg = neg || tok == n
		}
		for _, m := range passMarkers {
			// Short markers (OK, GO) are whole words only.
			if tok == m || len(m) > 2 && strings.HasPrefix(tok, m) {
				pass = true
			}
		}
		for _, m := range failMarkers {
			if tok == m || len(m) > 2 && strings.HasPrefix(tok, m) {
				fail = true
			}
		}
	}
	switch {
	case pass && neg && fail:
		return ""
	case pass && neg:
		return "FAIL" // NOT APPROVED
	case fail && neg:
		return "PASS" // NO BLOCKING ISSUES, NOT BLOCKED
	case pass && fail:
		// APPROVED_WITH_MINOR_FIXES passes; a pass word beside a demand
		// for work (APPROVED WITH CHANGES REQUIRED) says neither.
		if strings.Contains(up, "MINOR") && !strings.Contains(up, "REQUIRE") {
			return "PASS"
		}
		return ""
	case pass:
		return "PASS"
	case fail:
		return "FAIL"
	}
	return ""
}

// The words of a finding's severity, and which block.
var (
	blockingSeverity = []string{"critical", "blocker", "blocking", "high", "major", "severe", "must fix", "required", "error", "catastrophic", "p0", "p1"}
	advisorySeverity = []string{"medium", "low", "minor", "nit", "nitpick", "suggestion", "info", "informational", "note", "optional", "warning", "advisory", "advise", "improvement", "trivial", "cosmetic", "p2", "p3", "non-blocking", "nice to have"}
)

// severityOf says whether a severity word blocks: "FAIL", "NOTE" or "".
// A plural is read as its singular.
func severityOf(word string) string {
	w := strings.ToLower(strings.TrimSpace(word))
	for _, cand := range []string{w, strings.TrimSuffix(w, "s")} {
		for _, b := range blockingSeverity {
			if cand == b {
				return "FAIL"
			}
		}
		for _, a := range advisorySeverity {
			if cand == a {
				return "NOTE"
			}
		}
	}
	return ""
}
