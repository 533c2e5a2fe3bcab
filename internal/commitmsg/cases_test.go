package commitmsg_test

import (
	"flag"
	"testing"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/commitmsg"
	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/ruletest"
)

// messageFile names the commit message in a case archive; every other file
// of the archive is a report the commit adds or changes.
const messageFile = "COMMIT_EDITMSG"

// -update makes ruletest.Run rewrite the want markers from what is reported.
var _ = flag.Bool("update", false, "rewrite the want markers of the cases in testdata")

// TestRuleCases checks each testdata/rules/RULE/*.txtar: a commit message
// under the default policy, with the reports the commit holds. A report's
// verdict is read as the hooks and check read it.
func TestRuleCases(t *testing.T) {
	ruletest.Run(t, "testdata/rules", func(t *testing.T, c *ruletest.Case) []diag.Diagnostic {
		msg, ok := c.Lookup(messageFile)
		if !ok {
			t.Fatalf("the case holds no %s", messageFile)
		}
		facts := commitmsg.Facts{InCommit: func(p string) bool {
			_, ok := c.Lookup(p)
			return ok && p != messageFile
		}}
		for _, f := range c.Files {
			if f.Name != messageFile {
				verdict, _ := contract.ReportVerdict(f.Data, nil)
				facts.StagedReports = append(facts.StagedReports, commitmsg.Report{Path: f.Name, Verdict: verdict})
			}
		}
		return commitmsg.Check(messageFile, commitmsg.Parse(msg, "#"), commitmsg.DefaultPolicy(), facts)
	})
}
