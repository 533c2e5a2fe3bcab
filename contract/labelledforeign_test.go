package contract

import "testing"

// TestLabelledFailureInOtherWords: a label that is no verdict key, given
// a failing verdict in capitals the dialect does not spell (`**Result:**
// FAIL` where it says CHANGES REQUESTED, `**Conclusion:** NOT APPROVED`),
// reads as a failing verdict to a reader: beside an approval, the report
// is refused in every preset.
func TestLabelledFailureInOtherWords(t *testing.T) {
	heads := passingHeads()
	heads["severity-table"] = "# Review\n\n**Decision:** APPROVE\n\n## Findings\n\nNone\n\n"
	held := []string{
		"## Details\n\n**Result:** FAIL\n",
		"## Details\n\nOverall: FAILED\n",
		"## Details\n\n**Assessment:** REJECTED — the token leaks\n",
		"## Details\n\n**Conclusion:** NOT APPROVED\n",
		"## Details\n\n- Overall: ❌ FAIL\n",
	}
	clean := []string{
		"## Details\n\n**Summary:** the old parser FAILED on empty input; this change fixes it.\n",
		"## Details\n\n**Round 1:** REJECTED → fixed in 3f2a1c\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside a failing verdict under a label")
}
