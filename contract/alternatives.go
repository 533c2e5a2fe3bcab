package contract

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// Alternatives. A design review weighs the options it did not choose and
// gives each its own verdict (`### Alternative 1: Defer ❌ REJECTED` with
// `**Verdict:** REJECTED - …` under it, a `| Approach | … | Verdict |`
// table under `**Comparison to Alternatives:**`). A reader takes those
// for verdicts on the alternatives, not on the work: they neither stand
// for the report's verdict nor contradict it. Only a heading whose topic
// is the alternatives (its first or last word) opens such a section, never
// one that holds a verdict key: `## Verdict: REJECTED (an alternative is
// needed)` is the report's verdict. A heading of the same level or above
// ends it, and so does one that holds a verdict key or is a verdict and
// names no alternative, at any depth: a reader takes `### Final Verdict`
// or `### ❌ CHANGES REQUESTED` for the report's, wherever it stands. A
// heading that also names the work under review (`Alternatives rejected:
// the submitted change`, `The change and its alternatives`) is no
// alternative's. Findings under it are read as anywhere else.

// namesAlternatives reports whether a heading's topic is alternatives:
// `Alternative 1: Defer Consolidation`, `Alternatives Considered`,
// `Rejected Alternatives`, `Comparison to Alternatives:`.
func namesAlternatives(heading string) bool {
	t := normalize(heading)
	for w := range strings.FieldsFuncSeq(t, func(r rune) bool { return !proseword.IsRune(r) }) {
		if namesWork(w) {
			return false
		}
	}
	if i := labelSeps.index(t); i >= 0 {
		t = t[:i]
	}
	first, last := "", "" // the first and last words that are no number
	for w := range strings.FieldsFuncSeq(t, func(r rune) bool { return !proseword.IsRune(r) }) {
		if w[0] < '0' || w[0] > '9' {
			if first == "" {
				first = w
			}
			last = w
		}
	}
	if first == "" {
		return false
	}
	isAlt := func(w string) bool { return w == "alternative" || w == "alternatives" }
	return isAlt(first) || isAlt(last)
}

// alternative reports whether block b stands in an alternative's section,
// or is the heading that opens one; mentions says whether b holds a
// verdict key or gave a verdict.
//
// flat is normalize(b.text) for a heading.
func (r *reader) alternative(b block, flat string, mentions bool) bool {
	if b.kind != kindHeading {
		return r.alt > 0
	}
	level := headingLevel(b)
	if r.alt > 0 && level > r.alt {
		if (!mentions || namesAlternatives(flat) && !r.mentions) && !textNamesWork(b.text) {
			return true
		}
		r.alt = 0
		return false
	}
	return level >= 2 && !mentions && namesAlternatives(flat)
}

// namesWork reports whether a word names the work under review, or joins
// a second topic to the alternatives.
func namesWork(w string) bool {
	switch w {
	case "change", "changes", "pr", "patch", "submission", "submitted", "implementation", "review", "diff", "commit", "its", "and":
		return true
	}
	return false
}

// rowNamesWork reports whether a row of an alternatives table names the
// work under review (`| This PR as submitted | REJECTED |`, `| The
// proposed change | BLOCK |`): its verdict is on the work, not on an
// alternative. A verb (`Change the schema`) names nothing.
func rowNamesWork(row block) bool {
	for _, c := range row.cells {
		if textNamesWork(c.text) {
			return true
		}
	}
	return false
}

// textNamesWork reports whether a text names the work under review:
// `this PR`, `the patch`, `the proposed change`; a heading under an
// alternatives heading that does (`### Our take on this PR`, `###
// Alternative 1: ship this PR as is`) gives the work's verdict.
func textNamesWork(text string) bool {
	prev := ""
	for w := range strings.FieldsFuncSeq(normalize(text), func(r rune) bool { return !proseword.IsRune(r) }) {
		switch w {
		case "pr", "patch", "submission", "submitted", "diff", "mr":
			return true
		case "change", "changes", "implementation", "commit", "approach":
			switch prev {
			case "this", "proposed", "reviewed", "submitted":
				return true
			}
		}
		prev = w
	}
	return false
}
