package verdict

import (
	"flag"
	"testing"

	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/ruletest"
)

// -update makes ruletest.Run rewrite the want markers from what Lint reports.
var _ = flag.Bool("update", false, "rewrite the want markers of the cases in testdata")

// TestRuleCases lints each case under testdata/rules (the cases of one
// rule each) and testdata/cases (realistic agent output) and compares the
// diagnostics with the want markers on their lines. Every diagnostic
// carries its rule's default severity.
func TestRuleCases(t *testing.T) {
	for _, dir := range []string{"testdata/rules", "testdata/cases"} {
		ruletest.Run(t, dir, func(t *testing.T, c *ruletest.Case) []diag.Diagnostic {
			ds := Lint(c.Files[0].Data)
			for _, d := range ds {
				if d.Severity != ruleSeverity(d.Rule) {
					t.Errorf("%d:%d: %s has severity %s, not its default", d.Line, d.Column, d.Rule, d.Severity)
				}
			}
			return ds
		})
	}
}
