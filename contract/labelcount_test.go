package contract

import "testing"

// TestCountBetweenLabels: a count of blockers on a line of its own label,
// between others (`**Parser:**`, `**Auth:** there are 2 blockers.`), is
// the report's tally however the labels read, as a row of turns in a
// talk or as areas, pros and cons; so is one after such a row. None may
// pass beside an approval, in any preset.
func TestCountBetweenLabels(t *testing.T) {
	var held []string
	for _, s := range []string{
		"**Parser:** fine.\n**Auth:** there are 2 blockers.\n**Parser:** fine.\n",
		"**Security:** ok.\n**Perf:** ok.\n**Security:** there are 2 blockers.\n",
		"**Pros:** fast.\n**Cons:** there are 2 blockers.\n**Pros:** small.\n",
		"**Alice:** ok\n**Bob:** ok\n**Alice:** ok\n**Tally:** there are 2 blockers.\n",
		"**Alice:** ok\n**Bob:** ok\n**Alice:** ok\n**Alice:** there are 2 critical issues.\n",
		"**Alice:** ok\n**Bob:** ok\n**Alice:** ok. There are 2 blockers, I counted them myself as the reviewer.\n",
		"**Bob:** what is left?\n**Alice:** there are 2 blockers.\n**Bob:** ok.\n",
	} {
		held = append(held, "## Details\n\n"+s, "## Details\n\n"+s+"\n\ttab line\n")
	}
	expectEachPreset(t, presetHeads(), held, nil, "passes beside a count between labels")
}

// TestFalsePositivesLeaveACount: findings said to be false positives
// leave a count standing where the words do not settle it to the last
// (`several … both`) or where the paragraph counts another blocker.
func TestFalsePositivesLeaveACount(t *testing.T) {
	var held []string
	for _, s := range []string{
		"There are several blockers, both false positives.",
		"There are 2 blockers, both false positives. There is also 1 blocker in auth.",
		"There are 3 blockers in auth.\n\nThere are 2 blockers, both false positives.",
	} {
		held = append(held, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	expectEachPreset(t, presetHeads(), held, nil, "passes beside blockers said false positives")
}
