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
	var b strings.Builder
	b.WriteString("Verdict: FAIL\n\n## Coverage statement\n- a: VERIFIED INDEPENDENTLY\n\n## Verdict reason\nx\n\n## Findings\n")
	for i := range 2000 {
		if i%2 == 0 {
			fmt.Fprintf(&b, "- **FAIL**: `x%d — y` — why\n", i)
		} else {
			fmt.Fprintf(&b, "- **FAIL**: thing %d — why\n", i)
		}
	}
	b.WriteString("\n## Do not rebuild\n- y\n")
	content := []byte(b.String())
	budget := newCheckBudget(len(content))
	fixAll(content, Options{}, nil, budget)
	if budget.made > maxChecks {
		t.Errorf("%d readings of a %d-byte report, want at most %d", budget.made, len(content), maxChecks)
	}
}
