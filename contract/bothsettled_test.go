package contract

import "testing"

// TestBothOfTwoSettled: a count of two blocking findings whose remark
// says both were dealt with (`**Total blockers:** 2 (both fixed)`)
// counts none open, as `all fixed` does, in every preset; both of
// another count, or asked, or doubted, is no settlement.
func TestBothOfTwoSettled(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"**Blockers:** 3 (both fixed)", "**Blockers:** 2 (both fixed?)", "**Blockers:** 2 (both fixed in theory)",
	} {
		held = append(held, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	for _, s := range []string{
		"**Total blockers:** 2 (both fixed)", "**Blockers:** 2 (both fixed)", "**Blockers:** 2 — both fixed in 3f2a1c",
	} {
		clean = append(clean, "## Details\n\n"+s+"\n", "## Details\n\n"+s+"\n\n\ttab line\n")
	}
	expectEachPreset(t, presetHeads(), held, clean, "passes beside a count of two not both settled")
}
