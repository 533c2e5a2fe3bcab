package prompt

import (
	"regexp"
	"testing"

	"github.com/reviewlint/reviewlint/internal/catalog"
)

// Speak replaces FAIL, NOTE and PASS as substrings (strings.Replacer has
// no word boundaries): that is right only while no rule text holds them
// inside a longer word, which would come out as the dialect's word with
// the rest glued on (FAILED as "BLOCKED" is luck, NOTES as "MinorS" is
// not). This holds every rule's summary and explanation to it.
func TestRuleTextsHoldDefaultWordsOnlyWhole(t *testing.T) {
	glued := regexp.MustCompile(`[A-Za-z](FAIL|NOTE|PASS)|(FAIL|NOTE|PASS)[A-Za-z]`)
	for _, r := range catalog.All() {
		for _, text := range []string{r.Summary, catalog.Explain(r)} {
			if m := glued.FindString(text); m != "" {
				t.Errorf("%s: %q holds a default word inside a longer one, which Speak would garble", r.ID, m)
			}
		}
	}
}
