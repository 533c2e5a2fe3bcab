package contract

import "testing"

// contextHeads are findingsHeads with findings of none and a
// context section after them, where labels and tables of counts stand.
func contextHeads() map[string]string {
	heads := map[string]string{}
	for name, head := range findingsHeads() {
		heads[name] = head + "None\n\n## Context\n\n"
	}
	return heads
}

// TestStillOpenGrade: a blocking grade qualified as still open (`**Open
// blockers:** 1`, `## Remaining Critical Issues`, `Blockers remaining:
// 1`) counts or heads findings as the grade alone does, beside a passing
// verdict, in every preset; a qualified label is read only for a count
// above nought. Qualified counts of none with their tallies, grades that
// open other words and qualifiers of what was dealt with stay clean.
func TestStillOpenGrade(t *testing.T) {
	blocking := []string{
		"**Open blockers:** 1 (token leak)\n",
		"**Outstanding blockers:** 1\n",
		"**Outstanding blockers:** 01\n",
		"**Blockers remaining:** 002\n",
		"**Unresolved blockers:** 2\n",
		"**Open critical issues:** 1\n",
		"- Outstanding blockers: 1\n",
		"- **New critical issues:** 1\n",
		"**Blockers remaining:** 1\n",
		"- Critical issues open: 2\n",
		"## Open Blockers\n\n- the token leaks\n",
		"## Remaining Critical Issues\n\n- the token leaks\n",
		"### Outstanding blockers\n\n1. the token leaks\n",
		"## Open Critical Issues\n\n- the token leaks\n",
		"## 🔴 Open Blockers\n\n- the token leaks\n",
		"**Remaining open blockers:** 1\n",
		"- Remaining unresolved blockers: 1\n",
	}
	clean := []string{
		"**Open questions:** none\n",
		"**Known issues:** none\n",
		"**New blockers:** none\n",
		"**Remaining blockers:** 0\n",
		"**Remaining blockers:** 00\n",
		"**Open blockers:** None — all resolved\n",
		"**Blockers:** None — all resolved\n",
		"- Outstanding critical issues: none\n",
		"## Open Critical Issues\n\nNone.\n",
		"## New Critical Features\n\n- streaming upload\n",
		"- **Blockers remaining:** none\n",
		"- New critical path tests: added\n",
		"- Known critical limitation: the cache is slow on a cold start\n",
		"**Active blockers:** 0\n",
		"**Resolved blockers:** 2\n",
		"**Blockers resolved:** 2\n",
		"## Remaining Work\n\n- add docs\n",
		"## Known Critical Issues\n\n- pre-existing: the cache is unbounded, tracked in SEC-12, out of scope\n",
		"**Known blockers:** documented in #123, not affecting this change\n",
		"**Active critical:** monitoring dashboard updated\n",
		"**Open blockers:** ✅ none\n",
		"**Open critical issues:** zero\n",
		"**Open critical issues:** 0/3\n",
		"**Blockers remaining:** 0 of 3\n",
		"- Critical issues open: 0 (2 closed)\n",
		"**Open blockers:** all fixed in 3f2a1c\n",
		"**Remaining blockers:** None. All 3 fixed in 3f2a1c.\n",
		"**Open blockers:** 0 — all 3 fixed\n",
		"**Blockers remaining:** none — 3 fixed in round 2\n",
		"**Open blockers:** 0. **Resolved blockers:** 3.\n",
		"- Open blockers: none; 3 resolved in round 2\n",
		"**Open critical issues:** 0 (down from 2)\n",
		"| Round | Open blockers |\n|---|---|\n| 1 | 3 |\n| 2 | 0 |\n",
	}
	expectEachPreset(t, contextHeads(), blocking, clean, "passes beside a grade qualified as still open")
}
