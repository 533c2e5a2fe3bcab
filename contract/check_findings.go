package contract

import "strings"

// findings checks the findings section and returns the FAIL findings.
func (c *checker) findings() (fails []Finding) {
	p := c.r.parts[secFindings]
	if !p.seen {
		if c.d.required[secFindings] {
			c.add(RuleFindingsMissing, top, "no findings section: add `## %s` with `- <finding>: %s — <reason>` or `- <finding>: %s — <reason>` bullets, or `%s`", c.d.sectionName(SectionFindings), c.d.failDisposition(), c.d.noteDisposition(), c.d.none.first("none"))
		}
		return nil
	}
	none := false
	for _, t := range p.text {
		none = none || c.d.saysNone(t.text)
		// A line under Findings that states a FAIL is a FAIL finding to
		// a reader, bullet or not (`\- x: FAIL`, `&#45; x: FAIL` and
		// plain text render as text, not as a list).
		if _, verdict := c.d.verdictOf(t.text); !verdict && c.d.statesFail(t.text) {
			f, ok := c.d.findingOf(block{kind: kindItem, line: t.line, col: t.col, text: strings.TrimLeft(t.text, "-*+• ")})
			if !ok || f.Disposition != Fail {
				f = Finding{Text: t.text, Disposition: Fail, Line: t.line, Col: t.col}
			}
			fails = append(fails, f)
		}
	}
	topDepth := outermost(p.items)
	for i, item := range p.items {
		f, ok := c.d.findingOf(item)
		nested := item.depth > topDepth
		switch {
		case !ok && nested:
			// A nested bullet without a disposition details the finding above.
		case !ok && c.d.saysNone(item.text):
			none = true
		case !ok:
			c.add(RuleFindingUndispositioned, pos{item.line, item.col}, "%s", c.d.undispositioned(item.text))
		case f.Disposition == Fail:
			fails = append(fails, f)
		case f.Reason == "" && c.d.spec.Findings.NoteReason && !c.d.hasDetail(p.items, i):
			c.add(RuleNoteUnjustified, pos{item.line, item.col}, "%s %q gives no reason: say why it lies outside this deliverable", f.Word, f.Text)
		}
	}
	for _, row := range p.rows {
		f, ok := c.d.findingRow(row)
		switch {
		case !ok && c.d.rowStatesFail(row):
			fails = append(fails, Finding{Text: row.text, Disposition: Fail, Line: row.line, Col: row.col})
		case !ok && c.d.saysNone(row.text):
			none = true
		case !ok:
			c.add(RuleFindingUndispositioned, pos{row.line, row.col}, "the row carries no disposition: give it a cell of %s or %s", c.d.failDisposition(), c.d.noteDisposition())
		case f.Disposition == Fail:
			fails = append(fails, f)
		case f.Reason == "" && c.d.spec.Findings.NoteReason:
			c.add(RuleNoteUnjustified, pos{row.line, row.col}, "%s %q gives no reason: say why it lies outside this deliverable", f.Word, f.Text)
		}
	}
	if len(p.items) == 0 && len(p.rows) == 0 && !none {
		c.add(RuleFindingsEmpty, p.heading, "the findings section lists nothing: list the findings, or write `%s`", c.d.none.first("none"))
	}
	return fails
}

// outermost is the smallest nesting depth among a section's items: the
// depth of its entries.
func outermost(items []block) int {
	depth := 0
	for _, it := range items {
		if depth == 0 || it.depth < depth {
			depth = it.depth
		}
	}
	return depth
}

// hasDetail reports whether item i is followed by a nested bullet that is
// not an entry of its own: the reason a NOTE gives on the next line.
func (d *Dialect) hasDetail(items []block, i int) bool {
	if i+1 >= len(items) || items[i+1].depth <= items[i].depth {
		return false
	}
	_, entry := d.findingOf(items[i+1])
	return !entry
}
