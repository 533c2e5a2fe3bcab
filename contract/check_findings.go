package contract

import "strings"

// findings checks the findings section and returns the FAIL findings.
func (c *checker) findings() (fails []Finding) {
	p := c.r.parts[secFindings]
	if !p.seen {
		if c.d.required[secFindings] {
			c.add(RuleFindingsMissing, top, "no findings section: add `## %s` with `- <finding>: %s — <reason>` or `- <finding>: %s — <reason>` bullets, or `%s`", c.d.sectionName(SectionFindings), c.d.failDisposition(), c.d.noteDisposition(), c.d.none.first("none"))
		}
		if !p.read {
			return nil
		}
	}
	none, prose := false, false
	for _, t := range p.text {
		none = none || t.holds(c.d.saysNone) || t.sev != nil && t.holds(c.d.statesNoneUnder(t.sev))
		// Prose under a severity heading describes findings of it: the
		// section lists something.
		prose = prose || t.sev != nil

		// A line under Findings that states a FAIL is a FAIL finding to
		// a reader, bullet or not (`\- x: FAIL`, `&#45; x: FAIL` and
		// plain text render as text, not as a list).
		if _, verdict := c.d.verdictOf(t.text); !verdict && c.d.statesFail(t.text) {
			f, ok := c.d.findingOf(block{kind: kindItem, line: t.line, col: t.col, text: strings.TrimLeft(t.text, "-*+• ")})
			if !ok || f.Disposition != Fail {
				f = Finding{Text: t.text, Disposition: Fail, Line: t.line, Col: t.col}
			}
			fails = append(fails, f)
			continue
		}
		// A line led by a blocking grade (`**Critical issue:** the token
		// leaks`) is a blocking finding, bullet or not.
		if f, ok := c.d.gradedLine(t); ok {
			fails = append(fails, f)
			continue
		}
		// Prose under a blocking severity heading describes a blocking
		// finding, unless it says there is none.
		if t.sev != nil && t.sev.means == Fail && !t.detail && !t.holds(c.d.statesNoneUnder(t.sev)) {
			fails = append(fails, Finding{Text: t.text, Disposition: Fail, Word: t.sev.word, Line: t.line, Col: t.col, afterNone: c.d.saysMoreThanNone(t.text)})
		}
	}
	topDepth := outermost(p.items)
	for i, item := range p.items {
		if item.sev != nil && !item.heading && !item.detail && item.depth == topDepth && item.holds(c.d.statesNoneUnder(item.sev)) && !c.d.hasDetail(p.items, i) {
			// `- ✅ None` under `## Critical Issues`: the list says it
			// holds none, unless a bullet under it goes on.
			none = true
			continue
		}
		f, ok := c.d.entryFinding(item, topDepth)
		if c.d.countsNoFinding(item) {
			// `CRITICAL: 0` counts no finding, unless a bullet nested
			// under it goes on to describe one (`- **Critical:** No` over
			// `- the token leaks`): a none must be the whole statement.
			if f0, _, _ := c.d.severityFirst(item); f0.Disposition == Fail && c.d.hasDetail(p.items, i) {
				d := p.items[i+1]
				fails = append(fails, Finding{Text: d.text, Disposition: Fail, Word: f0.Word, Line: d.line, Col: d.col})
				continue
			}
			none = true
			continue
		}
		nested := item.depth > topDepth || item.detail
		switch {
		case !ok && nested:
			// A nested bullet without a disposition details the finding
			// above; one led by a blocking grade (`  - **Critical:** the
			// login breaks`) grades it, to a reader, as one before its
			// text would.
			if g, blocks := c.d.gradedLine(item); blocks {
				fails = append(fails, g)
			}
		case !ok && item.holds(c.d.saysNone):
			none = true
		case !ok && c.d.saysMoreThanNone(item.text):
			c.add(RuleFindingUndispositioned, pos{item.line, item.col}, "%s", c.d.moreThanNone(item.text))
		case !ok:
			c.add(RuleFindingUndispositioned, pos{item.line, item.col}, "%s", c.d.undispositioned(item.text))
		case f.Disposition == Fail:
			fails = append(fails, f)
		case f.Reason == "" && c.d.spec.Findings.NoteReason && !c.d.hasDetail(p.items, i):
			c.add(RuleNoteUnjustified, pos{item.line, item.col}, "%s %q gives no reason: say why it lies outside this deliverable", f.Word, f.Text)
		}
	}
	for _, row := range p.rows {
		if c.d.countsNoGrade(row) {
			// `| Critical | 0 |` in a table of counts.
			none = true
			continue
		}
		f, ok := c.d.findingRow(row)
		switch {
		case !ok && c.d.rowStatesFail(row):
			fails = append(fails, Finding{Text: row.text, Disposition: Fail, Line: row.line, Col: row.col})
		case !ok && row.holds(c.d.saysNone):
			none = true
		case !ok:
			c.add(RuleFindingUndispositioned, pos{row.line, row.col}, "the row carries no disposition: give it a cell of %s or %s", c.d.failDisposition(), c.d.noteDisposition())
		case f.Disposition == Fail:
			fails = append(fails, f)
		case f.Reason == "" && c.d.spec.Findings.NoteReason:
			c.add(RuleNoteUnjustified, pos{row.line, row.col}, "%s %q gives no reason: say why it lies outside this deliverable", f.Word, f.Text)
		}
	}
	if len(p.items) == 0 && len(p.rows) == 0 && !none && !prose {
		// A line that says none and goes on says why the section is
		// empty.
		for _, t := range p.text {
			if c.d.saysMoreThanNone(t.text) {
				c.add(RuleFindingsEmpty, pos{t.line, t.col}, "%s", c.d.moreThanNone(t.text))
				return fails
			}
		}
		c.add(RuleFindingsEmpty, p.heading, "the findings section lists nothing: list the findings, or write `%s`", c.d.none.first("none"))
	}
	return fails
}

