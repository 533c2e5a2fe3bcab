package contract

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// A dialect's word spelled with a slash (MUST/FIX, N/A) is read where a
// report writes it so: a blocking MUST/FIX beside an approval is a
// mismatch, and an N/A coverage status is a status. Before, neither was
// read, and the refusal asked for the very text the report held.
func TestSlashedDialectWordsAreRead(t *testing.T) {
	p, _ := PresetNamed("approvals")
	spec := p.Spec.Clone()
	spec.Findings.Fail = []string{"MUST/FIX", "MAJOR"}
	d := MustDialect(spec)
	doc := "# Review of x\n\n## Verdict: APPROVED\n\n## Summary\nok\n\n## Findings\n- token leak: MUST/FIX — the token is logged\n"
	if rules := ruleList(Lint([]byte(doc), Options{Dialect: d})); rules != "verdict-finding-mismatch" {
		t.Errorf("approved beside MUST/FIX: rules %q, want verdict-finding-mismatch", rules)
	}
	blocked := strings.Replace(doc, "APPROVED", "CHANGES REQUESTED", 1)
	if rules := ruleList(Lint([]byte(blocked), Options{Dialect: d})); rules != "" {
		t.Errorf("changes requested for MUST/FIX: rules %q, want none", rules)
	}

	p, _ = PresetNamed("severity-table")
	spec = p.Spec.Clone()
	spec.Coverage.NotChecked = []string{"N/A", "NOT CHECKED"}
	d = MustDialect(spec)
	doc = "# Review of x\n\n## Verdict: APPROVE\n\n## Summary\nok\n\n## Acceptance criteria\n- builds: SATISFIED\n- perf: N/A\n\n## Findings\n\nNone\n"
	if rules := ruleList(Lint([]byte(doc), Options{Dialect: d})); rules != "" {
		t.Errorf("an N/A status: rules %q, want none", rules)
	}
	if rules := ruleList(Lint([]byte(strings.Replace(doc, "N/A", "N/", 1)), Options{Dialect: d})); rules != "coverage-malformed" {
		t.Errorf("a broken N/A: rules %q, want coverage-malformed", rules)
	}
}

func ruleList(ds []diag.Diagnostic) string {
	var rules []string
	for _, d := range ds {
		rules = append(rules, d.Rule)
	}
	return strings.Join(rules, " ")
}
