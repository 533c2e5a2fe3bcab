package contract

import (
	"strings"
	"testing"
)

// wrappedAndOne is each sentence as summaryLines gives it on one line
// and wrapped where it holds a line break (GitHub renders the break as
// a space: one sentence to a reader).
func wrappedAndOne(ss ...string) []string {
	var out []string
	for _, s := range ss {
		out = append(out, summaryLines(strings.ReplaceAll(s, "\n", " "))...)
		if strings.Contains(s, "\n") {
			out = append(out, summaryLines(s)...)
		}
	}
	return out
}

// TestNegatedApprovalHolds: the reviewer's approval denied in other
// words than `I do not approve` refuses a pass, on one line or wrapped,
// in every preset: the speaker set apart from the verb (`I still do not
// approve.`, `I, for one, do not approve.`), the approval word negated
// (`Not LGTM.`), the change said not to pass (`It does not pass.`), a
// sign-off refused (`I cannot sign off.`) and an order never to merge
// (`Never merge this.`). A rule (`We do not approve our own changes.`),
// a reservation about a part (`I do not approve of the naming`) and
// prose about code (`It does not pass the token to the logger`, `The
// test never merges the two maps.`) stay clean.
func TestNegatedApprovalHolds(t *testing.T) {
	held := wrappedAndOne(
		"I still do not\napprove.", "I, for one, do not\napprove.", "We really do not\napprove this change.",
		"We do not\napprove.", "I still don't\napprove this.", "Not\nLGTM.", "This is not\nLGTM.", "NOT LGTM",
		"It does not\npass.", "This does not\npass.", "This still doesn't\npass review.", "The PR does not\npass.",
		"I cannot\nsign off.", "I cannot sign\noff on this.", "I can't sign off on\nthe PR.", "We won't sign off\nyet.",
		"Never\nmerge this.", "Never merge", "Please never\nmerge this.", "So, never\nmerge this.", "I would never\napprove this.",
	)
	clean := wrappedAndOne(
		"We do not\napprove our own changes.", "I do not approve of the naming, but\nit is fine.",
		"It does not pass the\ntoken to the logger any more.", "The test never merges\nthe two maps.",
		"If it does not pass, the\nbuild stops.", "The helper does not\npass.", "It does not pass its own\narguments on.",
		"We never merge on\nFridays.", "I cannot sign off on the\nnaming alone.", "Never merge without\nCI.",
		"The sign off is\nrecorded.", "Is it not\nLGTM to you?", "It passes.", "We do not merge until\nCI passes.",
	)
	expectEachPreset(t, presetHeads(), held, clean, "an approval denied passes")
}

// TestTimedOrPleadedHoldHolds: a hold timed by yet (`Do not yet merge.`,
// `We cannot yet approve.`) or after a plea to wait (`Please hold, do
// not merge.`) holds as the bare one does, on one line or wrapped, in
// every preset; a rule timed so (`We do not yet merge generated files.`)
// and a condition's (`If CI fails, hold, do not merge.`) stay clean.
func TestTimedOrPleadedHoldHolds(t *testing.T) {
	held := wrappedAndOne(
		"Do not yet\nmerge.", "We cannot yet\napprove.", "I do not yet\napprove this.", "I cannot yet\nsign off.",
		"I can't yet\napprove this.", "Please hold, do not\nmerge.", "Hold, don't\nmerge this yet.", "Sorry, do not\nmerge.",
	)
	clean := wrappedAndOne(
		"We do not yet merge\ngenerated files.", "If CI fails, hold, do not merge\nanything.",
		"If CI fails, hold, do\nnot merge.",
	)
	expectEachPreset(t, presetHeads(), held, clean, "a hold timed or pleaded passes")
}

