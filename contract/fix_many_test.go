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
