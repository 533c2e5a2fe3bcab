package contract

import "testing"

// TestForeignFailingVerdictBlocks: a second verdict that fails in words
// the dialect does not spell (`REJECTED` where it says BLOCK, `FAIL`
// where it says CHANGES REQUESTED) disagrees with an approval to a
// reader in a table's header row and in raw HTML, as it does on a line
// of its own: in every preset, the report is refused.
func TestForeignFailingVerdictBlocks(t *testing.T) {
	heads := presetHeads()
	held := []string{
		"## Details\n\n| Verdict | REJECTED |\n|---|---|\n",
		"## Details\n\n| Verdict | CHANGES REQUESTED |\n|---|---|\n",
		"## Details\n\n| Verdict | **FAIL** |\n|---|---|\n",
		"## Details\n\n<dl><dt>Verdict</dt><dd>CHANGES REQUESTED</dd></dl>\n",
		"## Details\n\n<dl>\n<dt>Verdict</dt>\n<dd>FAIL</dd>\n</dl>\n",
		"## Details\n\n<table><tr><td><b>Verdict:</b> REJECTED</td></tr></table>\n",
		"## Details\n\n<!-- x -->**Verdict:** CHANGES REQUESTED\n",
	}
	clean := []string{
		"## Details\n\n| Verdict | Reason |\n|---|---|\n",
		"## Details\n\n<details><summary>Notes</summary>\n\nThe loop is sound.\n\n</details>\n",
		"## Details\n\n<p>The loop is sound.</p>\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside a failing verdict in other words")
}
