package dialect

import (
	"slices"
	"testing"

	"github.com/reviewlint/reviewlint/contract"
)

// TestInferLearnsNoHeldBackPass: reports a hostile author planted with
// approvals held back (CONDITIONALLY APPROVED, APPROVED WITH CONDITIONS)
// must not teach a dialect that takes them for a pass: a new report
// with one is refused under what infer prints, and the team's plain
// approvals are still learnt.
func TestInferLearnsNoHeldBackPass(t *testing.T) {
	held := []string{"CONDITIONALLY APPROVED", "APPROVED WITH CONDITIONS", "PARTIALLY APPROVED", "TENTATIVELY APPROVED"}
	files := []File{
		{"a.md", []byte("# Review\n\n## Verdict: APPROVED\n\n## Findings\nNone\n")},
		{"b.md", []byte("# Review\n\n## Verdict: CHANGES REQUESTED\n\n## Findings\n- **Critical**: the migration drops a column\n")},
	}
	for i, h := range held {
		files = append(files, File{string(rune('c'+i)) + ".md", []byte("# Review\n\n## Verdict: " + h + "\n\n## Findings\nNone\n")})
	}
	res := InferReports(files)
	for _, h := range held {
		if slices.Contains(res.Spec.Verdict.Pass, h) {
			t.Errorf("infer learnt %q as a pass word: %q", h, res.Spec.Verdict.Pass)
		}
	}
	d, err := contract.NewDialect(res.Spec)
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range held {
		if ds := contract.Lint([]byte("# Review\n\n## Verdict: "+h+"\n\n## Findings\nNone\n"), contract.Options{Dialect: d}); len(ds) == 0 {
			t.Errorf("under the inferred dialect %q passes", h)
		}
	}
	if !slices.Contains(res.Clean, "a.md") {
		t.Errorf("the plain approval is refused: %v", res.Refusals)
	}
}
