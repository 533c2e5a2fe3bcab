package contract

import "testing"

// TestGatesReadBlockingGrades: the gates preset disposes findings as
// FAIL or PASS, but a finding a reader sees graded blocking (a Critical
// list, a Blocker bullet) beside a passing verdict is a contradiction
// there too; an advisory grade is not.
func TestGatesReadBlockingGrades(t *testing.T) {
	const head = "Verdict: PASS\n\n## Gate results\n\n- Spec compliance: PASS — matches\n\n"
	for doc, want := range map[string]bool{
		head + "## Critical Issues\n\n- the token is logged in plain text\n": true,
		head + "### Blockers\n\n- the migration drops the users table\n":     true,
		head + "- **Blocker:** the migration drops the users table\n":        true,
		head + "- **Major:** the retry loop never ends\n":                    true,
		head + "## Notes\n\n- the README could say more\n":                   false,
	} {
		if got := countRule(lintIn(t, "gates", doc), RuleVerdictFindingMismatch) > 0; got != want {
			t.Errorf("mismatch = %v, want %v\n%s", got, want, doc)
		}
	}
}
