package contract

import "testing"

// TestLabelledFailureInOtherWords: a label that is no verdict key, given
// a failing verdict in capitals the dialect does not spell (`**Result:**
// FAIL` where it says CHANGES REQUESTED, `**Conclusion:** NOT APPROVED`),
// reads as a failing verdict to a reader: beside an approval, the report
// is refused in every preset.
func TestLabelledFailureInOtherWords(t *testing.T) {
	heads := presetHeads()
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

// TestDecisionInOtherShapes: a failing verdict in words the dialect may
// not spell stands under a label in more shapes than a colon: after a
// dash or an equals sign, on the line under a label or a heading that
// names a decision, after a row's number, or alone on a line (which is
// how `<details><summary>Decision</summary>` shows it). Each conflicts
// with a pass in every preset; prose around the same words does not.
func TestDecisionInOtherShapes(t *testing.T) {
	heads := passingHeads()
	heads["severity-table"] = "# Review\n\n**Verdict:** APPROVE\n\n## Findings\n\nNone\n\n"
	held := []string{
		"## Details\n\n- Decision — **REJECTED**\n",
		"## Details\n\nDecision = REJECTED\n",
		"## Details\n\n**Decision**\nREJECTED\n",
		"## Final decision\n\nCHANGES REQUESTED\n",
		"## Details\n\n| # | Item | Value |\n|---|---|---|\n| 1 | Decision | REJECTED |\n",
		"## Details\n\n<details open><summary>Decision</summary>\n\nCHANGES REQUESTED\n\n</details>\n",
		"## Details\n\n**NEEDS REVISION**\n",
		"## Details\n\n- [REJECTED]\n",
		"## Details\n\nREJECTED 👎\n",
		"## Details\n\nDecision[^1]\n\n[^1]: CHANGES REQUESTED\n",
		"## Details\n\n| Decision |\n|---|\n| REJECTED |\n",
		"## Details\n\n<p>CHANGES REQUESTED</p>\n",
		"## Details\n\n<div>\nREJECTED\n</div>\n",
	}
	clean := []string{
		"## Details\n\nStep 2 - REJECTED requests are retried once.\n",
		"## Details\n\n**Decision**\nThe team chose the block parser.\n",
		"## States\n\nA review ends APPROVED or REJECTED.\n",
		"## Details\n\n<p>Rendered with care.</p>\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside a failing decision")
}
