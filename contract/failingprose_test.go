package contract

import "testing"

// TestFailingProseBesidePass: a verdict's reason, a summary, or a line
// beside the verdict that says in prose that CI, the build or the tests
// fail now (`CI is red.`, `The build fails on main.`, `Tests are
// failing.`) contradicts a pass, in every preset. What failed before
// the fix, fails on a condition or on the old code, failures denied and
// failures said to be another change's leave it clean.
func TestFailingProseBesidePass(t *testing.T) {
	const rest = "\n\n{BASE}\n{FIND}\n\nNone.\n"
	failing := []string{
		"CI is red.",
		"The build fails on main.",
		"Tests are failing.",
		"Two integration tests still fail.",
		"The CI build is broken on arm64.",
		"The test suite does not pass.",
		"The code is sound, but the build doesn't compile on Windows.",
		"On main, the pipeline has been failing since Monday.",
		"- Lint is not passing",
		"Build broken.",
		"Tests still failing.",
		"CI red, otherwise sound.",
		// A label's failure said with where it fails, as `The build
		// fails on main.` says it.
		"CI: red on main.",
		"Build: failing on arm64.",
	}
	passing := []string{
		"The build failed before this fix; it passes now.",
		"No tests fail.",
		"Before this change the build failed.",
		"The new test fails without the fix and passes with it.",
		"If the build fails, the hook retries.",
		"The hook exits 1 when tests fail.",
		"This fixes the case where CI is red after a rebase.",
		"None of the tests fail.",
		"The build fails fast on a bad flag, by design.",
		"The nightly build fails on main, unrelated to this change.",
		"Lint errors from round 1 were fixed.",
		"CI was red in round 1 → fixed in 3f2a1c.",
		"Tests passing: 12, tests failing: 0.",
		"Failing tests: none.",
		"Fixed the failing tests.",
		"Build broken in round 1 → fixed.",
		// The base's failure, which the change is said to fix.
		"The build fails on main, which this change fixes.",
		"CI is red on main, which this PR fixes.",
		"CI: red on main, which this change fixes.",
		"CI: red on main, unrelated to this change.",
	}
	var held, clean []string
	for _, p := range failing {
		held = append(held,
			"{V}: {P}"+rest+"\n## Summary\n\n"+p+"\n",
			"{V}: {P}"+rest+"\n## Conclusion\n\n### Build\n\n"+p+"\n",
			"# Review\n\n{V}: {P}\n\n"+p+rest,
			"## {V}: {P}\n\n"+p+rest,
		)
		clean = append(clean, "{V}: {P}"+rest+"\n## Notes\n\n"+p+"\n")
	}
	for _, p := range passing {
		clean = append(clean,
			"{V}: {P}"+rest+"\n## Summary\n\n"+p+"\n",
			"# Review\n\n{V}: {P}\n\n"+p+rest,
		)
	}
	held = append(held,
		"{V}: {P} — tests are failing"+rest,
		"{V}: {P}; CI is red"+rest,
		"## {V}\n\n{P} — the build fails on main"+rest,
	)
	clean = append(clean,
		"{V}: {P} — the build failed before this fix; it passes now"+rest,
		"{V}: {P} — the new test fails without the fix"+rest,
	)
	for _, td := range trustDialects(t) {
		for _, c := range held {
			doc := td.in(c)
			if ds := Lint([]byte(doc), Options{Dialect: td.d}); !refused(ds) {
				t.Errorf("%s: a pass beside a failure in prose passes:\n%s", td.name, doc)
			}
		}
		for _, c := range clean {
			doc := td.in(c)
			if ds := Lint([]byte(doc), Options{Dialect: td.d}); refused(ds) {
				t.Errorf("%s: refused %v\n%s", td.name, ds, doc)
			}
		}
	}
	// The dialect's own reason section, under its own name.
	doc := "Verdict: PASS\n\n## Coverage statement\n- the parser's tests pass: VERIFIED INDEPENDENTLY\n\n## Verdict reason\nThe change is sound. CI is red.\n\n## Findings\n\nNone.\n"
	if !refused(Lint([]byte(doc), Options{})) {
		t.Errorf("default: a verdict reason that says CI is red passes:\n%s", doc)
	}
}
