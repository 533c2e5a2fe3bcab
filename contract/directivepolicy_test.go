package contract

import (
	"slices"
	"testing"
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
