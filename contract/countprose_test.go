package contract

import "testing"

// TestNoughtCountThenProse: a blocking grade counted nought with a
// remark after it (`**Blockers:** 0 — ready to merge`, `Critical: 0
// (none found), Major: 0 — looks good`) counts none, in every preset.
// A count above nought is a finding whatever follows it, and a remark
// that takes the count back as it would a pass (a reservation stating a
// problem, a hold on the merge, a condition, a failing build, a
// blocking grade it does not deny) leaves the line a blocking finding.
func TestNoughtCountThenProse(t *testing.T) {
	heads := presetHeads()
	lines := func(line string) []string {
		return []string{
			"## Summary\n\n" + line + "\n",
			"## Summary\n\n- " + line + "\n",
			"## Summary\n\n" + line + "\n\n## Appendix\n\n| a | b |\n|---|---|\n| c | d |\n",
		}
	}
	var held, clean []string
	for _, line := range []string{
		"**Blockers:** 0 — ready to merge",
		"Critical: 0 (none found), Major: 0 — looks good",
		"**Critical:** 0. Ready to merge.",
		"**Critical:** 0 — nothing critical in the auth code",
		"**Blockers:** 0 — no regressions, nothing is missing",
	} {
		clean = append(clean, lines(line)...)
	}
	for _, line := range []string{
		"**Blockers:** 2 — ready to merge",
		"Critical: 0 — but login drops auth checks",
		"**Critical:** 0 — do not merge",
		"**Critical:** 0 — Major: the token leaks",
		"**Blockers:** 0 — CI is red",
		"**Blockers:** 0 — pending the migration test",
		"**Blockers:** 0 — the token leak is Critical",
		"**Blockers:** 0 — must fix the token leak before merge",
		"**Blockers:** 0 — the token still leaks",
		"Critical: 0, the login handler drops auth checks",
		"**Blockers:** 0 — ready to merge. The token leaks to the log.",
		// The nought counts something else; the remark counts the rest.
		"**Critical:** 0 fixed, 2 open", "**Critical:** 0 of 2 resolved", "**Critical:** 0 closed / 4 open",
		"**Critical:** 0 addressed; two remain", "**Critical:** 0 (was 3; 3 still open)",
		"**Critical:** 0 reported by CI, 2 found in manual review", "**Critical:** 0 — wait, 2",
		"**Critical:** 0 → 2 after rebase", "**Critical:** 0 fixed",
		// A count put in question.
		"**Blockers:** 0 — all resolved? no", "**Blockers:** 0 — all fixed?", "**Blockers:** None — all fixed?",
	} {
		held = append(held, lines(line)...)
	}
	expectEachPreset(t, heads, held, clean, "a blocking count passes")
}
