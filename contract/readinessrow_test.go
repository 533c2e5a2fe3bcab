package contract

import "testing"

// TestReadinessRow: a row of a table of fields whose first cell asks
// whether this change may land, answered a plain no (`| Ready to merge
// | ❌ No |`, `| LGTM | ❌ |`), as a body row or a table's lone header
// row, holds the merge beside a pass in every preset and through both
// parsers; a table of packages, dates, rounds or tasks, a label that
// asks something else (`Merged`, `Approvals required`) and an answer
// that is more than a no stay no finding.
func TestReadinessRow(t *testing.T) {
	held := countTables([][2]string{
		{"| Ready to merge | ❌ No |", "|---|---|"},
		{"| Ready to merge? | ❌ No |", "|---|---|"},
		{"| LGTM | ❌ |", "|---|---|"},
		{"| Ready | ❌ |", "|---|---|"},
		{"| Field | Value |\n|---|---|", "| Ready to merge | ❌ No |"},
		{"| Field | Value |\n|---|---|", "| **Ready to merge?** | No |"},
		{"| | |\n|---|---|", "| Mergeable | ❌ |"},
		{"| Item | Status |\n|---|---|", "| LGTM | ❌ |"},
		{"| Check | Result |\n|---|---|", "| Approved | false |"},
	})
	clean := countTables([][2]string{
		{"| Package | Licence | Approved |\n|---|---|---|", "| gplthing | GPL | ❌ |"},
		{"| Package | Approved |\n|---|---|", "| gplthing | ❌ |"},
		{"| Dependency | Approved |\n|---|---|", "| Approved | No |"},
		{"| Field | Value |\n|---|---|", "| Merged | No |"},
		{"| Field | Value |\n|---|---|", "| Approvals required | No |"},
		{"| Task | Done |\n|---|---|", "| Ready to merge | ❌ |"},
		{"| Round | Approved |\n|---|---|", "| 1 | No |\n| 2 | Yes |"},
		{"| Field | Value |\n|---|---|", "| Ready to merge | ✅ Yes |"},
		{"| Ready to merge | ✅ |", "|---|---|"},
		{"| Approved | Package |\n|---|---|", "| No | gplthing |"},
	})
	expectEachPreset(t, presetHeads(), held, clean, "a readiness row answered no passes")
}
