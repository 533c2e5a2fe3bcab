package contract

import "testing"

// TestHoldAfterLeadingPhrase: an order not to merge after a phrase that
// only times it, states the change's state or gives a reason, set off by
// a comma, holds the merge in every preset (`For now, do not merge.`,
// `Until the leak is fixed, do not merge.`), and so does a wait with no
// comma (`For now do not merge.`). A condition so set off, or a while
// or before, states a rule of process (`If CI is red, do not merge.`,
// `While the lock is held, do not merge.`).
func TestHoldAfterLeadingPhrase(t *testing.T) {
	held := []string{
		"## Notes\n\nFor now, do not merge: the token leaks.\n",
		"## Notes\n\nUntil the token leak is fixed, do not merge.\n",
		"## Notes\n\nUntil the token leak is fixed, please don't merge.\n",
		"## Notes\n\nGiven the token leak, do not merge.\n",
		"## Notes\n\nAs it stands, do not merge: the token leaks.\n",
		"## Notes\n\nUntil the migration is fixed, do not land.\n",
		"## Notes\n\nUntil then, do not approve.\n",
		"## Notes\n\nFor now, never merge this.\n",
		"## Notes\n\nIn auth.go, do not merge: the token leaks.\n",
		"## Notes\n\nIn `auth.go`, do not merge: the token leaks.\n",
		"## Notes\n\nAt this point, do not approve.\n",
		"## Notes\n\nIn its current state, do not merge.\n",
		"## Notes\n\nBecause of the token leak, do not merge.\n",
		"## Notes\n\nThe diff is small. Since CI is red, please don't merge.\n",
		"## Notes\n\nMeanwhile, do not merge.\n",
		"## Notes\n\nPending the fix, do not merge.\n",
		"## Notes\n\nFor now do not merge.\n",
		"## Notes\n\nUntil then do not merge.\n",
		"## Notes\n\nPending review, hold the merge.\n",
		"## Notes\n\nFor now, let's not merge.\n",
		"## Notes\n\nFor now, hold off.\n",
		"## Notes\n\nFor now, let's hold off.\n",
		"## Notes\n\nAs of now, this shouldn't be merged.\n",
		"## Notes\n\nAs long as the token leaks, do not merge.\n",
		"## Notes\n\nSo long as the token leaks, don't merge.\n",
		"## Notes\n\nLooks fine, but can't merge.\n",
		"## Notes\n\nLooks fine, but we can't merge it yet.\n",
		"## Notes\n\nThe leak fix hasn't landed yet.\n",
		"## Notes\n\nApproved — the leak fix hasn't landed yet.\n",
	}
	clean := []string{
		"## Notes\n\nIf CI is red, do not merge.\n",
		"## Notes\n\nWhen in doubt, do not merge.\n",
		"## Notes\n\nWhenever CI fails, do not merge.\n",
		"## Notes\n\nOnce approved, do not merge until CI passes.\n",
		"## Notes\n\nIn case of doubt, do not merge.\n",
		"## Notes\n\nSince it is small, if CI is red, do not merge.\n",
		"## Notes\n\nForward, do not merge.\n",
		"## Notes\n\nIn the event that CI fails, do not merge.\n",
		"## Notes\n\nIn the unlikely event of a red build, do not merge.\n",
		"## Notes\n\nGiven a red CI, do not merge.\n",
		"## Notes\n\nWhile a deploy runs, do not merge.\n",
		"## Notes\n\nWhile in doubt, do not merge.\n",
		"## Notes\n\nWhile the lock is held, do not merge.\n",
		"## Notes\n\nWhile CI is running, do not merge.\n",
		"## Notes\n\nBefore the nightly build, do not merge.\n",
		"## Notes\n\nFor now do not merge files that conflict.\n",
		"## Notes\n\nIn tests do not merge.\n",
		"## Notes\n\nWe hold the merge queue until CI passes.\n",
		"## Notes\n\nIf CI is red, hold the merge.\n",
		"## Notes\n\nFor now, the cache is per process.\n",
		"## Notes\n\nHold off retries until backoff expires.\n",
		"## Notes\n\nThe client should hold off.\n",
		"## Notes\n\nBackoff: hold off.\n",
		"## Notes\n\nLet's not merge the caches; keep them separate.\n",
		"## Notes\n\nIn general, this shouldn't be merged.\n",
		"## Notes\n\nAs long as the lock is held, writes block.\n",
		"## Notes\n\nAs long as the lock is held, do not merge.\n",
		"## Notes\n\nWhile a deploy crashes, do not merge.\n",
		"## Notes\n\nLooks fine, but can't say for Windows.\n",
		"## Notes\n\nThe helper can't merge two maps in place.\n",
		"## Notes\n\nIt's fine, but we can't merge it in place.\n",
		"## Notes\n\nThe fix hasn't landed upstream yet, so we vendor it (done here).\n",
		"## Notes\n\nThe follow-up fix hasn't landed yet.\n",
		"## Notes\n\nThe migration hasn't landed yet.\n",
	}
	expectEachPreset(t, allHeads(), held, clean, "passes beside an order after a leading phrase")
}

// TestHoldWithOtherApostrophes: an apostrophe of another form than '
// and ’ (a left quote, the modifier letter, the acute accent, the
// full-width one) reads as a straight one in every preset.
func TestHoldWithOtherApostrophes(t *testing.T) {
	held := []string{
		"## Notes\n\nDon\u2018t merge this yet: the token leaks.\n",
		"## Notes\n\nDon\u02bct merge this yet: the token leaks.\n",
		"## Notes\n\nDon\u00b4t merge this yet: the token leaks.\n",
		"## Notes\n\nI can\u2018t sign off on this.\n",
		"## Notes\n\nThis isn\u02bct mergeable.\n",
		"## Notes\n\nWe can\uff07t approve this.\n",
		"## Notes\n\nIt doesn\u02bct pass review.\n",
		"## Notes\n\nI\u02bcm blocking this.\n",
	}
	clean := []string{
		"## Notes\n\nThe helper doesn\u02bct merge the two maps.\n",
	}
	expectEachPreset(t, allHeads(), held, clean, "passes beside a hold with another apostrophe")
}

// allHeads are passingHeads with the severity-table preset's.
func allHeads() map[string]string {
	heads := passingHeads()
	heads["severity-table"] = "# Review\n\n**Verdict:** APPROVE\n\n## Findings\n\nNone\n\n"
	return heads
}
