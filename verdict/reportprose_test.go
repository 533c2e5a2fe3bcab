package verdict

import (
	"slices"
	"strings"
	"testing"
	"time"

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

// TestReportProseBounded: a review past what the report readers read is
// refused whatever it says, at once, and one just within is read whole:
// a hold at its end is found.
func TestReportProseBounded(t *testing.T) {
	d := MustDialect(Default())
	pad := strings.Repeat("The <b>loop</b> is sound.\n- a\n  - b\n\n", maxReportProse/10)
	hold := "\nWe still have 2 unaddressed blockers.\n"
	within := pad[:maxReportProse-len(hold)] + hold
	if _, _, ok := d.reportProse(within[len(within)-maxReportProse:]); !ok {
		t.Errorf("a hold at the end of %d bytes is not found", maxReportProse)
	}
	if _, _, ok := d.reportProse(pad[:maxReportProse-len(hold)]); ok {
		t.Errorf("%d bytes of plain prose are refused", maxReportProse-len(hold))
	}
	big := strings.Repeat("The loop is sound.\n\n", 8<<20/20)
	start := time.Now()
	if _, _, ok := d.reportProse(big); !ok {
		t.Errorf("an 8 MB review is not refused")
	}
	if el := time.Since(start); el > time.Second {
		t.Errorf("an 8 MB review took %v", el)
	}
	if ds := d.Lint(approvalWithReview("default", big[:1<<20])); !hasRuleError(ds, RuleApproveWithBlocking) {
		t.Errorf("a 1 MB review beside an approval passes: %v", ds)
	}
}
