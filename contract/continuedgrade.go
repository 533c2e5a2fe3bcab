package contract

// A finding's item goes on past its first line: a lazy continuation
// line, a line after a hard break, a second paragraph indented under
// the bullet. A reader sees each as part of the finding, so a blocking
// grade that opens one (`- **Minor**: typo in docs` over `  Critical:
// this also breaks login`) grades the finding as a grade before its
// text would: the worse grade stands. A grade that counts none
// (`Critical: 0`, `Critical: none`) or a line that records the issue
// resolved grades nothing.

// continuedGrade reads b, a line of a findings item after its first, for
// a blocking grade that leads it.
func (r *reader) continuedGrade(b block) {
	f, ok := r.d.gradedLine(b)
	if !ok {
		return
	}
	f.inFindings = true
	r.rep.strays = append(r.rep.strays, f)
}
