package contract

import (
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/renderoracle"
)

// TestDirectivePolicy lints one report that disables rules two ways under
// each policy: what is refused is reported and silences nothing.
func TestDirectivePolicy(t *testing.T) {
	report := []byte(`<!-- reviewlint-disable verdict-finding-mismatch -->
<!-- reviewlint-disable -->
# Review

## Findings
- the parser crashes on empty input: FAIL — it contradicts the tests

Verdict: PASS
`)
	tests := []struct {
		policy DirectivePolicy
		want   []string
	}{
		{DirectivesAllowed, nil},
		{DirectivesNamedOnly, []string{"2:" + RuleInlineDisableRefused, "1:" + RuleCoverageMissing,
			"1:" + RuleVerdictReasonMissing}},
		{DirectivesRefused, []string{"1:" + RuleInlineDisableRefused, "2:" + RuleInlineDisableRefused,
			"1:" + RuleCoverageMissing, "1:" + RuleVerdictReasonMissing, "6:" + RuleVerdictFindingMismatch}},
	}
	for _, tt := range tests {
		var got []string
		for _, d := range Lint(report, Options{Directives: tt.policy}) {
			got = append(got, itoa(d.Line)+":"+d.Rule)
		}
		slices.Sort(got)
		slices.Sort(tt.want)
		if !slices.Equal(got, tt.want) {
			t.Errorf("policy %d: got %v, want %v", tt.policy, got, tt.want)
		}
	}
}

func itoa(n int) string {
	s := ""
	for {
		s = string(rune('0'+n%10)) + s
		if n /= 10; n == 0 {
			return s
		}
	}
}

// TestRefusalsAreNotDisableable: render-ambiguous and report-too-complex
// refuse a report the linter cannot read as a person sees it. The
// report's author cannot switch that off with a comment, under any
// policy: a comment that names them is itself refused, and a blanket one
// silences every rule but them.
func TestRefusalsAreNotDisableable(t *testing.T) {
	hidden := "<details>\nVerdict: FAIL\n</details>\n"
	for _, comment := range []string{
		"<!-- reviewlint-disable render-ambiguous -->\n",
		"<!-- reviewlint-disable render-ambiguous,coverage-missing -->\n",
		"<!-- reviewlint-disable -->\n",
		"<!-- reviewlint-disable-next-line render-ambiguous -->\n",
		"<!-- reviewlint-disable-next-line -->\n",
	} {
		report := []byte(strings.Replace(renderoracle.BasePassReport, "## Findings", comment+hidden+"\n## Findings", 1))
		for _, policy := range []DirectivePolicy{DirectivesAllowed, DirectivesNamedOnly, DirectivesRefused} {
			ds := Lint(report, Options{Directives: policy})
			if countRule(ds, RuleRenderAmbiguous) == 0 {
				t.Errorf("policy %d, %q silences %s: %v", policy, comment, RuleRenderAmbiguous, ds)
			}
			if strings.Contains(comment, "render-ambiguous") && countRule(ds, RuleInlineDisableRefused) == 0 {
				t.Errorf("policy %d, %q is not refused: %v", policy, comment, ds)
			}
			if strings.Contains(comment, "coverage-missing") && policy == DirectivesAllowed && countRule(ds, RuleCoverageMissing) > 0 {
				t.Errorf("policy %d, %q no longer disables the other rule it names: %v", policy, comment, ds)
			}
		}
	}
	tooComplex := []byte("<!-- reviewlint-disable report-too-complex -->\n" + strings.Repeat(">", 40) + " x\n")
	if ds := Lint(tooComplex, Options{}); countRule(ds, RuleReportTooComplex) == 0 {
		t.Errorf("a comment silences %s: %v", RuleReportTooComplex, ds)
	}
}
