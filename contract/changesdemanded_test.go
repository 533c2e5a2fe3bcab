package contract

import "testing"

// TestPassWithChangesOrCaveat: a pass given with changes still to make
// (`PASS with required changes`, `APPROVED with fixes`) or with a caveat
// that states an open problem (`PASS with one caveat: the token leaks`)
// holds only once they are made: no pass to a reader, in every preset.
// Changes that are minor or only suggested, and a caveat that advises
// or is none, leave it a pass.
func TestPassWithChangesOrCaveat(t *testing.T) {
	const rest = "\n\n{BASE}\n{FIND}\n\nNone.\n"
	held := []string{
		"{V}: {P} with required changes" + rest,
		"{V}: **{P} WITH REQUIRED CHANGES**" + rest,
		"{V}: {P} with changes" + rest,
		"{V}: {P} with the following fixes" + rest,
		"{V}: {P} with one caveat: the token leaks" + rest,
		"{V}: {P} (caveat: the migration drops the users table)" + rest,
		"{V}: {P}" + rest + "\n## Notes\n\nAPPROVED with required changes\n",
	}
	clean := []string{
		"{V}: {P} with minor changes suggested" + rest,
		"{V}: {P} with suggestions" + rest,
		"{V}: {P} with two nits" + rest,
		"{V}: {P} (caveat: none)" + rest,
		"{V}: {P} with one caveat: consider a test for the empty case" + rest,
		"{V}: {P} — the round-1 changes were made" + rest,
	}
	for _, td := range trustDialects(t) {
		for _, c := range held {
			doc := td.in(c)
			if ds := Lint([]byte(doc), Options{Dialect: td.d}); countRule(ds, RuleVerdictConflict) == 0 {
				t.Errorf("%s: a pass with changes to make passes: %v\n%s", td.name, ds, doc)
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
