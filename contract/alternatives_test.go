package contract

import "testing"

// TestAlternatives: verdicts on the alternatives a review weighed neither
// stand for the report's verdict nor contradict it; a heading that holds
// a verdict key is no alternative's, the section ends at a heading of its
// level, and a finding under it is read as anywhere else.
func TestAlternatives(t *testing.T) {
	type want int
	const (
		clean want = iota
		conflict
		missing
		mismatch
	)
	cases := []struct {
		preset, name, doc string
		want              want
	}{
		{"approvals", "an alternative rejected under its heading",
			"## Verdict: APPROVED\n\n## Alternatives Considered\n\n### Alternative 1: Defer ❌ REJECTED\n\n**Verdict:** REJECTED - the debt grows\n", clean},
		{"approvals", "a table of approaches under a label",
			"## Verdict: APPROVED\n\n**Comparison to Alternatives:**\n\n| Approach | Safety | Verdict |\n|---|---|---|\n| Magic strings | none | Rejected |\n", clean},
		{"severity-table", "an alternative's verdict in a table",
			"## Verdict: APPROVE\n\n## Rejected Alternatives\n\n| Alternative | Verdict |\n|---|---|\n| a cache | BLOCK |\n", clean},
		{"default", "an alternative's verdict in the default contract",
			"Verdict: PASS\n\n## Coverage statement\n\n- it builds: VERIFIED INDEPENDENTLY\n\n## Verdict reason\n\nIt works.\n\n## Findings\n\nNone.\n\n## Alternatives\n\n### Alternative 2\n\nVerdict: FAIL\n", clean},

		{"approvals", "a verdict heading that names an alternative",
			"## Verdict: APPROVED\n\n## Verdict: REJECTED (an alternative is needed)\n", conflict},
		{"approvals", "a verdict after the alternatives end",
			"## Verdict: APPROVED\n\n## Alternatives\n\n**Verdict:** REJECTED\n\n## Summary\n\n**Verdict:** REJECTED\n", conflict},
		{"approvals", "a verdict only under the alternatives",
			"# Review\n\n## Alternatives\n\n**Verdict:** APPROVED\n", missing},
		{"approvals", "a blocking finding under the alternatives",
			"## Verdict: APPROVED\n\n## Alternatives\n\n- **Critical**: the chosen design drops rows\n", mismatch},
		{"approvals", "a verdict heading inside the alternatives",
			"## Verdict: APPROVED\n\n## Alternatives Considered\n\nNone.\n\n### Final Verdict\n\nCHANGES REQUESTED\n", conflict},
		{"approvals", "a verdict in a heading inside the alternatives",
			"## Verdict: APPROVED\n\n## Alternative Approaches\n\n### Verdict: CHANGES REQUESTED\n", conflict},
		{"default", "a verdict heading inside the alternatives in the default contract",
			"Verdict: PASS\n\n## Alternatives\n\nNone.\n\n### Verdict\n\nFAIL\n", conflict},
		{"approvals", "a verdict heading with no key inside the alternatives",
			"## Verdict: APPROVED\n\n## Alternatives\n\n### ❌ CHANGES REQUESTED\n", conflict},
		{"approvals", "alternatives whose heading names the submitted change",
			"## Verdict: APPROVED\n\n## Alternatives rejected: the submitted change\n\n**Verdict:** CHANGES REQUESTED\n", conflict},
		{"approvals", "a heading of the change and its alternatives",
			"## Verdict: APPROVED\n\n## Review of the change and its alternatives\n\n**Verdict:** CHANGES REQUESTED\n", conflict},
		{"approvals", "a title that names alternatives",
			"# Alternatives\n\n## Verdict: APPROVED\n\n## Summary\n\n**Verdict:** REJECTED\n", conflict},
	}
	for _, c := range cases {
		diags := lintIn(t, c.preset, c.doc)
		got := map[want]bool{
			conflict: countRule(diags, RuleVerdictConflict) > 0,
			missing:  countRule(diags, RuleVerdictMissing) > 0,
			mismatch: countRule(diags, RuleVerdictFindingMismatch) > 0,
		}
		for _, w := range []want{conflict, missing, mismatch} {
			if got[w] != (c.want == w) {
				t.Errorf("%s, %s: %v\n%s", c.preset, c.name, diags, c.doc)
				break
			}
		}
	}
}
