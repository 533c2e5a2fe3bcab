package contract

import (
	"fmt"
	"testing"
)

// TestRetractedPass: under every preset, a passing verdict its line
// takes back with a negation, a word that withdraws it, or a doubt or
// limit standing alone (`PASS (almost)`, `APPROVED NOTHING`) is no pass;
// a negation that names what is absent, or a doubt word that opens a
// reason (`— nothing blocks`), leaves the pass whole.
func TestRetractedPass(t *testing.T) {
	docs := map[string]string{
		"default":        "Verdict: PASS%s\n\n## Verdict reason\nok\n\n## Coverage statement\n- the tests pass: VERIFIED INDEPENDENTLY\n\n## Findings\nNone\n\n## Do not rebuild\nThe parser.\n",
		"approvals":      "## Verdict: APPROVED%s\n\n## Summary\nok\n",
		"severity-table": "**Verdict:** APPROVE%s\n\n## Findings\nNone\n",
		"gates":          "**Verdict: PASS%s**\n\n## Gate results\n- Spec compliance: PASS — ok\n",
	}
	retracting := []string{" (not yet)", " (not really)", " — NOT", " (no)", " (not approved)", " (revoked)",
		" — withdrawn after round 2", " (just kidding)", " (nope)", " IN PRINCIPLE", " (in name only)",
		" (almost)", " NOTHING", " — maybe", " (mostly)", " (probably)", " -ish", " BY NOBODY", " FOR REVERT"}
	whole := []string{"", " — no blockers", " (no findings)", " (false positive fixed)", " — nothing blocks",
		" (mostly cosmetic nits)", " by the whole team", " for release"}
	for name, doc := range docs {
		d := MustDialect(mustPreset(t, name).Spec)
		for _, tail := range retracting {
			if ds := Lint([]byte(fmt.Sprintf(doc, tail)), Options{Dialect: d}); !refused(ds) {
				t.Errorf("%s: a pass taken back by %q passes", name, tail)
			}
		}
		for _, tail := range whole {
			if ds := Lint([]byte(fmt.Sprintf(doc, tail)), Options{Dialect: d}); refused(ds) {
				t.Errorf("%s: %q refused: %v", name, tail, ds)
			}
		}
	}
}
