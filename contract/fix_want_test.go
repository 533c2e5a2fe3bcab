package contract

import (
	"bytes"
	"testing"
)

// TestFixRuleOffHoldsBackNone: the fixes of a rule turned off are left
// out before the fixes are checked together, not after. Here the heading
// fix (verdict-reason-missing) and the status fix below it do not hold
// together (renamed, the heading takes the entry out of the coverage
// section); with the heading's rule off, the status is fixed.
func TestFixRuleOffHoldsBackNone(t *testing.T) {
	report := []byte("Verdict: PASS\n\n## Findings\nNone.\n\n## Coverage statement\n- a: VERIFIED INDEPENDENTLY\n\n### Verdict reasn\n- b: CouldNotCheck\n")
	if ds := Lint(report, Options{}); !hasRule(ds, RuleVerdictReasonMissing) || !hasRule(ds, RuleCoverageMalformed) {
		t.Fatalf("the case does not report both rules: %v", ds)
	}
	notReason := func(rule string) bool { return rule != RuleVerdictReasonMissing }
	fixed, fixes := FixAll(report, Options{}, notReason)
	if !bytes.Contains(fixed, []byte("- b: COULD NOT CHECK\n")) || !bytes.Contains(fixed, []byte("### Verdict reasn\n")) {
		t.Errorf("fixes %+v made:\n%s", fixes, fixed)
	}
	if got := Fixes(report, Options{}, notReason); len(got) != 1 || got[0].Rule != RuleCoverageMalformed {
		t.Errorf("Fixes: %+v", got)
	}
}
