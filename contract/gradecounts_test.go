package contract

import (
	"strings"
	"testing"
)

// TestGradeCounts: a summary that counts each grade in turn, on one
// line or in a table of counts, counts none of a blocking grade at
// nought, with a check mark or words that say no more beside it: beside an approval it passes in every preset. A count above
// nought of a blocking grade, anywhere in the line (after a grade the
// dialect does not spell too), or a count that goes on to state a
// problem, is refused (countprose_test.go reads other remarks).
func TestGradeCounts(t *testing.T) {
	heads := shownHeads()
	counts := []string{
		"Critical: 0, Major: 0, Minor: 1\n",
		"**Critical:** 0, **Major:** 0, **Minor:** 1\n",
		"Critical: 0 | Major: 0\n",
		"Critical: 0 · Major: 0 · Minor: 3\n",
		"Critical issues: 0; Major issues: 0; Minor issues: 2.\n",
		"- Critical: 0, Major: 0, Minor: 1\n",
		"| Severity | Count |\n|---|---|\n| Critical | 0 |\n| Major | 0 |\n| Minor | 1 |\n",
		"| Severity | Count | Notes |\n|---|---|---|\n| Critical | 0 | — |\n| Major | 0 | None found |\n",
		"Critical: 0 ✅\n",
		"Critical: ✅ 0\n",
		"**Critical issues:** 0 (none found)\n",
		"Critical: 0 issues, Major: 0 issues\n",
		"- Critical: 0 ✅, Major: 0 ✅, Minor: 2\n",
		"🔴 Critical: 0 | 🟠 Major: 0 | 🟡 Minor: 2\n",
		"| Severity | Count | Status |\n|---|---|---|\n| Critical | 0 | ✅ |\n| Major | 0 ✅ | ✅ |\n",
	}
	blocking := []string{
		"Critical: 0, Major: 2, Minor: 1\n",
		"Major: 0, Minor: 1, Critical: 1\n",
		"Minor: 0, Critical: 1\n",
		"- **Minor:** 2 | **Blocker:** 1\n",
		"Critical: 0, Major: 0 — but the login handler drops auth checks\n",
		"Critical: 0, the login handler drops auth checks\n",
		"Critical: 0 issues — but the login handler drops auth checks\n",
		"Critical: 0 (but the login handler drops auth checks)\n",
		"Critical: 0. The login handler drops auth checks.\n",
		"Minor: 0 ✅, Critical: 1 ✅\n",
		"| Severity | Count |\n|---|---|\n| Critical | 1 |\n",
	}
	for _, name := range []string{"default", "approvals", "severity-table", "gates"} {
		for _, tail := range counts {
			if doc := heads[name] + "## Summary\n\n" + tail; lintUnder(t, name, doc) {
				t.Errorf("%s: a count of none refused:\n%s", name, doc)
			}
		}
		for _, tail := range blocking {
			if doc := heads[name] + "## Summary\n\n" + tail; !lintUnder(t, name, doc) {
				t.Errorf("%s: a count of a blocking grade passes:\n%s", name, doc)
			}
		}
	}
	// Where findings are graded in a severity column, a table of counts
	// among them counts none as well.
	for _, name := range []string{"approvals", "severity-table"} {
		table := "| Severity | Count |\n|---|---|\n| Critical | 0 |\n| Major | 0 |\n"
		doc := strings.Replace(heads[name], "## Findings\n\nNone\n", "## Findings\n\n"+table, 1)
		if !strings.Contains(doc, table) {
			t.Fatalf("%s: no findings to replace in %q", name, heads[name])
		}
		if lintUnder(t, name, doc) {
			t.Errorf("%s: a table of counts of none under the findings refused:\n%s", name, doc)
		}
	}
}
