package contract

import "testing"

// TestContinuedGrade: a line of a finding's item after its first (a
// lazy continuation, an indented line, a line after a hard break or a
// <br>, a second paragraph) that opens with a blocking grade, or grades it in
// a severity label (`Severity: Critical`), shows a reader a blocking
// finding: beside an approval it is refused in every preset,
// through the fast path and the full parser. A continuation that counts
// none of the grade, or uses its word as prose, is not.
func TestContinuedGrade(t *testing.T) {
	heads := map[string]string{
		"default":        "# Review\n\nVerdict: PASS\n\n## Coverage statement\n\n- build: VERIFIED INDEPENDENTLY\n\n## Verdict reason\n\nnothing blocks\n\n## Findings\n\n",
		"approvals":      "# Review\n\n## Verdict: APPROVED\n\n## Findings\n\n",
		"severity-table": "# Review\n\n**Verdict:** APPROVE\n\n## Findings\n\n",
		"gates":          "# Review\n\nVerdict: PASS\n\n## Gate results\n\n",
	}
	firsts := map[string][]string{
		"default":        {"- typo in docs: NOTE — cosmetic", "- typo in docs: NOTE — actually"},
		"approvals":      {"- **Minor**: typo in docs", "- Minor — actually"},
		"severity-table": {"- **Minor**: typo in docs", "- [Minor] typo in docs"},
		"gates":          {"- Docs: PASS — a typo only", "- Docs: PASS — actually"},
	}
	for name, head := range heads {
		for _, first := range firsts[name] {
			for _, next := range []string{
				"\n  Critical: this also breaks login\n",
				"\nCritical: this also breaks login\n",
				"  \n  **Critical:** this also breaks login\n",
				"\n\n  Critical: this also breaks login\n",
				"\n  [Blocker] this also breaks login\n",
				"\n  **Severity:** Critical\n",
				"\n\n  Severity: Critical\n",
				"<br>Critical: this also breaks login\n",
				"<br />**Critical:** this also breaks login\n",
			} {
				doc := head + first + next
				if !lintUnder(t, name, doc) {
					t.Errorf("%s: a blocking grade continuing a finding passes:\n%s", name, doc)
				}
				if full := doc + "\n| a | b |\n|---|---|\n| c | d |\n"; !lintUnder(t, name, full) {
					t.Errorf("%s: a blocking grade continuing a finding passes, read by the full parser:\n%s", name, full)
				}
			}
			for _, next := range []string{
				"\n  Critical path is unaffected.\n",
				"\n  Critical: none\n",
				"\n  Critical: 0\n",
				"\n  Severity: Minor\n",
			} {
				doc := head + first + next
				if lintUnder(t, name, doc) {
					t.Errorf("%s: refused:\n%s", name, doc)
				}
			}
		}
	}
}

// TestNestedGrade: a bullet nested under a finding that opens with a
// blocking grade (`  - **Critical:** this also breaks login`) details
// it as a blocking one to a reader: beside an approval it is refused in
// every preset, whether the dialect reads findings by their grade or by
// a disposition. A nested bullet that uses the word as prose, or counts
// none, is a detail.
func TestNestedGrade(t *testing.T) {
	heads := map[string]string{
		"default":        "# Review\n\nVerdict: PASS\n\n## Coverage statement\n\n- build: VERIFIED INDEPENDENTLY\n\n## Verdict reason\n\nnothing blocks\n\n## Findings\n\n- typo in docs: NOTE — cosmetic\n",
		"approvals":      "# Review\n\n## Verdict: APPROVED\n\n## Findings\n\n- **Minor**: typo in docs\n",
		"severity-table": "# Review\n\n**Verdict:** APPROVE\n\n## Findings\n\n- **Minor**: typo in docs\n",
		"gates":          "# Review\n\nVerdict: PASS\n\n## Gate results\n\n- Docs: PASS — a typo only\n",
	}
	for name, head := range heads {
		for _, nested := range []string{"  - **Critical:** this also breaks login\n", "  - [Blocker] this also breaks login\n"} {
			if doc := head + nested; !lintUnder(t, name, doc) {
				t.Errorf("%s: a nested bullet graded blocking passes:\n%s", name, doc)
			}
		}
		for _, nested := range []string{"  - Critical path is unaffected\n", "  - Critical: none\n"} {
			if doc := head + nested; lintUnder(t, name, doc) {
				t.Errorf("%s: refused:\n%s", name, doc)
			}
		}
	}
}
