package contract

import "testing"

// findingsHeads are the openings of a passing report in each preset, up
// to the findings heading, for a case to write the findings under.
func findingsHeads() map[string]string {
	return map[string]string{
		"default":        "# Review\n\nVerdict: PASS\n\n## Coverage statement\n\n- build: VERIFIED INDEPENDENTLY\n\n## Verdict reason\n\nnothing blocks\n\n## Findings\n\n",
		"approvals":      "# Review\n\n## Verdict: APPROVED\n\n## Findings\n\n",
		"severity-table": "# Review\n\n**Verdict:** APPROVE\n\n## Findings\n\n",
		"gates":          "# Review\n\nVerdict: PASS\n\n## Findings\n\n",
	}
}

// TestNoAnsweredThenFound: a findings section that answers `No.` and
// goes on to say what was found (`No. Blockers found.`, `No — blockers
// found.`) counts none of nothing: a reader reads a finding, not a
// statement of none, in every preset. `No blockers found.` and `None.`
// stay clean.
func TestNoAnsweredThenFound(t *testing.T) {
	found := []string{
		"No. Blockers found.\n",
		"No — blockers found.\n",
		"No – blockers found.\n",
		"No - blockers found.\n",
		"No; two blockers found.\n",
		"No: two blockers.\n",
		"No, blockers found.\n",
		"No! Blockers found.\n",
		"No... blockers found.\n",
		"No… critical issues identified.\n",
		"No. Critical issues found.\n",
		"No. 2 blockers found.\n",
		"No. Issues.\n",
		"Nope. Found a blocker: the token leaks.\n",
		"Zero. Blockers remain.\n",
		"**Result:** No. Blockers found.\n",
	}
	clean := []string{
		"No blockers found.\n",
		"None.\n",
		"No issues found.\n",
		"No critical, high or medium issues found.\n",
		"No high-priority issues.\n",
		"Zero blockers identified.\n",
	}
	expectEachPreset(t, findingsHeads(), found, clean, "passes beside findings a `No.` answers")
}

// TestBlockerFieldAnsweredNoThenRework: a blocker field answered no and
// then a demand for work (`**Blocker:** ❌ NO - rework required`) is not
// the field's bare no: the remark after the dash is a blocker to a
// reader, beside a passing verdict and findings of none.
func TestBlockerFieldAnsweredNoThenRework(t *testing.T) {
	heads := map[string]string{}
	for name, head := range findingsHeads() {
		heads[name] = head + "None\n\n## Dependency Gap\n\n"
	}
	held := []string{
		"- **Blocker:** ❌ NO - rework required\n",
		"- **Blocker:** ❌ NO — rework required\n",
		"- **Blocker:** NO – changes required\n",
		"- **Blocking:** ❌ NO - fix required\n",
		"- **Blocker:** No: rework required\n",
		"- **Blocker:** No; changes required\n",
		"- **Blocker:** No. Rework required.\n",
	}
	clean := []string{
		"- **Blocker:** No\n",
		"- **Blockers:** none\n",
		"- **Blocker:** No rework required\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside a blocker answered no, then rework")
}
