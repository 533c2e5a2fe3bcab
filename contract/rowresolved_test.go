package contract

import (
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// TestResolvedRowIsSettled: a row of a severity table whose status cell
// says its issue is fixed, resolved or addressed is settled, and blocks
// no approval; one whose status doubts, denies, defers or limits that,
// or says it only in struck-through words, still blocks. Checked in
// every dialect that reads such a table as findings (at least two).
func TestResolvedRowIsSettled(t *testing.T) {
	const doc = "{V}: {P}\n\n{BASE}\n## Issues from the first review\n\n| Issue | Severity | Status |\n|---|---|---|\n| the migration drops a column | Critical | STATUS |\n"
	clean := []string{"Resolved (Step 5)", "Fixed", "**Addressed** in step 3", "resolved", "✅ Resolved"}
	open := []string{"Open", "Partially resolved", "Not resolved", "Resolved?", "Resolved later", "Fixed ❌",
		"Resolved except the rollback", "~~Resolved~~ Open", "Unresolved", "Resolved: no", "To be fixed", "Fixed, but reopened", "❌ Resolved", "⚠️ Fixed"}
	tried := 0
	for _, td := range trustDialects(t) {
		in := func(status string) string { return td.in(strings.ReplaceAll(doc, "STATUS", status)) }
		if errs := lintErrors(in("Open"), td.d); countRule(errs, RuleVerdictFindingMismatch) == 0 {
			continue // a dialect that reads no severity table here
		}
		tried++
		for _, s := range clean {
			// The default asks for a findings section the template
			// lacks; that is not what is read here.
			errs := slices.DeleteFunc(lintErrors(in(s), td.d), func(x diag.Diagnostic) bool { return x.Rule == RuleFindingsMissing })
			if len(errs) > 0 {
				t.Errorf("%s: %q refused: %v\n%s", td.name, s, errs, in(s))
			}
		}
		for _, s := range open {
			if errs := lintErrors(in(s), td.d); countRule(errs, RuleVerdictFindingMismatch) == 0 {
				t.Errorf("%s: %q not refused: %v\n%s", td.name, s, errs, in(s))
			}
		}
	}
	if tried < 2 {
		t.Fatalf("%d dialects read the table, want at least 2", tried)
	}
}
