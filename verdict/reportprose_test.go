package verdict

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/diag"
)

// reportProseHolds are reviews a markdown report's reader refuses beside
// a pass, by class, that the review's own readers let pass beside an
// approving verdict.
var reportProseHolds = map[string][]string{
	"blockers counted": {
		"We still have 2 unaddressed blockers.",
		"**Open blockers after this round:** 1",
	},
	"a severity word": {
		"There's a severe bug: the cache drops writes.",
		"Approve.\n\n- the importer drops rows: BLOCKER — data loss",
	},
	"a failed status": {
		"tests: failed, apologies.",
		"CI: failed, apologies.",
		"Result: ✗ FAILED",
	},
	"a failing or waiting verdict word": {
		"**Recommendation:** hold off",
		"Merge status: on hold",
		"**Status:** waiting on the author",
		"Decision: rejected",
	},
	"a conflicting verdict line": {
		"All good otherwise, but verdict: FAIL",
	},
	"a word in disguise": {
		"𝐅𝐀𝐈𝐋𝐄𝐃, apologies.",
		"Note: bl\u200bocker",
	},
	"a grade after a lead mark": {
		"• Major issues found: 3",
		"- [ ] Critical: the token leaks.",
		"| Critical issues found in review: 2",
	},
	"a hold after raw HTML": {
		// Rendered, the comment hides the line; written, it shows.
		"<!--\n\nThere's a severe bug: the cache drops writes.",
	},
}

// reportProseAlike are reviews every report preset passes beside a pass:
// the verdict in another team's pass words, grades answered no, the
// words inside other words, a failure that was, and code.
var reportProseAlike = []string{
	"No critical issues found.",
	"build: passed",
	"The FAILOVER path is sound.",
	"Blockers: none.",
	"Critical: 0",
	"The severe-weather module is untouched.",
	"The old code failed on empty input; the change fixes it.",
	"A <b>small</b> change, well tested.",
	"```\nVerdict: FAIL\n```",
	"```\nunclosed fence\n\nThere's a severe bug: the cache drops writes.",
}

// reportProseAgrees are reviews some report refuses that agree with an
// approving verdict: the approval in the words of another team's
// reports, which a report of one dialect refuses as a second verdict,
// and lines led by a grade answered or read on.
var reportProseAgrees = []string{
	"Verdict: APPROVED",
	"## Verdict: APPROVE\n\n## Findings\n\nNone",
	"Decision: LGTM",
	"**Verdict:** PASSED",
	// A line led by a grade is read by this package's grade readers,
	// which read its answer and the words after the grade: some reports
	// take the grade for a finding's whatever follows it.
	"Blockers: none. Critical: none.",
	"**Critical** path logging is fine",
	"• Blockers: none.",
	"- [x] Critical: none.",
}

// TestApproveBesideWhatAReportRefuses: an approving verdict whose review
// (or summary) says what a markdown report refuses beside a pass is
// refused in every preset, and the look-alikes every report passes are
// approved. Each preset's example report is the oracle: a hold is
// refused appended to one of them, a look-alike in none.
func TestApproveBesideWhatAReportRefuses(t *testing.T) {
	inReport := func(p contract.Preset, text string) bool {
		doc := strings.TrimRight(p.Example, "\n") + "\n\n## Notes\n\n" + text + "\n"
		return diag.HasErrors(contract.Lint([]byte(doc), contract.Options{Dialect: contract.MustDialect(p.Spec)}))
	}
	for _, p := range contract.Presets() {
		if inReport(p, "The change is sound.") {
			t.Fatalf("%s: the example report with a plain note is refused", p.Name)
		}
	}
	for class, holds := range reportProseHolds {
		for _, h := range holds {
			refused := false
			for _, p := range contract.Presets() {
				refused = refused || inReport(p, h)
			}
			if !refused {
				t.Errorf("%s: no report refuses %q", class, h)
			}
			for _, p := range Presets() {
				ds := MustDialect(p.Spec).Lint(approvalWithReview(p.Name, h))
				if !hasRuleError(ds, RuleApproveWithBlocking) {
					t.Errorf("%s: %s: an approval beside %q passes: %v", class, p.Name, h, ds)
				}
			}
		}
	}
	for _, a := range append(reportProseAlike, reportProseAgrees...) {
		for _, p := range contract.Presets() {
			if inReport(p, a) && !slices.Contains(reportProseAgrees, a) {
				t.Errorf("the %s report refuses look-alike %q", p.Name, a)
			}
		}
		for _, p := range Presets() {
			if ds := MustDialect(p.Spec).Lint(approvalWithReview(p.Name, a)); len(ds) > 0 {
				t.Errorf("%s: refused look-alike %q: %v", p.Name, a, ds)
			}
		}
	}
}

// TestReportProseSaysWhere: the refusal quotes the review's line that a
// report refuses and the report's reason, and a report that passes holds
// no refusal of its own for the text to be blamed for.
func TestReportProseSaysWhere(t *testing.T) {
	d := MustDialect(Default())
	for _, r := range d.passingReports() {
		doc := r.head + "The change is sound.\n"
		for _, x := range contract.Lint([]byte(doc), contract.Options{Dialect: r.d}) {
			if reportRefusal(x) {
				t.Errorf("%s: the passing report is refused without a review: %v", r.d.Name(), x)
			}
		}
	}
	ds := d.Lint(approvalWithReview("default", "The retry loop is sound.\n\nWe still have 2 unaddressed blockers.\n\nThanks."))
	if len(ds) != 1 || !strings.Contains(ds[0].Message, `"We still have 2 unaddressed blockers."`) || !strings.Contains(ds[0].Message, "verdict-finding-mismatch") {
		t.Errorf("want one refusal quoting the line and the report's rule, got %v", ds)
	}
}

