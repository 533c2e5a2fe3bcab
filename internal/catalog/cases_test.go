package catalog

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/reviewlint/reviewlint/internal/ruletest"
)

// homes is where the cases of each kind of rule live, from this folder: the
// testdata of the package that reports the rule, one folder per rule id.
// Each package's TestRuleCases runs them.
var homes = map[string]string{
	"report":     "../../contract/testdata/rules",
	"verdict":    "../../verdict/testdata/rules",
	"commit-msg": "../commitmsg/testdata/rules",
	"file":       "../lint/testdata/rules",
	"policy":     "../check/testdata/rules",
}

// TestEveryRuleHasCases holds every rule to at least one case that breaks
// it (a line expects the rule) and one that keeps it (no line does), in
// its folder; and every folder there to a rule of that kind.
func TestEveryRuleHasCases(t *testing.T) {
	for _, r := range All() {
		home, ok := homes[r.Kind]
		if !ok {
			t.Errorf("%s: no home for cases of kind %q", r.ID, r.Kind)
			continue
		}
		paths, err := ruletest.Paths(filepath.Join(home, r.ID))
		if err != nil {
			t.Errorf("%s: %v", r.ID, err)
			continue
		}
		var breaks, keeps int
		for _, p := range paths {
			c, err := ruletest.Load(p)
			if err != nil {
				t.Error(err)
				continue
			}
			if c.Expects()[r.ID] {
				breaks++
			} else {
				keeps++
			}
		}
		if breaks == 0 || keeps == 0 {
			t.Errorf("%s: %d cases break it and %d keep it in %s; it needs one of each",
				r.ID, breaks, keeps, filepath.Join(home, r.ID))
		}
	}
	for kind, home := range homes {
		entries, err := os.ReadDir(home)
		if err != nil {
			t.Error(err)
			continue
		}
		for _, e := range entries {
			if r, ok := Lookup(e.Name()); !ok || r.Kind != kind || !e.IsDir() {
				t.Errorf("%s/%s is not the folder of a %s rule", home, e.Name(), kind)
			}
		}
	}
}
