package contract

import "testing"

// TestVerdictFoldedInDetails: a verdict written as markdown inside a
// <details> body is folded away as GitHub renders it: a reader of the
// report sees no verdict until they open it. In every preset it is
// refused as ambiguous, never read as the report's verdict; one in a
// body shown open, or after the body closes, is read as ever.
func TestVerdictFoldedInDetails(t *testing.T) {
	words := map[string]string{"default": "PASS", "approvals": "APPROVED", "gates": "PASS", "severity-table": "APPROVE"}
	bodies := map[string]string{
		"default":        "## Coverage statement\n\n- build: VERIFIED INDEPENDENTLY\n\n## Verdict reason\n\nnothing blocks\n\n## Findings\n\nNone\n",
		"approvals":      "## Findings\n\nNone\n",
		"gates":          "## Gate results\n\n- build: PASS — green\n",
		"severity-table": "## Findings\n\nNone\n",
	}
	for name, w := range words {
		d := MustDialect(mustPreset(t, name).Spec)
		folded := "# Review\n\n<details>\n<summary>More</summary>\n\nVerdict: " + w + "\n\n</details>\n\n" + bodies[name]
		if ds := Lint([]byte(folded), Options{Dialect: d}); !refused(ds) {
			t.Errorf("%s: a verdict folded in <details> passes:\n%s", name, folded)
		}
		for _, doc := range []string{
			"# Review\n\n<details open>\n<summary>More</summary>\n\nVerdict: " + w + "\n\n</details>\n\n" + bodies[name],
			"# Review\n\n<details>\n<summary>More</summary>\n\nthe logs\n\n</details>\n\nVerdict: " + w + "\n\n" + bodies[name],
		} {
			if ds := Lint([]byte(doc), Options{Dialect: d}); refused(ds) {
				t.Errorf("%s: refused %v:\n%s", name, ds, doc)
			}
		}
	}
}
