package contract

import (
	"strings"
	"unicode"
)

// Which side a verdict word falls on, to a reader, is read from the word
// itself: a word that approves (APPROVED, PASS, LGTM, a MINOR grade)
// passes, one that asks for work (CHANGES REQUESTED, REQUIRES_REVISION,
// BLOCKED, a MAJOR grade) fails, and a negation or a wait turns a pass
// into a fail (NOT APPROVED, APPROVAL WITHHELD, PENDING). A word with
// markers of both sides, or of neither (CONDITIONAL, PARTIAL), says
// neither. Dialect inference places words with it; NewDialect refuses a
// dialect that puts a word on the side opposite to the one it reads as.

var (
	passMarkers = []string{"APPROV", "PASS", "ACCEPT", "LGTM", "CLEAN", "COMPLIANT", "GREEN", "READY", "SATISF", "SUCCESS", "SHIP", "ADVISE", "MINOR", "OK", "GO", "MERGE", "GOOD", "VERIFIED", "PROCEED"}
	failMarkers = []string{"FAIL", "BLOCK", "REJECT", "CHANGE", "REVIS", "NEED", "REQUIRE", "VIOLATION", "INCOMPLETE", "REWORK", "DENI", "DENY", "MAJOR", "STOP", "HOLD", "UNSAFE", "BROKEN", "RED"}
	// negations turn a pass marker to a fail: NOT APPROVED, APPROVAL
	// PENDING, AWAITING APPROVAL.
	negations = []string{"NOT", "NO", "ZERO", "NON", "CANNOT", "NEVER", "WITHOUT", "PENDING", "WITHHELD", "AWAITING"}
	// notMarkers name a pass marker's subject, not its grant: APPROVAL
	// alone approves nothing, and a CLEANUP is work, not a clean result.
	notMarkers = []string{"APPROVAL", "APPROVALS", "APPROVER", "APPROVERS", "CLEANUP", "CLEANUPS"}
)

// WordSide says which side a verdict phrase falls on to a reader: Pass,
// Fail, or "" when the phrase does not say.
func WordSide(phrase string) string {
	up := strings.ToUpper(strings.TrimSpace(phrase))
	switch up {
	case "NO-GO", "NOGO", "NO GO":
		return Fail
	case "GOOD TO GO":
		return Pass
	}
	var pass, fail, neg bool
	for _, tok := range strings.FieldsFunc(up, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		for _, n := range negations {
			neg = neg || tok == n
		}
		if contains(notMarkers, tok) {
			continue
		}
		// A prefix that negates a pass marker negates it as NOT does:
		// UNAPPROVED, DISAPPROVED, NONCOMPLIANT, UNSATISFACTORY.
		if p := negatedMarker(tok); p != "" {
			neg, pass = true, true
			continue
		}
		pass = pass || marks(tok, passMarkers)
		fail = fail || marks(tok, failMarkers)
	}
	switch {
	case pass && neg && fail:
		return ""
	case pass && neg:
		return Fail // NOT APPROVED
	case fail && neg:
		return Pass // NO BLOCKING ISSUES, NOT BLOCKED
	case pass && fail:
		// APPROVED_WITH_MINOR_FIXES passes; a pass word beside a demand
		// for work (APPROVED WITH CHANGES REQUIRED) says neither.
		if strings.Contains(up, "MINOR") && !strings.Contains(up, "REQUIRE") {
			return Pass
		}
		return ""
	case pass:
		return Pass
	case fail:
		return Fail
	}
	return ""
}

// negatedMarker returns the pass marker a word negates with a prefix
// (UN-, DIS-, NON-), or "" for a word that negates none. The marker must
// be a long one: UNGO or DISOK are no words.
func negatedMarker(tok string) string {
	for _, pre := range []string{"UN", "DIS", "NON"} {
		rest, ok := strings.CutPrefix(tok, pre)
		if !ok {
			continue
		}
		for _, m := range passMarkers {
			if len(m) > 3 && strings.HasPrefix(rest, m) {
				return m
			}
		}
	}
	return ""
}

// marks reports whether a word carries one of the markers: a short
// marker (OK, GO, RED) as the whole word, a longer one as its start.
func marks(tok string, markers []string) bool {
	for _, m := range markers {
		if tok == m || len(m) > 3 && strings.HasPrefix(tok, m) {
			return true
		}
	}
	return false
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// isNegation reports whether a word turns the side of the words after it
// (NOT APPROVED, NO GO).
func isNegation(w string) bool {
	return contains(negations, strings.ToUpper(w))
}