// countsNoFinding reports whether an item counts no finding of its
// severity (`CRITICAL: 0`, `**Blockers:** None`), with and without its
// struck-through words.
func (d *Dialect) countsNoFinding(item block) bool {
	_, n, count := d.severityFirst(item)
	if !count || n != 0 {
		return false
	}
	if item.unstruck == nil {
		return true
	}
	_, n, count = d.severityFirst(item.withoutStruck())
	return count && n == 0
}

// outermost is the smallest nesting depth among a section's bullets: the
// depth of its entries. Findings that are headings do not count.
func outermost(items []block) int {
	depth := 0
	for _, it := range items {
		if !it.heading && (depth == 0 || it.depth < depth) {
			depth = it.depth
		}
	}
	return depth
}

// entryFinding reads a findings entry: a bullet with its disposition, or
// an entry a severity heading gives a severity (a heading under it, or a
// bullet at the outermost depth, in its body only when it is no detail
// of a heading finding).
func (d *Dialect) entryFinding(item block, topDepth int) (Finding, bool) {
	if f, ok := d.findingOf(item); ok {
		return f, true
	}
	if f, n, ok := d.severityFirst(item); ok && n > 0 {
		f = settled(f, resolvedMark(f.Text) && item.holdsUnstruck(resolvedMark))
		return d.blockingNote(f, f.Text), true
	}
	if item.sev != nil && item.sev.means != Fail && !item.detail {
		// Under a heading of advice, an entry that grades itself
		// blocking (`- the token leaks (Critical)`) or names a failed
		// check (`- Build: FAILED`) blocks all the same.
		if f, ok := d.gradeLast(item, true); ok {
			return f, true
		}
		if w, ok := namedCheckFailed(item.text); ok {
			return Finding{Text: item.text, Disposition: Fail, Word: w, Line: item.line, Col: item.col}, true
		}
	}
	if item.sev != nil && !item.sev.foreign && !item.detail && (item.heading || item.depth == topDepth) {
		f := Finding{Text: item.text, Disposition: item.sev.means, Word: item.sev.word, Reason: item.text, Line: item.line, Col: item.col}
		return d.blockingNote(settled(f, item.resolved || item.holds(resolvedMark)), item.text), true
	}
	return Finding{}, false
}

// settled is a finding its severity alone makes blocking, once the report
// marks it resolved (`- **Major:** a stale closure → Fixed by …`, a
// heading finding with a `Status: RESOLVED` line): a reader takes it as
// closed, so it no longer blocks. A disposition the author wrote (`x:
// FAIL — …`) is never settled.
func settled(f Finding, resolved bool) Finding {
	if resolved && f.Disposition == Fail {
		f.Disposition, f.Word = Note, f.Word+" (resolved)"
	}
	return f
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

// gradedLine reads a line of text under the findings led by a blocking
// grade, as a severity-first bullet or, in a dialect without that form,
// a grade no reader takes otherwise; a resolved mark settles it.
func (d *Dialect) gradedLine(t block) (Finding, bool) {
	f, n, ok := d.severityFirst(t)
	if !ok || n == 0 {
		f, ok = d.blockingFirst(t)
	}
	if !ok || f.Disposition != Fail {
		return Finding{}, false
	}
	f = settled(f, resolvedMark(f.Text) && t.holdsUnstruck(resolvedMark))
	return f, f.Disposition == Fail
}

// statesNoneUnder is statesNone for a line under the severity sev,
// which may also say all of the list's own grade were dealt with
// (`## Critical Issues` over `All critical issues resolved.`, see
// ownGradeDropped).
func (d *Dialect) statesNoneUnder(sev *severity) func(string) bool {
	return func(text string) bool {
		if d.statesNone(text) {
			return true
		}
		if sev == nil || !sev.alone {
			return false
		}
		t := ownGradeDropped(text, sev.word)
		return t != "" && d.statesNone(t)
	}
}

// statesNone reports whether a line under a severity heading says there
// is none of it, as readers write it: the dialect's none, after or
// before a check mark (`✅ None`), `N/A`, `0`, `Nothing critical`, `No
// blocking issues`. It must be the whole statement: `None. The
// migration drops a column` says more.
func (d *Dialect) statesNone(text string) bool {
	if d.saysNone(text) {
		return true
	}
	t := strings.TrimSpace(text)
	for _, m := range []string{"✅", "✔️", "✔", "☑️", "☑"} {
		t = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(t, m), m))
	}
	if d.saysNone(t) {
		return true
	}
	switch strings.ToLower(strings.Trim(t, " *_`.!")) {
	case "n/a", "0", "zero", "nothing", "nothing critical", "nothing blocking", "no blockers",
		"no blocking issues", "no critical issues", "no issues", "none found", "none identified":
		return true
	}
	return false
}
