package dialect

import (
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/contract"
)

// TestInferVerdictBelowPartsTable: a report that grades each review
// domain in a status table before its own verdict (`**RESULT:** NO
// BLOCKING ISSUES IDENTIFIED`) states its verdict in that label, not in
// the table's first row: inference learns the label's key, the report
// lints clean, and taken out of it the label leaves a report the dialect
// refuses, the table's APPROVED rows being no verdict of the report.
func TestInferVerdictBelowPartsTable(t *testing.T) {
	parts := "# Review Issues Consolidation\n\n## Summary of Review Results\n\n" +
		"| Review Domain | Score | Status |\n|---|---|---|\n| Architecture | 98 | ✅ APPROVED |\n| QA | 92 | ✅ APPROVED |\n\n" +
		"## Blocking Issues Analysis\n\n**RESULT: NO BLOCKING ISSUES IDENTIFIED**\n\nAll domains approve.\n"
	gonogo := "# Business Review\n\n**Go/No-Go Recommendation:** ✅ **APPROVED FOR PRODUCTION**\n\n" +
		"**Implementation Status:** PRODUCTION READY\n\nThe value is delivered.\n"
	files := []File{
		{"a.md", []byte("# Review\n\n**Status:** APPROVED\n\nGood.\n")},
		{"b.md", []byte("# Review\n\n**Status:** NEEDS_FIXES\n\nThe cache leaks.\n")},
		{"parts.md", []byte(parts)},
		{"gonogo.md", []byte(gonogo)},
	}
	res := InferReports(files)
	for _, f := range files {
		if !slices.Contains(res.Clean, f.Path) {
			t.Errorf("%s refused: %v (keys %q, qualifiers %q)", f.Path, res.Refusals, res.Spec.Verdict.Keys, res.Spec.Verdict.Qualifiers)
		}
	}
	if q := res.Spec.Verdict.Qualifiers; !slices.Contains(q, "go/no-go") || slices.Contains(q, "implementation") {
		t.Errorf("qualifiers = %q, want go/no-go (the report's own verdict) and not implementation (a part's status)", q)
	}
	d, err := contract.NewDialect(res.Spec)
	if err != nil {
		t.Fatal(err)
	}
	for name, doc := range map[string]string{
		"parts without its result":     strings.Replace(parts, "**RESULT: NO BLOCKING ISSUES IDENTIFIED**", "", 1),
		"parts with a failing result":  strings.Replace(parts, "NO BLOCKING ISSUES IDENTIFIED", "NEEDS_FIXES", 1) + "\n**Status:** APPROVED\n",
		"gonogo without its verdict":   strings.Replace(gonogo, "**Go/No-Go Recommendation:** ✅ **APPROVED FOR PRODUCTION**", "", 1),
		"gonogo beside a blocking one": gonogo + "\n- tokens are logged: FAIL — they leak\n",
		"gonogo against its status":    strings.Replace(gonogo, "PRODUCTION READY", "NEEDS_FIXES", 1),
	} {
		if errs := errorsOf([]byte(doc), d); len(errs) == 0 {
			t.Errorf("%s lints clean:\n%s", name, doc)
		}
	}
}

// TestInferVerdictAfterPartItems: a report that opens with a list of its
// parts' statuses (`- **Foundation Status**: ✅ **SUCCESSFULLY
// RESOLVED**`) and closes with its verdict under a key of its own states
// the verdict there: a list item grades a part, as a table row does.
func TestInferVerdictAfterPartItems(t *testing.T) {
	deep := "# Review\n\n## Key Findings\n\n- **Foundation Status**: ✅ **SUCCESSFULLY RESOLVED** - files created\n" +
		"- **Readiness**: ✅ **APPROVED** - ready\n\n## Details\n\nThe plan holds.\n\n### Final Assessment: ✅ **APPROVED FOR EXECUTION**\n"
	files := []File{
		{"a.md", []byte("# Review\n\n**Plan Status**: APPROVED\n\nGood.\n")},
		{"b.md", []byte("# Review\n\n**Plan Status**: REQUIRES_REVISION\n\nThe plan does not hold.\n")},
		{"deep.md", []byte(deep)},
	}
	res := InferReports(files)
	if !slices.Contains(res.Clean, "deep.md") {
		t.Errorf("deep.md refused: %v (keys %q, qualifiers %q)", res.Refusals, res.Spec.Verdict.Keys, res.Spec.Verdict.Qualifiers)
	}
	if q := res.Spec.Verdict.Qualifiers; slices.Contains(q, "foundation") {
		t.Errorf("qualifiers = %q: a part's status taught its name", q)
	}
	d, err := contract.NewDialect(res.Spec)
	if err != nil {
		t.Fatal(err)
	}
	for name, doc := range map[string]string{
		"without its assessment": strings.Replace(deep, "### Final Assessment: ✅ **APPROVED FOR EXECUTION**", "", 1),
		"a failing part":         strings.Replace(strings.Replace(deep, "**Readiness**", "**Status**", 1), "✅ **APPROVED** - ready", "❌ **REQUIRES_REVISION** - not ready", 1),
		"two verdicts":           deep + "\n**Plan Status**: REQUIRES_REVISION\n",
		"beside a blocking one":  deep + "\n- tokens are logged: FAIL — they leak\n",
	} {
		if errs := errorsOf([]byte(doc), d); len(errs) == 0 {
			t.Errorf("%s lints clean:\n%s", name, doc)
		}
	}
}
