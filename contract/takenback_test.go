package contract

import "testing"

// TestSettledLabelTakenBack: a label whose blocking count its remark
// settles (`**Blockers:** 2, all fixed.`, `Blockers: 2 (both fixed)`)
// counts its findings again when what a reader reads next takes the
// settling back, as a counted sentence's does: the next line, the
// paragraph after, a list item, a line of bold alone, a quote, in every
// preset, under a heading of its own or in the findings. What says
// anything else, or confirms, leaves it settled.
func TestSettledLabelTakenBack(t *testing.T) {
	heads := presetHeads()
	var held, clean []string
	for _, s := range []string{
		"**Blockers:** 2, all fixed.\nNot really.",
		"**Blockers:** 2, all fixed.\n\nNot really.",
		"**Blockers:** 2, all fixed.\nNope, still open.",
		"**Blockers:** 2, all fixed.\nWell, no.",
		"**Blockers:** 2, all fixed.\nActually, no.",
		"**Blockers:** 2, all fixed.\nHmm. Not really.",
		"**Blockers:** 2, both fixed.\nWait.\nNo.",
		"**Blockers:** 2, all fixed.\n**Not really.**",
		"**Blockers:** 2, all fixed.\n> Not really.",
		"**Blockers:** 2, all fixed.\n_Just kidding._",
		"**Blockers:** 2 — all fixed in 3f2a1c.\nNot really, one is still open.",
		"Blockers: 2 (both fixed)\n\nNot really.",
		"Blockers: 2 (both fixed).\nNot really.",
		"**Critical issues found:** 3 — all fixed in 3f2a1c.\nJust kidding.",
		"**Number of blockers:** 2 — all fixed.\nNot really.",
		"- **Blockers:** 2, all fixed.\n- Not really.",
		"- **Blockers:** 2, all fixed.\n\n  Not really.",
		"- Blockers: 2 (both fixed)\n- Yeah, right.",
		"**Total:** 2 blockers, all fixed.\nNot really.",
		"**Total:** 2 blockers — all fixed in 3f2a1c.\n\nNope.",
		"**Blockers:** 2, all fixed.\nEh. Not really.",
		"**Blockers:** 2, all fixed.\nWell. Hmm. Wait. Not really.",
		"**Blockers:** 2, all fixed.\nTwo are still open.",
		"**Blockers:** 2, all fixed.\nOne remains.",
		"**Blockers:** 2, all fixed.\nBoth remain.",
		"**Blockers:** 2, all fixed.\nAlas, no.",
		"**Blockers:** 2, all fixed.\nNot in this PR, though.",
		"**Blockers:** 2, all fixed.\n\nOnly partly.",
		"**Blockers:** 2, all fixed.\n\nWell, one of them.",
		"**Blockers:** 2, all fixed.\n\n---\n\nNot really.",
		"**Blockers:** 2, all fixed.\n\n### Notes\n\nNot really.",
		"Blockers: 2 (both fixed)\n\n---\n\nNot really.",
	} {
		held = append(held, "## Summary\n\n"+s+"\n", s+"\n")
	}
	for _, s := range []string{
		"**Blockers:** 2, all fixed.\nNo, that is all.",
		"**Blockers:** 2, all fixed.\nNo kidding.",
		"**Blockers:** 2, all fixed.\nNo. 2 was the bigger one.",
		"**Blockers:** 2, all fixed.\nReally.",
		"**Blockers:** 2, all fixed.\nThe parser is fine.",
		"**Blockers:** 2, all fixed.\n**Majors:** none.",
		"**Blockers:** 2, all fixed.\n\nNot just in theory.",
		"Blockers: 2 (both fixed)\nMajors: 0",
		"**Total:** 2 blockers, all fixed.\nThe parser is fine.",
		"**Total:** 2 blockers — all fixed in 3f2a1c.\n\nNo, that is all.",
		"**Blockers:** 2, all fixed.\nNot one, but both.",
		"**Blockers:** 2, all fixed.\nWere they? I checked: yes.",
		"**Blockers:** 2, all fixed.\nReally? Yes.",
		"**Blockers:** 2, all fixed.\nBoth remain fixed.",
		"**Blockers:** 2, all fixed.\n\n---\n\nThe parser is fine.",
		"**Blockers:** 2, all fixed.\n\n### Notes\n\nNo other issues.",
		"**Blockers:** 2, all fixed.\nWell. Hmm. Wait. Um. No.",
	} {
		clean = append(clean, "## Summary\n\n"+s+"\n", s+"\n")
	}
	// Items in the findings would be findings of their own.
	clean = append(clean, "## Summary\n\n- **Blockers:** 2, all fixed.\n- No other issues.\n")
	expectEachPreset(t, heads, held, clean, "a settled label taken back passes")
}

