package contract

import "testing"

// TestBlockingColumnAnsweredYes: a table column that asks whether its
// row blocks (`Blocking`, `Blocker?`, `Blocks merge`, `Must fix`)
// answered yes, or a Status of BLOCKING, makes the row a blocking
// finding whatever its severity cell says, in the findings or out of
// them, in every preset. A column that asks the opposite, an answer no,
// and a row settled since are none.
func TestBlockingColumnAnsweredYes(t *testing.T) {
	heads := passingHeads()
	heads["severity-table"] = "# Review\n\n**Verdict:** APPROVE\n\n## Findings\n\nNone\n\n"
	table := func(h, row string) string { return "## Details\n\n" + h + "\n" + row + "\n" }
	held := []string{
		table("| Severity | Finding | Blocking |\n|---|---|---|", "| Minor | the token leaks | Yes |"),
		table("| Severity | Finding | Blocks merge |\n|---|---|---|", "| Low | the token leaks | ✅ |"),
		table("| Severity | Finding | Must fix |\n|---|---|---|", "| Minor | the token leaks | yes, before release |"),
		table("| Finding | Blocker? |\n|---|---|", "| the token leaks | yes |"),
		table("| Severity | Finding | Status |\n|---|---|---|", "| Minor | the token leaks | BLOCKING |"),
	}
	clean := []string{
		table("| Severity | Finding | Blocking |\n|---|---|---|", "| Minor | the token leaks | No |"),
		table("| Severity | Finding | Non-blocking |\n|---|---|---|", "| Minor | the token leaks | Yes |"),
		table("| Finding | Blocking | Status |\n|---|---|---|", "| the token leaks | Yes | Fixed in 3f2a1c |"),
	}
	expectEachPreset(t, heads, held, clean, "passes beside a row answered blocking")
}
