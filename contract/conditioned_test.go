package contract

import "testing"

// TestConditionalPassIsNoPass: a pass that holds only on a condition
// (`PASS if the token leak is fixed`, `APPROVED pending the migration
// test`) or beside failures it counts (`PASS (1 test failing)`) is no
// pass to a reader, on the verdict line or on a line of its own, in
// every preset. A reason after a dash, what the pass is for, and
// failures that are settled or none are still a pass.
func TestConditionalPassIsNoPass(t *testing.T) {
	const rest = "\n\n{BASE}\n{FIND}\n\nNone.\n"
	held := []string{
		"{V}: {P} if the token leak is fixed" + rest,
		"{V}: {P} once the token leak is fixed" + rest,
		"{V}: {P}, provided the token leak is fixed" + rest,
		"{V}: {P} (pending the migration test)" + rest,
		"{V}: {P} (conditional on the token fix)" + rest,
		"{V}: {P} — pending the token fix" + rest,
		"{V}: {P} with conditions" + rest,
		"{V}: {P} subject to the token fix" + rest,
		"{V}: {P} only if the token leak is fixed" + rest,
		"{V}: {P} (1 test failing)" + rest,
		"{V}: {P} with 2 failures" + rest,
		"{V}: {P} — 3 of 40 checks failed" + rest,
		"{V}: {P} — 2 failures fixed, 1 failing" + rest,
		"{V}: {P} after the token leak is fixed" + rest,
		"{V}: {P} (blocked on the token fix)" + rest,
		"{V}: {P}; two tests fail" + rest,
		"{V}: {P} when CI passes" + rest,
		"**{V}:** **{P}** if the token leak is fixed" + rest,
		"{V}: {P}" + rest + "\n## Notes\n\nAPPROVED if the token leak is fixed\n",
		"{V}: {P}" + rest + "\n## Notes\n\n**LGTM** once the token leak is fixed\n",
		"{V}: {P}" + rest + "\n## Notes\n\n- {P} pending the security review\n",
	}
	clean := []string{
		"{V}: {P} (0 failures)" + rest,
		"{V}: {P} — 12 tests, no failures" + rest,
		"{V}: {P} (2 errors fixed since round 1)" + rest,
		"{V}: {P} (the round-1 {F} is fixed)" + rest,
		"{V}: {P} — once merged, the cache warms on first use" + rest,
		"{V}: {P} (after the fixes of round 2)" + rest,
		"{V}: {P} after the regression was fixed in 3f2a1c" + rest,
		"{V}: {P}" + rest + "\n## Notes\n\nThe cache is approved for use if the flag is set.\n",
	}
	for _, td := range trustDialects(t) {
		for _, c := range held {
			doc := td.in(c)
			if ds := Lint([]byte(doc), Options{Dialect: td.d}); countRule(ds, RuleVerdictConflict) == 0 {
				t.Errorf("%s: a conditional pass passes: %v\n%s", td.name, ds, doc)
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

// TestDecisionRowInOtherWords: a table row that gives a label no verdict
// key a failing verdict (`| Decision | CHANGES REQUESTED |`, `| Final
// decision | REJECTED |`), in a header or a body row, is read as the same
// line is, in every preset. A test's expected or actual FAIL is a row of
// results, not a verdict.
func TestDecisionRowInOtherWords(t *testing.T) {
	heads := passingHeads()
	heads["severity-table"] = "# Review\n\n**Verdict:** APPROVE\n\n## Findings\n\nNone\n\n"
	held := []string{
		"## Details\n\n| Decision | CHANGES REQUESTED |\n|---|---|\n| scope | parser |\n",
		"## Details\n\n| Key | Value |\n|---|---|\n| Decision | CHANGES REQUESTED |\n",
		"## Details\n\n| Item | Value |\n|---|---|\n| Final decision | REJECTED |\n",
		"## Details\n\n| Item | Value |\n|---|---|\n| Outcome | FAIL |\n",
		"## Details\n\n| Item | Value |\n|---|---|\n| Round 2 | **NOT APPROVED** |\n",
	}
	clean := []string{
		"## Test plan\n\n| Case | Expected |\n|---|---|\n| empty input | FAIL |\n",
		"## Test results\n\n| Suite | FAIL | PASS |\n|---|---|---|\n| unit | 0 | 12 |\n",
		"## Glossary\n\n| Term | Meaning |\n|---|---|\n| fail-fast | FAIL early, before any write |\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside a failing decision in a table row")
}

// TestDoubtedPassEntry: a gate or a check given a pass with failures
// beside it, on a condition or with a question (`- Tests: PASS (1 test
// failing)`, `- Build: PASS? no`) is a failure to a reader: a gate
// result blocks under the gates preset, a check under a heading of
// checks in every preset.
func TestDoubtedPassEntry(t *testing.T) {
	gates := map[string]string{"gates": "# Review\n\n**Verdict: PASS**\n\n## Gate results\n"}
	held := []string{
		"- Tests: PASS (1 test failing)\n",
		"- Tests: PASS with 2 failures\n",
		"- Build: PASS? no\n",
		"- Deploy: PASS pending the smoke test\n",
	}
	clean := []string{
		"- Tests: PASS — 0 failures\n",
		"- Tests: PASS (2 failures fixed in round 2)\n",
		"- Cache: PASS — if it is warm, a build takes 2 s\n",
	}
	expectEachPreset(t, gates, held, clean, "passes beside a doubted gate")

	heads := passingHeads()
	checks := []string{"## Test results\n\n- Unit tests: PASS (1 test failing)\n", "## CI\n\n- build: PASS, 3 of 40 jobs failed\n"}
	settled := []string{"## Test results\n\n- Unit tests: PASS (2 failures fixed since round 1)\n", "## Test results\n\n- Exit code 2 (error): returned on a bad flag\n", "## Test results\n\n- Unit tests: PASS — 120 tests, 0 failures\n"}
	expectEachPreset(t, heads, checks, settled, "passes beside a check with failures")
}
