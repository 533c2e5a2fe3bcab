package prompt

import (
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/catalog"
	"github.com/reviewlint/reviewlint/internal/dialecttest"
	"github.com/reviewlint/reviewlint/verdict"
)

// TestSpeakRuleVerdictNamesOnlyTheDialectsKeys: in each verdict dialect,
// a verdict rule's text as explain, rules and SARIF tell it quotes no key
// or value of the default contract that the dialect names otherwise, and
// does not say values match in lower case only where any case is read.
func TestSpeakRuleVerdictNamesOnlyTheDialectsKeys(t *testing.T) {
	def := verdict.Default()
	for _, vd := range dialecttest.Verdicts(t) {
		s := vd.Spec()
		var renamed []string
		pairs := [][2]string{{def.VerdictKey, s.VerdictKey}}
		words := slices.Concat(def.Approve, def.Block)
		if s.Findings {
			// Without findings the rules on findings never apply.
			pairs = append(pairs, [2]string{def.FindingsKey, s.FindingsKey}, [2]string{def.SeverityKey, s.SeverityKey})
			words = slices.Concat(words, def.Blocking, def.NonBlocking)
		}
		for _, pair := range pairs {
			if pair[0] != pair[1] {
				renamed = append(renamed, pair[0])
			}
		}
		for _, w := range words {
			if !slices.Contains(slices.Concat(s.Approve, s.Block, s.Blocking, s.NonBlocking), w) {
				renamed = append(renamed, w)
			}
		}
		for _, r := range catalog.All() {
			if r.Kind != "verdict" {
				continue
			}
			for _, text := range []string{r.Summary, catalog.Explain(r)} {
				got := SpeakRule(contract.DefaultDialect(), vd, r.Kind, text)
				for _, w := range renamed {
					if strings.Contains(got, `"`+w+`"`) {
						t.Errorf("%s: %s quotes %q, which the dialect names otherwise: %s", vd.Name(), r.ID, w, got)
					}
				}
				if !s.CaseSensitive && strings.Contains(got, "lowercase") {
					t.Errorf("%s: %s says lowercase, but any case is read: %s", vd.Name(), r.ID, got)
				}
			}
		}
	}
}
