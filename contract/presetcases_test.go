package contract

import "testing"

// expectEachPreset lints each tail after its preset's head (heads maps a
// preset's name to a report's opening with a passing verdict): every
// tail of blocking must be refused, what saying how it passes, and every
// tail of clean lints clean.
func expectEachPreset(t *testing.T, heads map[string]string, blocking, clean []string, what string) {
	t.Helper()
	for name, head := range heads {
		d := MustDialect(mustPreset(t, name).Spec)
		for _, tail := range blocking {
			if ds := Lint([]byte(head+tail), Options{Dialect: d}); !refused(ds) {
				t.Errorf("%s: %s:\n%s", name, what, tail)
			}
		}
		for _, tail := range clean {
			if ds := Lint([]byte(head+tail), Options{Dialect: d}); refused(ds) {
				t.Errorf("%s: refused %v:\n%s", name, ds, tail)
			}
		}
	}
}

// presetHeads are the passing heads of every preset, each ending before
// the body a test appends: passingHeads, with a severity-table report
// that names its findings section and none in it.
func presetHeads() map[string]string {
	heads := passingHeads()
	heads["severity-table"] = "# Review\n\n**Decision:** APPROVE\n\n## Findings\n\nNone\n\n"
	return heads
}