// TestHoldAfterNothingHolds: a hold after a clause about nothing holds,
// and so does one denied of nothing with an exception, a condition or a
// time after it (`There is nothing I would not merge, except this.`),
// which a reader takes for a refusal of this change.
func TestHoldAfterNothingHolds(t *testing.T) {
	held := wrappedAndOne(
		"Nothing else. I cannot\napprove this.", "I found nothing, but I cannot\napprove this.",
		"There is nothing I would not merge,\nexcept this.", "There is nothing I would not merge,\nbut not this one.",
		"Nothing I would not merge, other\nthan this PR.", "If there is anything I would not\nmerge, it is this PR.",
		"I found nothing I would not merge\nuntil the leak is fixed.",
		"Nothing here I cannot approve \u2014 apart\nfrom the token leak, which must be fixed first.",
	)
	expectEachPreset(t, presetHeads(), held, nil, "a hold after nothing passes")
}

// TestRefusalInOtherWordsHolds: a refusal said in other common words
// (`I refuse to approve this.`, `No LGTM from me.`, `This isn't
// mergeable.`, `Does not pass.`, `I'm not comfortable approving this.`)
// refuses a pass, on one line or wrapped, in every preset; the same
// words about something else stay clean.
func TestRefusalInOtherWordsHolds(t *testing.T) {
	held := wrappedAndOne(
		"I refuse to\napprove this.", "I can't give my\napproval.", "No approval from\nme.", "No LGTM from\nme.",
		"Not LGTM from\nme.", "This shouldn't be\nmerged.", "Not\nshippable.", "This isn't\nmergeable.",
		"I don't sign off on\nthis.", "It does not\npass.", "This doesn't pass\nreview.", "I won't be\napproving this.",
		"I disapprove.", "I'm not comfortable\napproving this.", "I'm not able to\napprove this.", "I'd never\nmerge this.",
	)
	clean := wrappedAndOne(
		"We refuse to merge unrelated\nhistories.", "I can't give my approval to the\nnaming alone.",
		"No approval from the bot\nwas needed.", "Does not pass the key\non to the cache.",
		"I'm not comfortable\napproving releases on Fridays in general.",
	)
	expectEachPreset(t, presetHeads(), held, clean, "a refusal in other words passes")
}

// TestHoldWithReasonHolds: a hold followed by its reason or a plea (`Do
// not merge because the token leaks.`, `I cannot approve since the token
// leaks.`, `Do not merge please.`) refuses a pass, on one line or
// wrapped, in every preset; an order about something else with a reason
// (`Do not merge the parsers because they differ.`) stays clean.
func TestHoldWithReasonHolds(t *testing.T) {
	held := wrappedAndOne(
		"Do not merge because\nthe token leaks.", "I cannot approve since\nthe token leaks.", "Do not merge\nplease.",
		"I do not approve given\nthe token leak.", "Do not merge due to\nthe token leak.",
	)
	clean := wrappedAndOne("Do not merge the parsers\nbecause they differ.", "We do not merge because\nof habit, but this one is fine.")
	expectEachPreset(t, presetHeads(), held, clean, "a hold with its reason passes")
}

// TestOtherWordsOfOthersStayClean: the words of a refusal said of
// another party, of code or a test, in the past or as a team's rule,
// describe and stay clean beside an approval, on one line or wrapped, in
// every preset.
func TestOtherWordsOfOthersStayClean(t *testing.T) {
	clean := wrappedAndOne(
		"- `TestFoo`: does not pass (flaky on main\ntoo, unrelated to this PR).",
		"The wrapper looks good. It does not pass it\nthrough to the child process, which is intended.",
		"It cannot pass since the type is\nunexported, so callers are safe.",
		"Previously the compactor would never merge until\nthe threshold was hit; now it merges eagerly.",
		"Otherwise git would refuse\nto merge.", "Config keys that shouldn't be merged (like `id`)\nare now overwritten instead.",
		"Alice won't be approving since she's out this\nweek; Bob is the second approver.",
		"Before this PR the artifact was not\nshippable; now it is.",
		"The generated lockfile isn't mergeable, so the\nPR adds a merge driver.",
		"We do not approve this kind of pattern normally,\nbut here it is justified.",
		"We do not approve until CI is green, and it\nis green now.",
	)
	// A wrapped line opening `not LGTM` is read as its own clause.
	clean = append(clean, "Ping me if anything here is not LGTM.", "Can't think of a reason to not LGTM it.")
	expectEachPreset(t, presetHeads(), nil, clean, "words of another's refusal are refused")
}
