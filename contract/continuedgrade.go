package contract

import "strings"

// A finding's item goes on past its first line: a lazy continuation
// line, a line after a hard break, a second paragraph indented under
// the bullet. A reader sees each as part of the finding, so a blocking
// grade that opens one (`- **Minor**: typo in docs` over `  Critical:
// this also breaks login`) grades the finding as a grade before its
// text would: the worse grade stands. A grade that counts none
// (`Critical: 0`, `Critical: none`) or a line that records the issue
// resolved grades nothing. So does a severity label (`Severity:
// Critical`) there. A resolved mark on the grade's line or a later line
// of its paragraph (`  Critical: breaks login` over `  Status:
// RESOLVED`) settles it, as a mark in the item's first paragraph
// settles the grade that opens the item.

// continuedGrade reads b, a line of a findings item after its first, for
// a blocking grade that leads it.
func (r *reader) continuedGrade(b block) {
	if f, ok := r.d.gradedLine(b); ok && !b.settledLater {
		f.inFindings = true
		r.rep.strays = append(r.rep.strays, f)
		return
	}
	if len(r.d.spec.Findings.SeverityLabels) > 0 {
		// `**Severity:** Critical` on the next line of a bullet graded
		// otherwise: a dialect that grades a heading's finding by such a
		// line grades a bullet's as a reader does (a dialect without
		// the labels reads the line in every block of the findings).
		n := len(r.rep.strays)
		r.severityLine(b)
		for k := n; k < len(r.rep.strays); k++ {
			r.rep.strays[k].inFindings = true
		}
	}
}

// lastResolved is the index of the last of a paragraph's lines that is
// a resolved mark alone (`Status: RESOLVED`, `→ Fixed in 3f2a1c`; see
// markAlone), -1 for none. Such a mark settles what the paragraph grades
// on the lines before it, as a mark in an item's first paragraph settles
// the grade that opens the item; a grade after the mark is raised anew.
// A mark that follows words of its own (`Typo in the README: FIXED`)
// settles its own line only (see lineResolved).
func lastResolved(lines []renderedLine) int {
	for i := len(lines) - 1; i >= 0; i-- {
		if lineResolved(lines[i]) && markAlone(lines[i].text) {
			return i
		}
	}
	return -1
}

// lineResolved reports whether a rendered line bears a resolved mark,
// with and without its struck words.
func lineResolved(l renderedLine) bool {
	return mayMarkResolved(l.text) && resolvedMark(l.text) && (l.unstruck == nil || resolvedMark(*l.unstruck))
}

// markAlone reports whether a line that bears a resolved mark is the
// mark and nothing else: a status (`Status: RESOLVED`), an arrow or a
// check mark leading it (`→ Fixed in 3f2a1c`), or the mark's word alone
// (`(FIXED)`). Only such a line speaks of the lines above it.
func markAlone(text string) bool {
	t := strings.TrimLeft(normalize(text), "-*+•># \t")
	if strings.HasPrefix(t, "status:") {
		return true
	}
	for _, lead := range []string{"→", "->", "=>", "✅", "✔"} {
		if strings.HasPrefix(t, lead) {
			return true
		}
	}
	switch strings.Trim(t, "()[]. ") {
	case "resolved", "fixed", "addressed":
		return true
	}
	return false
}

// mayMarkResolved is a quick test that spares most lines resolvedMark's
// copy: a mark holds one of its settled words, in any case.
func mayMarkResolved(t string) bool {
	return containsAnyFold(t, "resolved", "fixed", "addressed")
}

// continued marks the strays from index n on, raised by a line of the
// item at r.itemLine after its first, as that item's.
func (r *reader) continued(n int) {
	for k := n; k < len(r.rep.strays); k++ {
		r.rep.strays[k].continues = r.itemLine
	}
}
