package contract

import "testing"

// TestIssueTableGradedInAnyColumn: outside the findings, a table whose
// column names its rows findings or issues lists findings; a cell that
// is a blocking grade alone grades its row blocking, whatever its column
// is called (`| Risk | Finding |`, `| Impact | Issue |`). Beside an
// approval the report is refused in every preset; a row resolved, or a
// grade that goes on, is not such a finding.
func TestIssueTableGradedInAnyColumn(t *testing.T) {
	heads := presetHeads()
	held := []string{
		"## Details\n\n| Risk | Finding |\n|---|---|\n| Critical | the token leaks |\n",
		"## Details\n\n| Issue | Impact | File |\n|---|---|---|\n| the token leaks | **Blocker** | `a.go` |\n",
	}
	clean := []string{
		"## Details\n\n| Risk | Finding | Status |\n|---|---|---|\n| Critical | the token leaks | Resolved |\n",
		"## Details\n\n| Area | Finding |\n|---|---|\n| Critical path | the scheduler is sound |\n",
		"## Details\n\n| Component | Criticality |\n|---|---|\n| parser | Critical |\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside an issue graded blocking")
}
