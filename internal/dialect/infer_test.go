package dialect

import (
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/diag"
)

// TestInferLearnsNoGateAsVerdict: a report whose verdict is in words of
// no known side, and which lists gates with their own Status lines, must
// not teach the dialect to read a gate's status as the verdict: taken out
// of it, the verdict line must leave a report the dialect refuses.
func TestInferLearnsNoGateAsVerdict(t *testing.T) {
	gated := "# Review\n\n**VERDICT**: PARTIAL IMPROVEMENT - CRITICAL GAPS REMAIN\n\n" +
		"### Gate 1: architecture score\n\n**Status**: GATE PASSED\n\n### Gate 2: workflows\n\n**Status**: GATE PASSED\n"
	files := []File{
		{"a.md", []byte("# Review\n\n**Verdict**: APPROVED\n\nThe plan holds.\n")},
		{"b.md", []byte("# Review\n\n**Plan Status**: REQUIRES_REVISION\n\nThe plan does not hold.\n")},
		{"c.md", []byte("# Review\n\n**Status**: APPROVED\n\nGood.\n")},
		{"gated.md", []byte(gated)},
	}
	res := InferReports(files)
	d, err := contract.NewDialect(res.Spec)
	if err != nil {
		t.Fatal(err)
	}
	var kept []string
	for _, l := range strings.Split(gated, "\n") {
		if !strings.Contains(l, "PARTIAL IMPROVEMENT") {
			kept = append(kept, l)
		}
	}
	stripped := strings.Join(kept, "\n")
	refused := false
	for _, x := range contract.Lint([]byte(stripped), contract.Options{Dialect: d}) {
		refused = refused || x.Severity == diag.Error
	}
	if !refused {
		t.Errorf("the gate report without its verdict is accepted; pass words %q, keys %q", res.Spec.Verdict.Pass, res.Spec.Verdict.Keys)
	}
	for _, f := range files[:3] {
		if !slices.Contains(res.Clean, f.Path) {
			t.Errorf("%s is refused: %v", f.Path, res.Refusals)
		}
	}
}

// TestInferRounds: reports that are logs of review rounds teach a
// dialect that reads their last round; a report whose parts each hold a
// verdict under another word (gates) teaches none.
func TestInferRounds(t *testing.T) {
	log := func(verdicts ...string) []byte {
		var b strings.Builder
		b.WriteString("# Review Log\n")
		for i, v := range verdicts {
			b.WriteString("\n## Review — round " + string(rune('1'+i)) + "\n\n**Verdict: " + v + "**\n")
			if v == "FAIL" {
				b.WriteString("\n- the cache leaks: FAIL — it grows without bound\n")
			}
		}
		return []byte(b.String())
	}
	files := []File{
		{"a/REVIEW_LOG.md", log("FAIL", "PASS")},
		{"b/REVIEW_LOG.md", log("PASS", "FAIL", "PASS")},
		{"c/REVIEW_LOG.md", log("FAIL", "FAIL")},
	}
	res := InferReports(files)
	if !slices.Equal(res.Spec.Verdict.Rounds, []string{"Review"}) {
		t.Errorf("rounds = %q, want [Review]", res.Spec.Verdict.Rounds)
	}
	if len(res.Clean) != len(files) {
		t.Errorf("clean %d of %d: %v", len(res.Clean), len(files), res.Refusals)
	}
	gates := []File{
		{"a.md", []byte("# Review\n\n## Gate 1\n\n**Verdict: PASS**\n\n## Gate 2\n\n**Verdict: PASS**\n")},
		{"b.md", []byte("# Review\n\n## Gate 1\n\n**Verdict: FAIL**\n\n- x: FAIL — y\n\n## Gate 2\n\n**Verdict: PASS**\n")},
	}
	if r := InferReports(gates).Spec.Verdict.Rounds; len(r) != 0 {
		t.Errorf("gates taught rounds %q", r)
	}
}

// TestInferRoundHeadings: rounds whose headings state their verdicts
// (`## Initial Review - NEEDS REVISION` above `## Final Review - PLAN
// APPROVED`) teach the round word, and the log lints clean; a heading
// that states more than a verdict teaches nothing.
func TestInferRoundHeadings(t *testing.T) {
	files := []File{
		{"a.md", []byte("# Plan Review\n\n**Verdict:** PLAN APPROVED\n\nGood.\n")},
		{"b.md", []byte("# Plan Review\n\n**Verdict:** NEEDS REVISION\n\n- the cache leaks: FAIL — it grows\n")},
		{"c.md", []byte("# Plan Review\n\n## Initial Review - NEEDS REVISION\n\n- the cache leaks: FAIL — it grows\n\n" +
			"## Final Review - PLAN APPROVED\n\nThe cache is bounded now.\n")},
	}
	res := InferReports(files)
	if !slices.Equal(res.Spec.Verdict.Rounds, []string{"Review"}) {
		t.Errorf("rounds = %q, want [Review]", res.Spec.Verdict.Rounds)
	}
	if !slices.Contains(res.Clean, "c.md") {
		t.Errorf("the rounds are refused: %v", res.Refusals)
	}
	files[2].Data = []byte("# Plan Review\n\n## Initial Review - NEEDS REVISION if the cache leaks\n\n- the cache leaks: FAIL — it grows\n\n" +
		"## Final Review - maybe approved later\n\nThe cache is bounded now.\n")
	if r := InferReports(files).Spec.Verdict.Rounds; len(r) != 0 {
		t.Errorf("prose headings taught rounds %q", r)
	}
}

