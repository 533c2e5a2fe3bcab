package verdict

import "testing"

// TestEmphasisInsideGradeLabel: in every preset, a label whose grade
// alone stands in emphasis, HTML or a code span, the label going on
// after it (`*Critical* issues: 2`, `**Blocker**s: 1`), is the label a
// reader sees: counting findings or over lines that state them, beside
// an approval it is refused; answered no, or a grade the text goes on
// from, it stays clean.
func TestEmphasisInsideGradeLabel(t *testing.T) {
	refusing := []string{
		"*Critical* issues: 2", "**Blocker**s: 1", "<b>Critical</b> issues: 2", "_Critical_ issues: 2",
		"`Critical` issues: 2", "### *Critical* issues\n- the token leaks", "Blockers: none. *Critical* issues: 2",
		"**Critical** — the token leaks", "- *Must* fix: the token leaks",
	}
	clean := []string{
		"*Critical* issues: 0", "**Blocker**s: none", "_Critical_ issues: none", "*Critical* path: verified",
		"**Critical** path logging is fine", "### *Critical* issues\nNone.", "**Blockers:** none. **Critical:** none",
		"<b>Critical</b> issues: 0", "Critical issues: 0",
	}
	checkProseEverywhere(t, refusing, clean)
	var around, aroundClean [][2]string
	for _, r := range refusing {
		around = append(around, [2]string{r + "\n", ""}, [2]string{"", "\n" + r})
	}
	for _, c := range clean {
		aroundClean = append(aroundClean, [2]string{c + "\n", ""}, [2]string{"", "\n" + c})
	}
	checkAroundEverywhere(t, around, aroundClean)
}
