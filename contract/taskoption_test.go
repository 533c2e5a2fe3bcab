package contract

import "testing"

// TestUncheckedOptionStatesNothing: a decision written as boxes states
// the checked one; an option left unchecked (`- [ ] Request changes`
// beside `- [x] Approve`) is no verdict in any preset. A checked failing
// option, and an unchecked box that names the verdict (`- [ ] Verdict:
// FAIL`), are still read against an approval.
func TestUncheckedOptionStatesNothing(t *testing.T) {
	heads := passingHeads()
	heads["severity-table"] = "# Review\n\n**Verdict:** APPROVE\n\n## Findings\n\nNone\n\n"
	held := []string{
		"## Decision\n\n- [ ] Approve\n- [x] Request changes\n",
		"## Decision\n\n- [ ] Verdict: FAIL\n",
	}
	clean := []string{
		"## Decision\n\n- [x] Approve\n- [ ] Request changes\n",
		"## Decision\n\n- [x] Approve\n- [ ] REJECTED\n- [ ] Changes requested\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside a failing option")
}
