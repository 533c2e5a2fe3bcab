package contract

import "testing"

// TestGradeOutsideSeverity: a blocking grade a reader sees outside the
// severity's own place grades the finding again, and the worse grade
// stands beside a pass, in every preset: a cell of a prose column that
// is the grade alone (`| bad | Minor | Critical |` under Notes), and a
// dash that closes a graded bullet with it (`- **Minor**: bad —
// actually Critical`). A grade that goes on as prose (`Critical path is
// fine`), is denied or left behind (`not Critical`, `was Critical`),
// stands in a column that grades something else (Impact), or sits in a
// row its status resolves stays clean.
func TestGradeOutsideSeverity(t *testing.T) {
	heads := presetHeads()
	table := func(header, row string) string {
		return "## Details\n\n" + header + "\n" + "|---|---|---|\n" + row + "\n"
	}
	held := []string{
		table("| Finding | Severity | Notes |", "| bad | Minor | Critical |"),
		table("| Item | Severity | Notes |", "| the cache is stale | Low | **CRITICAL** |"),
		table("| Item | Severity | Comment |", "| the cache is stale | Minor | Blocker. |"),
		"## Notes\n\n- **Minor**: bad — actually Critical\n",
		"## Details\n\n- **Minor**: the cache is stale — upgraded to Critical\n",
		"## Details\n\n- Low: the cache is stale – Critical\n",
		table("| Item | Severity | Notes |", "| bad | Minor | actually Critical |"),
		table("| Item | Severity | Notes |", "| bad | Minor | 🔴 Critical |"),
		table("| Item | Severity | Notes |", "| bad | Minor | Critical ⚠️ |"),
		"## Details\n\n- **Minor**: bad — actually 🔴 Critical\n",
		table("| Item | Severity | Notes |", "| bad | Minor | Ｃｒｉｔｉｃａｌ |"),
		table("| Item | Severity | Notes |", "| bad | Minor | Criti\u00adcal |"),
	}
	clean := []string{
		table("| Item | Severity | Impact |", "| bad | Minor | Critical |"),
		table("| Item | Severity | Notes |", "| bad | Minor | Critical path is fine |"),
		table("| Item | Severity | Notes |", "| bad | Minor | not critical |"),
		"## Details\n\n| Item | Severity | Notes | Status |\n|---|---|---|---|\n| bad | Minor | Critical | Resolved |\n",
		"## Details\n\n- **Minor**: bad — Critical path is fine\n",
		"## Details\n\n- **Minor**: bad — not Critical\n",
		"## Details\n\n- **Minor**: bad — was Critical, now Minor\n",
		"## Details\n\n- **Minor**: bad — downgraded from Critical\n",
		"## Details\n\n- **Minor**: the critical section is slow\n",
		"## Details\n\n- Critical path — fine\n",
		table("| Item | Severity | Notes |", "| bad | Minor | ✅ not Critical |"),
	}
	expectEachPreset(t, heads, held, clean, "passes beside a finding graded Critical outside its severity")

	// In the findings of a dialect that grades them, the same.
	graded := map[string]string{"approvals": "# Review\n\n## Verdict: APPROVED\n\n", "severity-table": "# Review\n\n**Decision:** APPROVE\n\n"}
	expectEachPreset(t, graded, []string{
		"## Findings\n\n| Finding | Severity | Notes |\n|---|---|---|\n| bad | Minor | Critical |\n",
		"## Findings\n\n- **Minor**: bad — actually Critical\n",
	}, []string{
		"## Findings\n\n| Finding | Severity | Notes |\n|---|---|---|\n| bad | Minor | a critical path, fine |\n",
		"## Findings\n\n- **Minor**: bad — not Critical\n",
	}, "passes beside a finding graded Critical outside its severity in the findings")
}
