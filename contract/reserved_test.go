package contract

import "testing"

// TestReservedPassIsNoPass: a pass whose own line goes on, after `but`,
// `however` or `except`, to state an open problem (`APPROVED, but the
// token leaks`) is no pass to a reader, on the verdict line, under a
// verdict heading or on a line of its own, in every preset. A
// reservation that advises, grades itself minor, says what it names is
// settled or that nothing blocks leaves the pass whole.
func TestReservedPassIsNoPass(t *testing.T) {
	const rest = "\n\n{BASE}\n{FIND}\n\nNone.\n"
	held := []string{
		"{V}: {P}, but the token leaks" + rest,
		"{V}: {P}, but the migration drops the users table" + rest,
		"{V}: {P} but the token leaks" + rest,
		"{V}: {P}; however, the migration drops the users table" + rest,
		"{V}: {P}. However, the token leaks." + rest,
		"{V}: {P} — but the token leaks" + rest,
		"{V}: {P} (except that the cache is never invalidated)" + rest,
		"{V}: {P}, except the retry loop never ends" + rest,
		"{V}: {P}, though the token leaks to the log" + rest,
		"{V}: {P}, but the token leaks, to be fixed in a follow-up" + rest,
		"{V}: {P}, but the token could leak" + rest,
		"{V}: {P}, but please note the token leaks" + rest,
		"{V}: {P}\nbut the token leaks" + rest,
		"**{V}:** **{P}**, but the token leaks" + rest,
		"## {V}: {P}, but the migration drops the users table" + rest,
		"## {V}\n\n{P}, but the token leaks" + rest,
		"{V}: {P}" + rest + "\n## Notes\n\nAPPROVED, but the token leaks\n",
	}
	clean := []string{
		"{V}: {P}, but consider a test for the empty case" + rest,
		"{V}: {P}, but please add a changelog entry" + rest,
		"{V}: {P}, though two nits remain" + rest,
		"{V}: {P}, but the docs could be clearer" + rest,
		"{V}: {P}, but a follow-up should rename the helper" + rest,
		"{V}: {P}, but the round-1 token leak is fixed" + rest,
		"{V}: {P}, but nothing blocks" + rest,
		"{V}: {P}, but see the non-blocking notes below" + rest,
		"{V}: {P} — nothing but docs changed" + rest,
		"{V}: {P} — the old loop leaked, but the fix holds" + rest,
		"{V}: {P}" + rest + "\n## Notes\n\nThe cache is approved, but only for reads.\n",
	}
	for _, td := range trustDialects(t) {
		for _, c := range held {
			doc := td.in(c)
			if ds := Lint([]byte(doc), Options{Dialect: td.d}); countRule(ds, RuleVerdictConflict) == 0 {
				t.Errorf("%s: a pass with an open problem passes: %v\n%s", td.name, ds, doc)
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
