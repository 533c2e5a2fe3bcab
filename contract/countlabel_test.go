package contract

import "testing"

// countTables are the reports of tails under a Summary heading, each
// also followed by an indented line, which the fast path leaves to the
// full parser: both readings of a table are tried.
func countTables(tails [][2]string) []string {
	var out []string
	for _, c := range tails {
		body := "## Summary\n\nok\n\n" + c[0] + "\n" + c[1] + "\n"
		out = append(out, body, body+"\n\n\ttab line\n")
	}
	return out
}

// TestCountRowGradePastNumber: a count table whose grade stands past a
// cell that numbers the row (`| # | Severity | Count |` over `| 1 |
// Blockers | 2 |`), under a column named for grades, or alone in its
// cell, counts the grade as though it stood first, in every preset; a
// column before it counts only where its header names a count, and past
// a cell that does not number the row only a column named for a count
// is read (`| auth | Critical | 12 |` under `| Area | Risk | Tests |`).
func TestCountRowGradePastNumber(t *testing.T) {
	held := countTables([][2]string{
		{"| # | Severity | Count |\n|---|---|---|", "| 1 | Blockers | 2 |"},
		{"| No. | Grade | Open |\n|---|---|---|", "| 2 | Critical | 1 |"},
		{"| ID | Grade | Open |\n|---|---|---|", "| 2 | Blocker | 1 |"},
		{"| ID | Category | Qty |\n|---|---|---|", "| R-1 | Blockers | 2 |"},
		{"| No. | Type | Count |\n|---|---|---|", "| 1. | Critical issues | 2 |"},
		{"| # | Metric | Value |\n|---|---|---|", "| 1 | Open blockers | 2 |"},
		{"| # | Severity | Count |\n|---|---|---|", "| 1 | **Blockers** | 2 |"},
		{"| # | Severity | Count |\n|---|---|---|", "| 1 | 🔴 Blockers | 2 |"},
		{"| # | Severity | Count |\n|---|---|---|", "| 1 | (Blockers) | 2 |"},
		{"| # | Severity | Count |\n|---|---|---|", "| 1 | Blockers | two |"},
		{"| # | Severity | Round 1 | Round 2 |\n|---|---|---|---|", "| 1 | Blockers | 0 | 2 |"},
		{"| Area | Notes | What | Count |\n|---|---|---|---|", "| auth | token | Blockers | 2 |"},
		{"| Qty | Category |\n|---|---|", "| 2 | Blockers |"},
		{"| Area | Qty | Severity |\n|---|---|---|", "| auth | 2 | Blockers |"},
		{"| Area | Metric | Value |\n|---|---|---|", "| auth | Open blockers | 2 |"},
	})
	clean := countTables([][2]string{
		{"| # | Severity | Count |\n|---|---|---|", "| 1 | Blockers | 0 |"},
		{"| # | Finding | Severity |\n|---|---|---|", "| 1 | typo in docs | Minor |"},
		{"| # | File | Lines |\n|---|---|---|", "| 1 | critical.go | 20 |"},
		{"| File | Lines | Status |\n|---|---|---|", "| contract/countrow.go | 285 | reviewed |"},
		{"| # | Grade | Weight |\n|---|---|---|", "| 1 | Blocker | 10 |"},
		{"| Round | Grade | Open |\n|---|---|---|", "| 2 | Critical | 0 |"},
		// Rows of rounds are the review's history: the last alone says
		// what is open now.
		{"| Round | Severity | Count |\n|---|---|---|", "| 1 | Blockers | 2 |\n| 2 | Blockers | 0 |"},
		{"| Date | Severity | Count |\n|---|---|---|", "| 2026-05-01 | Blockers | 2 |\n| 2026-05-03 | Blockers | 0 |"},
		{"| # | Severity | Open | Fixed |\n|---|---|---|---|", "| 1 | Blockers | 0 | 2 |"},
		{"| # | Severity | Round 1 | Round 2 |\n|---|---|---|---|", "| 1 | Blockers | 2 | 0 |"},
		{"| Qty | Category |\n|---|---|", "| 0 | Blockers |"},
		{"| ID | Category | Qty |\n|---|---|---|", "| R-1 | Blockers | 0 |"},
		{"| Step | Action | Duration |\n|---|---|---|", "| 1 | Blocker triage | 2 |"},
		{"| Area | Risk | Tests |\n|---|---|---|", "| auth | Critical | 12 |"},
		{"| Area | Impact | Files |\n|---|---|---|", "| auth | Critical | 3 |"},
		{"| Module | Risk level | Tests added |\n|---|---|---|", "| auth | Critical | 5 |"},
		{"| Metric | Before | After | Change |\n|---|---|---|---|", "| Maintenance burden | High | Low | -75% |"},
		{"| Metric | Before | After |\n|---|---|---|", "| Risk | Critical | Minor |"},
	})
	expectEachPreset(t, presetHeads(), held, clean, "a count of a grade past the row's number passes")
}

