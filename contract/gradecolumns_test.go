package contract

import "testing"

// TestGradeColumns: a table whose columns are grades shows a reader
// each cell under its grade: a count above nought, or words, under a
// blocking grade is a blocking finding beside an approval in every
// preset; nought, none, a dash or an empty cell is none.
func TestGradeColumns(t *testing.T) {
	heads := shownHeads()
	blocking := []string{
		"| Critical | Major | Minor |\n|---|---|---|\n| the login handler drops auth checks | — | typo |\n",
		"| Critical | Major |\n|---|---|\n| none — but the login handler drops auth checks | 0 |\n",
		"| Critical | Major |\n|---|---|\n| 1 | 0 |\n",
		"| Critical issues | Minor issues |\n|---|---|\n| 1 | 3 |\n",
		"| Blockers |\n|---|\n| the login handler drops auth checks |\n",
	}
	clean := []string{
		"| Critical | Major | Minor |\n|---|---|---|\n| 0 | 0 | 3 |\n",
		"| Critical | Major | Minor |\n|---|---|---|\n| None | — | typo in docs |\n",
		"| Critical | Major | Minor |\n|---|---|---|\n| ✅ None | | 1 |\n",
		"| File | Critical | Tested |\n|---|---|---|\n| auth.go | Yes | ✅ |\n",
	}
	for _, name := range []string{"default", "approvals", "severity-table", "gates"} {
		for _, tail := range blocking {
			if doc := heads[name] + "## Summary\n\n" + tail; !lintUnder(t, name, doc) {
				t.Errorf("%s: a blocking grade's column passes:\n%s", name, doc)
			}
		}
		for _, tail := range clean {
			if doc := heads[name] + "## Summary\n\n" + tail; lintUnder(t, name, doc) {
				t.Errorf("%s: refused:\n%s", name, doc)
			}
		}
	}
}
