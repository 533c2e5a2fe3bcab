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

// TestCountSpelledAllSettled: a count of a blocking grade in words
// (`several`, `two`, `quite a few`) with a remark that says all were
// dealt with (`— all fixed in 3f2a1c`, `(both fixed)`) counts none
// open, as the same remark after a figure does, in every preset. A
// remark with a count, an exception, a question or a taking back after
// it leaves them open.
func TestCountSpelledAllSettled(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"**Blockers:** several — all 3 fixed", "**Blockers:** several — all fixed. Not really.",
		"**Blockers:** several — all fixed?", "**Blockers:** several — some fixed",
		"**Blockers:** several — all fixed except the token leak", "**Blockers:** several — all fixed in the next PR",
		"**Blockers:** several — all false", "**Blockers:** several — all false positives except one",
	} {
		held = append(held, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	for _, s := range []string{
		"**Blockers:** several — all fixed in 3f2a1c", "**Blockers:** two — both fixed in 3f2a1c",
		"**Blockers:** several, all fixed in 3f2a1c", "**Blockers:** several (all fixed in 3f2a1c)",
		"> **Blockers:** quite a few — all fixed in 3f2a1c", "**Open blockers:** several — all fixed in 3f2a1c",
	} {
		clean = append(clean, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	expectEachPreset(t, presetHeads(), held, clean, "passes beside a count in words left open")
}

// TestCountedValueSpelled: a label's value that counts a blocking grade
// in words before it (`**Total:** several blockers`, `**Open:** a
// couple of critical`) counts it above nought as a figure does, in
// every preset; a grade that does not block, a label of what was dealt
// with, a remark that settles all and a grade of something else stay
// clean.
func TestCountedValueSpelled(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"**Total:** several blockers", "**Total:** a few blockers", "**Total:** quite a few blockers",
		"**Open:** a couple of critical",
	} {
		held = append(held, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	for _, s := range []string{
		"**Total:** several blockers — all fixed in 3f2a1c", "**Total:** several minor", "**Fixed:** several blockers",
		"**Scope:** several critical paths", "**Notes:** some critical thinking needed",
	} {
		clean = append(clean, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	expectEachPreset(t, presetHeads(), held, clean, "passes beside a label's count in words")
}
