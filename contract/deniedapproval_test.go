package contract

import "testing"

// TestApprovalDeniedInOtherWords: beside a pass, a line that denies the
// change its approval in other words contradicts it, in every preset and
// whether or not the fast path reads the report: the change said not
// approved (`Not approved.`, `This is not approved yet.`), an approval
// withdrawn, a decision in any case under a heading that names one
// (`## Decision` over `Rejected`), a recommendation to reject, a row
// that answers whether the change may land no (`| Ready to merge | ❌
// |`) and the change said to need changes. What was not approved before,
// a double denial, another party's denial, and the same forms answered
// yes stay clean.
func TestApprovalDeniedInOtherWords(t *testing.T) {
	refusing := []string{
		"Not approved.",
		"This is not approved yet.",
		"**Not approved.**",
		"Not APPROVED.",
		"not-approved",
		"The change isn't approved.",
		"This has not been approved.",
		"Not approved by me.",
		"Approval withdrawn.",
		"Approval revoked.",
		"I withdraw my approval.",
		"Approval: withdrawn",
		"This one is not approved.",
		"I'm not approving this.",
		"Not approved at this time.",
		"Not approved because the token leaks.",
		"**Status:** Not approved.",
		"**Shipping:** no",
		"**Landing:** no",
	}
	accepting := []string{
		"Approved.",
		"Nothing here is not approved.",
		"The previous round was not approved; this one is.",
		"Not approved by the bot, approved by me.",
		"The license is not approved.",
		"Ownership: no",
		"Relationship changes: no",
		"## History\n\nEarlier verdict: REJECTED (round 1)",
		"Licence: Not approved. We removed the package.",
		"- Alternative A: not approved (too slow).",
	}
	lintDenials(t, refusing, accepting)
}

// lintDenials lints each of refusing and accepting after the summary of
// a passing report, in every preset, as it stands and with a line the
// fast path does not read (an indented code block) after it, and wants
// each of refusing refused and each of accepting clean.
func lintDenials(t *testing.T, refusing, accepting []string) {
	t.Helper()
	const head = "# Review\n\n{V}: {P}\n\n{BASE}\n{FIND}\n\nNone.\n\n## Summary\n\nThe change is sound.\n\n"
	for _, td := range trustDialects(t) {
		for _, want := range []bool{true, false} {
			cases := refusing
			if !want {
				cases = accepting
			}
			for _, c := range cases {
				for _, tail := range []string{"\n", "\n\n\tcode\n"} {
					doc := td.in(head + c + tail)
					if ds := Lint([]byte(doc), Options{Dialect: td.d}); refused(ds) != want {
						t.Errorf("%s: refused = %v, want %v: %v\n%s", td.name, !want, want, ds, doc)
					}
				}
			}
		}
	}
}

// TestDecisionInAnyCase: a label naming the decision over a refusal in
// any case (`## Decision` over `Rejected`), or given one
// (`Recommendation: reject`, `| Decision | Rejected |`), contradicts a
// pass in every preset, as in capitals it does. A decision that approves, a wait for CI, a refusal
// of something else and a decision recorded with what it refused stay
// clean.
func TestDecisionInAnyCase(t *testing.T) {
	refusing := []string{
		"## Decision\n\nRejected",
		"## Decision\n\n❌ Rejected",
		"## Decision\n\n**Rejected** — the token leaks.",
		"**Decision**\n\nChanges requested",
		"Recommendation: reject",
		"**Recommendation:** Reject — the token leaks.",
		"Decision: rejected",
		"## Verdict\n\nRejected",
		"| Field | Value |\n|---|---|\n| Decision | Rejected |",
		"| Field | Value |\n|---|---|\n| Recommendation | reject |",
	}
	accepting := []string{
		"## Decision\n\nApproved",
		"Recommendation: approve",
		"Recommendation: merge after CI",
		"Recommendation: reject the global lock approach",
		"## Verdict\n\nRejected alternatives are listed below, none blocks.",
		"| Field | Value |\n|---|---|\n| Recommendation | merge after CI |",
		"| Option | Decision |\n|---|---|\n| global lock | rejected |",
	}
	lintDenials(t, refusing, accepting)
}

// TestNeedsChangesInProse: a summary that says the change needs changes
// (`The verdict above was wrong; this needs changes.`) refuses it, in
// every preset, as `This needs another round.` does. Changes to a thing
// described after them, none needed, and an earlier round's stay clean.
func TestNeedsChangesInProse(t *testing.T) {
	refusing := []string{
		"The verdict above was wrong; this needs changes.",
		"This still needs changes.",
		"It needs work.",
		"The change needs fixes first.",
		"The PR requires changes before merge.",
	}
	accepting := []string{
		"This needs changes to the docs page eventually, in a follow-up.",
		"Nothing needs changes.",
		"This needs no changes.",
		"The previous round needed changes; this one does not.",
	}
	lintDenials(t, refusing, accepting)
}

// TestChangesAskedUnderStatus: the review's status, or a decision, given
// changes asked of the author in any case (`**Status:** Changes
// requested`, `Review status: needs work`) contradicts a pass in every
// preset, as `**Status:** on hold` does. Changes asked before and made
// since stay clean.
func TestChangesAskedUnderStatus(t *testing.T) {
	refusing := []string{
		"**Status:** Changes requested",
		"Status: changes requested for the token leak",
		"**Review status:** Needs work",
	}
	accepting := []string{
		"**Status:** Changes requested in round 1 were made.",
		"**Status:** Approved",
	}
	lintDenials(t, refusing, accepting)
}
