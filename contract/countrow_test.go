package contract

import "testing"

// TestCountRowSaysNoMore: a row graded blocking that has a cell of
// nought counts none only when nothing else in it says more: a row
// numbered from nought, or a count of nought beside words that name a
// problem, is a blocking finding to a reader, in every preset.
func TestCountRowSaysNoMore(t *testing.T) {
	heads := shownHeads()
	for _, name := range []string{"default", "approvals", "severity-table", "gates"} {
		for _, tail := range []string{
			"| # | Severity | Finding |\n|---|---|---|\n| 0 | Critical | the login handler drops auth checks |\n",
			"| Severity | Count | Notes |\n|---|---|---|\n| Critical | 0 | but the login handler drops auth checks |\n",
		} {
			if doc := heads[name] + "## Summary\n\n" + tail; !lintUnder(t, name, doc) {
				t.Errorf("%s: a blocking row beside a nought passes:\n%s", name, doc)
			}
		}
		tail := "| Severity | Count | Open |\n|---|---|---|\n| Critical | 2 | 0 |\n| Major | 0 | — |\n"
		if doc := heads[name] + "## Summary\n\n" + tail; lintUnder(t, name, doc) {
			t.Errorf("%s: a table of counts refused:\n%s", name, doc)
		}
	}
}
