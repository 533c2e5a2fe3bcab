package verdict

import "testing"

// TestApproveBesideFailingProse: an approval whose review or summary says
// the build, CI or the tests fail now (`CI is red.`) is refused in every
// preset, as one beside a refusal is; history, conditions and failures
// said to be another change's leave it clean.
func TestApproveBesideFailingProse(t *testing.T) {
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
		"Tests:", // a label with no value, which once crashed the reader
	}
	for _, p := range Presets() {
		d := MustDialect(p.Spec)
		for _, r := range failing {
			if ds := d.Lint(approvalWithReview(p.Name, r)); !hasRuleError(ds, RuleApproveWithBlocking) {
				t.Errorf("%s: an approval beside %q passes: %v", p.Name, r, ds)
			}
		}
		for _, r := range passing {
			if ds := d.Lint(approvalWithReview(p.Name, r)); len(ds) > 0 {
				t.Errorf("%s: refused %q: %v", p.Name, r, ds)
			}
		}
	}
}
