package verdict

import (
	"testing"

	"github.com/reviewlint/reviewlint/internal/holdcases"
)

// TestApproveBesideHeldProse: an approval whose review or summary holds
// the merge (`Do not merge until the token fix lands.`, in any case) or
// takes the approval back with an open problem (`Approved, but the
// token leaks.`) is refused in every preset, as a markdown report's is.
// Advice, settled problems, rules about other things and readiness
// affirmed leave it clean.
func TestApproveBesideHeldProse(t *testing.T) {
	held := []string{
		"Do not merge until the token fix lands.",
		"The change is sound.\nDo not merge until the token fix lands.",
		"Please do not merge this yet.",
		"Don\u2019t merge this yet.",
		"I cannot approve this as is.",
		"Honestly, I would reject this.",
		"No merge until the blockers are fixed.",
		"I would not approve this yet.",
		"Ready to merge: no.",
		"Merge only after the token leak is fixed.",
		"The token must be rotated before merge.",
		"Approved, but the token leaks.",
		"LGTM, but the migration drops the users table.",
		"The change is approved; however, the token leaks.",
		"Looks fine.\nApproved, but the token leaks.",
		// A refusal in a reviewer's short words.
		"I can't sign this off.", "I'm still not approving.", "Do not merge as the token leaks.", "It fails review.",
		"Not merge-ready.", "NACK.", "-1 from me.", "I'm blocking this.", "Blocking: the token leaks.",
		"Do not merge before this fix.", "I cannot approve before this commit.",
		// An approval that waits for work not yet done.
		"Approved once the leak is fixed.", "Merge once the leak is fixed.", "LGTM modulo the leak fix.",
		"Approved — fix the leak first.", "Approved, awaiting the leak fix.", "Approved in principle.",
		"Approved, pending the leak fix.", "Looks fine.\nApproved if you agree with the rename, and fix the leak first.",
		"LGTM modulo a tiny fix for the SQL injection.", "Approved. Still waiting on the leak fix.",
		"Approved — the leak fix still has to land.",
		// Votes, vetoes and blocks in other words.
		"-1 on this PR.", "-1.", "I vote -1.", "I'm -1.", "Hard NACK.", "NACK from me, sorry.", "Fails review.",
		"This fails review: the token leaks.", "Can not LGTM.", "Cannot LGTM.", "I can't sign the PR off.",
		"Not mergeready.", "Not mergeable yet.", "Blocking this PR: the token leaks.",
		"Blocking merge.", "I must block this.",
		"I'm blocking this until the token is rotated.", "I'll block the merge until the token is rotated.",
		"Won't approve.", "Will not approve until the token is rotated.",
		"Strong -1.", "My vote: -1.", "Still fails review.", "Blocking this.", "I must block merging.",
		"Block this PR.", "Not yet LGTM.", "No LGTM.", "LGTM? No.",
		"Looks fine.\n-1.", "Looks fine.\n\n-1. The token leaks.", "Looks fine.\n- -1.", "Looks fine.\nI vote -1.",
		// The same in other short words; a list item's star, dropped
		// with the emphasis, still opens its line.
		"Notes:\n* -1.", "Notes:\n+ -1.", "My vote is -1.",
		"I'm -1 until the token is rotated.", "Strong -1 until the leak is fixed.", "Hard NACK until the token is rotated.",
		"Blocking this until the leak is fixed.", "Block this.", "We must block this.", "Veto.", "Vetoed.", "I veto this.",
		"Hold off on merging.", "Please hold off merging until the leak is fixed.", "Looks fine, but cannot LGTM.",
		"Do n\u2019t merge.", "Do n't merge.", "I can\u02b9t approve this.",
		"Needs another round.", "Changes requested.", "Needs work.", "Requires changes.",
		"I'm -1 for now.", "I'm -1 because the token leaks.", "My vote is NACK.", "I vote against this.",
		"I'm vetoing this.", "Vetoed by me.", "We should block this.", "Let's hold off on merging.",
		"Holding off on merging until the leak is fixed.", "Still needs work.", "This PR needs work.",
		"This still needs changes.", "Changes needed.", "Requested changes.", "Changes requested \u2014 the token leaks.",
		// A line after a finished sentence opens its own, as `Looks
		// fine.` over `-1.` does.
		"Bad checksum.\nNACKed.",
	}
	clean := []string{
		"Approved, but consider a test for the empty case.",
		"Approved, though two nits remain.",
		"Approved, but the round-1 leak is fixed.",
		"The cache is approved for reads, but the token leaks in the old client.",
		"We do not merge generated files; this change keeps to that rule.",
		"Ready to merge: yes.",
		"Do not merge → fixed in 3f2a1c.",
		"CI runs before merge; it is green.",
		"The parser should reject this input, and does.",
		"No merge conflicts remain after the rebase.",
		"The helper does not merge the two maps.", "Bob is blocking on the SDK release.",
		"This prevents a NACK from the server.", "-1 is returned on error.",
		"CI would not merge as the queue was paused; retriggered and green now.",
		"We are blocking now on the fsync call, which is expected.",
		"NACK, requeue=false is used for poison messages.",
		"Happy to merge if there are no objections.", "Approved — barring any objections.", "LGTM! Awaiting your merge.",
		"Approved once CI passed.", "LGTM modulo nits.",
		"Merging once CI is green.", "LGTM modulo minor fixes.", "Approved. Still waiting on Bob to merge.",
		"Approved — the migration still has to land.", "Approved. The leak fix has landed.",
		"Merging after the fix is applied is idempotent.", "LGTM modulo a small regression test.",
		"Approved. The fix still has to be backported.",
		"It returns -1 on error.", "x = -1.", "The consumer sends NACK.",
		"Hard NACK handling was added.", "It fails review checks only on Windows, a known flake.",
		"Blocking I/O is avoided.", "Blocking calls until the socket is ready are fine.",
		"Bob won't approve dependency bumps.", "Round 1: NACK.", "Round 1: -1.",
		"We must block this thread until the lock frees.", "I'm blocking this thread's wakeups on purpose.",
		"- Lint: fails review.", "-1.5 is the factor.",
		"Vote: -1 for option B, +1 for option A.", "Round 1 vote: -1.", "A strong -1 correlation.",
		"It still fails review checks.", "Blocking this thread.",
		"Branch protection: block the merge until CI is green.", "No LGTM needed for docs.", "LGTM: no concerns.",
		// After a question, an abbreviation or a number, or on a line
		// that runs on from the one before, -1 is a value; the approval
		// word denied needs its word's end; a block opening its
		// sentence, timed, may be the subject of what follows.
		"What does it return on error? -1.", "Was it 1? No. -1.", "The default changed from 0, e.g. -1.",
		"Compare 1 vs. -1.", "Temperature dropped by 1, i.e. -1.",
		"The helper now always returns\n-1.", "Delta:\n-1.", "So the result is\n-1.",
		"No LGTM.md file needed.", "No LGTM'd commits are squashed.", "Not yet LGTM'd by Bob, but I approve.",
		"No LGTM yet from the second reviewer, but mine is here: LGTM.",
		"Blocking merge until CI passes is enforced by the ruleset.",
		"Blocking this PR until CI is green is the bot's job, not mine.",
		"Block the merge until CI is green (branch protection does this).",
		"It returns -1: the caller checks it.", "The consumer sends NACK: see ack.go.",
		"NACK handling until now was wrong and is fixed.", "Block this thread until the lock frees.",
		"Veto power belongs to the owner.", "The veto check is tested.", "The RFC was vetoed.",
		"Hold off retries until backoff expires is implemented.", "Needs another round of review? No.",
		"Needs work in a follow-up, not now.", "Changes requested in round 1 are addressed.",
		"The helper returns\n* -1 on error", "Notes:\n**-1** is the sentinel.",
		"Returns:\n- -1 until the first call to Init.", "-1 unless the file exists.", "`NACK` until the ack arrives.",
		"NACK unless the checksum matches.", "NACK until the deadline passes is the protocol default.",
		"-1: the file is missing.", "NACK: the frame is corrupt.",
		"It returns -1 for now; the caller checks it.", "-1 because indexes start at 0.", "The server NACKed the frame and we retry.",
		"We vote on releases monthly.", "Vetoed by the owner.", "Block it at the proxy instead (already done).",
		"Unknown origin? Block it.", "We're holding off merging until CI is green.",
		"This PR needs work on docs later; fine to merge.", "Requested changes were applied.",
		// Bare, a reason, a NACK done and an order to block tell of
		// values, protocols and what code does as often.
		"-1 for now.", "`-1` for now.", "- -1 for now.", "-1 because the file is missing.",
		"Returns:\n- 0 on success\n- -1 because the file is missing", "0 means success.\n-1 because the file is missing.",
		"How is a frame with a bad checksum handled? NACKed.", "I sent a corrupt frame. NACKed.",
		"Block it.", "Options for unknown origins:\n- Allow it.\n- Block it.",
		"An unknown origin arrives. Block it. That is what the middleware does.",
		"Repro: send a frame with a bad CRC. Block it!", "> Block it.",
	}
	held = append(held, holdcases.MoreWords...)
	clean = append(clean, holdcases.MoreWordsLookAlikes...)
	wantHeldAndClean(t, held, clean)
}

