package contract

import "testing"

// TestSeverityLineInsideFindings: in a dialect that grades no finding by
// a `Severity:` line (default, gates), such a line graded blocking under
// a finding dispositioned non-blocking still reads as blocking to a
// reader, as a paragraph or a nested bullet; one that is advisory, or
// settled by a resolved status, does not.
func TestSeverityLineInsideFindings(t *testing.T) {
	heads := map[string]string{
		"default": "# Review\n\nVerdict: PASS\n\n## Coverage statement\n\n- build: VERIFIED INDEPENDENTLY\n\n## Verdict reason\n\nnothing blocks\n\n## Findings\n\n- the token leaks: NOTE — see below\n",
		"gates":   "# Review\n\nVerdict: PASS\n\n## Gate results\n\n- Security: PASS — see below\n",
	}
	held := []string{
		"\n  **Severity:** Critical\n",
		"  - Severity: Blocker\n",
		"\nSeverity: Critical\n",
	}
	clean := []string{
		"\n  **Severity:** Minor\n",
		"\n  Severity: Critical\n  Status: RESOLVED in 3f2a1c\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside a blocking severity line in the findings")
}
