package contract

import "testing"

// TestLabelledFailure: a failing verdict word of the dialect as the whole
// value of a label that is no verdict key (`Overall: CHANGES REQUESTED`,
// `**Result:** REJECTED`) shows a reader a verdict that fails: beside an
// approval it conflicts, in every preset whose fail words are no
// dispositions, and in a graded dialect (`Grade: MAJOR` beside `MINOR`).
// A sentence that goes on past the word, or a long label, is prose.
func TestLabelledFailure(t *testing.T) {
	heads := shownHeads()
	for _, name := range []string{"approvals", "severity-table"} {
		p, _ := PresetNamed(name)
		d := MustDialect(p.Spec)
		for _, label := range []string{"Overall", "Conclusion", "**Result:**", "Assessment", "- Security", "Merge readiness"} {
			sep := ": "
			if label == "**Result:**" {
				sep = " "
			}
			tail := label + sep + d.failWord() + "\n"
			if !lintUnder(t, name, heads[name]+tail) {
				t.Errorf("%s: %q passes beside the approval", name, tail)
			}
		}
		for _, clean := range []string{
			"## Notes\n\nThe design we weighed first was: " + d.failWord() + " by the team last year.\n",
			"## Notes\n\nOverall: " + d.passWord() + "\n",
		} {
			if lintUnder(t, name, heads[name]+clean) {
				t.Errorf("%s: %q is refused", name, clean)
			}
		}
	}
	p, _ := PresetNamed("approvals")
	spec := p.Spec.Clone()
	spec.Verdict.Pass = append(spec.Verdict.Pass, "MINOR")
	spec.Verdict.Fail = append(spec.Verdict.Fail, "MAJOR")
	d := MustDialect(spec)
	doc := "## Verdict: MINOR\n\n## Summary\nok\n\nGrade: MAJOR\n"
	if !refused(Lint([]byte(doc), Options{Dialect: d})) {
		t.Errorf("graded: a failing grade passes beside a passing one\n%s", doc)
	}
}
