package contract

import "testing"

// TestHoldAfterBut: a hold on the merge after `but` (`Approved, but do
// not merge until the leak is fixed.`, `But do not merge until …`)
// orders as plainly as alone, in every preset: `but` opens a clause of
// its own. A settled word in a reservation's condition (`Approved, but
// the cache is stale until the leak is fixed.`) names what is awaited,
// not what was done.
func TestHoldAfterBut(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"**Status:** approved — but do not merge until the leak is fixed.",
		"Approved, but do not merge until the leak is fixed.", "But do not merge until the leak is fixed.",
		"Looks good, but do not merge until the leak is fixed.", "Approved — but do not merge until the leak is fixed.",
		"Approved, but the cache is stale until the leak is fixed.",
	} {
		held = append(held, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	for _, s := range []string{
		"Approved, but the round-1 leak is fixed.", "Approved, but the leak was fixed before round 2.",
		"Nothing but docs changed; approved.",
	} {
		clean = append(clean, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	expectEachPreset(t, presetHeads(), held, clean, "passes beside a hold after but")
}
