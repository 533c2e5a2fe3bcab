package contract

import "testing"

// TestCountedSentenceAfterLabel: a sentence that counts blockers after a
// short label (`**Note:** there are 2 blockers.`) refuses a pass as the
// sentence alone does, in every preset, on one line or wrapped; a label
// that places it in the past or an earlier round, and a count settled or
// of none, stay clean.
func TestCountedSentenceAfterLabel(t *testing.T) {
	refusing := []string{
		"**Note:** there are 2 blockers.",
		"**Note:** there are 2\nblockers.",
		"Note: there are 2 blockers.",
		"Update: we found 2 critical issues.",
		"**Heads up:** this PR has 2 blockers.",
		"NB: 2 blockers remain.",
	}
	accepting := []string{
		"**Before:** there are 2 blockers.",
		"Round 1: there are 2 blockers.",
		"Note: there are 2 blockers, both fixed in 3f2a1c.",
		"Note: there are no blockers.",
		"Note: the 2 blockers of round 1 are fixed.",
		"The test covers: There are 2 blockers.",
		"- Case y01: There are 2 blockers.",
		"New test: \"There are 2 blockers.\" is refused beside a pass.",
		"**Summary of #40:** there are 2 blockers.",
		"**Ticket says:** there are 2 blockers.",
		"**Given:** there are 2 blockers.",
		"**Claim:** there are 2 blockers.",
	}
	expectRefusalInProse(t, refusing, accepting)
}
