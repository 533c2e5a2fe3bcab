package contract

import "testing"

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
