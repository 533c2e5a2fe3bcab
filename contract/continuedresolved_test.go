package contract

import "testing"

// TestContinuedGradeResolved: a resolved mark on a later line of the
// paragraph a continued grade stands in (`  Critical: breaks login`
// over `  Status: RESOLVED`) settles it in every preset, as a mark in
// an item's first paragraph settles the grade that opens the item. A
// mark before the grade, in another paragraph, struck through, or no
// mark at all (`Status: Resolved` in another case, as for a first-line
// grade) leaves it blocking.
func TestContinuedGradeResolved(t *testing.T) {
	heads := map[string]string{
		"default":        "# Review\n\nVerdict: PASS\n\n## Coverage statement\n\n- build: VERIFIED INDEPENDENTLY\n\n## Verdict reason\n\nnothing blocks\n\n## Findings\n\n",
		"approvals":      "# Review\n\n## Verdict: APPROVED\n\n## Findings\n\n",
		"severity-table": "# Review\n\n**Verdict:** APPROVE\n\n## Findings\n\n",
		"gates":          "# Review\n\nVerdict: PASS\n\n## Gate results\n\n",
	}
	firsts := map[string]string{
		"default":        "- typo in docs: NOTE — cosmetic",
		"approvals":      "- **Minor**: typo in docs",
		"severity-table": "- [Minor] typo in docs",
		"gates":          "- Docs: PASS — a typo only",
	}
	const table = "\n## Appendix\n\n| a | b |\n|---|---|\n| c | d |\n"
	for name, head := range heads {
		for _, next := range []string{
			"\n  Critical: this also breaks login\n  Status: RESOLVED\n",
			"\n  Critical: this also breaks login\n  **Status:** ✅ Fixed in 3f2a1c\n",
			"\n  Critical: this also breaks login\n  the handler is patched\n  → Fixed in 3f2a1c\n",
			"\n\n  Critical: this also breaks login\n  Status: RESOLVED\n",
		} {
			doc := head + firsts[name] + next
			if lintUnder(t, name, doc) {
				t.Errorf("%s: a continued grade marked resolved refused:\n%s", name, doc)
			}
			if lintUnder(t, name, doc+table) {
				t.Errorf("%s: a continued grade marked resolved refused, read by the full parser:\n%s", name, doc+table)
			}
		}
		for _, next := range []string{
			"\n  Status: RESOLVED\n  Critical: this also breaks login\n",
			"\n  Critical: this also breaks login\n\n  Status: RESOLVED\n",
			"\n  Critical: this also breaks login\n  ~~Status: RESOLVED~~\n",
			"\n  Critical: this also breaks login\n  Status: NOT RESOLVED\n",
			"\n  Critical: this also breaks login\n  Status: Resolved\n",
			// A mark after words of its own settles its own line only.
			"\n  Critical: this also breaks login\n  Typo in the README: FIXED\n",
			"\n  Critical: this also breaks login\n  The owner says it is FIXED; I disagree\n",
		} {
			doc := head + firsts[name] + next
			if !lintUnder(t, name, doc) {
				t.Errorf("%s: a continued grade passes:\n%s", name, doc)
			}
			if !lintUnder(t, name, doc+table) {
				t.Errorf("%s: a continued grade passes, read by the full parser:\n%s", name, doc+table)
			}
		}
	}
	// Outside the findings, under a heading of notes, the same.
	notes := passingHeads()
	notes["severity-table"] = "# Review\n\n**Decision:** APPROVE\n\n## Findings\n\nNone\n\n"
	const item = "## Notes\n\n- the docs have a typo\n  Critical: this also breaks login\n"
	expectEachPreset(t, notes,
		[]string{item, item + "  ~~Status: RESOLVED~~\n", "## Notes\n\n- the docs have a typo\n  Status: RESOLVED\n  Critical: this also breaks login\n"},
		[]string{item + "  Status: RESOLVED\n", item + "  **Status:** ✅ Fixed in 3f2a1c\n"},
		"a continued grade outside the findings")
}
