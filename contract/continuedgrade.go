package contract

// A finding's item goes on past its first line: a lazy continuation
// line, a line after a hard break, a second paragraph indented under
// the bullet. A reader sees each as part of the finding, so a blocking
// grade that opens one (`- **Minor**: typo in docs` over `  Critical:
// this also breaks login`) grades the finding as a grade before its
// text would: the worse grade stands. A grade that counts none
// (`Critical: 0`, `Critical: none`) or a line that records the issue
// resolved grades nothing. So does a severity label (`Severity:
// Critical`) there.

// continuedGrade reads b, a line of a findings item after its first, for
// a blocking grade that leads it.
func (r *reader) continuedGrade(b block) {
	if f, ok := r.d.gradedLine(b); ok {
		f.inFindings = true
		r.rep.strays = append(r.rep.strays, f)
		return
	}
	if len(r.d.spec.Findings.SeverityLabels) > 0 {
		// `**Severity:** Critical` on the next line of a bullet graded
		// otherwise: a dialect that grades a heading's finding by such a
		// line grades a bullet's as a reader does (a dialect without
		// the labels reads the line in every block of the findings).
		n := len(r.rep.strays)
		r.severityLine(b)
		for k := n; k < len(r.rep.strays); k++ {
			r.rep.strays[k].inFindings = true
		}
	}
}
