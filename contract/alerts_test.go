package contract

import "testing"

// TestAlertsAreTheReportsOwn: a GitHub alert (`> [!CAUTION]`) renders
// as a callout in the report's voice, so a blocking finding or a
// verdict in one is read in every dialect; a plain quote, and an alert
// nested in a list (which GitHub shows as a plain quote), are not.
func TestAlertsAreTheReportsOwn(t *testing.T) {
	heads := map[string]string{
		"default":   "# Review\n\nVerdict: PASS\n\n## Coverage statement\n\n- build: VERIFIED INDEPENDENTLY\n\n## Verdict reason\n\nnothing blocks\n\n## Findings\n\nNone\n\n",
		"gates":     "# Review\n\nVerdict: PASS\n\n## Findings\n\nNone\n\n",
		"approvals": "# Review\n\n## Verdict: APPROVED\n\n## Findings\n\nNone\n\n",
	}
	fail := map[string]string{"default": "FAIL", "gates": "FAIL", "approvals": "CHANGES REQUESTED"}
	for name, head := range heads {
		d := MustDialect(mustPreset(t, name).Spec)
		for _, tail := range []string{
			"## Notes\n\n> [!CAUTION]\n> **Critical:** the token is logged in plain text\n",
			"> [!caution]  \n> **Blocker:** the migration drops the users table\n",
			"> [!IMPORTANT]\n> Verdict: " + fail[name] + "\n",
		} {
			if ds := Lint([]byte(head+tail), Options{Dialect: d}); !refused(ds) {
				t.Errorf("%s: passes beside an alert:\n%s", name, tail)
			}
		}
		for _, tail := range []string{
			"## Notes\n\n> [!NOTE]\n> This review covers only the parser.\n",
			"## Notes\n\n> **Critical:** the token is logged, the author wrote in round 1\n",
			"## Notes\n\n- from round 1:\n\n  > [!CAUTION]\n  > **Critical:** the token is logged\n",
			"## Notes\n\n> [!CAUTION] the old advice\n> **Critical:** the token is logged\n",
		} {
			if ds := Lint([]byte(head+tail), Options{Dialect: d}); refused(ds) {
				t.Errorf("%s: refused %v:\n%s", name, ds, tail)
			}
		}
	}
}
