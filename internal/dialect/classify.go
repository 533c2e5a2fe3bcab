package dialect

import "github.com/reviewlint/reviewlint/contract"

// side says which side a verdict phrase falls on: "PASS", "FAIL", or ""
// when the phrase does not say. The contract holds the rule, so that the
// dialects inference prints pass its own check of sides.
func side(phrase string) string { return contract.WordSide(phrase) }

// severityOf says whether a severity word blocks: "FAIL", "NOTE" or "".
func severityOf(word string) string { return contract.SeveritySide(word) }