// TestInferQualifiers: a team's own name before the verdict key is
// learned from a report's own verdict, never from a part's status.
func TestInferQualifiers(t *testing.T) {
	files := []File{
		{"proc.md", []byte("# Process Review\n\n**PROCESS REVIEW STATUS: ✅ APPROVED**\n\nAll good.\n")},
		{"arch.md", []byte("# Review\n\n**Verdict**: APPROVED\n\n**Build Status**: SUCCESS\n")},
		{"audit.md", []byte("# Audit\n\n**Audit Result**: CRITICAL ACCURACY ISSUES\n\n**Build Status**: SUCCESS\n")},
	}
	res := InferReports(files)
	if q := res.Spec.Verdict.Qualifiers; !slices.Contains(q, "process") || slices.Contains(q, "build") {
		t.Errorf("qualifiers = %q, want process and not build", q)
	}
	if !slices.Contains(res.Clean, "proc.md") {
		t.Errorf("proc.md refused: %v", res.Refusals)
	}
}

// TestInferRestatedVerdict: a report that states its verdict again in
// other words, under another key, lints clean under the inferred dialect.
func TestInferRestatedVerdict(t *testing.T) {
	files := []File{
		{"a.md", []byte("# Review\n\n**Decision:** APPROVE\n\nGood.\n")},
		{"b.md", []byte("# Review\n\n**Decision:** CHANGES REQUESTED\n\n- the cache leaks: FAIL — it grows\n")},
		{"c.md", []byte("# Review\n\n## Recommendation\n\nAPPROVED\n\n## Summary\n\nAll good.\n\n**Decision:** ✅ APPROVE\n")},
	}
	res := InferReports(files)
	if !slices.Contains(res.Clean, "c.md") {
		t.Errorf("the restated verdict is refused: %v", res.Refusals)
	}
}

// TestInferFailureRestated: a failure restated in other words under the
// verdict key (`Plan Status: 🚨 CRITICAL ACCURACY ISSUES`) states the
// verdict too: taken out with the verdict line, it leaves a report the
// dialect refuses, and the report lints clean.
func TestInferFailureRestated(t *testing.T) {
	files := []File{
		{"a.md", []byte("# Review\n\n**Plan Status**: APPROVED\n\nGood.\n")},
		{"b.md", []byte("# Review\n\n**Plan Status**: REQUIRES_REVISION\n\n- the cache leaks: FAIL — it grows\n")},
		{"c.md", []byte("# Review\n\n**Plan Status**: REQUIRES_REVISION\n\n- the cache leaks: FAIL — it grows\n\n" +
			"## Final Verdict\n\n**Plan Status**: 🚨 **CRITICAL ACCURACY ISSUES**\n")},
	}
	res := InferReports(files)
	if !slices.Contains(res.Clean, "c.md") {
		t.Errorf("the restated failure is refused: %v", res.Refusals)
	}
}

// TestValueEndsItsClause: a word in lower or mixed case after a key is
// a value only when it ends the clause. `Recommendation: pass around the
// list` and `Status: Minor UX` are prose; a dialect that learnt `pass` and
// `Minor` from them read a Python `pass` line in a pasted snippet as a
// second verdict.
func TestValueEndsItsClause(t *testing.T) {
	for rest, want := range map[string]string{
		"pass around the indexed list.":   "",
		"Minor UX - users can find it":    "",
		"Blocks implementation until now": "",
		"Approved - ready":                "Approved",
		"approved.":                       "approved",
		"**Approved** (round 2)":          "Approved",
		"Approved":                        "Approved",
		"APPROVED WITH NOTES":             "APPROVED WITH NOTES",
	} {
		got, ok := valueOf(rest)
		if got != want || ok != (want != "") {
			t.Errorf("valueOf(%q) = %q, %v; want %q", rest, got, ok, want)
		}
	}
}

// TestInferVerdictHeading: a report whose verdict is a heading of its own
// (`## ADVISE` first) states it there: the inference's leak check strips
// that line and must then find no verdict, so the report is accepted.
func TestInferVerdictHeading(t *testing.T) {
	files := []File{
		{"a.md", []byte("# Review\n\n**Verdict**: APPROVE\n\nGood.\n")},
		{"b.md", []byte("# Review\n\n**Verdict**: ADVISE\n\n- **Minor**: rename it\n")},
		{"c.md", []byte("## ADVISE\n\nTwo concerns, neither blocking.\n\n- **Minor**: the README example is long\n")},
	}
	res := InferReports(files)
	if !slices.Contains(res.Clean, "c.md") {
		t.Errorf("a verdict heading is not read as the report's statement: %v", res.Refusals)
	}
}
