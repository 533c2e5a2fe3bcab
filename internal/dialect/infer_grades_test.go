package dialect

import (
	"slices"
	"testing"

	"github.com/reviewlint/reviewlint/contract"
)

// TestInferLearnsNumberedGrades: a grade with a digit (`[P0]`, `P1:`)
// leads a finding as `[Major]` does; the dialect learned from reports
// that write them must call P0 and P1 blocking, so that an approval
// beside a P0 finding is a contradiction, in the report it learns from
// and in the next one, and P2 advisory, so that one beside a P2 is not.
func TestInferLearnsNumberedGrades(t *testing.T) {
	files := []File{
		{"a.md", []byte("# Review\n\n**Status:** SHIP IT\n\n## Problems\n\n- [P2] the log line says retrys\n")},
		{"b.md", []byte("# Review\n\n**Status:** CHANGES REQUESTED\n\n## Problems\n\n- P1: the cache is never invalidated\n")},
		{"c.md", []byte("# Review\n\n**Status:** SHIP IT\n\n## Problems\n\n- [P0] the token is logged\n")},
	}
	res := InferReports(files)
	if slices.Contains(res.Clean, "c.md") {
		t.Errorf("an approval beside a P0 finding is accepted: fail words %q", res.Spec.Findings.Fail)
	}
	if !slices.Contains(res.Clean, "a.md") {
		t.Errorf("an approval beside a P2 finding is refused: %v", res.Refusals)
	}
	d, err := contract.NewDialect(res.Spec)
	if err != nil {
		t.Fatal(err)
	}
	next := "# Review\n\n**Status:** SHIP IT\n\n## Problems\n\n- **P1**: the migration drops a table\n"
	if ds := contract.Lint([]byte(next), contract.Options{Dialect: d}); len(ds) == 0 {
		t.Errorf("an approval beside a P1 finding lints clean under the inferred dialect (fail words %q)", res.Spec.Findings.Fail)
	}
}
