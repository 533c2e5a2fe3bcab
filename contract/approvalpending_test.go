package contract

import "testing"

// TestApprovalAwaitingWork: an approval beside prose that makes it wait
// for work not yet done is no approval, in every preset and with a tab
// line after: an order to land that waits for a fix (`Merge once the
// leak is fixed.`), `modulo` a fix or a failure, the perfect after a
// condition's word (`once the leak has been fixed`), a caveat or a
// clause that demands work first (`Approved — needs the leak fix
// first.`), and a fix named after words that look ahead (`Good to go
// after the leak fix.`).
func TestApprovalAwaitingWork(t *testing.T) {
	var held []string
	for _, s := range []string{
		"Merge once the leak is fixed.", "Merge after the leak is fixed.", "Merge it when the leak is fixed.",
		"Merge once you fix the leak.", "Will merge once the leak is fixed.", "Merge after the leak fix.",
		"Merge once the leak fix lands.",
		"**Decision:** merge once the leak is fixed",
		"LGTM modulo the leak fix.", "LGTM modulo the failing test.", "LGTM, modulo the leak.",
		"Approved once the leak has been fixed.", "LGTM after the leak has been fixed.", "Approved once the leak's been fixed.",
		"Approved once the team's fixed the leak.", "Good to merge once we've fixed the leak.",
		"Approved with one caveat: the leak must be fixed first.", "Approved with one caveat: the leak must be fixed.",
		"Approved, with the caveat that the leak needs a fix.",
		"Approved — needs the leak fix first.", "Approved, but this needs a rebase before merging.",
		"Approved; the leak must be fixed first.", "Approved. The leak must be fixed first.",
		"Good to go after the leak fix.", "Ready to merge after the leak fix.", "I'll approve after the leak fix.",
		"Approved if you agree to fix the leak.", "Approved if there are no failing tests.",
		"Approved on condition that the leak is fixed.", "Approved, pending CI.", "Approved (pending the fix).",
		"Approved after the leak is fixed.", "Approved, but the leak must be fixed before merge.",
	} {
		held = append(held, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	expectEachPreset(t, presetHeads(), held, nil, "passes beside an approval that waits for work not yet done")
}

// TestApprovalBesideSettledOrCourtesy: prose beside an approval that
// records work settled, plans what follows the merge, asks only that no
// one object or that the reader agree, or lets minor points stay is
// clean in every preset: `Happy to merge if there are no objections.`,
// `Approval once granted is final.`, `LGTM modulo nits.`, an order to
// merge that waits for a step of the process (`Merge once CI is
// green.`), and a fix placed in time (`after the fix in 3f2a1c`).
func TestApprovalBesideSettledOrCourtesy(t *testing.T) {
	var clean []string
	for _, s := range []string{
		"Happy to merge if there are no objections.", "Approve if you agree with the naming.",
		"Approved unless someone objects.", "Happy to merge if no one objects.", "Approved, unless there are objections.",
		"Approved if there are no objections from the team.", "LGTM as long as there are no objections.",
		"Approval once granted is final.", "Approval, once given, is final.",
		"Approved; once merged, delete the branch.", "Approved once CI passed.", "LGTM. If anything breaks we can roll back.",
		"LGTM modulo nits.", "LGTM modulo minor comments.", "LGTM modulo the typo.",
		"Approved with one caveat: the docs could be clearer.", "Approved; nothing needs to change first.",
		"Approved once the leak has now been fixed.", "Approved once the leak has already been fixed.",
		"Merge once CI is green.", "Merge once the tests pass.", "Merge the cache entries once they expire.",
		"Merge once CI passes on the fix commit.",
		"Approved after the security fix.", "Good to go after the fix in 3f2a1c.", "Ready to merge after the fixes of round 2.",
	} {
		clean = append(clean, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	expectEachPreset(t, presetHeads(), nil, clean, "")
}

// TestApprovalAwaitingWorkWordedOtherwise: `save for`, `barring`,
// `minus` a fix, `awaiting` it, what `just needs` or is `still needed`,
// an order to fix opening a clause and closed by `first` or a merge's
// when, and `on the assumption that` a fix is made, are no approval, in
// every preset; a step of the process still to take, work put after the
// merge, what the code still needs and minor points stay clean.
func TestApprovalAwaitingWorkWordedOtherwise(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"Approved save for the leak fix.", "Approved barring the leak fix.", "Approved minus the leak fix.",
		"Approved; just needs the leak fix.", "Approved. Just needs the leak fix.", "Approved — the leak fix is still needed.",
		"Approved, the leak fix still pending.", "Approved — fix the leak first.", "LGTM, just fix the leak first.",
		"Approved, please fix the leak before merging.", "Approved, awaiting the leak fix.", "Approved (awaiting CI).",
		"Approved on the assumption that the leak is fixed.", "Approved. Only one thing: the leak fix is still needed.",
		"LGTM modulo a tiny fix for the SQL injection.", "Approved save for a tiny nil deref fix.",
		"LGTM modulo a quick changelog entry.", "Approved. Still waiting on the leak fix.",
		"Approved — the leak fix still has to land.", "LGTM, still waiting on the leak fix.",
		"Approved. I'm still waiting on the leak fix.", "Approved — still waiting on the leak fix.",
		"Approved — the leak fix has yet to land.", "Approved — the leak fix is still to land.",
		"Will be merging once you fix the leak.", "I will be merging once you fix the leak.",
		"LGTM modulo a small security fix.", "LGTM modulo one small fix for the leak.",
	} {
		held = append(held, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	for _, s := range []string{
		"Approved — nothing is still pending.", "Approved; the old path is still needed for v1 clients.",
		"Approved, just needs a merge.", "Approved. Only needs a second approval.", "Approved; still needs the security review.",
		"Approved; the tests still pass.", "Approved. Fix the docs typo in a follow-up.", "LGTM. Just merge it.",
		"Approved; nothing else is needed.", "LGTM minus the nits.", "Approved save for a few nits.", "Approved, awaiting nothing.",
		"Approved. We still need to decide the release date.", "Approved; this is just what we need.",
		"Merging once CI is green.", "LGTM modulo minor fixes.", "Approved. Still waiting on Bob to merge.",
		"LGTM! Still awaiting your merge.", "Approved — the migration still has to land.", "Approved. The leak fix has landed.",
		"Approved — the docs fix still has to land in a follow-up.", "Approved after the leak fix.",
		"LGTM after the fix.", "Approved. The fix still has to be backported.", "Approved. The fix has yet to be released.",
		"LGTM modulo a small regression test.", "LGTM modulo small breakpoint cleanup.",
		"Merging after the fix is applied is idempotent.", "Merging once you fix the conflicts is trivial.",
		"Approved. I'm waiting on Bob to merge.", "Approved — still waiting on Bob to merge.",
		"Approved — the migration has yet to land.", "Approved, yet the leak is fixed.",
		"Will be merging the follow-up next week.", "Will be merging once CI is green.",
		"LGTM modulo a small security nit.", "LGTM modulo a small fix.", "LGTM modulo a small overflow-menu label.",
	} {
		clean = append(clean, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	expectEachPreset(t, presetHeads(), held, clean, "passes beside an approval that waits for work not yet done")
}

// TestPassAwaitingWorkOnItsLine: a passing verdict that waits for work
// in the words prose uses (`{P} modulo the leak fix`, `{P}, awaiting
// CI`, `{P}; just needs the leak fix`, `{P} — fix the leak first`) is no
// pass, in every dialect; minor points, a reason after a dash and a step
// of the process stay a pass.
func TestPassAwaitingWorkOnItsLine(t *testing.T) {
	const rest = "\n\n{BASE}\n{FIND}\n\nNone.\n"
	held := []string{
		"{V}: {P} modulo the leak fix" + rest,
		"{V}: {P}, awaiting CI" + rest,
		"{V}: {P} save for the leak fix" + rest,
		"{V}: {P} (barring the leak fix)" + rest,
		"{V}: {P}; just needs the leak fix" + rest,
		"{V}: {P} — fix the leak first" + rest,
		"{V}: {P} modulo a tiny fix for the SQL injection" + rest,
		"{V}: {P} modulo quick second review" + rest,
	}
	clean := []string{
		"{V}: {P} modulo nits" + rest,
		"{V}: {P} — just needs a merge" + rest,
		"{V}: {P}; nothing still pending" + rest,
		"{V}: {P} (minus 2 skipped tests)" + rest,
		"{V}: {P} — waiting for the deploy window" + rest,
		"{V}: {P} modulo the flaky e2e suite" + rest,
		"{V}: {P} after the fix in 3f2a1c" + rest,
		"{V}: {P} after the round-2 fixes" + rest,
		"{V}: {P} (after fixes)" + rest,
		"{V}: {P} — after the fix" + rest,
		"{V}: {P} after the fix" + rest,
		"{V}: {P} modulo a small regression test" + rest,
	}
	for _, td := range trustDialects(t) {
		for _, c := range held {
			doc := td.in(c)
			if ds := Lint([]byte(doc), Options{Dialect: td.d}); countRule(ds, RuleVerdictConflict) == 0 {
				t.Errorf("%s: a pass awaiting work passes: %v\n%s", td.name, ds, doc)
			}
		}
		for _, c := range clean {
			doc := td.in(c)
			if ds := Lint([]byte(doc), Options{Dialect: td.d}); refused(ds) {
				t.Errorf("%s: refused %v\n%s", td.name, ds, doc)
			}
		}
	}
}

// TestApprovalAwaitingWorkOtherOpenings: an approval said as `+1` or
// `Signed off`, one summed up (`LGTM overall, …`), and one set aside
// after a dash (`Approved — modulo the leak fix.`) or left waiting
// (`Approved; waiting on the leak fix.`, `blocked on`) is no approval
// when it waits for work, in every preset; met, waiting on nothing or
// followed by praise it stays clean.
func TestApprovalAwaitingWorkOtherOpenings(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"+1 once the leak is fixed.", "LGTM overall, once the leak is fixed.", "Signed off, pending the fix.",
		"Approved overall, modulo the leak fix.", "LGTM otherwise, once the leak has been fixed.",
		"Approved; waiting on the leak fix.", "Approved, waiting for CI.", "Approved, blocked on the leak fix.",
		"Approved — modulo the leak fix.", "Approved. Waiting on the leak fix.",
	} {
		held = append(held, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	for _, s := range []string{
		"Approved; waiting is fine.", "LGTM overall, nice work.", "+1 from me.", "Approved. Waiting for nothing.",
		"Approved — blocked by nothing.", "Signed off once CI passed.", "Signed off, nice work.", "+1 once CI passed.",
		"Approved; blocked on nothing.",
	} {
		clean = append(clean, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	expectEachPreset(t, presetHeads(), held, clean, "passes beside an approval that waits for work not yet done")
}

// TestApprovalInPrincipleOrCaveatFirst: an approval in principle, and a
// caveat closed by `first`, leave work to do: no approval in every
// preset. An approval in principle told of something else, and a caveat
// that demands nothing, stay clean.
func TestApprovalInPrincipleOrCaveatFirst(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"Approved in principle.", "Approved, in principle.", "Approved in principle; the leak must be fixed first.",
		"LGTM with the caveat that the leak fix lands first.",
	} {
		held = append(held, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	for _, s := range []string{
		"The cache design was approved in principle last year, and the change follows it.",
		"Approved in the last round; the fix holds.", "Approved with one caveat: the docs could be clearer.",
	} {
		clean = append(clean, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	expectEachPreset(t, presetHeads(), held, clean, "passes beside an approval that waits for work not yet done")
}

// TestCourtesyFreesOnlyItself: a courtesy (`if there are no
// objections`, `if you agree …`) frees only itself: a hold after it, or
// one it names, still waits, in every preset. An approval beside a step
// of landing awaited, a caveat that puts work later or tells how to
// deploy, a precondition of the code and `barring any objections` stay
// clean.
func TestCourtesyFreesOnlyItself(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"Approve if you agree with the rename, and fix the leak before merging.",
		"Happy to merge if there are no concerns, pending the leak fix.",
		"Approved if there are no objections, after the leak fix lands.",
		"LGTM as long as you agree with the leak fix landing first.",
		"Approved, if there are no objections, once the leak is fixed.",
		"Approved if you agree with the fix once it lands.", "Approve if you agree with fixing the leak first.",
		"Approve if you want the leak fixed first.", "Approve if you agree with applying the leak fix.",
		"Approve if you agree the leak is fixed.", "Happy to merge if there are no further comments from security.",
		"Approved — barring any objections, once the leak is fixed.",
	} {
		held = append(held, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	for _, s := range []string{
		"Approved — barring any objections.", "LGTM. Awaiting feedback from docs team, non-blocking.",
		"LGTM! Awaiting your merge.", "Approved. Waiting on Bob to merge.",
		"Approved. Awaiting deployment to staging next week.", "Approved. Waiting for the release train on Thursday.",
		"Approved with one caveat: the docs need updating in a follow-up.",
		"Approved with one caveat: this needs a feature flag in a later PR.",
		"Approved with one caveat: deploys must go to staging first.",
		"Approved. The migration must be applied first.", "Approved. Ops must enable the flag first.",
		"Approved. Note the caller needs to acquire the lock first.",
		"Approved. Blocked on I/O is the normal state for this goroutine.",
		"Looks good after the fix.", "Re-reviewed: looks good after the fix.",
	} {
		clean = append(clean, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	expectEachPreset(t, presetHeads(), held, clean, "passes beside an approval that waits for work not yet done")
}
