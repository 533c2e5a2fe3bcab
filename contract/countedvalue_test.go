package contract

import "testing"

// TestCountBeforeGrade: a label whose value counts a blocking grade
// after the count (`**Total:** 1 blocker`, `**Open:** 2 critical`,
// `**Summary:** 1 blocker, 3 minor`) counts a blocking finding, in
// every preset and through both parsers. A count of nought, a count of
// what was dealt with, a label of what was dealt with or lies in the
// past, and a grade that grades another noun (`2 critical paths`) count
// none.
func TestCountBeforeGrade(t *testing.T) {
	heads := presetHeads()
	lines := summaryLines
	var held, clean []string
	for _, line := range []string{
		"**Total:** 1 blocker", "**Open:** 2 critical", "**Summary:** 1 blocker, 3 minor",
		"**Findings:** 2 critical, 0 major", "**Summary:** 0 blockers, 0 critical, 3 minor, 1 blocker",
		"**Issues:** 3 minor and 1 critical", "**Total:** 2 critical issues", "**Total:** 1 blocker found",
		"**Total**: one blocker", "Total - 1 BLOCKER", "**Total:** **1** blocker.", "**Total:** 1 blocker is not fixed",
		"**Total:** 1 blocker (fixed in 3f2a1c)", "**Total:** 1 blocker in auth", "**Open:** 2 critical in auth",
		"**Total:** 0 blockers (2 deferred)", "**Total:** 0 blockers — but the token leaks",
		"**Total:** 1 showstopper", "**Total:** 1 P0 issue", "**Total:** 2 blockers, all resolved except one",
		"**Total:** 2 critical, the token leaks", "**Total:** 2 blockers, all resolved?", "**Total:** 1 blocker, 1 minor ✅ RESOLVED",
	} {
		held = append(held, lines(line)...)
	}
	for _, line := range []string{
		"**Total:** 0 blockers", "**Summary:** 0 blockers, 3 minor", "**Total:** 0 blockers — ready to merge",
		"**Fixed:** 2 critical", "**Resolved:** 1 blocker", "**Previously:** 2 critical",
		"**Total:** 1 blocker — all fixed in 3f2a1c", "**Total:** 2 blockers have been resolved",
		"**Total:** 1 blocker fixed", "**Total:** 2 critical paths covered", "**Coverage:** 3 critical paths",
		"**Open risks:** 1 critical", "**Legend:** 1 critical = blocks merge", "**Total:** 1 blocker ✅ RESOLVED",
		"**Total:** 1 blocker → fixed in 3f2a1c", "**Total:** 2 blockers, all resolved",
		"**Total:** 2 critical, all fixed in 3f2a1c",
	} {
		clean = append(clean, lines(line)...)
	}
	expectEachPreset(t, heads, held, clean, "a count before a blocking grade passes")
}

// summaryLines places line in a summary as a paragraph and as a list
// item, each also followed by a tab line (the full parser's path).
func summaryLines(line string) []string {
	var out []string
	for _, s := range []string{"## Summary\n\n" + line + "\n", "## Summary\n\n- " + line + "\n"} {
		out = append(out, s, s+"\n\ttab line\n")
	}
	return out
}
