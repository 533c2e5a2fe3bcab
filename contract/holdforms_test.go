package contract

import "testing"

// TestMoreHoldsOfTheMerge: a line outside the findings that keeps the
// change out in words other than "do not merge" contradicts a pass in
// every preset: a demand before merge, a merge allowed only once
// something is done, approval withheld, a refusal to ship, a readiness
// label answered no, a pass a cross takes back, a decision label given a
// refusal in lower case, a check label counting failures, NOT READY. What
// describes (`CI runs before merge`), advises (`should be fixed before
// merge`) or answers yes does not.
func TestMoreHoldsOfTheMerge(t *testing.T) {
	heads := passingHeads()
	heads["severity-table"] = "# Review\n\n**Verdict:** APPROVE\n\n## Findings\n\nNone\n\n"
	held := []string{
		"## Details\n\nThe token must be rotated before merge.\n",
		"## Details\n\nMust fix before merging: the token leaks.\n",
		"## Details\n\nMerge only after the token leak is fixed.\n",
		"## Details\n\nApproval withheld until the leak is fixed.\n",
		"## Details\n\nI would not ship this.\n",
		"## Details\n\nReady to merge: NO\n",
		"## Details\n\n- Mergeable: ❌\n",
		"## Details\n\n**Approved:** false\n",
		"## Details\n\nLGTM ❌\n",
		"## Details\n\n**Recommendation:** Request changes\n",
		"## Details\n\nTests: 3 failed, 120 passed\n",
		"## Details\n\nStatus: NOT READY\n",
	}
	clean := []string{
		"## Details\n\nCI runs the full suite before merge.\n",
		"## Details\n\nA nit that should be fixed before merge; it blocks nothing.\n",
		"## Details\n\nReady to merge: yes\n",
		"## Details\n\nMergeable: now, after the rebase\n",
		"## Details\n\nTests: 0 failed, 120 passed\n",
		"## Details\n\n**Result:** failed requests are retried once\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside a hold of the merge")
}
