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

// TestInferLearnsNoTurnedPass: a pass word beside a word that turns,
// empties, limits or doubts it (FAR FROM APPROVED, ADVISE AGAINST,
// APPROVE NOTHING, LGTM-ISH) is no pass to a reader; infer places it on
// no side, so a report that says it is refused under what infer prints.
func TestInferLearnsNoTurnedPass(t *testing.T) {
	turned := []string{"FAR FROM APPROVED", "ADVISE AGAINST", "ANYTHING BUT APPROVED", "NOTHING APPROVED",
		"APPROVE NOTHING", "APPROVED NOTHING", "LGTM-ISH", "ALMOST READY", "APPROVED (REVOKED)",
		"HARD PASS", "PASS ON THIS", "APPROVED BY NOBODY", "APPROVED FOR REVERT"}
	files := []File{
		{"a.md", []byte("# Review\n\nVerdict: APPROVED\n\n## Findings\nNone\n")},
		{"b.md", []byte("# Review\n\nVerdict: REJECTED\n\n## Findings\nNone\n")},
	}
	for i, w := range turned {
		files = append(files, File{string(rune('c'+i)) + ".md", []byte("# Review\n\nVerdict: " + w + "\n\n## Findings\nNone\n")})
	}
	res := InferReports(files)
	d, err := contract.NewDialect(res.Spec)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range turned {
		if slices.Contains(res.Spec.Verdict.Pass, w) {
			t.Errorf("infer learnt %q as a pass word: %q", w, res.Spec.Verdict.Pass)
		}
		doc := "# Review\n\nVerdict: " + w + "\n\n## Findings\n- **Critical**: the token leaks\n"
		for _, diag := range contract.Lint([]byte(doc), contract.Options{Dialect: d}) {
			if diag.Rule == contract.RuleVerdictFindingMismatch {
				t.Errorf("under the inferred dialect %q reads as a pass: %v", w, diag)
			}
		}
	}
	if !slices.Contains(res.Clean, "a.md") {
		t.Errorf("the plain approval is refused: %v", res.Refusals)
	}
}
