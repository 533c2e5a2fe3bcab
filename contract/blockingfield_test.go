package contract

import "testing"

// TestBlockingFieldAnsweredYes: a line whose label asks whether something
// blocks, answered yes (`**Blocker?** Yes`, `**Blocks merge:** yes`), is
// a blocking finding beside a passing verdict, in every preset, as the
// table column so named is; answered no, or asking whether blockers were
// dealt with, it is none.
func TestBlockingFieldAnsweredYes(t *testing.T) {
	heads := map[string]string{}
	for name, head := range findingsHeads() {
		heads[name] = head + "None\n\n## Dependency Gap\n\n"
	}
	held := []string{
		"- **Blocker?** Yes\n",
		"- **Blocking?** yes — the retry loop never ends\n",
		"- **Blocks merge?** ✅\n",
		"- **Is this a blocker?** Yes\n",
		"**Release blocker:** true\n",
	}
	clean := []string{
		"- **Blocker?** No\n",
		"- **Blocking?** no\n",
		"- **Blockers resolved:** yes\n",
		"- **Non-blocking:** yes\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside a blocker field answered yes")
}
