package contract

import (
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// TestRoundHeadingStatesItsVerdict: in a dialect of review logs, rounds
// named by a word of order (`## Initial Review - NEEDS REVISION`, `##
// Final Review - PLAN APPROVED`) are rounds, and the last one's heading
// states the report's verdict, in two presets. A reader who sees the
// rounds out of order, the last round's findings, a verdict beside the
// rounds that disagrees, or a heading that says more than a verdict,
// does not read an approval; the tool refuses each.
func TestRoundHeadingStatesItsVerdict(t *testing.T) {
	type preset struct {
		name, pass, fail, block string
	}
	for _, p := range []preset{
		{"approvals", "APPROVED", "CHANGES REQUESTED", "- **Critical**: tokens are logged"},
		{"gates", "PASS", "FAIL", "- Spec compliance: FAIL — tokens are logged"},
	} {
		pr, _ := PresetNamed(p.name)
		spec := pr.Spec.Clone()
		spec.Verdict.Rounds = []string{"Review"}
		d := MustDialect(spec)
		in := func(s string) string {
			for _, r := range [][2]string{{"{P}", p.pass}, {"{F}", p.fail}, {"{BLOCK}", p.block}} {
				s = strings.ReplaceAll(s, r[0], r[1])
			}
			return s
		}
		clean := map[string]string{
			"# Plan Review\n\n## Initial Review - {F}\n\n{BLOCK}\n\n## Final Review - {P}\n\nEvery issue is fixed.\n":  Pass,
			"## First Review: {F}\n\n{BLOCK}\n\n## Second Review: {F}\n\n{BLOCK}\n\n## Final Review — {P}\n\nFixed.\n": Pass,
			"## Initial Review - {P}\n\nFine.\n\n## Final Review - {F}\n\n{BLOCK}\n":                                   Fail,
		}
		for c, want := range clean {
			doc := in(c)
			if errs := lintErrors(doc, d); len(errs) > 0 {
				t.Errorf("%s: refused: %v\n%s", p.name, errs, doc)
			}
			if v, _ := ReportVerdict([]byte(doc), d); v != want {
				t.Errorf("%s: reads %q, want %q\n%s", p.name, v, want, doc)
			}
		}
		refused := []string{
			// Out of order: the last round in the file is not the latest.
			"## Final Review - {F}\n\n{BLOCK}\n\n## Initial Review - {P}\n",
			"## Initial Review - {F}\n\n## Final Review - {F}\n\n{BLOCK}\n\n## Second Review - {P}\n",
			// The last round keeps its findings.
			"## Initial Review - {F}\n\n## Final Review - {P}\n\n{BLOCK}\n",
			// What stands before the first round is read.
			"**Verdict:** {F}\n\n## Initial Review - {F}\n\n## Final Review - {P}\n",
			// A verdict line in the last round disagrees with its heading.
			"## Initial Review - {F}\n\n## Final Review - {P}\n\n**Verdict:** {F}\n",
			// The heading says more than a verdict, doubts it or offers a choice.
			"## Initial Review - {F}\n\n## Final Review - {P} if the tests pass\n",
			"## Initial Review - {F}\n\n## Final Review - {P} ❌\n",
			"## Initial Review - {F}\n\n## Final Review - {P}?\n",
			"## Initial Review - {F}\n\n## Final Review - {P} or {F}\n",
			// No round: a word that is no order, or a round hidden in a comment.
			"## Initial Review - {F}\n\n## Security Review - {P}\n",
			"## Initial Review - {F}\n\n<!--\n## Final Review - {P}\n-->\n",
			"## Initial Review - {F}\n\n```\n## Final Review - {P}\n```\n",
		}
		for _, c := range refused {
			doc := in(c)
			ds := Lint([]byte(doc), Options{Dialect: d})
			if !slices.ContainsFunc(ds, func(x diag.Diagnostic) bool { return x.Severity == diag.Error }) {
				t.Errorf("%s: not refused: %v\n%s", p.name, ds, doc)
			}
		}
	}
}

// FuzzRoundHeading holds the reading of round headings to its promises
// on any heading, in a dialect of review logs: it does not panic, a
// heading that states a verdict opens a round, and the side it reads is
// one the heading's own words show: a word of the dialect for that side
// stands in it.
func FuzzRoundHeading(f *testing.F) {
	for _, s := range []string{
		"Final Review - APPROVED", "Initial Review — CHANGES REQUESTED", "Review 2", "Second Review: APPROVED ✅",
		"Final Review - APPROVED?", "final review - approved", "Review", "First  **Review** - APPROVED", "İnitial Review - APPROVED",
	} {
		f.Add(s)
	}
	pr, _ := PresetNamed("approvals")
	spec := pr.Spec.Clone()
	spec.Verdict.Rounds = []string{"Review", "Round"}
	d := MustDialect(spec)
	f.Fuzz(func(t *testing.T, heading string) {
		_, v, stated, ok := d.roundHeading(heading)
		if stated && !ok {
			t.Fatalf("%q states a verdict but opens no round", heading)
		}
		if !stated || v.side == "" {
			return
		}
		words := spec.Verdict.Pass
		if v.side == Fail {
			words = spec.Verdict.Fail
		}
		up := strings.ToUpper(flatten(heading, false))
		if !slices.ContainsFunc(words, func(w string) bool { return strings.Contains(up, strings.ToUpper(w)) }) {
			t.Fatalf("%q reads %s, but holds none of %q", heading, v.side, words)
		}
	})
}
