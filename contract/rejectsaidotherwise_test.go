package contract

import "testing"

// TestRejectionSaidOtherwise: a rejection or a hold that adds to another
// (`Reject this PR too.`, `We reject this PR as well.`), follows a word
// that draws the conclusion (`So, reject the PR.`, `Therefore, do not
// merge.`, `We also reject this PR.`), stands under a label that sums
// the review up (`Overall: reject the PR.`), or is timed in this round
// (`Approval was withdrawn in this round.`) holds the merge as the plain
// forms do, in every preset and by both parsers. A condition before the
// connective, a rejection of something else, and an approval withdrawn
// in an earlier round and restored stay clean.
func TestRejectionSaidOtherwise(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"Reject this PR too.", "We reject this PR as well.", "So, reject the PR.", "So reject the PR.",
		"Therefore, reject this PR.", "We also reject this PR.", "We therefore reject this PR.", "Reject this PR outright.",
		"Reject this PR again.", "So, do not merge.", "Therefore, do not merge.", "Overall: reject the PR.",
		"Approval was withdrawn in this round.", "Approval was withdrawn for now.", "Overall: not approved.",
	} {
		held = append(held, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	for _, s := range []string{
		"If CI fails, so do not merge the branch.", "If the token leaks, then reject the PR; it does not.",
		"If it fails, also reject this PR; it passes.", "The bot will also reject this PR when the title is bad.",
		"So the parser should reject this input.", "We also reject malformed tokens.", "Reject the PR's option B too.",
		"Approval was withdrawn in round 1 and restored in round 2.", "Licence: not approved.",
		"Do not merge here; use the merge queue.", "Please do not merge here, merge via the release branch.",
	} {
		clean = append(clean, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	expectEachPreset(t, presetHeads(), held, clean, "passes beside a rejection or hold said otherwise")
}

// TestDemandSupposedAndAffirmed: a demand for changes supposed (`If this
// needs changes, …`) demands nothing, but one the sentence answers yes in
// an aside (`If this needs changes (it does), say so.`) refuses a pass as
// the plain demand does, in every preset; an aside that doubts or denies
// stays clean.
func TestDemandSupposedAndAffirmed(t *testing.T) {
	refusing := []string{
		"If this needs changes (it does), say so.",
		"If this needs changes (and it does), say so.",
		"If this needs more work — and it really does — say so.",
		"If this needs changes (which it does), the author will push.",
		"If this needs changes: it does.",
	}
	accepting := []string{
		"If this needs changes (it may), say so.",
		"If this needs changes (it does not), say so.",
		"If this needs changes (it doesn't), say so.",
		"If this needs changes, say so.",
	}
	expectRefusalInProse(t, refusing, accepting)
}

// TestQuotedCountSpelled: a quoted count of a blocking grade spelled
// without a number (`> **Blockers:** a dozen`, `several`, `a couple of
// them`) conflicts with a pass as a figure does, and so does one after a
// label that says the findings are open (`**Open blockers:** several`);
// what goes on to name something else stays clean.
func TestQuotedCountSpelled(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"> **Blockers:** a dozen", "> **Blockers:** several", "> **Blockers:** a few", "> **Blockers:** many",
		"> **Blockers:** some", "> **Blockers:** a couple of them", "> **Blockers:** a handful",
		"> **Blockers:** a few (token leak, race)", "> Critical: multiple", "**Open blockers:** several",
		"> **Open blockers:** a few", "**Blockers remaining:** several",
	} {
		held = append(held, "## Context\n\n"+s+"\n", "## Context\n\n"+s+"\n\n\ttab line\n")
	}
	for _, s := range []string{
		"> **Blockers:** some of the reasons the release slipped", "> **Blockers:** none",
		"> **Blockers:** fewer than before, none open", "**Open blockers:** none",
	} {
		clean = append(clean, "## Context\n\n"+s+"\n", "## Context\n\n"+s+"\n\n\ttab line\n")
	}
	expectEachPreset(t, presetHeads(), held, clean, "passes beside a count spelled in words")
}
