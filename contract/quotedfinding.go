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
