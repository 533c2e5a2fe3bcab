package verdict

import "testing"

// TestApproveBesideFailingProse: an approval whose review or summary says
// the build, CI or the tests fail now (`CI is red.`) is refused in every
// preset, as one beside a refusal is; history, conditions and failures
// said to be another change's leave it clean.
func TestApproveBesideFailingProse(t *testing.T) {
	doc := func(preset, review string) string {
		switch preset {
		case "forest":
			return `{"schema":"forest.verdict.v1","revision":"57bb557","verdict":"approve","summary":"` + review + `","time":"2026-08-21T23:06:23Z"}`
		case "github-review":
			return `{"verdict":"APPROVE","schema_version":1,"summary":"` + review + `","findings":[]}`
		case "pass-fail":
			return `{"iteration":44,"verdict":"PASS","summary":"` + review + `"}`
		}
		return `{"verdict":"approve","review":"` + review + `","findings":[]}`
	}
	failing := []string{
		"CI is red.",
		"The build fails on main.",
		"The change is sound. **Tests are failing.**",
		"CI: red on main.",
	}
	passing := []string{
		"The build failed before this fix; it passes now.",
		"No tests fail.",
		"The new test fails without the fix and passes with it.",
		"The nightly build fails on main, unrelated to this change.",
		"All checks pass (fmt, clippy, test).",
		"The build fails on main, which this change fixes.",
	}
	for _, p := range Presets() {
		d := MustDialect(p.Spec)
		for _, r := range failing {
			if ds := d.Lint([]byte(doc(p.Name, r))); !hasRuleError(ds, RuleApproveWithBlocking) {
				t.Errorf("%s: an approval beside %q passes: %v", p.Name, r, ds)
			}
		}
		for _, r := range passing {
			if ds := d.Lint([]byte(doc(p.Name, r))); len(ds) > 0 {
				t.Errorf("%s: refused %q: %v", p.Name, r, ds)
			}
		}
	}
}
