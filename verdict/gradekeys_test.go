package verdict

import (
	"strings"
	"testing"
)

// TestGradeNamedKeys: a key that names a blocking grade as a count or a
// question, answered anything but no, shows a reader a blocking finding:
// beside an approval it is refused at the top of the verdict object,
// nested in a kept value, and in a finding graded non-blocking, in every
// preset with unknown keys allowed. One answered no or zero, or a key
// the grade only opens, stays clean.
func TestGradeNamedKeys(t *testing.T) {
	refusing := []string{
		`"critical":1`, `"counts":{"critical":1,"minor":3}`, `"critical_issues":1`, `"criticalCount":1`,
		`"blockerCount":2`, `"P0":["the token leaks"]`, `"isBlocker":"true"`, `"High-Severity":"the token leaks"`,
	}
	clean := []string{
		`"critical":0`, `"counts":{"critical":0,"minor":3}`, `"criticalPath":"fine"`, `"high_level_summary":"fine"`,
		`"highlights":["fast"]`, `"blockerCount":"none"`, `"major_version":2`,
	}
	for _, p := range Presets() {
		spec := p.Spec.Clone()
		spec.UnknownKeys = true
		d := MustDialect(spec)
		base := approving(p)
		check := func(where string, file []byte, refused bool) {
			t.Helper()
			ds := d.Lint(file)
			switch {
			case refused && !hasRuleError(ds, RuleApproveWithBlocking):
				t.Errorf("%s: an approval beside %s passes: %v", p.Name, where, ds)
			case refused && d.Gate([]Round{{Name: "r1", Content: file}}).Approved:
				t.Errorf("%s: the gate approves beside %s", p.Name, where)
			case !refused && len(ds) > 0:
				t.Errorf("%s: %s refused: %v", p.Name, where, ds)
			}
		}
		for _, extras := range []struct {
			list    []string
			refused bool
		}{{refusing, true}, {clean, false}} {
			for _, extra := range extras.list {
				check(extra, []byte(strings.TrimSuffix(base, "}")+","+extra+"}"), extras.refused)
				if p.Spec.Findings {
					check("a finding's "+extra, []byte(strings.Replace(base, `}]`, ","+extra+`}]`, 1)), extras.refused)
				}
			}
		}
	}
}
