package contract

import "testing"

// TestFailedChecksBlock: a check reported failed under a heading of
// checks is a contradiction beside a passing verdict in every dialect;
// one that passed, was settled since, was skipped, or only looks like a
// failure is not.
func TestFailedChecksBlock(t *testing.T) {
	heads := map[string]string{
		"default":        "# Review\n\nVerdict: PASS\n\n## Coverage statement\n\n- build: VERIFIED INDEPENDENTLY\n\n## Verdict reason\n\nnothing blocks\n\n## Findings\n\nNone\n\n",
		"gates":          "# Review\n\nVerdict: PASS\n\n## Findings\n\nNone\n\n",
		"approvals":      "# Review\n\n## Verdict: APPROVED\n\n## Findings\n\nNone\n\n",
		"severity-table": "# Review\n\n**Decision:** APPROVE\n\n## Findings\n\nNone\n\n",
	}
	failed := []string{
		"## Checks\n\n- unit tests: ❌ FAILED\n",
		"## Checks\n\n- ❌ unit tests\n",
		"## Checks\n\n- [x] ❌ lint\n",
		"## CI Status\n\n- build: FAILED (3 tests)\n",
		"## Verification\n\n- go vet: **Failed** — two issues\n",
		"## Quality Gates\n\n- coverage: 🔴 71%\n",
		"### Test Results\n\n| Check | Result |\n|---|---|\n| unit tests | FAIL |\n",
		"## Checks\n\n| Check | Status |\n|---|---|\n| unit tests | ❌ |\n",
		"## 2. Test Results (CI)\n\n| Suite | Outcome |\n|---|---|\n| e2e | **BROKEN** – timeout |\n",
		"## Checks\n\n- unit tests: ❌ FAILED → fixed? no\n",
		"## Checks\n\nunit tests: FAILED\n",
		"## Notes\n\n| Check | Result |\n|---|---|\n| unit tests | FAIL |\n",
		"## Summary\n\n| Step | Status |\n|---|---|\n| migration dry run | **FAILED** — column missing |\n",
		"## CI/CD\n\n- build: ❌ FAILED\n",
		"## Summary\n\n- unit tests: ❌ FAILED\n",
		// Fewer passed than ran.
		"## Test results\n\n- unit: 2/5 passing\n",
		"## Details\n\nTests: 2/5 passing\n",
		"## Details\n\n- unit tests: 118/120 passed\n",
		"## Checks\n\n- e2e: 9/10 tests pass\n",
		// A cross as a named check's value, under any heading.
		"## Summary\n\n- unit tests: ❌\n",
		"## Summary\n\n- unit tests ❌\n",
		"## Details\n\n- e2e suite ✗\n",
		"## Details\n\n**Tests:** ❌ failing\n",
		"## Details\n\nCI status: 🔴 red\n",
		"## Checks\n\n- build: FAILED (as expected, the fix is not in)\n",
		"## Checks\n\n- build: FAILED as expected by nobody\n",
		"## Checks\n\n- build: FAILED (unexpected)\n",
		"## Summary\n\n- `go vet`: FAIL — two issues\n",
		"## Checks\n\n- unit tests ❌\n",
		"## Checks\n\n- unit tests → FAILED\n",
		"## Checks\n\n- unit tests (FAILED)\n",
		"## Checks\n\n- `go test ./...` FAILED\n",
		"## Checks\n\n- unit tests: did not pass\n",
		"## Checks\n\n- unit tests: 3 failed, 120 passed\n",
		"## Checks\n\n| Check | |\n|---|---|\n| unit tests | ❌ |\n",
		"## Checks\n\n| Check | Passed? |\n|---|---|\n| unit tests | No |\n",
		"## Testing\n\n- unit tests: ❌ FAILED\n",
		"## Checks Performed\n\n- build: ❌ FAILED\n",
		"## CI Results\n\n- ❎ build\n",
		"**Checks:**\n\n- build: ❌ FAILED\n",
		// More names of checks, a name set off by a dash, a cross after
		// the name, and a failure word before an arrow to no pass.
		"## Testing\n\n- unit tests: ❌ FAILED\n",
		"## Test Suite\n\n- e2e: FAILED\n",
		"## Lint\n\n- golangci-lint: ❌\n",
		"## Checks\n\n- unit tests — ❌ FAILED\n",
		"## Checks\n\n- unit tests - FAILED\n",
		"## Checks\n\n- unit tests ❌\n",
		"## Checks\n\n- unit tests: FAILED → will be fixed\n",
		"## Checks\n\n- unit tests: FAILED (expected to pass after the next PR)\n",
		"## Summary\n\n| Suite | Status |\n|---|---|\n| unit tests | FAIL → fixed later |\n",
		// A cross and a word say it in any case; a table of checks
		// reports checks wherever it stands; a struck pass is withdrawn.
		"## Summary\n\n| Step | Status |\n|---|---|\n| unit tests | ❌ Failed |\n",
		"## Summary\n\n| Check | Status |\n|---|---|\n| unit tests | Failed |\n",
		"## Summary\n\n| Step | Status |\n|---|---|\n| unit tests | ~~PASS~~ FAIL |\n",
		// A count of failures, a stop sign, a timeout.
		"## Checks\n\n- unit tests: 3 failed, 120 passed\n",
		"## Test Results\n\n- lint: 2 errors\n",
		"## Checks\n\n- unit tests: 🛑\n",
		"## Checks\n\n- e2e: TIMEOUT\n",
		// A row that pairs a name with its value reads as `Build: FAIL`.
		"## Summary\n\n| Field | Value |\n|---|---|\n| Build | FAIL |\n",
		"## Summary\n\n| Item | Value |\n|---|---|\n| unit tests | FAILED |\n",
		"## Details\n\n| | |\n|---|---|\n| Tests | FAIL |\n",
		"## Notes\n\n| Area | Notes |\n|---|---|\n| migration | FAIL: drops rows |\n",
		// The same row under a heading of checks, and a value in the
		// column after what was expected.
		"## Checks\n\n| Field | Value |\n|---|---|\n| Build | FAIL |\n",
		"## Summary\n\n| Check | Expected | Actual |\n|---|---|---|\n| Build | PASS | FAIL |\n",
		"## Summary\n\n| Item | Target | Observed |\n|---|---|---|\n| Build | green | FAIL |\n",
		// A header row of two cells reads as that row in the body.
		"## Summary\n\n| Build | FAIL |\n|---|---|\n| Tests | ok |\n",
		"## Checks\n\n| Status | FAILED |\n|---|---|\n| Tests | ok |\n",
	}
	clean := []string{
		"## Test Plan\n\n| Case | Expected |\n|---|---|\n| empty input | FAIL |\n",
		"## Test Plan\n\n| Case | Expected | Actual |\n|---|---|---|\n| empty input | FAIL | FAIL |\n",
		"## Test results\n\n| Suite | FAIL | PASS |\n|---|---|---|\n| unit | 0 | 12 |\n",
		"## Summary\n\n| Field | Value |\n|---|---|\n| Build | FAIL (expected) |\n",
		"## Summary\n\n| Field | Value |\n|---|---|\n| Build | ~~FAIL~~ PASS |\n",
		"## Checks\n\n- unit tests: ✅ PASS\n",
		"## Checks\n\n- unit tests: FAILED → fixed in 3f2a1c\n",
		"## Checks\n\n- unit tests: ❌ → ✅ passing\n",
		"## Checks\n\n- e2e: SKIPPED\n",
		"## Checks\n\n- regression test: failed before the fix, passes after\n",
		"## Checks\n\n- failures: none\n",
		"## Checks\n\n- errors: 0\n",
		"## Checks\n\n- unit tests: ~~❌ FAILED~~ ✅ passing\n",
		"## Test Plan\n\n- ❌ not applicable here\n",
		"## Tests to add\n\n- build: fails on Windows, add a case\n",
		"## Design\n\n| Pattern | Note | Status |\n|---|---|---|\n| Repository | future work | ❌ |\n",
		"## Checks\n\n- unit tests: PASS\n\n## Alternatives\n\n- ❌ rewrite the parser\n",
		"## Summary\n\n| Step | Outcome |\n|---|---|\n| failover drill | FAILED → fixed in 3f2a1c |\n",
		"## Summary\n\n| Step | Status |\n|---|---|\n| failover drill | failed once, passed on retry |\n",
		"## Checks\n\n- unit tests: 0 failed, 120 passed\n",
		"## Checks\n\n- fail-fast mode: on\n",
		"## Checks\n\n- unit tests for empty input: error (expected)\n",
		"## Summary\n\n- unit tests: failed once on a flake, green on retry\n",
		"## Summary\n\n- the parser: ❌ FAILED before this change, fixed here → fixed\n",
		"## Details\n\n- ❌ no e2e tests yet\n",
		"## Test results\n\n- unit: 5/5 passing\n",
		"## Details\n\n- unit tests: 118/120 passed, 2 skipped\n",
		"## Details\n\n- docs: see 2/5 of the guide, passed to review\n",
		"## Details\n\n- Tests: ❌ none\n",
		"## Details\n\n- CI ❌ (expected)\n",
		"## Details\n\nThe unit tests ❌ before the fix; ✅ now.\n",
		"## Round 2\n\n**Gate re-verification:**\n\n- Gate 1: verified\n\n**Prior findings:** All three FAIL findings remain resolved.\n",
		"## Summary\n\n| Step | Status |\n|---|---|\n| unit tests | ~~FAIL~~ PASS |\n",
		"## Checks\n\n- unit tests: FAILED → ✅ passing after the fix\n",
		"## Checks\n\n- unit tests - passed\n",
		"## Testing\n\n- the suite runs in 3 minutes\n",
		// A failure the check expects, or a cross over none.
		"## Verification\n\n- empty input: error (expected)\n",
		"## Test Results\n\n| Case | Result |\n|---|---|\n| empty input | Error (as expected) |\n",
		"## Checks\n\n- vulnerabilities: ❌ none\n",
		"## Checks\n\n- unit tests: 0 failed, 120 passed\n",
		"## Checks\n\n- lint: 2 errors fixed since round 1\n",
	}
	for name, head := range heads {
		d := MustDialect(mustPreset(t, name).Spec)
		for _, tail := range failed {
			if ds := Lint([]byte(head+tail), Options{Dialect: d}); !refused(ds) {
				t.Errorf("%s: passes beside a failed check:\n%s", name, tail)
			}
		}
		if name == "gates" || name == "severity-table" {
			// Their own words read these shapes already: gates has
			// `## Checks` for its findings, severity-table takes ❌ for
			// a criterion not met wherever it stands.
			continue
		}
		for _, tail := range clean {
			if ds := Lint([]byte(head+tail), Options{Dialect: d}); refused(ds) {
				t.Errorf("%s: refused %v:\n%s", name, ds, tail)
			}
		}
	}
	// Beside a failing verdict, a failed check agrees.
	doc := heads["default"] + "## Checks\n\n- unit tests: ❌ FAILED\n"
	doc = "# Review\n\nVerdict: FAIL" + doc[len("# Review\n\nVerdict: PASS"):] + "\n## Do not rebuild\n\n- the parser\n"
	doc = replaceOnce(doc, "## Findings\n\nNone\n", "## Findings\n\n- unit tests fail: FAIL — the loader drops a line\n")
	if ds := Lint([]byte(doc), Options{}); refused(ds) {
		t.Errorf("a failing report with a failed check refused: %v\n%s", ds, doc)
	}
}