// TestSettledRowTakenBack: a table row whose count its cell settles (`|
// Blockers | 2, both fixed |`) counts its findings again where the
// paragraph right under the table takes the settling back, in every
// preset; what says anything else leaves it settled.
func TestSettledRowTakenBack(t *testing.T) {
	heads := presetHeads()
	table := "| Item | Count |\n|---|---|\n| Blockers | 2, both fixed |\n"
	var held, clean []string
	for _, s := range []string{
		table + "\nNot really.",
		table + "\nWell. Not really.",
		table + "\n- Not really.",
		table + "\nOne remains.",
		table + "\n---\n\nNot really.",
		"| Item | Count |\n|---|---|\n| Blockers | 2, both fixed |\n| Majors | 0 |\n\nJust kidding.",
		"| Metric | Value |\n|---|---|\n| Critical issues | 3 — all fixed in 3f2a1c |\n\nNope, still open.",
	} {
		held = append(held, "## Summary\n\n"+s+"\n", s+"\n")
	}
	for _, s := range []string{
		table,
		table + "\nThe parser is fine.",
		table + "\nNo other issues.",
		table + "\nNot one, but both.",
		table + "\n## Notes\n\nNot really.",
	} {
		// Under the findings of a severity-table report, a row is a
		// finding to grade: the summary is where a count stands.
		clean = append(clean, "## Summary\n\n"+s+"\n")
	}
	expectEachPreset(t, heads, held, clean, "a settled row taken back passes")
}

// TestButAllExact: only a sentence that denies one to say all and ends
// there (`Not one, but both.`) confirms a settled count; one that goes
// on (`Not one, but both are open.`) or a taking back after it takes
// the settling back, in every preset.
func TestButAllExact(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"Not one, but both are open.", "Not one, but both are still open.", "Not one, but both are unfixed.",
		"Not one, but both regressed.", "Not one, but both — still open.", "Not one, but all of them are broken.",
		"Not one, but two remain.", "Not one, but both? No — neither.", "Not one, but both, were not fixed.",
		"Not one, but both. Not really.", "Not just one, but all of them. Just kidding.",
	} {
		held = append(held, summaryLines("Review found 2 blockers. Both were fixed. "+s)...)
	}
	for _, s := range []string{
		"Not one, but both.", "Not just one, but all of them.", "Not one, but both!", "**Not one, but both.**",
		"Not one, but both. The parser is fine.",
	} {
		clean = append(clean, summaryLines("Review found 2 blockers. Both were fixed. "+s)...)
	}
	expectEachPreset(t, presetHeads(), held, clean, "a count taken back after `Not one, but both` passes")
}

// TestAnswerYesExact: a question answered yes after a check (`Were
// they? I checked: yes.`) confirms a settled count only where the yes
// ends the answer, and a taking back after the answer is read on, in
// every preset.
func TestAnswerYesExact(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"Were they? I checked: yes. Not in main.", "Were they? I checked: yes, but only one. The other remains.",
		"Were they? We tested: yes, on my machine only. Not in main.", "Were they? I checked: definitely not.",
		"Were they? We verified: indeed not.", "Were they? I checked: yes… no, actually neither.",
		"Were they? Yes. Not in main.", "Really? Yes. Not really.", "Were they? I checked: yes. Just kidding.",
	} {
		held = append(held, summaryLines("Review found 2 blockers. Both were fixed. "+s)...)
	}
	for _, s := range []string{
		"Were they? I checked: yes.", "Were they? I checked: yes. The parser is fine.", "Really? Yes, both verified.",
		"Really? Yes.", "Really? Verified, yes.", "Were they? We verified: yep!",
	} {
		clean = append(clean, summaryLines("Review found 2 blockers. Both were fixed. "+s)...)
	}
	expectEachPreset(t, presetHeads(), held, clean, "a count taken back after a yes answered passes")
}

// TestNotInChangeExact: the change under review denied takes a settled
// count back only as the whole sentence (`Not in this PR.`, `Not in
// main, though.`); one that goes on says what else is left out, or
// when it lands, and leaves the count settled, in every preset.
func TestNotInChangeExact(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"Not in this PR.", "Not in main.", "Not in this PR, though.", "Not on this branch.", "**Not in this PR.**",
	} {
		held = append(held, summaryLines("Review found 2 blockers. Both were fixed. "+s)...)
		held = append(held, "## Summary\n\n**Blockers:** 2, all fixed.\n\n"+s+"\n")
	}
	for _, s := range []string{
		"Not in this PR: the refactor.", "Not in this PR: the refactor (tracked in #45).", "Not in main yet — it lands on merge.",
		"Not in main yet; lands with this PR.", "Not in this PR, though: the docs update is tracked in #9.",
		"Not in the diff, but worth noting: docs are stale.", "Not in this PR — they were fixed in #12.",
		"Not in this PR, but a follow-up could add tests.", "Not in main yet, since this PR is not merged.",
		"Not in this release; planned for v2.",
	} {
		clean = append(clean, summaryLines("Review found 2 blockers. Both were fixed. "+s)...)
		clean = append(clean, "## Summary\n\n**Blockers:** 2, all fixed.\n\n"+s+"\n", "## Summary\n\nReview found 2 blockers. Both were fixed.\n\n## Scope\n\n"+s+"\n",
			"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n---\n\n"+s+"\n")
	}
	expectEachPreset(t, presetHeads(), held, clean, "a count taken back by its change denied passes")
}

