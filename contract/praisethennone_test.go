package contract

import "testing"

// TestPraiseThenNone: under a blocking heading, a paragraph of praise
// followed by a statement of none, which may name what the findings it
// counts would have held up (`All 5 reviews completed successfully. No
// blocking issues found that would prevent story completion.`), says
// there is none, alone or after another statement of none, in every
// dialect. A sentence that is neither, a number that leaves some out, a
// question, or a clause that goes on past what is held up is weighed as
// a finding beside the passing verdict, as before.
func TestPraiseThenNone(t *testing.T) {
	const after = "**Result:** NONE IDENTIFIED\n\n"
	cases := []struct {
		none     string
		mismatch bool
	}{
		{"All 5 reviews completed successfully with APPROVED status. No blocking issues found that would prevent story completion.", false},
		{after + "All 5 reviews completed successfully with APPROVED status. No blocking issues found that would prevent story completion.", false},
		{"No blocking issues found that would prevent the merge.", false},
		{"None that would block this PR.", false},
		{"The architecture is solid. None.", false},
		{"The code is clean! The tests are thorough. None identified.", false},
		{after + "The token leaks into the logs.", true},
		{after + "All 5 reviews completed successfully. The token leaks into the logs.", true},
		{"All 5 reviews completed successfully. No blocking issues found that would prevent the merge, but the token leaks.", true},
		{"No blocking issues found that would prevent the merge unless the token leaks.", true},
		{"No blocking issues found that would prevent the merge if the token is rotated.", true},
		{"No blocking issues found that would prevent the token from leaking.", true},
		{"No blocking issues found that would not prevent the merge.", true},
		{"None that would block the merge except the token leak.", true},
		{"1 of 5 reviews completed successfully. No blocking issues found.", true},
		{"All 0 reviews completed successfully. No blocking issues found.", true},
		{"All reviews completed successfully? No blocking issues found.", true},
		{"All reviews completed successfully. No blocking issues found. The token leaks.", true},
		{"All reviews completed successfully. The token leaks. None.", true},
		{"The architecture is solid.", true},
	}
	const heading = "## Blocking Issues\n\n"
	for _, c := range cases {
		wantMismatch(t, heading+c.none+"\n", c.mismatch)
		doc := "Verdict: PASS\n\n" + heading + c.none + "\n"
		if got := countRule(Lint([]byte(doc), Options{}), RuleVerdictFindingMismatch) > 0; got != c.mismatch {
			t.Errorf("default: %q: mismatch = %v, want %v", c.none, got, c.mismatch)
		}
	}
}
