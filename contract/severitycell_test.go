package contract

import (
	"strings"
	"testing"
)

// A severity cell that goes on past its grade to a blocking one shows a
// reader both (`Minor \| Critical` renders as "Minor | Critical"), and
// is read at its worst: beside a passing verdict it is a mismatch, in
// every dialect with findings in tables. A cell of one grade, or one
// whose words after it grade nothing, stays as written.
func TestSeverityCellReadAtItsWorst(t *testing.T) {
	heads := map[string]string{
		"severity-table": "# Review of x\n\n## Verdict: APPROVE\n\n## Summary\nok\n\n## Acceptance criteria\n- builds: SATISFIED\n\n## Findings\n\n",
		"approvals":      "# Review of x\n\n## Verdict: APPROVED\n\n## Summary\nok\n\n## Findings\n\n",
	}
	cells := []struct {
		cell     string
		mismatch bool
	}{
		{`Minor \| Critical`, true},
		{"Minor, Critical", true},
		{"Minor / Critical", true},
		{"Minor Critical", true},
		{"Minor (was Critical)", true},
		{"Minor", false},
		{"Medium — low risk", false},
	}
	for preset, head := range heads {
		for _, c := range cells {
			doc := head + "| Finding | Severity |\n|---|---|\n| token is logged | " + c.cell + " |\n"
			var got []string
			for _, d := range lintIn(t, preset, doc) {
				got = append(got, d.Rule)
			}
			mismatch := strings.Contains(strings.Join(got, " "), "verdict-finding-mismatch")
			if mismatch != c.mismatch || !c.mismatch && len(got) > 0 {
				t.Errorf("%s, cell %q: rules %v, want mismatch %v", preset, c.cell, got, c.mismatch)
			}
		}
	}
}
