package contract

import "testing"

// TestListedGradesTakeTheWorst: a severity cell that lists grades
// (`Minor / Critical`, `Minor \| Critical`, which GitHub renders as
// `Minor | Critical`, `Low, Blocker`) grades its row by the blocking
// one, outside the findings, in every preset. A cell of grades that
// all advise are none.
func TestListedGradesTakeTheWorst(t *testing.T) {
	heads := passingHeads()
	heads["severity-table"] = "# Review\n\n**Verdict:** APPROVE\n\n## Findings\n\nNone\n\n"
	row := func(cell string) string {
		return "## Details\n\n| Severity | Finding |\n|---|---|\n| " + cell + " | the token leaks |\n"
	}
	held := []string{row("Minor / Critical"), row(`Minor \| Critical`), row("Low, Blocker"), row("Critical & Minor")}
	clean := []string{row("Minor / Low"), row("Low, Nit")}
	expectEachPreset(t, heads, held, clean, "passes beside a row graded blocking among others")
}
