package contract

import "testing"

// TestPassBesideAnOpenProblem: a pass followed, on the next line or in
// the next paragraph of the verdict's section, by a sentence that opens
// with `However` or `But` and states an open problem (`However, the
// token leaks.`), or a pass whose own line goes on after a dash to state
// one in the present (`PASS — the token still leaks`), is no pass to a
// reader, in every preset. A reason that says what passes, what is
// fixed or no longer happens, what the change does by design, advice
// after `However`, and a sentence that opens `Although` are still a
// pass.
func TestPassBesideAnOpenProblem(t *testing.T) {
	const rest = "\n\n{BASE}\n{FIND}\n\nNone.\n"
	held := []string{
		"{V}: {P}\nHowever, the token leaks." + rest,
		"{V}: {P}\n\nHowever, the token leaks." + rest,
		"{V}: {P}\n\nBut the migration drops the users table." + rest,
		"# Review\n\n{V}: {P}\n\nThe tests are thorough. However, the token leaks." + rest,
		"## {V}\n\n{P}\n\nHowever, the token leaks." + rest,
		"{V}: {P} — the token still leaks" + rest,
		"{V}: {P} — the token leaks to the log" + rest,
		"{V}: {P} - the parser still drops the last line" + rest,
		"{V}: {P} (the parser crashes on empty input)" + rest,
		"{V}: {P}: the users table is still broken" + rest,
		"**{V}:** **{P}** — the token still leaks" + rest,
	}
	clean := []string{
		"{V}: {P} — all tests pass" + rest,
		"{V}: {P} — the token leak is fixed" + rest,
		"{V}: {P} — the token no longer leaks" + rest,
		"{V}: {P} — the token does not leak" + rest,
		"{V}: {P} — fixes the case where the token leaks" + rest,
		"{V}: {P} — the migration drops the unused index" + rest,
		"{V}: {P} — the old client leaks the token; this change fixes it" + rest,
		"{V}: {P} — the parser no longer crashes on empty input" + rest,
		"{V}: {P} — the leak is fixed and the parser never panics" + rest,
		"{V}: {P}\n\nHowever, consider a test for the empty case." + rest,
		"{V}: {P}\n\nHowever, the round-1 leak is fixed." + rest,
		"{V}: {P}\n\nAlthough the diff is large, each step is checked." + rest,
		"{V}: {P}\n\nThe old parser crashed on empty input. However, the fix holds." + rest,
	}
	for _, td := range trustDialects(t) {
		for _, c := range held {
			doc := td.in(c)
			if ds := Lint([]byte(doc), Options{Dialect: td.d}); !refused(ds) {
				t.Errorf("%s: a pass beside an open problem passes: %v\n%s", td.name, ds, doc)
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
