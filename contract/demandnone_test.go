package contract

import "testing"

// TestDemandBeforeMergeAnsweredNone: a short label that asks what must be
// done before the merge, answered none to the end of its line
// (`**Required Actions Before Merge:** **NONE**`), demands nothing in
// every preset; an answer that goes on (`none of the tests pass`, a
// second sentence), or a sentence that demands before its colon, still
// holds the merge beside a pass.
func TestDemandBeforeMergeAnsweredNone(t *testing.T) {
	heads := passingHeads()
	heads["severity-table"] = "# Review\n\n**Verdict:** APPROVE\n\n## Findings\n\nNone\n\n"
	held := []string{
		"## Details\n\nMust fix before merge: none of the tests pass.\n",
		"## Details\n\nMust fix before merge: None. The token leaks.\n",
		"## Details\n\nThe token must be rotated before merge: none\n",
		"## Details\n\nRequired before merge: 0 of 3 fixes\n",
	}
	clean := []string{
		"## Details\n\n**Required Actions Before Merge:** **NONE**\n",
		"## Details\n\n- **Must fix before merge:** None.\n",
		"## Details\n\nRequired before merging: n/a\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside a hold of the merge")
}
