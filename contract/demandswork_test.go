package contract

import "testing"

// TestNoughtThenDemandForWork: a blocker count of nought whose remark
// demands work (`**Blockers:** 0 — rework required`) holds a blocker to
// a reader, beside a passing verdict and findings of none, in every
// preset; a remark that demands nothing (`0 — ready to merge`, `0 — no
// changes required`) leaves the count none.
func TestNoughtThenDemandForWork(t *testing.T) {
	heads := map[string]string{}
	for name, head := range findingsHeads() {
		heads[name] = head + "None\n\n## Dependency Gap\n\n"
	}
	held := []string{
		"- **Blockers:** 0 — rework required\n",
		"- **Blockers:** 0 (rework required)\n",
		"- **Blockers:** 0 — needs changes before merge\n",
		"- **Blockers:** 0 - changes requested\n",
		"- **Blockers:** 0, must fix the retry loop\n",
	}
	clean := []string{
		"- **Blockers:** 0 — ready to merge\n",
		"- **Blockers:** 0 — no changes required\n",
		"- **Blockers:** 0 — nothing required\n",
		"- **Blockers:** 0\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside a nought that demands work")
}
