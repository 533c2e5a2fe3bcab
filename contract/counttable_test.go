package contract

import (
	"strings"
	"testing"
)

// TestCountTableRows: a table that counts findings by grade (`| Blockers
// | 1 |` under `| Metric | Value |`) counts a blocking finding when the
// count the header places as open is above nought, in every preset;
// which count is open is the header's to say (`Open`, `After`, what was
// found less what was fixed, the one count column), and a header it
// cannot place reads every count. A nought where it is open, or a label
// that is no grade's (`Blockers fixed`, `High-risk files`), states none.
func TestCountTableRows(t *testing.T) {
	heads := presetHeads()
	table := func(header, row string) []string {
		return []string{
			"## Summary\n\nok\n\n" + header + "\n" + row + "\n",
			"## Summary\n\nok\n\n" + header + "\n| Minor | 0 |" + "\n" + row + "\n",
		}
	}
	var held, clean []string
	for _, c := range [][2]string{
		{"| Severity | Count |\n|---|---|", "| Blockers | 1 |"},
		{"| Type | Count |\n|---|---|", "| Critical | 1 |"},
		{"| Metric | Value |\n|---|---|", "| Critical | 1 |"},
		{"| Metric | Value |\n|---|---|", "| Open blockers | 1 |"},
		{"| Metric | Value |\n|---|---|", "| Blocking issues | 2 |"},
		{"| Grade | Count |\n|---|---|", "| P0 | 1 |"},
		{"| Grade | Count |\n|---|---|", "| Critical | two |"},
		{"| Category | Status |\n|---|---|", "| Blockers | 1 |"},
		{"| Check | Result |\n|---|---|", "| Critical issues | 1 |"},
		{"| Severity | Open | Fixed |\n|---|---|---|", "| Critical | 3 | 0 |"},
		{"| Severity | Before | After |\n|---|---|---|", "| Critical | 0 | 2 |"},
		{"| Severity | Round 1 | Round 2 |\n|---|---|---|", "| Critical | 0 | 3 |"},
		{"| Severity | Found | Fixed | New |\n|---|---|---|---|", "| Critical | 2 | 2 | 1 |"},
		{"| Severity | Found | Fixed | Reopened |\n|---|---|---|---|", "| Critical | 2 | 2 | 1 |"},
		{"| Severity | Open | Fixed |\n|---|---|---|", "| Critical |"},
		{"| Finding | Blocks merge |\n|---|---|", "| Token leak in auth.go | ✅ nothing else can ship until fixed |"},
		{"| Metric | Value |\n|---|---|", "| Blockers | 🔴 1 |"},
		{"| Metric | Value |\n|---|---|", "| Blockers | (1) |"},
		{"| Metric | Value |\n|---|---|", "| Blockers | 0 — but the token leak is still open |"},
		{"| Metric | Value |\n|---|---|", "| Blockers | 0 of 2 fixed |"},
		{"| Metric | Value |\n|---|---|", "| Blockers | none fixed |"},
		{"| Metric | Value |\n|---|---|", "| Blockers | zero fixed, 2 open |"},
		{"| Severity | Not open | Open |\n|---|---|---|", "| Critical | 0 | 2 |"},
		{"| Severity | Open before | Open after |\n|---|---|---|", "| Critical | 0 | 2 |"},
		{"| Severity | Initially open | Still open |\n|---|---|---|", "| Critical | 0 | 2 |"},
		{"| Severity | Open | Open (new) |\n|---|---|---|", "| Critical | 0 | 1 |"},
		{"| Severity | Found | Fixed |\n|---|---|---|", "| Critical | 3 | 2 |"},
		{"| Severity | Found | Fixed | Open |\n|---|---|---|---|", "| Critical | 3 | 2 | 1 |"},
		{"| Severity | Count | Notes |\n|---|---|---|", "| Blockers | 2 | token, race |"},
		{"| Aspect | Original Review | Final Review |\n|---|---|---|", "| Critical Issues | 0 | 3 blocking issues |"},
		{"| Severity | Count " + strings.Repeat("in a long column name ", 3) + "| Open " + strings.Repeat("in a long column name ", 3) + "|\n|---|---|---|", "| Blockers | 0 | 2 |"},
	} {
		held = append(held, table(c[0], c[1])...)
	}
	for _, c := range [][2]string{
		{"| Severity | Count |\n|---|---|", "| Blockers | 0 |"},
		{"| Metric | Value |\n|---|---|", "| Blockers | none |"},
		{"| Metric | Value |\n|---|---|", "| Blockers fixed | 2 |"},
		{"| Metric | Value |\n|---|---|", "| Fixed blockers | 2 |"},
		{"| Metric | Value |\n|---|---|", "| High-risk files | 3 |"},
		{"| Metric | Value |\n|---|---|", "| Critical path tests | 3 |"},
		{"| Severity | Found | Fixed | Open |\n|---|---|---|---|", "| Critical | 3 | 3 | 0 |"},
		{"| Severity | Found | Fixed |\n|---|---|---|", "| Critical | 3 | 3 |"},
		{"| Severity | Open | Fixed |\n|---|---|---|", "| Critical | 0 | 3 |"},
		{"| Severity | Before | After |\n|---|---|---|", "| Critical | 3 | 0 |"},
		{"| Severity | Count | Notes |\n|---|---|---|", "| Blockers | 0 | all fixed |"},
		{"| Aspect | Original Review | Final Review |\n|---|---|---|", "| Critical Issues | 3 blocking issues | 0 - All resolved |"},
		{"| Metric | Value |\n|---|---|", "| Blockers | 3 — all fixed in 3f2a1c |"},
		{"| Severity | Round 1 | Round 2 |\n|---|---|---|", "| Critical | 2 | 0 |"},
		{"| Severity | R1 | R2 | R3 |\n|---|---|---|---|", "| Critical | 3 | 1 | 0 |"},
		{"| Severity | Previous review | This review |\n|---|---|---|", "| Critical | 2 | 0 |"},
		{"| Grade | Rank |\n|---|---|", "| Blocker | 1 |"},
		{"| Severity | Total | Fixed | Verified |\n|---|---|---|---|", "| Critical | 2 | 2 | 2 |"},
		{"| Grade | Score |\n|---|---|", "| Critical | 4 |"},
	} {
		clean = append(clean, table(c[0], c[1])...)
	}
	expectEachPreset(t, heads, held, clean, "a counted blocking grade passes")
}

// TestCountRowLabelThatCounts: a grade's label that holds a count of its
// own (`Critical (1 regressed since)`) is not settled by the header's
// count of nought beside it, where the dialect reads the row by its
// severity column.
func TestCountRowLabelThatCounts(t *testing.T) {
	heads := presetHeads()
	delete(heads, "default")
	delete(heads, "gates")
	held := []string{
		"## Summary\n\nok\n\n| Severity | Found | Fixed |\n|---|---|---|\n| Critical (1 regressed since) | 2 | 2 |\n",
	}
	clean := []string{
		"## Summary\n\nok\n\n| Severity | Found | Fixed |\n|---|---|---|\n| Critical | 2 | 2 |\n",
	}
	expectEachPreset(t, heads, held, clean, "a label's own open count passes")
}
