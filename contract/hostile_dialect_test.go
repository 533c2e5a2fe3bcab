package contract

import (
	"strings"
	"testing"
)

// TestHostileDialectReports lints, under a preset (or a preset changed
// as a team could change it), reports that a reader of GitHub's
// rendering reads as failing, or as a passing verdict beside a blocking
// finding, and wants the rule that says so.
func TestHostileDialectReports(t *testing.T) {
	cases := []struct {
		name, preset string
		edit         func(*DialectSpec)
		doc, want    string
	}{
		{
			name: "severity-first bullet under an unknown heading", preset: "approvals",
			doc:  "## Verdict: APPROVED\n\n## Summary\nok\n\n## Problems\n\n- **Critical**: the migration drops a column\n",
			want: RuleVerdictFindingMismatch,
		},
		{
			name: "severity-first bullet under no heading", preset: "approvals",
			doc:  "## Verdict: APPROVED\n\n- **Critical**: the migration drops a column\n",
			want: RuleVerdictFindingMismatch,
		},
		{
			name: "severity-first bullet after Findings: None", preset: "approvals",
			doc:  "## Verdict: APPROVED\n\n## Findings\nNone.\n\n## Appendix\n\n- **Blocker**: the migration drops a column\n",
			want: RuleVerdictFindingMismatch,
		},
		{
			name: "findings under a heading naming summary and findings", preset: "approvals",
			doc:  "## Verdict: APPROVED\n\n## Summary and Findings\n\n- **Critical**: the migration drops a column\n",
			want: RuleVerdictFindingMismatch,
		},
		{
			name: "severity table under no findings heading", preset: "severity-table",
			doc:  "**Verdict:** APPROVE\n\n| Severity | Finding |\n|---|---|\n| Critical | the migration drops a column |\n",
			want: RuleVerdictFindingMismatch,
		},
		{
			name: "gate FAIL line under no heading", preset: "gates",
			doc:  "**Verdict: PASS**\n\n- Spec compliance: FAIL — a requirement is missing\n",
			want: RuleVerdictFindingMismatch,
		},
		{
			name: "FAIL alone on a line where the dialect takes no word", preset: "gates",
			doc:  "**Verdict: PASS**\n\n## Gate results\n- Spec: PASS — ok\n\nFAIL\n",
			want: RuleVerdictConflict,
		},
		{
			name: "verdict in a sentence where the dialect takes none", preset: "approvals",
			doc:  "## Verdict: APPROVED\n\n## Summary\nReview complete — verdict **CHANGES REQUESTED**, two blockers.\n",
			want: RuleVerdictConflict,
		},
		{
			name: "a verdict line that goes on to the other side", preset: "approvals",
			doc:  "## Verdict: APPROVED, not really — CHANGES REQUESTED\n\n## Summary\nok\n",
			want: RuleVerdictConflict,
		},
		{
			// U+2011 joins words as a hyphen does on the page:
			// APPROVED‑WITH‑CHANGES is no more APPROVED than
			// APPROVED_WITH_NOTES is.
			name: "a pass word joined by a non-breaking hyphen", preset: "approvals",
			doc:  "## Verdict: APPROVED\u2011WITH\u2011CHANGES\n\n## Summary\nok\n",
			want: RuleVerdictMissing,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, ok := PresetNamed(c.preset)
			if !ok {
				t.Fatalf("no preset %q", c.preset)
			}
			spec := p.Spec.Clone()
			if c.edit != nil {
				c.edit(&spec)
			}
			d, err := NewDialect(spec)
			if err != nil {
				t.Fatal(err)
			}
			ds := Lint([]byte(c.doc), Options{Dialect: d})
			if countRule(ds, c.want) == 0 {
				t.Errorf("want %s, got %v\n%s", c.want, ds, strings.TrimSpace(c.doc))
			}
		})
	}
}
