package contract

import (
	"fmt"
	"strings"
	"testing"
)

// TestCoverageStatusTakenBack: a status that holds (VERIFIED
// INDEPENDENTLY) taken back by what follows it on the entry (a question,
// a cross, a condition, a count of failures, a denial that it was run)
// is no claim that holds: the entry is malformed. What the check showed
// (`the parser cannot crash on empty input`, `2 skipped, 40 passed`)
// takes nothing back.
func TestCoverageStatusTakenBack(t *testing.T) {
	const head = "# Review\n\nVerdict: PASS\n\n## Verdict reason\nfine\n\n## Coverage statement\n- "
	const tail = "\n\n## Findings\n- the log is long: NOTE — fine\n"
	held := []string{
		"tests pass: VERIFIED INDEPENDENTLY (not run)",
		"tests pass: VERIFIED INDEPENDENTLY? no",
		"tests pass: VERIFIED INDEPENDENTLY — could not run them",
		"tests pass: VERIFIED INDEPENDENTLY ❌",
		"tests pass: VERIFIED INDEPENDENTLY (3 failing)",
		"tests pass: VERIFIED INDEPENDENTLY, pending CI",
		"the benchmark improved: ACCEPTED FROM WORKER'S EVIDENCE (unverified)",
	}
	clean := []string{
		"the parser is safe: VERIFIED INDEPENDENTLY — it cannot crash on empty input",
		"tests pass: VERIFIED INDEPENDENTLY (2 skipped, 40 passed)",
		"tests pass: VERIFIED INDEPENDENTLY — I ran `go test ./...` at the head",
	}
	for _, c := range held {
		ds := Lint([]byte(head+c+tail), Options{})
		if countRule(ds, RuleCoverageMalformed) == 0 || !strings.Contains(fmt.Sprint(ds), "taken back") {
			t.Errorf("%q: %v", c, ds)
		}
	}
	for _, c := range clean {
		if ds := Lint([]byte(head+c+tail), Options{}); refused(ds) {
			t.Errorf("%q: refused %v", c, ds)
		}
	}
}
