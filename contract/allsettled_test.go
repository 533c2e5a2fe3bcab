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
	heads := presetHeads()
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

// TestOwnGradeSettledIsNone: a grade's section or label that says all of
// its own list were dealt with in the list's own words (`## Critical
// Issues` over `All critical issues resolved.`) counts none, in every
// preset and through both parsers; another grade (`All high issues
// fixed.`, a part of the list), a heading or label that names more or
// less than the grade, and anything a sentence adds leave the finding.
func TestOwnGradeSettledIsNone(t *testing.T) {
	heads := presetHeads()
	var held, clean []string
	for _, s := range []string{
		"## Critical Issues\n\nAll critical issues resolved.\n",
		"## Critical Issues\n\nAll Critical Issues Resolved.\n",
		"## Critical Issues\n\n- All critical issues resolved.\n",
		"## Critical Issues\n\nAll 3 critical issues were fixed in 3f2a1c.\n",
		"## Critical Issues\n\nAll of the critical issues have been resolved.\n",
		"## Critical Issues\n\nAll blocking issues have been addressed.\n",
		"## Critical Issues\n\nAll blockers fixed.\n",
		"## 🔴 Critical Issues Found\n\nAll critical issues resolved.\n",
		"## Critical\n\nAll critical resolved.\n",
		"## Notes\n\n### Critical\n\nAll critical issues resolved.\n",
		"## Summary\n\n**Critical issues:** all critical issues resolved\n",
		"## Summary\n\n- Critical issues: All critical issues have been fixed in 3f2a1c.\n",
	} {
		clean = append(clean, s, s+"\n\ttab line\n")
	}
	for _, s := range []string{
		"## Critical Issues\n\nAll critical issues resolved except auth.\n",
		"## Critical Issues\n\nAll critical issues resolved, but the token leaks.\n",
		"## Critical Issues\n\nAll high issues fixed.\n",
		"## Critical Issues\n\nAll critical security issues resolved.\n",
		"## Critical Issues\n\nAll previous critical issues resolved.\n",
		"## Critical Issues\n\nAll critical critical issues resolved.\n",
		"## Critical Issues\n\nAll critical issues will be resolved.\n",
		"## Critical Issues\n\nAll critical issues resolved?\n",
		"## Critical Issues\n\nAll critical issues resolved. The token leaks.\n",
		"## Critical Issues\n\nAll critical issues but one resolved.\n",
		"## Critical Issues\n\nAll critical issues not resolved.\n",
		"## Critical Issues\n\nAll ~~high~~ critical issues resolved.\n",
		"## Critical and High Issues\n\nAll critical issues resolved.\n",
		"## Critical / High\n\nAll critical issues resolved.\n",
		"## Critical Issues (security)\n\nAll critical issues resolved.\n",
		"## Blockers\n\nAll critical issues resolved.\n",
		"## Summary\n\n**Critical security issues:** all critical issues resolved\n",
		"## Summary\n\n**Critical (security):** all critical issues resolved\n",
		"## Summary\n\n**Critical issues:** all high issues resolved\n",
		"## Summary\n\n**Critical issues:** all critical issues resolved except auth\n",
		"## Summary\n\n**Critical issues:** all critical issues will be resolved\n",
	} {
		held = append(held, s, s+"\n\ttab line\n")
	}
	expectEachPreset(t, heads, held, clean, "a part of a grade passes as all of it settled")
}
