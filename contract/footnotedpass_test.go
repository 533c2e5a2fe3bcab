package contract

import "testing"

// TestFootnotedPassIsNoPass: a pass value with a footnote mark on it
// (`PASS[^1]`) is qualified by what renders at the end of the page: a
// reader does not take the line for a pass on its own, in every preset.
// A footnote on the reason after the value leaves the pass whole.
func TestFootnotedPassIsNoPass(t *testing.T) {
	const rest = "\n\n{BASE}\n{FIND}\n\nNone.\n"
	held := []string{
		"{V}: {P}[^1]" + rest + "\n[^1]: pending the security review\n",
		"**{V}:** **{P}**[^note]" + rest + "\n[^note]: but the token leaks\n",
		"## {V}: {P} [^1]" + rest + "\n[^1]: once the migration is fixed\n",
	}
	clean := []string{
		"{V}: {P} — see the notes[^1]" + rest + "\n[^1]: the loader was renamed\n",
		"{V}: {P}" + rest + "\n## Notes\n\nThe loader was renamed[^1].\n\n[^1]: in round 2\n",
	}
	for _, td := range trustDialects(t) {
		for _, c := range held {
			doc := td.in(c)
			if ds := Lint([]byte(doc), Options{Dialect: td.d}); countRule(ds, RuleVerdictConflict) == 0 {
				t.Errorf("%s: a footnoted pass passes: %v\n%s", td.name, ds, doc)
			}
		}
		for _, c := range clean {
			doc := td.in(c)
			if ds := Lint([]byte(doc), Options{Dialect: td.d}); refused(ds) {
				t.Errorf("%s: refused %v\n%s", td.name, ds, doc)
			}
		}
	}
}