// TestReportProseLong: a long review is read in pieces, every byte of
// it: a plain one (800 lines of prose, a long review in Chinese) is
// approved, and a hold in its last piece, in a line longer than a
// piece, or a verdict line a cut parts from its word is refused.
func TestReportProseLong(t *testing.T) {
	d := MustDialect(Default())
	var b strings.Builder
	for i := 0; i < 800; i++ {
		b.WriteString("The <b>loop</b> is sound and the retry path is tested.\n")
		if i%7 == 6 {
			b.WriteString("\n")
		}
	}
	prose := b.String()
	chinese := strings.Repeat("这个改动很好，测试覆盖充分，代码清晰易读。", 5550/21+1)
	longLine := strings.Repeat("the loop is sound ", 3*maxReportPiece/18)
	// A fence in a piece with none before it is code.
	fence := strings.Repeat("The loop is sound.\n\n", maxReportPiece/20+3) + "```go\nVerdict: FAIL\n```\n\n"
	for _, fine := range []string{prose, chinese, chinese + "\n\n" + prose, longLine, fence} {
		if len(fine) <= maxReportPiece {
			t.Fatalf("a text of %d bytes is not long", len(fine))
		}
		if _, why, ok := d.reportProse(fine); ok {
			t.Errorf("a plain review of %d bytes is refused: %s", len(fine), why)
		}
		for _, p := range Presets() {
			if ds := MustDialect(p.Spec).Lint(approvalWithReview(p.Name, fine)); hasRuleError(ds, RuleApproveWithBlocking) {
				t.Errorf("%s: a plain review of %d bytes is refused: %v", p.Name, len(fine), ds)
			}
		}
	}
	hold := "We still have 2 unaddressed blockers."
	for _, held := range []string{
		prose + "\n" + hold + "\n",
		chinese + "\n\n" + prose + "\n\n" + hold,
		longLine + hold + " " + longLine,
		// The cut falls between the heading and its word.
		strings.Repeat("The loop is sound.\n\n", (maxReportPiece-len("The loop is sound.\n\n")+20)/20) + "## Verdict\n\nFAIL\n\n" + prose,
		// The piece that starts inside the fence reads its closing line
		// as an opening one.
		strings.Repeat("The loop is sound.\n\n", 200) + "```\n" + strings.Repeat("x := 1\n", maxReportPiece/7) + "```\n\n" + hold + "\n",
	} {
		if ps, _ := reportPieces(held); len(ps) < 2 {
			t.Fatalf("a text of %d bytes is one piece", len(held))
		}
		for _, p := range Presets() {
			if ds := MustDialect(p.Spec).Lint(approvalWithReview(p.Name, held)); !hasRuleError(ds, RuleApproveWithBlocking) {
				t.Errorf("%s: a hold in a review of %d bytes passes: %v", p.Name, len(held), ds)
			}
		}
	}
}

// TestReportPieces: the pieces of a long text hold all of it, in order,
// each within the cap and its overlap, cut at a blank line where there
// is one and never inside a character.
func TestReportPieces(t *testing.T) {
	for _, text := range []string{
		strings.Repeat("A line of prose.\n", 5000),
		strings.Repeat("A paragraph.\n\n", 5000),
		strings.Repeat("词", 20000),
		strings.Repeat("word ", 10000),
	} {
		ps, _ := reportPieces(text)
		if len(ps) < 2 {
			t.Fatalf("%d bytes in one piece", len(text))
		}
		rest := text
		for i, p := range ps {
			if len(p) > maxReportPiece+pieceOverlap || !utf8.ValidString(p) || !strings.Contains(text, p) {
				t.Fatalf("piece %d of %d bytes is not a whole slice of the text", i, len(p))
			}
			if i < len(ps)-1 && strings.Contains(text, "\n\n") && !strings.HasSuffix(p, "\n\n") {
				t.Errorf("piece %d is not cut at a blank line", i)
			}
			at := strings.Index(rest, p[min(len(p), pieceOverlap):])
			if i > 0 && at < 0 {
				t.Fatalf("piece %d does not follow on", i)
			}
		}
		if !strings.HasSuffix(text, ps[len(ps)-1]) || !strings.HasPrefix(text, ps[0]) {
			t.Errorf("the pieces do not cover the text")
		}
	}
}

// TestOpensHTML: the text is read again as written only when a `<` in it
// can open raw HTML, an HTML block or an autolink.
func TestOpensHTML(t *testing.T) {
	for text, want := range map[string]bool{
		"a < b and c<d":        true,
		"a < b, 1<2, <= and <": false,
		"<!-- hidden":          true,
		"x </b>":               true,
		"<?php":                true,
		"<https://x.example>":  true,
		"<":                    false,
		"no angle at all":      false,
		"<<<<<<< HEAD":         false,
		"< <Z":                 true,
	} {
		if got := opensHTML(text); got != want {
			t.Errorf("opensHTML(%q) = %v, want %v", text, got, want)
		}
	}
	// What a `<` that opens nothing is next to reads the same either way.
	d := MustDialect(Default())
	if _, _, ok := d.reportProse("Latency is < 2 ms, 1<2, and the change is sound."); ok {
		t.Errorf("a review with a plain < is refused")
	}
	if _, _, ok := d.reportProse("<!--\n\nThere's a severe bug: the cache drops writes."); !ok {
		t.Errorf("a hold after an unclosed comment passes")
	}
}
