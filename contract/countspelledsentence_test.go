package contract

import "testing"

// TestCountSpelledInSentence: a sentence that counts blocking findings
// in words for more than one (`There are a few blockers.`, `I found a
// couple of blockers.`, `This PR has a number of blockers.`, `A few
// blockers remain.`) counts them as `several` does, in every preset; a
// past tense, a clause that goes on, an advisory grade and a remark that
// settles all stay clean.
func TestCountSpelledInSentence(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"There are a few blockers.", "There are quite a few blockers.", "There are a bunch of blockers.",
		"We found a couple of blockers.", "There are lots of blockers.", "There are many blockers.",
		"There are a handful of critical issues.", "I found a few blockers.", "This PR has a number of blockers.",
		"A few blockers remain.", "There are a great many blockers.",
	} {
		held = append(held, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	for _, s := range []string{
		"There are a few blockers, all fixed in 3f2a1c.", "There are a few nits.",
		"There are many blockers in the backlog.", "There were a few blockers.", "There are a few blockers?",
	} {
		clean = append(clean, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	expectEachPreset(t, presetHeads(), held, clean, "passes beside a count in words in a sentence")
}
