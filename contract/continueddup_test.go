package contract

import "testing"

// TestContinuedGradeReportedOnce: a bullet whose own text reads as a
// blocking finding and whose later line is graded blocking too (`-
// **Minor**: typo` over `  [Blocker] breaks login` or `  **Severity:**
// Critical`) is one finding to a reader: beside an approval it is
// refused with one verdict-finding-mismatch, in every preset. Two
// bullets are two findings.
func TestContinuedGradeReportedOnce(t *testing.T) {
	heads := map[string]string{
		"default":        "# Review\n\nVerdict: PASS\n\n## Coverage statement\n\n- build: VERIFIED INDEPENDENTLY\n\n## Verdict reason\n\nnothing blocks\n\n## Findings\n\n",
		"approvals":      "# Review\n\n## Verdict: APPROVED\n\n## Findings\n\n",
		"severity-table": "# Review\n\n**Verdict:** APPROVE\n\n## Findings\n\n",
		"gates":          "# Review\n\nVerdict: PASS\n\n## Gate results\n\n",
	}
	for name, head := range heads {
		for _, tail := range []string{
			"- **Minor**: typo\n  [Blocker] breaks login\n",
			"- **Minor**: typo\n  **Severity:** Critical\n",
			"- **Minor**: typo\n  Severity: Critical\n",
			"- typo in docs: NOTE — cosmetic\n  Critical: breaks login\n",
		} {
			for _, doc := range []string{head + tail, head + tail + "\n## Appendix\n\n| a | b |\n|---|---|\n| c | d |\n"} {
				if n := countRule(lintIn(t, name, doc), RuleVerdictFindingMismatch); n != 1 {
					t.Errorf("%s: %d mismatches, want 1:\n%s%v", name, n, doc, lintIn(t, name, doc))
				}
			}
		}
		two := head + "- **Minor**: typo\n  Critical: breaks login\n- **Minor**: typo\n  Critical: breaks signup\n"
		if n := countRule(lintIn(t, name, two), RuleVerdictFindingMismatch); n != 2 {
			t.Errorf("%s: %d mismatches, want 2:\n%s", name, n, two)
		}
	}
}
