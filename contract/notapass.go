package contract

import "strings"

// notAPass reports whether a word a dialect lists on the pass side says,
// to a reader, that the report does not pass, though WordSide places it
// on neither side: a negation or a wait with no refusal for it to turn
// (NO, NOT YET, PENDING APPROVAL, APPROVAL WITHHELD), or a word that
// vetoes, declines or holds back (VETOED, NACK, DECLINED, REFUSED,
// INVALID, CONDITIONAL, PARTIAL). A negation of a problem (NO ISSUES, NO
// CONCERNS) passes. Reports are read as before: this only keeps such a
// word off the pass side.
func notAPass(w string) bool {
	seen := readerForm(w)
	if readSide(seen) == Pass {
		return false
	}
	ws := words(seen)
	for i, t := range ws {
		up := strings.ToUpper(t)
		for _, m := range declines {
			if strings.HasPrefix(up, m) {
				return true
			}
		}
		if isNegation(t) && (i+1 == len(ws) || !problemNoun(ws[i+1])) {
			return true
		}
	}
	return false
}

// declines are the starts of words that refuse without a marker WordSide
// reads: a veto, a decline, a refusal, a verdict of invalid or wrong.
var declines = []string{"VETO", "NACK", "NAK", "DECLIN", "REFUS", "ABORT", "INVALID", "WRONG", "INSUFFICIEN", "UNRESOLV", "UNACCEPT", "CONDITION", "PARTIAL"}

// problemNoun reports whether a word names a problem, which a negation
// before it denies: NO ISSUES.
func problemNoun(w string) bool {
	switch strings.TrimSuffix(strings.ToLower(w), "s") {
	case "issue", "problem", "concern", "finding", "defect", "bug", "error", "objection", "blocker", "regression":
		return true
	}
	return false
}
