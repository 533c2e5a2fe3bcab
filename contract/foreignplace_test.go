package contract

import "testing"

// TestForeignVerdictInItsPlace: a failing verdict in words the dialect
// does not spell, where a verdict stands (the line under a `### Verdict`
// heading, a label with a parenthetical, a checked box of a decision),
// reads as a second verdict that fails: beside an approval the report is
// refused in every preset.
func TestForeignVerdictInItsPlace(t *testing.T) {
	heads := presetHeads()
	held := []string{
		"## Details\n\n### Verdict\n\nREJECTED\n",
		"## Details\n\n### Verdict\n\n**CHANGES REQUESTED** — the token leaks\n",
		"## Details\n\nVerdict (updated): REJECTED\n",
		"## Details\n\n- [ ] Approve\n- [x] Request changes\n",
		"## Details\n\n- [x] Changes requested\n- [ ] Approved\n",
	}
	clean := []string{
		"## Details\n\n### Verdict\n\nThe round before was REJECTED; this one is not.\n",
		"## Details\n\n- [x] Rejected inputs are logged\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside a failing verdict in other words")
}
