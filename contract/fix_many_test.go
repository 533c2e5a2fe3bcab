package contract

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// TestFixManyBesideOneRefused: a fix whose check fails (the disposition
// would move into a code span) must not hold back the hundreds beside
// it. One run fixes every one that holds, and a second run changes
// nothing: a run that stops half way is not idempotent.
func TestFixManyBesideOneRefused(t *testing.T) {
	var b strings.Builder
	b.WriteString("Verdict: FAIL\n\n## Coverage statement\n- a: VERIFIED INDEPENDENTLY\n\n## Verdict reason\nx\n\n## Findings\n")
	b.WriteString("- **FAIL**: `x — y` — why\n")
	const n = 400
	for i := range n {
		fmt.Fprintf(&b, "- **FAIL**: thing %d — why\n", i)
	}
	b.WriteString("\n## Do not rebuild\n- y\n")
	content := []byte(b.String())

	fixed, fixes := FixAll(content, Options{}, nil)
	if len(fixes) != n {
		t.Errorf("one run made %d fixes, want %d", len(fixes), n)
	}
	if bytes.Contains(fixed, []byte("**FAIL**: thing")) {
		t.Error("a finding that has a fix was left as it was")
	}
	if !bytes.Contains(fixed, []byte("- **FAIL**: `x — y` — why\n")) {
		t.Error("the finding whose fix fails its check was changed")
	}
	if again, more := FixAll(fixed, Options{}, nil); len(more) > 0 || !bytes.Equal(again, fixed) {
		t.Errorf("a second run made %d more fixes", len(more))
	}
}

// TestFixBoundedReadings: a report made so that every other fix fails its
// check costs a run no more readings than its budget, over all its
// passes: each reading lints the whole report again, and a budget a pass
// would let eight passes read it hundreds of times.
func TestFixBoundedReadings(t *testing.T) {
	content := hostileFixReport(2000)
	budget := newCheckBudget(len(content))
	fixAll(content, Options{}, nil, budget)
	if budget.made > maxChecks {
		t.Errorf("%d readings of a %d-byte report, want at most %d", budget.made, len(content), maxChecks)
	}
}

// hostileFixReport has n findings that lead with their disposition, every
// other one of which cannot be fixed (the move would cross a code span).
func hostileFixReport(n int) []byte {
	var b strings.Builder
	b.WriteString("Verdict: FAIL\n\n## Coverage statement\n- a: VERIFIED INDEPENDENTLY\n\n## Verdict reason\nx\n\n## Findings\n")
	for i := range n {
		if i%2 == 0 {
			fmt.Fprintf(&b, "- **FAIL**: `x%d — y` — why\n", i)
		} else {
			fmt.Fprintf(&b, "- **FAIL**: thing %d — why\n", i)
		}
	}
	b.WriteString("\n## Do not rebuild\n- y\n")
	return []byte(b.String())
}

// BenchmarkFixAll compares a run of fixes on a report whose every other
// fix fails its check with one on a report of the same size whose fixes
// all hold, and with linting it once: the ratios say what the checks
// cost (go test ./contract -run X -bench FixAll).
func BenchmarkFixAll(b *testing.B) {
	hostile := hostileFixReport(2000)
	honest := bytes.ReplaceAll(hostile, []byte("`"), []byte("'"))
	for _, c := range []struct {
		name    string
		content []byte
		fix     bool
	}{{"lint", hostile, false}, {"honest", honest, true}, {"hostile", hostile, true}} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if c.fix {
					FixAll(c.content, Options{}, nil)
				} else {
					Lint(c.content, Options{})
				}
			}
		})
	}
}
