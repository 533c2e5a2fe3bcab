package prompt

import (
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/dialecttest"
	"github.com/reviewlint/reviewlint/verdict"
)

// TestVerdictPromptAgreesWithLint: under every verdict preset and a
// dialect a team writes, the objects `prompt --verdict` shows lint clean
// in that dialect, its words are the dialect's, and what it says blocks
// does: the failing example without its blocking finding is refused
// where the dialect reads findings, and the passing example with the
// failing word is refused unless the dialect reads none.
func TestVerdictPromptAgreesWithLint(t *testing.T) {
	for _, d := range dialecttest.Verdicts(t) {
		s := d.Spec()
		t.Run(d.Name(), func(t *testing.T) {
			text := VerdictTextIn(d)
			for _, w := range []string{s.VerdictKey, s.Approve[0], s.Block[0]} {
				if !strings.Contains(text, w) {
					t.Errorf("the prompt does not name %q", w)
				}
			}
			// The rules it lists say the dialect's values, not the default's.
			if def := verdict.Default(); VerdictNote(d) != "" && s.Approve[0] != def.Approve[0] &&
				strings.Contains(text, `"`+def.Approve[0]+`" or "`+def.Block[0]+`"`) {
				t.Errorf("the prompt's rules name the default's values:\n%s", text)
			}
			examples := VerdictExamples(s)
			if strings.Contains(text, `"$schema"`) {
				// The default contract's text: its own example.
				examples = []string{strings.Join(verdictExample, "\n")}
			}
			for _, e := range examples {
				if !strings.Contains(text, strings.Split(e, "\n")[0]) {
					t.Errorf("the prompt does not show %s", e)
				}
				if ds := d.Lint([]byte(e)); len(ds) > 0 {
					t.Errorf("the prompt's example is refused: %v\n%s", ds, e)
				}
			}
			if !strings.Contains(text, `"$schema"`) && s.Findings {
				blockOnly := VerdictExamples(verdict.DialectSpec{VerdictKey: s.VerdictKey, Approve: s.Approve, Block: s.Block, ReviewKey: s.ReviewKey, Keys: s.Keys})[0]
				var rules []string
				for _, ds := range d.Lint([]byte(blockOnly)) {
					rules = append(rules, ds.Rule)
				}
				if !slices.Contains(rules, verdict.RuleBlockWithoutBlocking) {
					t.Errorf("a failing verdict with no blocking finding is not refused: %v %s", rules, blockOnly)
				}
			}
		})
	}
}
