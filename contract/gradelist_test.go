package contract

import "testing"

// TestGradeListRow: a finding listed under a blocking grade named as a
// list is (`| Severity | Finding |` over `| Blockers | token leak |`)
// is an open blocking finding, in every preset and through both
// parsers; a finding cell that counts, says none, is struck whole or
// says it was dealt with lists nothing open.
func TestGradeListRow(t *testing.T) {
	const head = "| Severity | Finding |\n|---|---|"
	var heldRows, cleanRows [][2]string
	for _, v := range []string{"token leak", "the token leaks into the logs", "**token leak** in auth.go", "token leak (fix pending)"} {
		heldRows = append(heldRows, [2]string{head, "| Blockers | " + v + " |"})
	}
	heldRows = append(heldRows,
		[2]string{"| Severity | Issue | File |\n|---|---|---|", "| Critical issues | token leak | auth.go |"},
		[2]string{"| # | Severity | Finding |\n|---|---|---|", "| 1 | Blockers | token leak |"},
		[2]string{"| Finding | Severity |\n|---|---|", "| token leak | Blockers |"},
	)
	for _, v := range []string{
		"none", "—", "0", "None found", "token leak (fixed in 3f2a1c)", "~~token leak~~",
		"token leak ✅ RESOLVED", "token leak — resolved in 3f2a1c", "Nothing — all clear", "no blockers",
		"token leak ✅", "token leak: fixed", "Fixed: token leak", "token leak [fixed]", "(fixed) token leak",
		"Fixed", "Resolved", "(false positive)", "(withdrawn)", "(not reproducible)", "All clear", "nil",
		"Nothing found", "✅ token leak fixed", "token leak (invalid)", "token leak (duplicate)",
	} {
		cleanRows = append(cleanRows, [2]string{head, "| Blockers | " + v + " |"})
	}
	cleanRows = append(cleanRows,
		[2]string{"| Severity | Finding | Status |\n|---|---|---|", "| Blockers | token leak | Fixed |"},
		[2]string{"| Severity | Findings |\n|---|---|", "| Minors | typo in the docs |"},
		[2]string{"| Severity | Finding | ~~Status~~ |\n|---|---|---|", "| Blockers | token leak | Fixed |"},
		[2]string{"| Round | Severity | Count |\n|---|---|---|", "| 1 | Blockers | 2 |\n| 2 | Blockers | 0 |"},
		[2]string{"| Round | Severity | Finding |\n|---|---|---|", "| 1 | Blockers | token leak |\n| 2 | Blockers | none |"},
	)
	for _, c := range [][2]string{
		{"Fixed?", "✅"}, {"Fixed", "✅"}, {"Notes", "Fixed in 3f2a1c, verified"}, {"Comment", "resolved"},
		{"Fixed in", "3f2a1c"}, {"Done", "✅"}, {"Disposition", "Resolved"}, {"Verified", "✅ fixed"},
		{"Addressed?", "Yes"}, {"Resolved?", "Yes"}, {"Fix", "3f2a1c"}, {"Action", "Fixed in 3f2a1c"},
		{"Round 2", "Fixed"}, {"Outcome", "Fixed"}, {"Commit", "fixed in 3f2a1c"},
	} {
		cleanRows = append(cleanRows, [2]string{"| Severity | Finding | " + c[0] + " |\n|---|---|---|", "| Blockers | token leak | " + c[1] + " |"})
	}
	heldRows = append(heldRows,
		[2]string{"| Severity | Finding | Status |\n|---|---|---|", "| Blockers | token leak | Open |"},
		[2]string{"| Severity | Finding | Notes |\n|---|---|---|", "| Blockers | token leak | |"},
		[2]string{"| Severity | Finding |\n|---|---|", "| Blockers | token leak, not fixed |"},
		// A label word inside the finding's own words describes it; a
		// fix still owed, a No under Fixed? or an owner settles nothing.
		[2]string{"| Severity | Finding |\n|---|---|", "| Blockers | Nil pointer dereference in parser |"},
		[2]string{"| Severity | Finding |\n|---|---|", "| Blockers | Invalid input crashes the parser |"},
		[2]string{"| Severity | Finding |\n|---|---|", "| Blockers | Duplicate charge on retry |"},
		[2]string{"| Severity | Finding |\n|---|---|", "| Blockers | Token leak must be fixed |"},
		[2]string{"| Severity | Finding |\n|---|---|", "| Blockers | Token leak, won't be fixed |"},
		[2]string{"| Severity | Finding | Fixed? |\n|---|---|---|", "| Blockers | token leak | No |"},
		[2]string{"| Severity | Finding | Owner |\n|---|---|---|", "| Blockers | token leak | alice |"},
		// A settling word the rest of the cell doubts settles nothing.
		[2]string{"| Severity | Finding |\n|---|---|", "| Blockers | token leak (fixed in next PR) |"},
		[2]string{"| Severity | Finding |\n|---|---|", "| Blockers | token leak: fixed? no |"},
		[2]string{"| Severity | Finding |\n|---|---|", "| Blockers | token leak ✅ fixed? |"},
	)
	expectEachPreset(t, presetHeads(), countTables(heldRows), countTables(cleanRows), "a finding listed under a blocking grade passes")
}