// TestCountRowNoteStillOpen: a cell of a count row that itself counts
// the grade still open (`2 still open`, `Open: 2`) takes back a count of
// nought beside it, in every preset; a note that says they were dealt
// with, none, or anything else leaves the count.
func TestCountRowNoteStillOpen(t *testing.T) {
	const head = "| Severity | Count | Note |\n|---|---|---|"
	var heldRows, cleanRows [][2]string
	for _, note := range []string{
		"2 still open", "still open", "2 open", "2 remain", "two outstanding", "still unresolved",
		"**2 still open**", "Open: 2", "1 fixed, 1 still open", "2 open (token leak, race)", "2 open blockers",
		"but 2 are still open", "But two remain open", "though 1 is still unresolved",
	} {
		heldRows = append(heldRows, [2]string{head, "| Blockers | 0 | " + note + " |"})
	}
	heldRows = append(heldRows,
		[2]string{head, "| Blockers | — | 2 still open |"},
		[2]string{head, "| Blockers | none | two still open |"},
		[2]string{"| # | Severity | Count | Note |\n|---|---|---|---|", "| 1 | Blockers | 0 | 2 still open |"},
		[2]string{"| Severity | Fixed |\n|---|---|", "| Blockers | 3 (1 still open) |"},
		[2]string{"| Severity | Count | Notes |\n|---|---|---|", "| Blockers | 0 | but 2 are still open |"},
		[2]string{"| Metric | Value | Notes |\n|---|---|---|", "| Blockers | 0 | but 2 are still open |"},
	)
	for _, note := range []string{
		"all 2 fixed", "none", "all fixed", "see below", "ok", "0 still open", "none still open", "open",
		"2 open questions for later", "2 fixed, none open", "was 2, all fixed", "2 new tests added",
		"2 were fixed in round 1", "but 2 were fixed in round 1", "but none are still open", "but 2 open questions remain",
	} {
		cleanRows = append(cleanRows, [2]string{head, "| Blockers | 0 | " + note + " |"})
	}
	expectEachPreset(t, presetHeads(), countTables(heldRows), countTables(cleanRows), "a note of a grade still open beside a nought passes")
}

// TestCountCellLabel: a cell that labels a blocking grade with its count
// (`Blockers: 2`, `2 blockers`) reads as the same line would, in every
// preset: a count above nought is a finding, and a count of none, or
// one all dealt with, is none; a later cell of the same grade stands
// for it, as rounds run left to right.
func TestCountCellLabel(t *testing.T) {
	const head = "| Summary | Notes |\n|---|---|"
	var heldRows, cleanRows [][2]string
	for _, c := range []string{
		"Blockers: 2", "**Blockers:** 2", "Blockers — 2", "Open blockers: 2", "Critical issues found: 2",
		"2 blockers", "**2 blockers**", "1 open critical issue (token leak)", "3 critical issues found", "2 blockers remaining",
	} {
		heldRows = append(heldRows, [2]string{head, "| " + c + " | see below |"})
	}
	heldRows = append(heldRows,
		[2]string{"| Area | Status |\n|---|---|", "| auth | Blockers: 2 |"},
		[2]string{"| Summary |\n|---|", "| Blockers: 2 |"},
		[2]string{"| Metric | Round 1 | Round 2 |\n|---|---|---|", "| Issues | Blockers: 0 | Blockers: 2 |"},
	)
	for _, c := range []string{
		"Blockers: 0", "Blockers: none", "Blockers: 3 — all fixed in 3f2a1c", "0 blockers",
		"2 blockers, all fixed", "2 blockers fixed", "2 critical path tests",
	} {
		cleanRows = append(cleanRows, [2]string{head, "| " + c + " | ok |"})
	}
	cleanRows = append(cleanRows,
		[2]string{"| Metric | Round 1 | Round 2 |\n|---|---|---|", "| Issues | Blockers: 3 | Blockers: 0 |"},
		[2]string{"| Category | Status | Critical Issues | Business Impact |\n|---|---|---|---|", "| 1. Project Setup | ✅ PASS | 0 | High - Solid foundation |"},
	)
	expectEachPreset(t, presetHeads(), countTables(heldRows), countTables(cleanRows), "a cell's label of a counted grade passes")
}