// TestApproveBesideHoldWithOtherApostrophes: an approval whose review
// holds the merge with an apostrophe other than ' and ’ (a left quote,
// the modifier letter, the acute accent, the full-width one) is refused
// in every preset, as one with ’ is.
func TestApproveBesideHoldWithOtherApostrophes(t *testing.T) {
	held := []string{
		"Don\u2018t merge this yet.", "Don\u02bct merge this yet.", "We can\uff07t approve this.",
		"It doesn\u02bct pass review.", "I\u02bcm blocking this.", "This isn\u00b4t mergeable.",
		"I can\u2018t sign off on this.",
	}
	clean := []string{"The helper doesn\u02bct merge the two maps."}
	wantHeldAndClean(t, held, clean)
}

// TestApproveBesideHoldAfterLead: an approval whose review orders the
// merge held after a leading phrase set off by a comma is refused in
// every preset; a condition so set off states a rule, and leaves it
// clean.
func TestApproveBesideHoldAfterLead(t *testing.T) {
	held := []string{
		"For now, do not merge: the token leaks.", "Until the token leak is fixed, please don't merge.",
		"Given the token leak, do not merge.", "Until then, do not approve.", "In auth.go, do not merge.",
		"As it stands, do not merge.", "For now, never merge this.", "Meanwhile, do not merge.",
		"Pending the fix, do not merge.", "For now do not merge.",
		"Pending review, hold the merge.",
		"For now, let's not merge.", "For now, hold off.", "For now, let's hold off.", "As of now, this shouldn't be merged.", "As long as the token leaks, do not merge.",
		"So long as the token leaks, don't merge.", "Looks fine, but can't merge.", "Looks fine, but we can't merge it yet.",
		"The leak fix hasn't landed yet.", "Approved — the leak fix hasn't landed yet.",
		"Will be merging once you fix the leak.", "LGTM modulo a small security fix.", "LGTM modulo one small fix for the leak.",
	}
	clean := []string{"If CI is red, do not merge.", "When in doubt, do not merge.", "While a deploy runs, do not merge.",
		"While the lock is held, do not merge.", "Before the nightly build, do not merge.",
		"For now, the cache is per process.", "As long as the lock is held, writes block.", "The client should hold off.",
		"Hold off retries until backoff expires.",
		"As long as the lock is held, do not merge.", "Let's not merge the caches; keep them separate.",
		"Looks fine, but can't say for Windows.", "We can't merge two maps in place.",
		"The fix hasn't landed upstream yet, so we vendor it (done here).", "Will be merging the follow-up next week.",
		"LGTM modulo nits.", "LGTM modulo a small security nit.", "Merge once CI is green."}
	wantHeldAndClean(t, held, clean)
}

// wantHeldAndClean wants, in every preset, an approval whose review is
// one of held refused as beside a blocking finding, and one whose
// review is one of clean accepted without a word.
func wantHeldAndClean(t *testing.T, held, clean []string) {
	t.Helper()
	for _, p := range Presets() {
		d := MustDialect(p.Spec)
		for _, r := range held {
			if ds := d.Lint(approvalWithReview(p.Name, r)); !hasRuleError(ds, RuleApproveWithBlocking) {
				t.Errorf("%s: an approval beside %q passes: %v", p.Name, r, ds)
			}
		}
		for _, r := range clean {
			if ds := d.Lint(approvalWithReview(p.Name, r)); len(ds) > 0 {
				t.Errorf("%s: refused %q: %v", p.Name, r, ds)
			}
		}
	}
}
