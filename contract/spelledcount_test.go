package contract

import "testing"

// TestCountSpelledWithIntensifier: a count of a blocking grade spelled
// with a word that intensifies it (`quite a few`, `a great many`) or in
// other words for many (`a bunch`, `a number of them`), quoted or after
// a label that says the findings are open, conflicts with a pass as
// `several` does, in every preset; what goes on to name something else,
// or counts none, stays clean.
func TestCountSpelledWithIntensifier(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"> **Blockers:** quite a few", "> **Blockers:** a bunch", "**Open blockers:** quite a few",
		"> **Blockers:** quite a lot", "> **Blockers:** a number of them", "> **Blockers:** a great many",
		"> **Blockers:** a whole bunch", "**Open blockers:** a bunch", "**Remaining blockers:** quite a few",
		"> **Critical issues:** quite a few", "> **Blockers:** loads", "> **Blockers:** more than one",
	} {
		held = append(held, "## Context\n\n"+s+"\n", "## Context\n\n"+s+"\n\n\ttab line\n")
	}
	for _, s := range []string{
		"> **Blockers:** quite a few were fixed in round 1", "> **Blockers:** a numbered list, none open",
		"**Open blockers:** none, quite a few closed",
	} {
		clean = append(clean, "## Context\n\n"+s+"\n", "## Context\n\n"+s+"\n\n\ttab line\n")
	}
	expectEachPreset(t, presetHeads(), held, clean, "passes beside a count spelled in words")
}
