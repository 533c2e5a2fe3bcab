package contract

import (
	"fmt"
	"testing"
)

// TestCellLineBreak: a table cell's line after a <br> shows under the
// first, as an item's next line does: one that opens with a blocking
// grade (`typo<br>Critical: this also breaks login`) is a blocking
// finding beside an approval in every preset, in the findings or out
// of them, and so is an item's. Any break tag a browser breaks at
// counts: in any case, with attributes, and the end tag `</br>`. A next
// line that uses the grade's word as prose is not.
func TestCellLineBreak(t *testing.T) {
	heads := approvingHeads()
	findings := map[string]string{
		"default":        "## Findings\n\n| Finding | Disposition |\n|---|---|\n| typo in docs%s | NOTE — cosmetic |\n",
		"approvals":      "## Findings\n\n| Severity | Finding |\n|---|---|\n| Minor | typo in docs%s |\n",
		"severity-table": "## Findings\n\n| Severity | Finding |\n|---|---|\n| Minor | typo in docs%s |\n",
		"gates":          "## Notes\n\n| Gate | Result |\n|---|---|\n| Docs | PASS — typo in docs%s |\n",
	}
	none := map[string]string{"default": "## Findings\n\nNone\n\n", "approvals": "## Findings\n\nNone\n\n", "severity-table": "## Findings\n\nNone\n\n", "gates": ""}
	for name, head := range heads {
		for _, next := range []string{"<br>Critical: this also breaks login", "<br/>**Blocker:** this also breaks login", "<br clear=\"all\">Critical: this also breaks login", "</br>Critical: this also breaks login", "<BR\t/>Critical: this also breaks login"} {
			doc := head + fmt.Sprintf(findings[name], next)
			if !lintUnder(t, name, doc) {
				t.Errorf("%s: a blocking grade on a cell's next line passes:\n%s", name, doc)
			}
			doc = head + none[name] + "## Summary\n\n| Area | Notes |\n|---|---|\n| docs | a typo" + next + " |\n"
			if !lintUnder(t, name, doc) {
				t.Errorf("%s: a blocking grade on a cell's next line passes:\n%s", name, doc)
			}
			doc = head + none[name] + "## Summary\n\n- docs: a typo" + next + "\n"
			if !lintUnder(t, name, doc) {
				t.Errorf("%s: a blocking grade on an item's next line passes:\n%s", name, doc)
			}
		}
		if doc := head + fmt.Sprintf(findings[name], "<br>Critical path is unaffected"); lintUnder(t, name, doc) {
			t.Errorf("%s: refused:\n%s", name, doc)
		}
	}
}

// approvingHeads are, for each preset, the opening of a report that
// approves and holds everything the preset requires but its findings.
func approvingHeads() map[string]string {
	return map[string]string{
		"default":        "# Review\n\nVerdict: PASS\n\n## Coverage statement\n\n- build: VERIFIED INDEPENDENTLY\n\n## Verdict reason\n\nnothing blocks\n\n",
		"approvals":      "# Review\n\n## Verdict: APPROVED\n\n",
		"severity-table": "# Review\n\n**Verdict:** APPROVE\n\n",
		"gates":          "# Review\n\nVerdict: PASS\n\n## Gate results\n\n- Docs: PASS — a typo only\n\n",
	}
}
