package contract

import "testing"

// TestNamedCheckFailedInLowerCase: a bullet that names a check and gives
// it a failure word alone as its value (`- build: failed`) reads as a
// failed check to a reader in any case, under any heading: beside an
// approval the report is refused in every preset. Prose that goes on
// past the word, or a failure settled since, is not.
func TestNamedCheckFailedInLowerCase(t *testing.T) {
	heads := passingHeads()
	heads["severity-table"] = "# Review\n\n**Decision:** APPROVE\n\n## Findings\n\nNone\n\n"
	held := []string{
		"## Details\n\n- build: failed\n",
		"## Details\n\n- Unit tests: failing (3 of 40)\n",
		"## Details\n\n- go vet: Failed — shadowed err\n",
	}
	clean := []string{
		"## Details\n\n- tests: failed before the fix and pass after it\n",
		"## Details\n\n- build: failed → fixed in 3f2a1c\n",
		"## Details\n\n- retries: failed requests are retried once\n",
	}
	for name, head := range heads {
		d := MustDialect(mustPreset(t, name).Spec)
		for _, tail := range held {
			if ds := Lint([]byte(head+tail), Options{Dialect: d}); !refused(ds) {
				t.Errorf("%s: passes beside a failed check:\n%s", name, tail)
			}
		}
		for _, tail := range clean {
			if ds := Lint([]byte(head+tail), Options{Dialect: d}); refused(ds) {
				t.Errorf("%s: refused %v:\n%s", name, ds, tail)
			}
		}
	}
}
