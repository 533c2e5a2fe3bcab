package contract

import "testing"

// TestNoneThenPraise: under a blocking severity heading, a statement of
// none followed by one sentence of praise (`None identified. The
// architecture is solid and well-implemented.`) says there is none, in
// every dialect; a sentence that says anything more, negates, hedges or
// names a thing outside what praise speaks of is weighed as a finding
// beside the passing verdict, as before.
func TestNoneThenPraise(t *testing.T) {
	cases := []struct {
		none     string
		mismatch bool
	}{
		{"None identified. The architecture is solid and well-implemented.", false},
		{"No critical or high priority issues identified. This is an exceptional achievement.", false},
		{"None. All completed tasks meet the release criteria.", false},
		{"None. The code is clean, well-tested and well-structured!", false},
		{"None. The architecture is solid but the token leaks.", true},
		{"None. The architecture is solid and the token leaks.", true},
		{"None. The architecture is not solid.", true},
		{"None. The architecture is solid. The token leaks.", true},
		{"None. The architecture is solid; the token leaks.", true},
		{"None. The architecture is solid — the auth check is bypassed.", true},
		{"None. The architecture is solid (mostly).", true},
		{"None. The architecture is probably solid.", true},
		{"None. The tests are outstanding.", true},
		{"None. The architecture is the architecture.", true},
		{"None. The token leaks.", true},
		{"None, the architecture is solid.", true},
	}
	const heading = "## Critical Issues\n\n"
	for _, c := range cases {
		wantMismatch(t, heading+c.none+"\n", c.mismatch)
		// The default contract reads a Critical Issues list too.
		doc := "Verdict: PASS\n\n" + heading + c.none + "\n"
		if got := countRule(Lint([]byte(doc), Options{}), RuleVerdictFindingMismatch) > 0; got != c.mismatch {
			t.Errorf("default: %q: mismatch = %v, want %v", c.none, got, c.mismatch)
		}
	}
}

// TestVerdictProseOfPraise: a line under the verdict key in prose made
// only of praise's words (`**Verdict:** Test suite is comprehensive,
// well-organized, and effective.`, a part's verdict in a long review)
// agrees with a passing verdict in every preset; prose with any other
// word cannot be shown to agree and stays a conflict.
func TestVerdictProseOfPraise(t *testing.T) {
	heads := passingHeads()
	heads["severity-table"] = "# Review\n\n**Verdict:** APPROVE\n\n## Findings\n\nNone\n\n"
	conflicting := []string{
		"## Tests\n\n**Verdict:** Test suite is comprehensive but flaky.\n",
		"## Tests\n\n**Verdict:** Test suite is comprehensive. Two tests fail.\n",
		"## Tests\n\n**Verdict:** Test suite is not comprehensive.\n",
		"## Tests\n\n**Verdict:** Test suite is comprehensive (mostly).\n",
	}
	clean := []string{
		"## Tests\n\n**Verdict:** Test suite is comprehensive, well-organized, and effective.\n",
		"## Docs\n\n**Verdict:** Documentation is exemplary and serves as excellent reference material.\n",
	}
	expectEachPreset(t, heads, conflicting, clean, "a part's verdict in prose that cannot be shown to agree passes")
}
