package contract

import "testing"

// TestSeverityColumnsAtWorst: a findings row with two severity columns
// shows a reader both grades, and a blocking one beside an approval is a
// contradiction whichever column holds it.
func TestSeverityColumnsAtWorst(t *testing.T) {
	heads := map[string]string{
		"approvals":      "## Verdict: APPROVED\n\n## Summary\nok\n\n## Findings\n\n",
		"severity-table": "**Verdict:** APPROVE\n\n## Findings\n\n",
	}
	blocking := []string{
		"| Finding | Severity | Priority |\n|---|---|---|\n| the migration drops a column | Minor | Critical |\n",
		"| Finding | Priority | Severity |\n|---|---|---|\n| the migration drops a column | Low | Blocker |\n",
		"| Severity | Finding | Severity |\n|---|---|---|\n| Minor | the migration drops a column | Critical |\n",
	}
	clean := []string{
		"| Finding | Severity | Priority |\n|---|---|---|\n| the log repeats | Minor | Low |\n",
	}
	expectEachPreset(t, heads, blocking, clean, "a blocking grade in a second severity column passes")
}

// TestSeverityColumnInAnyDialect: a dialect that names its own severity
// columns (Impact) still reads a Severity column as a reader does, so a
// blocking grade there beside an approval is a contradiction.
func TestSeverityColumnInAnyDialect(t *testing.T) {
	docs := map[string]string{
		"approvals":      "## Verdict: APPROVED\n\n## Summary\nok\n\n## Findings\n\n| Severity | Finding | Impact |\n|---|---|---|\n| Critical | the migration drops a column | Low |\n",
		"severity-table": "**Verdict:** APPROVE\n\n## Findings\n\n| Finding | Impact | Severity |\n|---|---|---|\n| the migration drops a column | Low | Blocker |\n",
	}
	for name, doc := range docs {
		spec := mustPreset(t, name).Spec.Clone()
		spec.Findings.SeverityColumns = []string{"Impact"}
		if ds := Lint([]byte(doc), Options{Dialect: MustDialect(spec)}); countRule(ds, RuleVerdictFindingMismatch) == 0 {
			t.Errorf("%s with an Impact column: a Severity column's blocking grade passes: %v", name, ds)
		}
	}
}
