package contract

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/sideword"
)

// HeldBack reports whether a verdict word a dialect would list on the
// pass side says, to a reader, that the report does not pass, where
// WordSide alone does not refuse it: a word that holds the approval back
// or declines it (CONDITIONALLY APPROVED, PARTIALLY APPROVED, APPROVED IN
// PRINCIPLE, VETOED, DECLINED), a pass the rest of the phrase takes back
// (APPROVED WITH CONDITIONS, APPROVED PROVIDED THE TESTS PASS), or a
// negation or a wait with no refusal for it to turn (NO, NOT YET, PENDING
// APPROVAL, APPROVAL WITHHELD). A negation of a problem (NO CONCERNS)
// passes. NewDialect refuses such a pass word, and dialect inference
// places it on no side; reports are read as before.
func HeldBack(w string) bool {
	seen := readerForm(w)
	ws := words(seen)
	for i, t := range ws {
		if sideword.Declines(t) {
			return true
		}
		up := strings.ToUpper(t)
		if marks(up, passMarkers) && passTakenBack(" "+strings.Join(ws[i+1:], " ")) {
			return true
		}
	}
	if readSide(seen) == Pass {
		return false
	}
	for i, t := range ws {
		if isNegation(t) && (i+1 == len(ws) || !sideword.ProblemNoun(ws[i+1])) {
			return true
		}
	}
	return false
}
