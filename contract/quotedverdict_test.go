package contract

import "testing"

// TestQuotedFailingVerdictConflicts: a block quote is not the report's
// own statement, but a failing verdict in one (`> **Decision:** CHANGES
// REQUESTED`, `> Verdict: FAIL`) beside a pass is one a reader cannot
// tell from the report's: it conflicts, in every preset, whether the
// fast reader or the full parser reads the report. A quoted pass, and
// prose that quotes a failure, are none; a quote opens no section.
func TestQuotedFailingVerdictConflicts(t *testing.T) {
	heads := passingHeads()
	heads["severity-table"] = "# Review\n\n**Verdict:** APPROVE\n\n## Findings\n\nNone\n\n"
	held := []string{
		"## Details\n\n> **Decision:** CHANGES REQUESTED\n",
		"## Details\n\n> Verdict: FAIL\n",
		"## Details\n\n> Round 2 verdict → REJECTED\n",
		"## Details\n\nThe worker wrote:\n\n> Overall: NOT APPROVED\n",
		"## Details\n\n> quoted\n>\n> Result: FAILED\n",
	}
	clean := []string{
		"## Details\n\n> the old parser FAILED on empty input; this change fixes it\n",
		"## Details\n\n> ## Findings\n> - the token leaks\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside a quoted failing verdict")
}
