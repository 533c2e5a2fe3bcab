package contract

import (
	"flag"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/ruletest"
)

// -update makes ruletest.Run rewrite the want markers from what Lint reports.
var _ = flag.Bool("update", false, "rewrite the want markers of the cases in testdata")

// reviewedSHA is the commit the cases are reviewed at, for evidence-stale.
const reviewedSHA = "0123456789abcdef0123456789abcdef01234567"

// TestRuleCases lints each case under testdata/rules (the cases of one
// rule each) and testdata/cases (the reader's) and compares the
// diagnostics with the want markers on their lines.
func TestRuleCases(t *testing.T) {
	for _, dir := range []string{"testdata/rules", "testdata/cases"} {
		ruletest.Run(t, dir, lintCase)
	}
}

func lintCase(t *testing.T, c *ruletest.Case) []diag.Diagnostic {
	opts := Options{SHA: reviewedSHA}
	if strings.Contains(c.Path, "/"+RuleInlineDisableRefused+"/") {
		opts.Directives = DirectivesNamedOnly // the cases of the policy rule lint under it
	}
	return Lint(c.Files[0].Data, opts)
}
