package contract

import "testing"

// TestSecondGradeFirst: a bullet led by two grades shows a reader both,
// and a blocking one beside an approval is a contradiction whichever
// comes first; a grade the text goes on from is a word of the text.
func TestSecondGradeFirst(t *testing.T) {
	heads := map[string]string{
		"approvals":      "## Verdict: APPROVED\n\n## Summary\nok\n\n## Findings\n\n",
		"severity-table": "**Verdict:** APPROVE\n\n## Findings\n\n",
	}
	blocking := []string{
		"- **Minor** / **Critical**: the migration drops a column\n",
		"- [Minor][Critical] the migration drops a column\n",
		"- **Minor** **Critical**: the migration drops a column\n",
		"- **Low** | **Blocker**: the migration drops a column\n",
		"- **Minor** (blocking): the migration drops a column\n",
	}
	clean := []string{
		"- **Minor**: Critical path logging repeats a line\n",
		"- **Minor** (non-blocking): the log line repeats\n",
		"- **Minor** (was Critical): the log line repeats\n",
	}
	expectEachPreset(t, heads, blocking, clean, "a blocking grade after a non-blocking one passes")
}
