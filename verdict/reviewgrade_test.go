package verdict

import "testing"

// TestReviewGradeLabel: in every preset, an approval whose review prose
// opens a line with a blocking grade as its label, or heads lines with
// one that go on with anything but an answer no, states a blocking
// finding beside it and is refused; a grade the line goes on from, or a
// label or heading answered no, leaves it clean.
func TestReviewGradeLabel(t *testing.T) {
	for _, p := range Presets() {
		d := MustDialect(p.Spec)
		for _, review := range []string{
			"Looks sound.\nBLOCKER: the migration drops a column.",
			"- **Critical** — the token leaks in the log.",
			"Ｍａｊｏｒ : the lock is dropped early.",
			"Major: nothing validates the token.",
			"Critical: no test covers the rollback.",
			"Critical: 2, Major: 0",
			"## Blockers\n- sql injection in login",
			"## Blockers\n\nsql injection in login",
			"**Critical**\n1. the token leaks",
			"Blockers:\n- sql injection in login",
			"Blockers:",
			"### P0\n- the token leaks",
			"Blocking issues: 2",
			"Critical findings: the token leaks.",
			"## Blocking issues\n- the token leaks",
		} {
			if ds := d.Lint(approvalWithReview(p.Name, review)); !hasRuleError(ds, RuleApproveWithBlocking) {
				t.Errorf("%s: an approval with review %q passes: %v", p.Name, review, ds)
			}
		}
		for _, review := range []string{
			"Critical path timings are unchanged.",
			"Blockers: none.\nThe retry loop is sound.",
			"High-water mark handling is sound.",
			"Critical: 0, Major: 0, Minor: 1",
			"Major: nothing found.\nMinor: one naming nit.",
			"Critical: no issues.",
			"## Blockers\nNone.\n## Notes\nThe retry loop is sound.",
			"**Blockers:**\n- _none_",
			"Blockers:\n\nN/A",
			"The retry loop is sound.\n## Blockers",
			"## Critical path\nTimings are unchanged.",
			"Blocking issues: none.",
			"Critical issues: 0, major issues: 0",
			"## Blocking issues\nNone found.",
			"Critical issue counts are logged once.",
		} {
			if ds := d.Lint(approvalWithReview(p.Name, review)); len(ds) > 0 {
				t.Errorf("%s: review %q refused: %v", p.Name, review, ds)
			}
		}
	}
}
