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

// TestEveryRuleHasCases holds each rule to a case that breaks it and one
// that keeps it, in testdata/rules/RULE.
func TestEveryRuleHasCases(t *testing.T) {
	for _, r := range Rules {
		paths, err := ruletest.Paths("testdata/rules/" + r.ID)
		if err != nil {
			t.Fatal(err)
		}
		var breaks, keeps int
		for _, p := range paths {
			c, err := ruletest.Load(p)
			if err != nil {
				t.Fatal(err)
			}
			if c.Expects()[r.ID] {
				breaks++
			} else {
				keeps++
			}
		}
		if breaks == 0 || keeps == 0 {
			t.Errorf("%s: %d cases break it, %d keep it; it needs one of each", r.ID, breaks, keeps)
		}
	}
}
