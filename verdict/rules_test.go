package verdict

import (
	"strings"
	"testing"
)

// TestRulesTable checks the single definition the catalog is built from:
// unique ids, kind, docs present, summaries in the house style.
func TestRulesTable(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range Rules {
		if seen[r.ID] {
			t.Errorf("rule %s defined twice", r.ID)
		}
		seen[r.ID] = true
		if r.Kind != "verdict" {
			t.Errorf("rule %s: kind %q, want verdict", r.ID, r.Kind)
		}
		if r.Summary == "" || strings.HasSuffix(r.Summary, ".") || strings.ToLower(r.Summary[:1]) != r.Summary[:1] {
			t.Errorf("rule %s: summary %q must be one lowercase line without a final period", r.ID, r.Summary)
		}
		if strings.Contains(r.Summary, "\n") || len(r.Doc) < len(r.Summary) {
			t.Errorf("rule %s: summary must be one line and doc longer than it", r.ID)
		}
		if r.Default.String() != "error" && r.Default.String() != "warning" {
			t.Errorf("rule %s: default severity %s", r.ID, r.Default)
		}
	}
	for _, id := range []string{RuleJSONMissing, RuleJSONInvalid, RuleJSONRepaired, RuleValue, RuleDuplicateKey,
		RuleAmbiguous, RuleBlockWithoutBlocking, RuleApproveWithBlocking, RuleFindingEmptyQuestion,
		RuleReviewTooLong, RuleEditPathUnsafe} {
		if !seen[id] {
			t.Errorf("rule %s missing from Rules", id)
		}
	}
	if len(Rules) != 11 {
		t.Errorf("%d rules, want the 11 verdict rules listed above", len(Rules))
	}
	for _, id := range []string{RuleJSONRepaired, RuleReviewTooLong} {
		if ruleSeverity(id).String() != "warning" {
			t.Errorf("rule %s should default to warning", id)
		}
	}
}