// TestAnswerAndReturnTakeBack: a yes that goes on to no or to less
// than all (`Really? Yes, but only one.`, `Were they? Certainly not.`)
// answers the doubt no; `Sure they were.` alone mocks the settling; and
// findings said to be back (`They are back.`, `Both came back.`, `One
// is back.`) are open again, in every preset. A yes that stays one, a
// `Sure they were.` that answers a question, and findings back fixed
// leave the count settled.
func TestAnswerAndReturnTakeBack(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"Really? Yes, but only one. The other remains.", "Were they? Certainly not.", "Were they? Yes, except the race.",
		"Really? Sure, but only on my machine.", "Were they? Definitely not.", "Sure they were.", "Sure it was.",
		"They are back.", "Both came back.", "One is back.", "They're back.", "Both reappeared.", "One resurfaced.",
		"Did they? No.", "No, they did not.", "Certainly not.", "Absolutely not.", "Both are back again.",
		"Both were reverted.", "Both got reverted.", "One was reverted.",
	} {
		held = append(held, summaryLines("Review found 2 blockers. Both were fixed. "+s)...)
	}
	for _, s := range []string{
		"Really? Yes, both verified.", "Were they? Certainly.", "Were they? Sure they were.", "Were they? Sure.",
		"Both came back fixed.", "Both came back green in CI.", "Both remain fixed.", "Neither regressed.",
		"Back to the parser: it is fine.", "Did they? Yes.", "Not reverted.", "Neither was reverted.", "Neither came back.",
		"Not one is back.", "Definitely.", "Certainly.", "Both got fixed.", "Both were fixed again.", "Never again, I hope.",
	} {
		clean = append(clean, summaryLines("Review found 2 blockers. Both were fixed. "+s)...)
	}
	clean = append(clean, "## Summary\n\nReview found 2 blockers. Both were fixed.\n\n## Nits\n\nTwo remain, both optional.\n")
	expectEachPreset(t, presetHeads(), held, clean, "a count taken back by an answer or a return passes")
}

// TestAnswerUnderHeadingLeavesCountSettled: a heading opens a new
// subject, so a bare answer under a question or a section heading (`##
// Anything else?` over `No.`, `### Rollback needed?` over `Certainly
// not.`, `### Flaky test` over `It is back.`) answers the heading, not a
// count settled above it; nor is a `No.` past two thematic breaks or a
// heading and a template comment read as taking the count back.
func TestAnswerUnderHeadingLeavesCountSettled(t *testing.T) {
	table := "## Summary\n\n| Item | Count |\n|---|---|\n| Blockers | 2, both fixed |\n\n"
	settled := "## Summary\n\nReview found 2 blockers. Both were fixed.\n\n"
	var clean []string
	for _, s := range []string{
		table + "## Anything else?\n\nNo.", table + "## Breaking changes?\n\nNo.", table + "## Anything else?\n\nNot really.",
		settled + "---\n\n---\n\nNope, ship it.", settled + "---\n\n---\n\nNo.",
		settled + "## Questions\n\n### Is this a breaking change?\n\nNo.", settled + "## Risk\n\n### Rollback needed?\n\nCertainly not.",
		settled + "## Status\n\n### Flaky test\n\nIt is back.", settled + "## Notes\n\n<!-- template -->\n\nNo.",
	} {
		clean = append(clean, s+"\n", s+"\n\n\ttab line\n")
	}
	expectEachPreset(t, presetHeads(), nil, clean, "")
}

// TestConfirmingYesLeavesCountSettled: a yes that goes on to say more
// of the fix (`Yes, no regressions.`, `Yes, but it took two tries.`,
// `Yes, only the tests changed.`) confirms it, in every preset; only a
// yes narrowed to a part of the count or turned to no takes it back.
func TestConfirmingYesLeavesCountSettled(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"Really? Yes, no regressions.", "Really? Yes, no issues remain.", "Were they? Yes, not just in theory.",
		"Were they? Yes, but it took two tries.", "Were they? Yes, but only after a rebase.", "Were they? Yes, only the tests changed.",
		"Really? Yes, I verified each, not just the diff.",
	} {
		clean = append(clean, summaryLines("Review found 2 blockers. Both were fixed. "+s)...)
	}
	for _, s := range []string{
		"Really? Yes, but only one. The other remains.", "Really? Yes, only one of them.", "Were they? Yes, partly.",
		"Were they? Yes, but one remains.", "Were they? Yes, but not both.", "Really? Yes, no.", "Were they? Certainly not.",
		"Were they? Definitely not fixed.", "Really? Yes, but only some.",
	} {
		held = append(held, summaryLines("Review found 2 blockers. Both were fixed. "+s)...)
	}
	expectEachPreset(t, presetHeads(), held, clean, "a count taken back by a narrowed yes passes")
}
