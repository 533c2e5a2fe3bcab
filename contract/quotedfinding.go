package contract

// A block quote under a heading that grades what it holds blocking
// (`## Blocking Issues`, `### Critical` under the findings) or demands
// it (`## Required Changes`, see demandHeading), or in the list a plain
// label of blocking issues heads (`Critical issues:`), renders as part of that
// section: a reader meets `> - **Critical**: the token
// leaks` there as one of the section's findings, not as a citation.
// Elsewhere a quote stays another's words (`## Task` quoting the task,
// a comment quoted under `## Notes`, a log quoted under `## Findings`),
// read only for a verdict that would refuse a pass (see reader.quoted).

// ownQuote reports whether a block of a block quote stands under a
// blocking or demanding heading, and is read as the section's own: for what blocks,
// as a block of a GitHub alert is, while a verdict in it is read as in
// any quote (reader.quoted), one that fails conflicting with a pass but
// none standing as the report's. A heading in the quote opens no section
// of the report: it is a line of the section's text (`> ### Token
// leak`).
func (r *reader) ownQuote(b *block) bool {
	if !b.quoted || !(r.current == secFindings && r.sev.means == Fail || r.demand != "" || r.listed != "") {
		return false
	}
	b.alert = true
	if b.kind == kindHeading {
		b.kind, b.depth = kindText, 0
	}
	return true
}

// A count of a blocking grade above nought in a quote that is no alert
// and not the section's own (`> **Blockers:** 1`, `> **Total:** 1
// blocker`, a quoted row `> | Blockers | 2 |` of a table of counts)
// counts against a pass as a failing verdict there does: a reader
// cannot tell a quoted tally from the author's. As with a verdict, such
// a quote never makes a pass: only a count above nought is read in it,
// and a none there (`> **Blockers:** 0`, `> | Critical | 0 |`) counts
// nothing for the report. A graded finding quoted there (`> -
// **Critical**: the token leaks` under `## Task`) stays another's
// words.

// quotedCount reads a block of a quote that is no alert for a blocking
// grade counted above nought, with and without its struck words.
func (d *Dialect) quotedCount(b block) (Finding, bool) {
	switch b.kind {
	case kindText, kindItem, kindOther:
	default:
		return Finding{}, false
	}
	if f, ok := d.blockingCount(b); ok {
		return f, true
	}
	if b.unstruck != nil {
		return d.blockingCount(b.withoutStruck())
	}
	return Finding{}, false
}

// blockingCount reads a line or item that counts a blocking grade
// above nought, as its label's count (`Blockers: 1`, `**Critical
// issues found:** 2`, `Open blockers: 1`) or with the count before the
// grade (`Total: 1 blocker`); a grade that leads a finding's text
// (`Critical: the token leaks`) is no count.
func (d *Dialect) blockingCount(b block) (Finding, bool) {
	f, n, ok := d.gradeFirst(b, d.grades)
	if !ok || f.Disposition != Fail || n == 0 || !countsAbove(f.Reason) {
		f, n, ok = d.blockingAfterOpen(b)
	}
	if !ok || f.Disposition != Fail || n == 0 || !countsAbove(f.Reason) {
		f, n, ok = d.countedGradesValue(b)
	}
	if !ok || f.Disposition != Fail || n == 0 {
		return Finding{}, false
	}
	f = settled(f, resolvedMark(f.Text) && b.holdsUnstruck(resolvedMark))
	return f, f.Disposition == Fail
}

// quotedCountRow reads a row of a quoted table that counts a blocking
// grade above nought (see countRow).
func (d *Dialect) quotedCountRow(row block) (Finding, bool) {
	if row.isHeader || len(row.cells) == 0 {
		return Finding{}, false
	}
	f, _, ok := d.countRow(row)
	if !ok {
		return Finding{}, false
	}
	f = settled(f, rowResolved(row))
	return f, f.Disposition == Fail
}
