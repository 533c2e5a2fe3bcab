package contract

import "testing"

// TestBlockerFieldAnsweredNo: a severity field answered no, after a
// cross that marks the absence and before a remark (`**Blocker:** ❌ NO
// - the core work is unaffected`), counts no blocking finding beside an
// approval, under a heading of checks or any other, in every preset; a
// field answered yes, or a remark that states a problem, takes the
// answer back, or grades one blocking, still blocks.
func TestBlockerFieldAnsweredNo(t *testing.T) {
	var clean, blocking []string
	for _, heading := range []string{"## Test Suite Execution\n\n", "## Dependency Gap\n\n"} {
		for _, field := range []string{
			"- **Blocker:** ❌ NO - the core work is unaffected\n",
			"- **Blocker:** NO — the core work is unaffected\n",
			"- **Blocking:** ✅ No: tests cover it\n",
		} {
			clean = append(clean, heading+"**Dependency gap**\n"+field)
		}
		for _, field := range []string{
			"- **Blocker:** ❌ YES - the token leaks\n",
			"- **Blocker:** YES - the core work is unaffected\n",
			"- **Blocker:** ❌ NO - but the token leaks into the logs\n",
			"- **Blocker:** ❌ NO - the build fails\n",
			"- **Blocker:** ❌ NO - Critical: the token leaks\n",
			"- **Blocker:** ❌ NO - blocks the release\n",
			"- **Blocker:** ❌ NOT YET - the core work is unaffected\n",
			"- **Blocker:** ❌ Nope, the token leaks\n",
		} {
			blocking = append(blocking, heading+"**Dependency gap**\n"+field)
		}
	}
	expectEachPreset(t, passingHeads(), blocking, clean, "a blocker field that blocks passes")
}
