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
	heads := passingHeads()
	heads["severity-table"] = "# Review\n\n**Decision:** APPROVE\n\n## Findings\n\nNone\n\n"
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
