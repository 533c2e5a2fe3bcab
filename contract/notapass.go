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
// APPROVAL, APPROVAL WITHHELD), or a word that turns, limits or doubts
// the pass (FAR FROM APPROVED, ANYTHING BUT APPROVED, ADVISE AGAINST,
// APPROVE NOTHING, LGTM-ISH, ALMOST READY). A negation of a problem (NO
// CONCERNS) passes. NewDialect refuses such a pass word, and dialect inference
// places it on no side; reports are read as before.
func HeldBack(w string) bool {
	seen := readerForm(w)
	ws := words(seen)
	for i, t := range ws {
		if sideword.Declines(t) || limitsPass(t) || declinesAsIdiom(ws, i) {
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

// limitsPass: a word, lower case, that beside a pass word turns it
// (FAR FROM, ANYTHING BUT, AGAINST), empties it (NOTHING, NOBODY), limits
// or doubts it (ALMOST, BARELY, MAYBE, -ISH) or takes it back (REVOKED):
// a reader does not read the phrase as a pass.
func limitsPass(w string) bool {
	switch w {
	case "far", "against", "but", "nothing", "neither", "nor", "ish", "barely", "hardly",
		"almost", "nearly", "partly", "mostly", "somewhat", "maybe", "perhaps", "possibly", "probably",
		"unlikely", "if", "unless", "except", "revoked", "rescinded", "withdrawn", "retracted",
		"overturned", "reversed", "formerly", "previously", "questionable", "doubtful", "quasi", "semi",
		"nobody", "noone", "revert", "reverting", "rollback":
		return true
	}
	return false
}

// declinesAsIdiom reports whether ws[i] opens an idiom in which PASS
// declines rather than approves: HARD PASS, PASS ON (this, it).
func declinesAsIdiom(ws []string, i int) bool {
	switch {
	case ws[i] == "hard" && i+1 < len(ws) && ws[i+1] == "pass":
		return true
	case ws[i] == "pass" && i+1 < len(ws) && ws[i+1] == "on":
		return true
	}
	return false
}
