package contract

import "testing"

// TestNoneOfAdjectiveNoun: a count of none whose list noun stands as an
// adjective to another (`No blocking issues identified.`) is a
// statement of none under a blocking heading, alone or after `None.`,
// in every dialect; anything said after it is weighed as a finding.
func TestNoneOfAdjectiveNoun(t *testing.T) {
	cases := []struct {
		none     string
		mismatch bool
	}{
		{"No blocking issues identified.", false},
		{"None. No blocking issues identified.", false},
		{"**None.** No blocking issues found.", false},
		{"No required changes.", false},
		{"None. No blocking issues identified. The token leaks.", true},
		{"No blocking issues identified, the token leaks.", true},
		{"No blocking issues identified except the token leak.", true},
		{"No blocking issues identified but the token leaks.", true},
		{"No blocking issues token leaks into the log.", true},
		{"No blocking-issues-token leaks.", true},
	}
	const heading = "## Critical Issues\n\n"
	for _, c := range cases {
		wantMismatch(t, heading+c.none+"\n", c.mismatch)
		doc := "Verdict: PASS\n\n" + heading + c.none + "\n"
		if got := countRule(Lint([]byte(doc), Options{}), RuleVerdictFindingMismatch) > 0; got != c.mismatch {
			t.Errorf("default: %q: mismatch = %v, want %v", c.none, got, c.mismatch)
		}
	}
}
