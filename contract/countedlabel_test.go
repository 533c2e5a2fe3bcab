package contract

import (
	"strings"
	"testing"
)

// TestCountedGradeLabels: a label that says it counts a blocking grade
// (`**Critical issues found:** 3`, `**Blocker count:** 2`, `**Total
// blockers:** 1`, `**Number of blockers:** 1`) counts that many blocking
// findings, in every preset; its value is read as the grade's (`none`,
// `0`, `None found` count none), and a count whose remark says all were
// dealt with and nothing more (`3 — all fixed in 3f2a1c`) counts none,
// with or without the counting word.
func TestCountedGradeLabels(t *testing.T) {
	heads := presetHeads()
	lines := func(line string) []string {
		return []string{
			"## Summary\n\n" + line + "\n",
			"## Summary\n\n- " + line + "\n",
			"## Summary\n\nok\n\n| Metric | Value |\n|---|---|\n| " + strings.Trim(line[:len(line)-len(afterColon(line))], "*: ") + " | " + afterColon(line) + " |\n",
		}
	}
	var held, clean []string
	for _, label := range []string{"Critical issues found", "Blocker count", "Number of blockers", "Critical Issues Identified", "Total blockers", "# of blockers", "Blockers found", "Blockers"} {
		for _, v := range []string{"3", "2 (token leak, race)", "3 — all fixed?", "3 — all 2 fixed", "3 — all 2 of 3 fixed in 3f2a1c", "3 — all high fixed", "3 — all fixed but one", "3 — none fixed", "3 — all open", "3 — all fixed in theory"} {
			held = append(held, lines("**"+label+":** "+v)...)
		}
		for _, v := range []string{"0", "none", "None found", "0 — all resolved", "3 — all fixed in 3f2a1c", "3 (all resolved)", "3, all addressed"} {
			clean = append(clean, lines("**"+label+":** "+v)...)
		}
	}
	for _, line := range []string{"**Count of open blockers:** 2", "**Number of open blockers:** 2", "**Total\tblockers:** 1", "**Total of blockers:** 1", "**No. of blockers:** 1"} {
		held = append(held, lines(line)...)
	}
	for _, line := range []string{"**Critical issues fixed:** 3", "**Blockers resolved:** 2", "Critical issues found in the parser were fixed."} {
		clean = append(clean, lines(line)...)
	}
	expectEachPreset(t, heads, held, clean, "a counted blocking grade passes")
}

// afterColon is what follows a bold label's colon.
func afterColon(line string) string {
	for i := 0; i+4 <= len(line); i++ {
		if line[i:i+4] == ":** " {
			return line[i+4:]
		}
	}
	return ""
}

// TestCountedGradeLabelScope: a counting word may be followed by words
// that say where or when the grade was counted (`**Critical issues
// found in review:** 2`, `identified in this round`, `found so far`),
// in every preset and through both parsers; the count is the grade's.
// Words that say it was dealt with, lies in the past or outside the
// change leave the label unread, and a label with no counting word
// (`fixed in review`) stays no finding. A word that says the grade is
// still open is read so as well (`**Blockers remaining after review:**
// 2`).
func TestCountedGradeLabelScope(t *testing.T) {
	heads := presetHeads()
	lines := summaryLines
	var held, clean []string
	for _, label := range []string{
		"Critical issues found in review", "Critical issues found during review", "Critical Issues Identified In This Round",
		"Blockers found so far", "Critical issues found in review, not yet fixed", "Total critical issues found in review",
		"Blocker count in this review",
	} {
		for _, v := range []string{"2", "1 (token leak)", "3 — all 2 fixed", "3 — all fixed?"} {
			held = append(held, lines("**"+label+":** "+v)...)
		}
		for _, v := range []string{"0", "none", "3 — all fixed in 3f2a1c", "0 — all resolved"} {
			clean = append(clean, lines("**"+label+":** "+v)...)
		}
	}
	// A word that says the grade is still open may be followed so too.
	for _, label := range []string{"Blockers remaining after review", "Critical issues open after round 2", "Open blockers remaining after review"} {
		for _, v := range []string{"2", "1 (token leak)", "3 — all fixed?"} {
			held = append(held, lines("**"+label+":** "+v)...)
		}
		for _, v := range []string{"0", "none", "3 — all fixed in 3f2a1c", "0 — all resolved"} {
			clean = append(clean, lines("**"+label+":** "+v)...)
		}
	}
	held = append(held, lines("Critical issues found in review: 2")...)
	held = append(held, lines("**Critical issues found in review**: 2")...)
	for _, line := range []string{
		"**Critical issues fixed in review:** 2", "**Critical issues found and fixed:** 2",
		"**Critical issues found in the previous round:** 2", "**Critical issues found in legacy code:** 2",
		"**Minor issues found in review:** 2", "Critical issues found in the parser were fixed.",
		"**Blockers open in the previous round:** 2", "**Blockers remaining if merged as is:** 2",
		"**Blockers resolved after review:** 2", "Critical issues remaining in the parser were fixed.",
	} {
		clean = append(clean, lines(line)...)
	}
	expectEachPreset(t, heads, held, clean, "a counted blocking grade passes")
}

// TestCountedGradeLabelScopeLed: a label led by a word that says its
// grade is still open, or that it counts, may say where or when after
// the grade (`**Remaining blockers after review:** 2`, `**Total blockers
// after review:** 2`), and a count may be spelled above ten (`>
// **Blockers:** twelve`): each counts as `**Blockers remaining after
// review:** 2` and `**Blockers:** one` do, in every preset. A count
// placed in the past or outside the change, or at a point of the review
// that may be past (`**Open blockers at round 1:** 2`, `in v1`), stays
// no finding.
func TestCountedGradeLabelScopeLed(t *testing.T) {
	heads := presetHeads()
	lines := summaryLines
	var held, clean []string
	for _, line := range []string{
		"**Remaining blockers after review:** 2", "**Open blockers in this PR:** 2", "**Remaining blockers so far:** 1",
		"**Open blockers after review:** two", "**Remaining blockers after fixes:** 2", "**Total blockers after review:** 2",
		"**Number of open blockers after review:** 2", "> **Blockers:** twelve", "**Blockers:** twelve",
		"**Open blockers:** fifteen", "There are twelve blockers.", "**Blockers open in round 2:** 2",
		"**Blockers open after round 1:** 2", "**Open blockers in this round:** 2",
	} {
		held = append(held, lines(line)...)
	}
	for _, line := range []string{
		"**Remaining blockers after review:** 0", "**Remaining blockers after review:** none",
		"**Remaining blockers in the previous round:** 2", "**Remaining blockers in legacy code:** 2",
		"**Remaining minor issues after review:** 2", "**Open blockers list after review:** 2",
		"**Total blockers after review:** 0", "**Total blockers in the previous round:** 2",
		"**Total blockers after review:** 2 — all fixed in 3f2a1c", "**Blockers:** zero",
		"**Open blockers at round 1:** 2", "**Remaining blockers at round 1:** 2", "**Open blockers in v1:** 2",
		"**Open blockers at round 1:** two", "**Open blockers in revision 2:** 2", "**Remaining blockers in the first round:** 2",
		"**Total blockers in iteration one:** 2", "**Open blockers at round 1:** 2\n**Open blockers now:** 0",
		"**Open blockers at round 1:** two\n**Open blockers now:** zero",
	} {
		clean = append(clean, lines(line)...)
	}
	expectEachPreset(t, heads, held, clean, "a counted blocking grade passes")
}
