package lint

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/config"
)

// TestPanicInAWorkerReachesTheCaller: a target whose reading panics
// fails the run where the caller runs it. Raised in the worker, the
// panic could end the process only after the caller had printed a clean
// result and exited 0: a crash read as approval.
func TestPanicInAWorkerReachesTheCaller(t *testing.T) {
	l := New(config.Default())
	targets := []Target{{Display: "ok.md", Rel: "ok.md", Read: func() ([]byte, error) { return []byte("x\n"), nil }}}
	targets = append(targets, Target{Display: "boom.md", Rel: "boom.md", Read: func() ([]byte, error) { panic("boom") }})
	defer func() {
		r := recover()
		if r == nil {
			t.Fatal("a panic while linting a target was not raised to the caller")
		}
		if s, _ := r.(string); !strings.Contains(s, "boom.md") || !strings.Contains(s, "boom") {
			t.Errorf("the panic does not name the target and the cause: %v", r)
		}
	}()
	l.LintTargets(targets)
}

// TestPanicStartingAWorkerIsNamed: a panic before a worker takes any
// target is raised in the caller as well, named for what it was doing,
// not for a target it never had.
func TestPanicStartingAWorkerIsNamed(t *testing.T) {
	defer func() {
		s, _ := recover().(string)
		if !strings.HasPrefix(s, "starting a worker: boom") {
			t.Errorf("the panic raised is %q, want it to name the worker's start", s)
		}
	}()
	eachOnWorkers(3, 2, func(i int) string { return []string{"a", "b", "c"}[i] },
		func() func(int) { panic("boom") })
}
