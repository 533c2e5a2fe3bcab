package contract

import "testing"

// TestDeferredFixIsNoResolution: a finding or a failed check marked
// fixed in work still to come (`→ fixed in a follow-up PR`, `(FIXED in
// next PR)`) is open to a reader, so it blocks beside a passing verdict
// in every dialect; one fixed in a named commit is settled.
func TestDeferredFixIsNoResolution(t *testing.T) {
	heads := map[string]string{
		"default":   "# Review\n\nVerdict: PASS\n\n## Coverage statement\n\n- build: VERIFIED INDEPENDENTLY\n\n## Verdict reason\n\nnothing blocks\n\n## Findings\n\nNone\n\n",
		"gates":     "# Review\n\nVerdict: PASS\n\n## Findings\n\nNone\n\n",
		"approvals": "# Review\n\n## Verdict: APPROVED\n\n## Findings\n\nNone\n\n",
	}
	open := []string{
		"## Notes\n\n- **Critical:** the token is logged → fixed in a follow-up PR\n",
		"## Notes\n\n- **Critical:** the token is logged (FIXED in next PR)\n",
		"## Notes\n\n- **Blocker:** the token is logged → addressed in a future release\n",
		"## Test Results\n\n- unit tests: ❌ FAILED → fixed in a follow-up PR\n",
	}
	settledOnes := []string{
		"## Notes\n\n- **Critical:** the token was logged → fixed in 3f2a1c\n",
		"## Notes\n\n- **Critical:** the token was logged → fixed in the next commit (3f2a1c)\n",
		"## Test Results\n\n- unit tests: ❌ FAILED → fixed in 3f2a1c\n",
	}
	for name, head := range heads {
		d := MustDialect(mustPreset(t, name).Spec)
		for _, tail := range open {
			if ds := Lint([]byte(head+tail), Options{Dialect: d}); !refused(ds) {
				t.Errorf("%s: passes beside a fix put off:\n%s", name, tail)
			}
		}
		for _, tail := range settledOnes {
			if ds := Lint([]byte(head+tail), Options{Dialect: d}); refused(ds) {
				t.Errorf("%s: refused %v:\n%s", name, ds, tail)
			}
		}
	}
}