func mustPreset(t *testing.T, name string) Preset {
	t.Helper()
	p, ok := PresetNamed(name)
	if !ok {
		t.Fatalf("no preset %s", name)
	}
	return p
}

func replaceOnce(s, old, new string) string {
	for i := 0; i+len(old) <= len(s); i++ {
		if s[i:i+len(old)] == old {
			return s[:i] + new + s[i+len(old):]
		}
	}
	return s
}

// TestFailedCheckInDisguise: a failure word or a heading of checks
// spelled with a look-alike letter or an invisible character reads to a
// reader as the word it looks like and to the tool as none, so it is
// refused as ambiguous in every dialect; text in another script, or an
// invisible character that changes no such word, is not.
func TestFailedCheckInDisguise(t *testing.T) {
	heads := map[string]string{
		"default":        "# Review\n\nVerdict: PASS\n\n## Coverage statement\n\n- build: VERIFIED INDEPENDENTLY\n\n## Verdict reason\n\nnothing blocks\n\n## Findings\n\nNone\n\n",
		"approvals":      "# Review\n\n## Verdict: APPROVED\n\n## Findings\n\nNone\n\n",
		"severity-table": "# Review\n\n**Decision:** APPROVE\n\n## Findings\n\nNone\n\n",
	}
	disguised := []string{
		"## Summary\n\n| Check | Status |\n|---|---|\n| unit tests | F\u0410IL |\n",
		"## Summary\n\n| Check | Status |\n|---|---|\n| unit tests | FA\u200bIL |\n",
		"## Checks\n\n- unit tests: F\u0410ILED\n",
		"## Checks\n\n- unit tests: FAI\u200bLED\n",
		"## T\u0435sts\n\n- unit tests: ❌ FAILED\n",
		"## Chec\u200bks\n\n- unit tests: ❌ FAILED\n",
	}
	honest := []string{
		"## Checks\n\n- unit tests: ✅ PASS — тесты пройдены\n",
		"## Notes\n\n- the docu\u00admentation builds without failures now\n",
	}
	for name, head := range heads {
		d := MustDialect(mustPreset(t, name).Spec)
		for _, tail := range disguised {
			if ds := Lint([]byte(head+tail), Options{Dialect: d}); countRule(ds, RuleRenderAmbiguous) == 0 {
				t.Errorf("%s: no %s for %q: %v", name, RuleRenderAmbiguous, tail, ds)
			}
		}
		for _, tail := range honest {
			if ds := Lint([]byte(head+tail), Options{Dialect: d}); refused(ds) {
				t.Errorf("%s: refused %q: %v", name, tail, ds)
			}
		}
	}
}
