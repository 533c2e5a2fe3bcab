package prompt

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/catalog"
	"github.com/reviewlint/reviewlint/verdict"
)

// TestVerdictTextNamesEveryRule: the agent's instructions cannot drift
// from the linter: every verdict rule is in them.
func TestVerdictTextNamesEveryRule(t *testing.T) {
	text := VerdictText()
	for _, r := range catalog.All() {
		if r.Kind == "verdict" && !strings.Contains(text, "`"+r.ID+"`") {
			t.Errorf("verdict prompt lacks rule %s", r.ID)
		}
	}
	if !strings.Contains(text, `"$schema"`) {
		t.Error("verdict prompt lacks the JSON Schema")
	}
}

// TestVerdictExampleIsClean: the example the prompt shows passes the
// verdict linter, so an agent copying its shape is not refused.
func TestVerdictExampleIsClean(t *testing.T) {
	if ds := verdict.Lint([]byte(strings.Join(verdictExample, "\n"))); len(ds) != 0 {
		t.Errorf("example verdict has diagnostics: %v", ds)
	}
}
