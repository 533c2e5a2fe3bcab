package prompt

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/catalog"
)

// TestEveryReportRuleIsDescribed pins the text to the rule table: a report
// rule added to the contract without appearing here fails the build.
func TestEveryReportRuleIsDescribed(t *testing.T) {
	text := Text()
	n := 0
	for _, r := range catalog.All() {
		if r.Kind != "report" {
			continue
		}
		n++
		if !strings.Contains(text, "`"+r.ID+"`") || !strings.Contains(text, r.Summary) || !strings.Contains(text, r.Doc) {
			t.Errorf("rule %s is not described (id, summary and doc)", r.ID)
		}
	}
	if n != len(contract.Rules) {
		t.Errorf("%d report rules in the catalog, %d in contract.Rules", n, len(contract.Rules))
	}
}

func TestExactSpellings(t *testing.T) {
	text := Text()
	for _, s := range []string{
		contract.StatusVerified, contract.StatusAccepted, contract.StatusNotCheck,
		contract.EvidenceStart, contract.EvidenceEnd,
		": FAIL — ", ": NOTE — ", "Verdict: PASS", "sha: ", "environment: ", "command: ", "result: ",
	} {
		if !strings.Contains(text, s) {
			t.Errorf("the contract text lacks %q", s)
		}
	}
}

// TestSkeletonIsAValidReport: the shape the text shows, filled in, passes
// the contract, so following it cannot produce a refused report.
func TestSkeletonIsAValidReport(t *testing.T) {
	report := strings.Join([]string{
		"# Review of the parser",
		"## Coverage statement",
		"- the parser rejects empty input: " + contract.StatusVerified,
		"## Findings",
		"- the README is stale: NOTE — the README is not part of this change",
		"## Verdict reason",
		"Nothing blocks it; the NOTE is outside this change.",
		"Verdict: PASS",
	}, "\n\n")
	if ds := contract.Lint([]byte(report), contract.Options{Known: catalog.Known}); len(ds) != 0 {
		t.Errorf("a report in the documented shape is refused: %v", ds)
	}
}
