package contract

import "strings"

// countBroken reports whether gap, the characters before the k-th word
// after a "no" or "zero" that opens a count of none, ends the count: a
// "No." that answers a question and a sentence that goes on ("No.
// Blockers found.", "No — blockers found.", "No; two blockers found.")
// count nothing, they say there are some. Right after the "no" only
// white space keeps the count going ("No, blockers found" answers too);
// between the words that follow, a comma may list them ("no critical,
// high or medium issues") but a sentence, clause or dash break ends it.
func countBroken(k int, gap string) bool {
	if k == 0 {
		return strings.Trim(gap, " \t") != ""
	}
	return strings.ContainsAny(gap, ".;:!?—–…") || strings.Contains(gap, " -") || strings.Contains(gap, "- ")
}
