package contract

import (
	"slices"
	"testing"
)

// TestNoneAloneIsNoVerdict: in a dialect whose pass words include one
// that counts none of something (NO BLOCKERS, as dialect infer learns
// it) and that takes a verdict word alone on a line, `No blockers` alone
// under the findings says there are none: a report with nothing else has
// no verdict a reader sees. Under the verdict's heading it is the
// verdict.
func TestNoneAloneIsNoVerdict(t *testing.T) {
	for _, name := range []string{"approvals", "severity-table", "gates"} {
		spec := mustPreset(t, name).Spec.Clone()
		spec.Verdict.Pass = append(spec.Verdict.Pass, "NO BLOCKERS")
		if !slices.Contains(spec.Verdict.Places, PlaceWord) {
			spec.Verdict.Places = append(spec.Verdict.Places, PlaceWord)
		}
		d := MustDialect(spec)
		for _, doc := range []string{"# Review\n\n## Findings\n\nNo blockers\n", "# Review\n\nNo blockers\n"} {
			if ds := Lint([]byte(doc), Options{Dialect: d}); countRule(ds, RuleVerdictMissing) == 0 {
				t.Errorf("%s: a report with no verdict passes: %v\n%s", name, ds, doc)
			}
		}
		doc := "# Review\n\n## Verdict\n\nNO BLOCKERS\n\n## Findings\nNone\n"
		if ds := Lint([]byte(doc), Options{Dialect: d}); refused(ds) {
			t.Errorf("%s: the verdict under its heading refused: %v", name, ds)
		}
	}
}

// TestGradeAloneIsNoVerdict: in a dialect with a graded pass word that
// is also a finding's grade (MINOR beside Minor findings) and that takes
// a verdict word alone on a line, `### Minor` or `**Minor**` over a list
// in the findings heads the minor findings: a report with nothing else
// has no verdict a reader sees. Under the verdict's heading the word is
// the verdict; a heading of it alone outside the findings (`## ADVISE`
// opening a report) may be either, and is still read as the verdict.
func TestGradeAloneIsNoVerdict(t *testing.T) {
	for _, name := range []string{"approvals", "severity-table"} {
		spec := mustPreset(t, name).Spec.Clone()
		spec.Verdict.Pass = append(spec.Verdict.Pass, "MINOR")
		d := MustDialect(spec)
		for _, doc := range []string{
			"# Review\n\n## Findings\n\n### Minor\n- the log line repeats\n",
			"# Review\n\n## Findings\n\n**Minor**\n- the log line repeats\n",
		} {
			if ds := Lint([]byte(doc), Options{Dialect: d}); countRule(ds, RuleVerdictMissing) == 0 {
				t.Errorf("%s: a report with no verdict passes: %v\n%s", name, ds, doc)
			}
		}
		doc := "# Review\n\n## Verdict\n\nMINOR\n\n## Findings\n- **Minor**: the log line repeats\n"
		if ds := Lint([]byte(doc), Options{Dialect: d}); refused(ds) {
			t.Errorf("%s: the verdict under its heading refused: %v", name, ds)
		}
	}
}
