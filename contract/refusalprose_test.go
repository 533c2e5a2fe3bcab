package contract

import "testing"

// TestRefusalInProse: a summary, a verdict's reason or a line beside the
// verdict that refuses the change in plain words (`The change is not
// ready.`, `I would request changes: …`, `This needs another round
// before it can merge.`) contradicts a pass, in every preset; a demand
// made before the change can land does so wherever it stands. What was
// not ready before, changes requested and made since, and a denial stay
// clean.
func TestRefusalInProse(t *testing.T) {
	refusing := []string{
		"The change is not ready.",
		"Not ready yet: the token leaks.",
		"This PR isn't ready, the token leaks.",
		"I would request changes: the token leaks.",
		"Requesting changes for the token leak.",
		"This needs another round before it can merge.",
		"It needs more work.",
		"This needs more changes.",
		"This needs some changes.",
		"This still needs more fixes before merge.",
		"The token fix is required before this can land.",
	}
	accepting := []string{
		"The change was not ready in round 1; it is now.",
		"The changes requested in round 1 were made.",
		"No changes requested.",
		"The cache is not ready until the first request, by design.",
		"The loader needs another look at some point, not now.",
		"Ready to merge.",
		"Is it ready? Yes.",
		"This needs no more changes.",
		"This needs more changes to the docs, which this PR makes.",
		"The loader needs some changes later, not now.",
	}
	expectRefusalInProse(t, refusing, accepting)
}

// TestRefusalInProseWithRemark: a demand for changes set off from its
// remark by a bracket, a colon or a dash (`This needs more changes (token
// leak).`) refuses as the demand alone does, in every preset. One
// supposed (`If this needs changes (it may), …`), denied, or of a part
// stays clean.
func TestRefusalInProseWithRemark(t *testing.T) {
	refusing := []string{
		"This needs more changes (token leak).", "This needs changes: the token leaks.",
		"It needs some fixes – the token leaks.", "This still needs more fixes (see below).",
		"This PR needs changes — the token leaks.",
		// A clause mark ends the demand however many words come first.
		"Having read the parser, the lexer, the tests, the fixtures, the docs, the examples, the benchmarks, the scripts, the config, the hooks, the CI files and the changelog twice over with care, I think this needs more changes (token leak).",
	}
	accepting := []string{
		"If this needs changes (it may), the author will push.", "This needs no more changes (the token fix landed).",
		"This needs more changes to the docs (which this PR makes).", "Whether this needs changes: no, it does not.",
	}
	expectRefusalInProse(t, refusing, accepting)
}

// expectRefusalInProse puts each line under a pass, in a summary and
// beside the verdict, in every preset: refusing ones must be refused,
// accepting ones not.
func expectRefusalInProse(t *testing.T, refusing, accepting []string) {
	t.Helper()
	const rest = "\n\n{BASE}\n{FIND}\n\nNone.\n"
	var held, clean []string
	for _, p := range refusing {
		held = append(held, "{V}: {P}"+rest+"\n## Summary\n\n"+p+"\n", "# Review\n\n{V}: {P}\n\n"+p+rest)
	}
	for _, p := range accepting {
		clean = append(clean, "{V}: {P}"+rest+"\n## Summary\n\n"+p+"\n", "# Review\n\n{V}: {P}\n\n"+p+rest)
	}
	for _, td := range trustDialects(t) {
		for _, c := range held {
			doc := td.in(c)
			if ds := Lint([]byte(doc), Options{Dialect: td.d}); !refused(ds) {
				t.Errorf("%s: a refusal in prose passes:\n%s", td.name, doc)
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
