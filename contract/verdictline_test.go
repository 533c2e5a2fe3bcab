package contract

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/renderoracle"
)

// withVerdict is a PASS report whose verdict line is replaced by lines.
func withVerdict(lines string) []byte {
	return []byte(strings.Replace(renderoracle.BasePassReport, "Verdict: PASS", lines, 1))
}

// TestVerdictInAnyCase: a reader sees `VErdict: FAIL` as a verdict line,
// whatever the case of its letters, so a second verdict in odd case
// still conflicts with the first.
func TestVerdictInAnyCase(t *testing.T) {
	for _, line := range []string{"VErdict: FAIL", "vERDICT: FAIL", "VeRdIcT: fail", "Final VERdict: FAIL"} {
		doc := withVerdict("Verdict: PASS\n\n" + line)
		if ds := Lint(doc, Options{}); countRule(ds, RuleVerdictConflict) == 0 {
			t.Errorf("%q is not read as a verdict line: %v", line, ds)
		}
	}
}

// TestVerdictChoiceIsNoVerdict: a verdict line that offers a choice, as a
// template's placeholder does, states no verdict. A careful reader does
// not read `Verdict: PASS or FAIL` as a PASS, so neither may the linter:
// the line is an error and the report has no verdict to approve with.
func TestVerdictChoiceIsNoVerdict(t *testing.T) {
	for _, lines := range []string{
		"Verdict: PASS or FAIL",
		"Verdict: pass or fail",
		"Verdict: PASS/FAIL",
		"**Verdict:** PASS | FAIL",
		"Verdict: [PASS or FAIL]",
		"Verdict: FAIL, PASS",
		"Verdict: PASS (or FAIL if the benchmark regresses)",
		"## Verdict: PASS or FAIL",
		"Final verdict: ✅ PASS / ❌ FAIL",
		"Verdict: PASS\nor FAIL",
		"Verdict: PASS\n—\nor FAIL",
		"Verdict:\nPASS or FAIL",
		"## Verdict\nPASS or FAIL",
		"- Verdict: PASS\n  or FAIL",
		"Verdict: PASS or FAIL\n\nVerdict: PASS",
	} {
		doc := withVerdict(lines)
		ds := Lint(doc, Options{})
		if countRule(ds, RuleVerdictConflict) == 0 {
			t.Errorf("%q: no %s; got %v", lines, RuleVerdictConflict, ds)
		}
		if !strings.Contains(lines, "\n\nVerdict: PASS") {
			if v, ok := ReportVerdict(doc, nil); ok {
				t.Errorf("%q: read as the verdict %s", lines, v)
			}
		}
	}
}

// TestVerdictWithTrailingWords: words after the value that offer no
// other verdict leave it the verdict.
func TestVerdictWithTrailingWords(t *testing.T) {
	for _, lines := range []string{
		"Verdict: PASS",
		"Verdict: PASS (the round-1 FAIL is fixed)",
		"Verdict: PASS — nothing blocks",
		"**Final verdict:** ✅ PASS (after re-check)",
		"Verdict: PASS.",
		"Verdict: PASS\nafter a second look",
		"## Verdict\nPASS, see below",
		"Verdict: PASS\n\nor so the tests say",
	} {
		doc := withVerdict(lines)
		if ds := Lint(doc, Options{}); len(ds) > 0 {
			t.Errorf("%q: %v", lines, ds)
		}
		if v, ok := ReportVerdict(doc, nil); !ok || v != Pass {
			t.Errorf("%q: read as %q, %v; want PASS", lines, v, ok)
		}
	}
}

// TestUnmarkedDropsMarkersWithoutAllocating: unmarked drops every `*`
// and backtick as a replacer does, byte for byte (invalid UTF-8
// included), and costs no allocation on a value with no marker: it runs
// on every candidate verdict value a dialect weighs.
func TestUnmarkedDropsMarkersWithoutAllocating(t *testing.T) {
	oracle := strings.NewReplacer("*", "", "`", "")
	for _, s := range []string{"", "APPROVED", "**APPROVED**", " `PASS` ", "_**x**_", "*`*`", "\xff*\xfe`", "a * b ` c", "__ ** __", "✅ **APPROVED WITH NOTES**"} {
		if got, want := unmarked(s), strings.Trim(oracle.Replace(s), " \t_"); got != want {
			t.Errorf("unmarked(%q) = %q, want %q", s, got, want)
		}
	}
	if n := testing.AllocsPerRun(100, func() { _ = unmarked(" APPROVED FOR PRODUCTION ") }); n != 0 {
		t.Errorf("unmarked allocates %v times on a value with no marker", n)
	}
}
