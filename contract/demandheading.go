package contract

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// demandHeadings name a list of what must be done before the change
// lands: a reader takes what such a heading lists for blocking findings
// in every dialect, as under `## Critical Issues`. What it lists is read
// as stray findings (stray.go): they contradict an approval, and a
// failing report need not disposition them in its dialect's form.
var demandHeadings = []string{
	"required changes", "changes required", "requested changes", "changes requested", "requires changes",
	"changes needed", "needed changes", "necessary changes", "required fixes", "fixes required",
	"blocking changes", "must fix", "must-fix", "must fix items", "fix before merge", "fixes before merge",
}

// demandStems are words one of which each of demandHeadings holds
// (demandheading_test.go holds them to it).
var demandStems = [2]string{"change", "fix"}

// demandHeading reports whether a heading's topic (what stands before a
// colon, a parenthesis or a dash, emoji and numbering aside) is one of
// demandHeadings, alone or timed (`Must Fix Before Merge`), and returns
// it. A heading that goes on otherwise (`Changes requested in round 1`,
// `Required changes to the docs were made`) names something else.
func demandHeading(text string) (string, bool) {
	t := normalize(text)
	// What is compared below is a part of t, and each of demandHeadings
	// holds one of demandStems: most headings hold neither.
	if !strings.Contains(t, demandStems[0]) && !strings.Contains(t, demandStems[1]) {
		return "", false
	}
	if i := labelSeps.index(t); i >= 0 {
		t = t[:i]
	}
	if i := strings.Index(t, " - "); i >= 0 {
		t = t[:i]
	}
	t = strings.TrimFunc(t, func(r rune) bool { return !proseword.IsRune(r) && r != '-' || r == '-' })
	t = strings.TrimLeft(t, "0123456789. ")
	for _, timed := range []string{" before merge", " before merging", " before landing", " before release"} {
		t = strings.TrimSuffix(t, timed)
	}
	for _, h := range demandHeadings {
		if t == h {
			return h, true
		}
	}
	return "", false
}

// underDemand reads a block under a heading of demanded changes (see
// demandHeading), or in the list under a plain-text label of blocking
// issues: an entry that says there is none, or one settled since,
// demands nothing; any other is a blocking finding.
func (r *reader) underDemand(b block) {
	if r.listed != "" {
		// Under a plain label of blocking issues, the list that
		// follows it.
		if b.kind == kindItem && !b.holds(r.d.saysNone) && !b.holds(resolvedMark) {
			r.rep.strays = append(r.rep.strays, Finding{Text: b.text, Disposition: Fail, Word: r.listed, Line: b.line, Col: b.col})
		}
		if b.kind != kindItem {
			r.listed = ""
		}
	}
	if b.kind == kindText && r.alt == 0 && r.file == 0 {
		if t, ok := strings.CutSuffix(strings.TrimRight(b.text, " \t*_"), ":"); ok {
			// `Critical issues:` over a list, as `**Critical issues:**`
			// heads one.
			if sev, _, ok := r.d.anySeverityHeading(t); ok && sev.means == Fail && !r.inAdvice(8, sev.word) {
				r.listed = sev.word
			}
		}
	}
	if r.demand == "" || r.alt > 0 || r.file > 0 || b.kind != kindItem && b.kind != kindText {
		return
	}
	if b.holds(r.d.saysNone) || b.holds(resolvedMark) {
		return
	}
	r.rep.strays = append(r.rep.strays, Finding{Text: b.text, Disposition: Fail, Word: r.demand, Line: b.line, Col: b.col})
}
