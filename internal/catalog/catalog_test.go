package catalog

import (
	"regexp"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/diag"
)

var ruleID = regexp.MustCompile(`^[a-z]+(-[a-z0-9]+)*$`)

// TestRules validates the single table every listing is generated from:
// ids unique and kebab-case, a known kind, a lowercase one-line summary
// without a final period, a doc, and a severity that is not off.
func TestRules(t *testing.T) {
	seen := map[string]bool{}
	kinds := map[string]bool{"file": true, "report": true, "verdict": true, "commit-msg": true, "policy": true}
	for _, r := range All() {
		if seen[r.ID] {
			t.Errorf("rule %s is defined twice", r.ID)
		}
		seen[r.ID] = true
		if !ruleID.MatchString(r.ID) {
			t.Errorf("rule id %q is not kebab-case", r.ID)
		}
		if !kinds[r.Kind] {
			t.Errorf("%s: unknown kind %q", r.ID, r.Kind)
		}
		if r.Summary == "" || strings.Contains(r.Summary, "\n") || strings.HasSuffix(r.Summary, ".") || r.Summary[0] < 'a' || r.Summary[0] > 'z' {
			t.Errorf("%s: summary %q must be one lowercase line without a final period", r.ID, r.Summary)
		}
		if len(r.Doc) < 40 {
			t.Errorf("%s: doc %q is too short to explain the rule", r.ID, r.Doc)
		}
		if r.Default == diag.Off {
			t.Errorf("%s: a rule that is off by default is dead weight", r.ID)
		}
		if got, ok := Lookup(r.ID); !ok || got.ID != r.ID || !Known(r.ID) {
			t.Errorf("Lookup(%s) = %v, %v", r.ID, got.ID, ok)
		}
	}
	if Known("no-such-rule") {
		t.Error("Known accepts an unknown id")
	}
}
