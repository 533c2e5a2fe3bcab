package contract

import "testing"

// TestDoneSettlesDemand: an entry a list of demands or of blocking
// issues marks DONE as a mark of its own (`✅ the token rotated
// (DONE)`) is settled beside an approval, in every preset; a DONE
// denied, doubted, put off, partial, or part of a name (`DONE criteria
// missing`) settles nothing.
func TestDoneSettlesDemand(t *testing.T) {
	// The default contract reads the list under a plain label of
	// critical issues as findings that each need a disposition, settled
	// or not: it is left out of the heads for that label.
	labelHeads := passingHeads()
	delete(labelHeads, "default")
	for head, heads := range map[string]map[string]string{"## Required Changes\n\n": passingHeads(), "**Critical issues:**\n\n": labelHeads} {
		var clean, blocking []string
		for _, e := range []string{
			"- ✅ the token is rotated (DONE)\n",
			"- the token is rotated — DONE\n",
			"- the token is rotated: **DONE**\n",
		} {
			clean = append(clean, "## Follow-up\n\n"+head+e)
		}
		for _, e := range []string{
			"- the token is rotated (NOT DONE)\n",
			"- the token is rotated (DONE?)\n",
			"- the token is rotated (PARTIALLY DONE)\n",
			"- the token is rotated (HALF DONE)\n",
			"- the token is rotated (DONE later)\n",
			"- the token is rotated (DONE ❌)\n",
			"- the token is rotated (TO BE DONE)\n",
			"- the token is rotated (DONE, but it leaks again)\n",
			"- the token is rotated (done)\n",
			"- DONE criteria missing\n",
			"- ✅ Definition of DONE not met\n",
		} {
			blocking = append(blocking, "## Follow-up\n\n"+head+e)
		}
		expectEachPreset(t, heads, blocking, clean, "a demand not done passes")
	}
}

// TestNoneThenUnconditional: a statement that no conditions are
// required followed by one that the decision is unconditional says
// there is none under a blocking label, in every dialect; a sentence
// after it that says more is weighed as a finding.
func TestNoneThenUnconditional(t *testing.T) {
	cases := []struct {
		none     string
		mismatch bool
	}{
		{"No additional conditions required. Go decision is unconditional.", false},
		{"None. The approval is unconditional.", false},
		{"No additional conditions required. Go decision is conditional on the token fix.", true},
		{"No additional conditions required. Go decision is not unconditional.", true},
		{"No additional conditions required. Go decision is unconditional; rotate the token first.", true},
	}
	const heading = "## Required Changes\n\n"
	for _, c := range cases {
		wantMismatch(t, heading+c.none+"\n", c.mismatch)
		doc := "Verdict: PASS\n\n" + heading + c.none + "\n"
		if got := countRule(Lint([]byte(doc), Options{}), RuleVerdictFindingMismatch) > 0; got != c.mismatch {
			t.Errorf("default: %q: mismatch = %v, want %v", c.none, got, c.mismatch)
		}
	}
}
