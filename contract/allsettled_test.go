package contract

import "testing"

// TestGradeSettledIsNone: a blocking grade's section or label that says
// its findings were all dealt with (`## Blockers` over `All 3 fixed in
// 3f2a1c.`), or counts none in other words (`zero`, `✅ none`, `0 — all
// 3 fixed`), states no finding, in every preset. Anything a sentence
// adds to it — an exception, a doubt, a question, a time to come, a
// second sentence that states a problem, a count still open — leaves a
// finding.
func TestGradeSettledIsNone(t *testing.T) {
	heads := passingHeads()
	heads["severity-table"] = "# Review\n\n**Decision:** APPROVE\n\n## Findings\n\nNone\n\n"
	sections := func(body string) []string {
		return []string{
			"## Blockers\n\n" + body + "\n",
			"## Critical Issues\n\n" + body + "\n",
			"## Notes\n\n### Blocking\n\n" + body + "\n",
		}
	}
	labels := func(value string) []string {
		return []string{
			"## Summary\n\n**Blockers:** " + value + "\n",
			"## Summary\n\n- Critical issues: " + value + "\n",
			"## Summary\n\nCritical: " + value + "\n",
		}
	}
	var held, clean []string
	for _, body := range []string{
		"All resolved.", "All 3 fixed in 3f2a1c.", "All fixed.", "ALL FIXED", "All addressed.",
		"All 3 blockers have been resolved.", "All of the blockers were fixed.",
		"All fixed in #42.", "All fixed in PR #42.", "All fixed in commit 3f2a1c9.", "All resolved. Great work.",
	} {
		clean = append(clean, sections(body)...)
	}
	for _, value := range []string{
		"zero", "Zero.", "zero — all resolved", "zero (all fixed)", "✅ none", "✅ None — all resolved", "✅ 0",
		"0 — all 3 fixed", "0 - all 3 fixed", "0 (all 3 fixed)", "All resolved", "all 3 fixed",
	} {
		clean = append(clean, labels(value)...)
	}
	for _, body := range []string{
		"All resolved?", "All resolved, but the token leaks.", "All resolved except the token leak.",
		"All but one resolved.", "Not all resolved.", "All should be fixed.", "All will be fixed.",
		"All fixed in theory.", "All fixed in the next PR.", "All resolved. The token leaks.",
		"All resolved — the token still leaks.", "All resolved (pending CI).", "All resolved; one remains.",
		"All 3 fixed; 1 remains.", "All fixed, hopefully.", "All fixed in facade.", "All open.", "All unresolved.",
		"All fixed in 3f2a1c, except auth.", "All resolved! The token leaks.", "All issues fixed but one.",
		"All 3 fixed, 1 left.", "All fixed by the author (unverified).", "All fixed in main, not in this branch.",
		"All fixed in 3f2a1c. Reverted in 9e8d7c6.", "All resolved.\n\n- The token leaks.",
		"All 2 of 3 fixed in 3f2a1c.", "All high fixed.", "All security fixed.", "All 3 previously reported fixed.",
		"All reported closed.", "All closed.",
		"All resolved:\n\n- The token leaks.", "All fixed in 3f2a1c.\n\nThe token still leaks.",
	} {
		held = append(held, sections(body)...)
	}
	for _, value := range []string{
		"0 — all 3 fixed, 2 open", "0 — all fixed but one", "0 — all 3 fixed; token leaks",
		"zero-day in the parser", "zero day in the parser", "Zero day exploit", "zero, but the token leaks",
		"zero — needs rework", "zero (2 open)", "✅ none, but the token leaks", "✅ 1", "✅ 2 open", "✅ zero-day",
		"✅ none. The token leaks.", "All resolved, except auth", "all 3 fixed — 1 still open", "✅",
		"zero — rework required", "✅ none — wait, 2 open", "✅ yes",
	} {
		held = append(held, labels(value)...)
	}
	expectEachPreset(t, heads, held, clean, "a finding passes as settled")
}
