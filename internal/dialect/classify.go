package dialect

import "github.com/reviewlint/reviewlint/contract"

// side says which side a verdict phrase falls on: "PASS", "FAIL", or ""
// when the phrase does not say. The contract holds the rule, so that the
// dialects inference prints pass its own check of sides: a pass it holds
// back (CONDITIONALLY APPROVED) is placed on no side.
func side(phrase string) string {
	s := contract.WordSide(phrase)
	if s == contract.Pass && contract.HeldBack(phrase) {
		return ""
	}
	return s
}

// severityOf says whether a severity word blocks: "FAIL", "NOTE" or "".
func severityOf(word string) string { return contract.SeveritySide(word) }
