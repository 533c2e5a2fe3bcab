package contract

import "testing"

// TestApprovalOnConditionInProse: a sentence that approves the change
// only on a condition not yet met (`Approved once the token leak is
// fixed.`, `I approve once the tests pass.`, `Good to merge once …`,
// `Ready to merge after the migration lands.`) is no approval to a
// reader, in every preset, under any heading and with a tab line after.
// A condition told in the past was met (`Approved once CI passed.`); a
// time word without a verb (`Approved once again.`) and a concession
// (`Approved, if a little verbose.`) set none.
func TestApprovalOnConditionInProse(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"Good to merge once the token leak is fixed.", "I approve once the tests pass.",
		"Approved once the token leak is fixed.", "Ready to merge after the migration lands.",
		"I’ll approve once you rebase.", "Happy to approve once the leak is fixed.",
		"This PR is approved once the tests pass.", "LGTM once fixed.", "Approved pending the security review.",
		"Good to go once CI is green.", "**Status:** approved once the leak is fixed.",
		"Approved, only if the migration test passes.", "I would approve this once the tests pass.",
		"Approved as soon as the token is rotated.", "Approved once the fixed tests pass.",
		"Everything looks fine; approved once the tests pass.", "Overall, approved once the tests pass.",
		"Approved if CI is green.", "The change is approved, subject to the token fix.",
	} {
		held = append(held, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	for _, s := range []string{
		"Approved once CI passed.", "Ready to merge once CI went green.", "Approved once the fix landed in round 2.",
		"Approved once again.", "Approved after the fixes of round 2.", "Approved, if a little verbose.",
		"Approved once the leak was fixed.", "Approved after the regression was fixed in 3f2a1c.",
		"Approved: the leak is fixed once and for all.", "The cache is approved for use if the flag is set.",
		"Approved. If you want, rename the helper in a follow-up.", "Tests pass; approved once again.",
		"Overall, approved once CI passed.",
	} {
		clean = append(clean, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	expectEachPreset(t, presetHeads(), held, clean, "passes beside an approval on a condition not yet met")
}

// TestLandingOnConditionInProse: approval said as a look or as `ship
// it` (`Looks good once the leak is fixed.`, `Ship it once CI is
// green.`) on a condition not yet met is no approval either, in every
// preset; met, or without a verb, it stays clean, and so does a plan to
// merge or approve after a step of the process (`Merge once CI is
// green.`), which the readings of holds weigh.
func TestLandingOnConditionInProse(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"Looks good once the leak is fixed.", "Ship it once CI is green.",
		"Looks good to merge once the migration lands.",
	} {
		held = append(held, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	for _, s := range []string{
		"Merge once CI passed.", "Looks good once again.", "Looks good to merge after the fixes of round 2.",
		"Merge the cache entries once they expire.", "Looks good once the leak was fixed.",
		"Merge once CI is green.", "Approve after rebase.", "**Decision:** merge once CI is green",
	} {
		clean = append(clean, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	expectEachPreset(t, presetHeads(), held, clean, "passes beside an order to land on a condition not yet met")
}

// TestConditionNamedInProse: an approval that names its condition (`Approved
// with conditions.`, `Approved on the condition that …`, `Conditionally
// approved.`, `LGTM with reservations.`) or says the change can land on
// one (`We can merge once …`, `This PR can be merged once …`) is no
// approval, in every preset; comments, a first try, a condition met and
// another thing merged stay clean.
func TestConditionNamedInProse(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"Approved with conditions.", "Approved on the condition that the leak is fixed.", "Conditionally approved.",
		"We can merge once the leak is fixed.", "Can be merged once the leak is fixed.",
		"This PR can be merged once the leak is fixed.", "LGTM with reservations.",
	} {
		held = append(held, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	for _, s := range []string{
		"Approved with minor comments.", "Approved on the first try.", "We can merge once CI passed.",
		"The cache can be merged once the flag is set.",
	} {
		clean = append(clean, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	expectEachPreset(t, presetHeads(), held, clean, "passes beside an approval on a named condition")
}

// TestApprovalOnConditionWordedOtherwise: a condition after a dash or
// after `but only`, as long as the tests pass, a contracted `leak's
// fixed`, the advice `Approve once …`, `Happy to merge once …` and an
// approval that itself waits (`Approval pending the fix.`, `Approval:
// pending`) are no approval, in every preset. A condition met or told
// without a verb, one a clause after the dash times, a courtesy (`if you
// like`) and `as long promised` stay clean; `provided` is held even
// before a place (`provided with the leak fixed`), which may name the
// condition without a verb.
func TestApprovalOnConditionWordedOtherwise(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"Approved - once the leak is fixed.", "Approved – if CI passes.", "Approved, but only after the leak is fixed.",
		"Approve once the tests pass.", "Happy to merge once the leak is fixed.", "I'm happy to merge once the leak is fixed.",
		"Approved once the leak's fixed.", "Approved as long as the tests pass.", "LGTM so long as CI passes.",
		"Approval pending the fix.", "Approval pending.", "**Approval:** pending the fix.", "My approval is conditional on the fix.",
		"Approved provided in the next round the tests pass.", "Approved provided with the leak fixed.",
		"Approved provided with tests added.", "Approved providing with the leak fixed.",
		"Approved provided in the meantime nothing breaks.", "Approved provided under the flag.",
		"Approved provided in commit 3f2a1c.",
	} {
		held = append(held, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	for _, s := range []string{
		"Approved once CI passed.", "Approved after the latest fixes.", "Approved if you like; it is fine either way.",
		"Approved, as long promised.", "Approved — once merged, the cache warms.",
		"Approval after the latest fixes.",
		"Approved — pending nothing.", "Will merge once CI is green.", "Approval is required when the schema changes.",
	} {
		clean = append(clean, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	expectEachPreset(t, presetHeads(), held, clean, "passes beside an approval on a condition not yet met")
}

// TestApprovalOnConditionFurtherForms: a sentence of the condition alone
// after an approval (`Approved. Once the leak is fixed.`), `iff`, `upon`,
// `on the proviso that`, `on the understanding that … will`, and the
// approval said as `approvable`, `would approve` or `approving` are no
// approval, in every preset; a condition a clause follows, one met and
// one without a verb stay clean.
func TestApprovalOnConditionFurtherForms(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"Approved. Once the leak is fixed.", "LGTM! Pending the fix.", "Approvable once the leak is fixed.",
		"Would approve once the leak is fixed.", "Approving once the leak is fixed.", "Approved iff CI passes.",
		"Approved on the proviso that the leak is fixed.", "Approved with the proviso that the leak is fixed.",
		"Approved upon the leak being fixed.", "Approved, on the understanding that the leak will be fixed.",
		"Shippable once the leak is fixed.", "Approved - - once the leak is fixed.",
	} {
		held = append(held, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	for _, s := range []string{
		"Approved. Once CI passed, I reran the suite.", "Approved upon review of the fixes.",
		"Approved, on the understanding that the leak was fixed.", "Approved. Once again, thanks.",
		"Approved. If you want, rename the helper in a follow-up.",
	} {
		clean = append(clean, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	expectEachPreset(t, presetHeads(), held, clean, "passes beside an approval on a condition not yet met")
}

// TestApprovalThenPlanOnCondition: a sentence after a bare approval that
// opens with a condition and goes on into a clause of its own plans what
// follows the approval (`LGTM. If anything breaks we can roll back.`)
// and sets it no condition: clean in every preset, while the condition
// alone (`Approved. Once the tests pass.`) is held. Approval contingent
// on nothing is clean.
func TestApprovalThenPlanOnCondition(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"Approved. Once the tests pass.", "LGTM. If CI passes.", "Approved. Once merged.", "Approved. Pending review.",
		"Approved - once the leak gets fixed.", "Approved, contingent on nothing but the leak fix.",
		"My approval is contingent on nothing else than the fix.",
	} {
		held = append(held, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	for _, s := range []string{
		"LGTM. If anything breaks we can roll back.", "Approved. After this lands we can remove the flag.",
		"Approved. As soon as this merges we can cut the release.", "Approved. Once the leak is fixed we can deploy.",
		"Approved. Once it is deployed we should watch the dashboards.", "Approved. When you merge please squash.",
		"Approved. If CI is green feel free to merge.", "LGTM. When it is merged the docs will update.",
		"LGTM. After it is merged the flag can go.", "LGTM! If there are more nits they can wait.",
		"Approved. If the flag is off nothing changes.", "Approved. Provided the flag is off nothing changes for users.",
		"Looks good. Once the flag is flipped the old path is dead code.", "Approved. When this lands we can close #12.",
		"Approved. Once it lands the cache warms up.", "Approved. Once deployed we'll monitor it.",
		"Approved. Upon merge the cache is rebuilt.", "LGTM. As long as CI stays green we are fine.",
		"Approved. If you want.", "Approved - if anything breaks we can roll back.",
		"My approval is contingent on nothing.", "Approved, contingent on nothing.",
	} {
		clean = append(clean, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	expectEachPreset(t, presetHeads(), held, clean, "passes beside an approval on a condition not yet met")
}

// TestSignOffOnCondition: a sign-off promised on a condition not yet met
// (`I'll sign off once the leak is fixed.`) is no approval, in every
// preset; one given once a condition was met, or of something else,
// stays clean.
func TestSignOffOnCondition(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"I'll sign off once the leak is fixed.", "I'm happy to sign off on this once the tests pass.",
		"I will sign off on it once CI is green.",
	} {
		held = append(held, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	for _, s := range []string{
		"I signed off once CI passed.", "We sign off on releases once the tests pass.", "I'll sign off once CI passed.",
	} {
		clean = append(clean, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	expectEachPreset(t, presetHeads(), held, clean, "passes beside a sign-off on a condition not yet met")
}
