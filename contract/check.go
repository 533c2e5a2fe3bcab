package contract

import (
	"fmt"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// checker collects the diagnostics of one report.
type checker struct {
	r     *report
	d     *Dialect
	opts  Options
	diags []diag.Diagnostic
	// failed are the coverage entries whose status says they do not
	// hold: they block as a failing finding does.
	failed []Finding
	// fails counts the blocking findings and failed entries read.
	fails int
}

func (c *checker) add(rule string, at pos, format string, args ...any) {
	c.diags = append(c.diags, diag.Diagnostic{
		Line: at.line, Column: at.col, Severity: diag.Error, Rule: rule,
		Message: fmt.Sprintf(format, args...),
	})
}

// top is where a diagnostic about something missing points: the file's start.
var top = pos{1, 1}

func (c *checker) run() {
	c.coverage()
	c.verdict()
	c.reason()
	fails := append(c.findings(), c.failed...)
	c.fails = len(fails)
	c.doNotRebuild()
	c.mismatch(fails)
	c.evidence()
	c.ambiguous()
}

func (c *checker) ambiguous() {
	for _, a := range c.r.doc.ambiguous {
		c.add(RuleRenderAmbiguous, a.at, "%s: write the verdict, dispositions and statuses in plain markdown", a.why)
	}
}

func (c *checker) coverage() {
	p := c.r.parts[secCoverage]
	if !p.seen {
		if c.d.required[secCoverage] {
			c.add(RuleCoverageMissing, top, "no coverage statement: add a `## %s` section with one `- <claim>: <STATUS>` bullet per load-bearing claim", c.d.sectionName(SectionCoverage))
		}
		return
	}
	entries, malformed, topDepth := 0, 0, outermost(p.items)
	var buf [4]statusHit
	for _, item := range p.items {
		hits := c.d.statusesIn(item.text, buf[:0])
		e, ok := c.d.coverageEntryOf(item, hits)
		if !ok && item.task != 0 && c.d.coverForms[FormTasks] {
			// A task box is the entry's status: checked, it holds.
			e, ok = CoverageEntry{Claim: item.text, Status: meansNotChecked, Line: item.line}, true
			if item.task == 2 {
				e.Status = meansVerified
			}
		}
		if !ok && item.depth > topDepth {
			continue // a nested bullet without a status details the entry above
		}
		if !ok {
			c.add(RuleCoverageMalformed, pos{item.line, item.col}, "%s", c.d.coverageFault(item))
			malformed++
			continue
		}
		entries++
		if back := c.d.statusTakenBackOf(item, hits); back != "" {
			// `tests pass: VERIFIED INDEPENDENTLY (not run)`: the claim
			// does not hold as written.
			instead := "write the status that holds"
			if nc := c.d.statuses.first(meansNotChecked); nc != "" {
				instead += ", " + nc + " if it was not checked"
			}
			c.add(RuleCoverageMalformed, pos{item.line, item.col}, "%s is taken back by what follows it, `%s`: %s", c.d.statuses.first(e.Status), back, instead)
			malformed++
			continue
		}
		if e.Status == meansFailed {
			c.failed = append(c.failed, Finding{Text: e.Claim, Disposition: Fail, Word: c.d.statuses.first(meansFailed), Line: item.line, Col: item.col})
		}
		if e.Status == StatusAccepted && len(c.r.doc.evidence) == 0 {
			c.add(RuleCoverageUnbacked, pos{item.line, item.col}, "%q is accepted from the worker's evidence, but the report has no acceptance-evidence block: include the artifact, or say %s", e.Claim, c.d.statuses.first(meansNotChecked))
		}
	}
	for _, row := range p.rows {
		e, fault := c.d.rowCoverage(row)
		if fault == "" && !c.d.coverForms[FormTable] {
			fault = "this contract writes coverage entries as bullets, not table rows: write `- <claim>: <STATUS>`"
		}
		if e.Status == meansFailed {
			c.failed = append(c.failed, Finding{Text: e.Claim, Disposition: Fail, Word: c.d.statuses.first(meansFailed), Line: row.line, Col: row.col})
		}
		if fault != "" {
			c.add(RuleCoverageMalformed, pos{row.line, row.col}, "%s", fault)
			malformed++
			continue
		}
		entries++
		if e.Status == StatusAccepted && len(c.r.doc.evidence) == 0 {
			c.add(RuleCoverageUnbacked, pos{row.line, row.col}, "%q is accepted from the worker's evidence, but the report has no acceptance-evidence block: include the artifact, or say %s", e.Claim, c.d.statuses.first(meansNotChecked))
		}
	}
	// A section whose entries are all malformed is not empty: each bullet
	// already says what to fix, and a second error at the heading would
	// send the reader looking for a missing entry.
	if entries == 0 && malformed == 0 {
		c.add(RuleCoverageEmpty, p.heading, "the coverage statement has no well-formed entry: add `- <claim>: <STATUS>` bullets")
	}
}

func (c *checker) verdict() {
	vs := c.r.verdicts
	if !anyStrict(vs) {
		if o := c.r.other(); o != nil {
			if isPlaceholder(o.value) {
				// Say where the reason goes only where the dialect
				// names such a section: a kind's id is no heading.
				why := ""
				if names := c.d.spec.Sections[SectionReason]; len(names) > 0 {
					why = ", and say why under `## " + names[0] + "`"
				}
				c.add(RuleVerdictMissing, o.at, "the verdict is still the template's placeholder `%s`: replace the line with %s%s", o.value, c.d.verdictLines(), why)
				return
			}
			c.add(RuleVerdictMissing, o.at, "`%s` is not %s: write %s", o.value, c.d.sideWords(), c.d.verdictLines())
			return
		}
		for _, v := range vs {
			c.add(RuleVerdictMissing, v.at, "%s reads as a verdict here, but this contract takes no verdict written so: write %s", v.word, c.d.verdictLines())
			return
		}
		c.add(RuleVerdictMissing, top, "no verdict line: add %s", c.d.verdictLines())
		return
	}
	first := firstVerdict(vs)
	if first.value != "" && !c.placed(vs) {
		c.add(RuleVerdictMissing, first.at, "the verdict %s stands in a %s, where this contract takes none: write %s", first.word, placeName(first.place), c.d.verdictLines())
	}
	for _, o := range c.r.others {
		if first.value == "" {
			break
		}
		// A reader who meets `Verdict: BLOCKED` reads a verdict, whatever
		// PASS or FAIL line stands elsewhere: the two must not both stay.
		switch {
		case isPlaceholder(o.value):
			c.add(RuleVerdictConflict, o.at, "the template's placeholder `%s` is still here beside verdict %s on line %d: delete this line", o.value, first.word, first.at.line)
		case first.value == Fail && (c.d.cannotPass(o.text) || c.d.grantedThenDemands(o.text)):
			// The failure restated in prose, read whole: nothing in it
			// can pass, or what passes is granted to a part before a
			// reservation that demands work.
		case first.value == Pass && onlyPraise(normalize(o.text)):
			// Praise in words none of which can state a problem
			// (`Test suite is comprehensive and effective`) agrees.
		default:
			c.add(RuleVerdictConflict, o.at, "`%s` is not %s and contradicts verdict %s on line %d: keep one verdict line", o.value, c.d.sideWords(), first.word, first.at.line)
		}
	}
	for _, v := range vs {
		switch {
		case v.value != "" && v.cond:
			c.add(RuleVerdictConflict, v.at, "a footnote on this %s qualifies it at the end of the page, where a reader weighs it: write %s with what qualifies it on its own line, or none", v.word, c.d.verdictLines())
			if v.value != first.value && first.value != "" {
				c.add(RuleVerdictConflict, v.at, "verdict %s contradicts verdict %s on line %d: keep one verdict line", v.word, first.word, first.at.line)
			}
		case v.value == "" && v.cond:
			word := v.word
			if word == "" {
				word = c.d.passWord()
			}
			c.add(RuleVerdictConflict, v.at, "this %s holds only on a condition, beside failures or with an open problem (`%s if …`, `%s pending …`, `%s with 1 test failing`, `%s, but the token leaks`), none settled when the report was written: write %s, the verdict that holds now", word, word, word, word, word, c.d.verdictLines())
		case v.value == "" && v.marked:
			c.add(RuleVerdictConflict, v.at, "a mark beside this verdict's value (a cross or a warning sign beside a %s, a check mark beside a %s) shows the other side: write %s with no mark that contradicts it", c.d.passWord(), c.d.failWord(), c.d.verdictLines())
		case v.value == "":
			c.add(RuleVerdictConflict, v.at, "this verdict line offers a choice (such as `%s`), not a verdict: write %s", c.d.sideWords(), c.d.verdictLines())
		case v.part && v.value == Pass && first.value == Fail:
			// A part that passes under a failing verdict: another part fails.
		case v.value != first.value:
			c.add(RuleVerdictConflict, v.at, "verdict %s contradicts verdict %s on line %d: keep one verdict line", v.word, first.word, first.at.line)
		}
	}
}

// firstVerdict is the first verdict line that states a verdict (the zero
// line when none does).
func firstVerdict(vs []verdictLine) verdictLine {
	for _, v := range vs {
		if v.value != "" && !v.loose {
			return v
		}
	}
	return verdictLine{}
}

// anyStrict reports whether some verdict read is a verdict line of the
// dialect, not a loose one.
func anyStrict(vs []verdictLine) bool {
	for _, v := range vs {
		if !v.loose {
			return true
		}
	}
	return false
}

func (c *checker) reason() {
	p := c.r.parts[secReason]
	switch {
	case !p.seen && !c.d.required[secReason]:
	case !p.seen:
		c.add(RuleVerdictReasonMissing, top, "no verdict reason: add a `## %s` section naming the findings that drove the verdict", c.d.sectionName(SectionReason))
	case p.empty():
		c.add(RuleVerdictReasonEmpty, p.heading, "the verdict reason section is empty: name the findings that drove the verdict")
	}
}

// verdictValue is the report's verdict for the conditional rules: the first
// verdict line that states one, or "" when there is none.
func (c *checker) verdictValue() (string, pos) {
	v := firstVerdict(c.r.verdicts)
	return v.value, v.at
}

func (c *checker) doNotRebuild() {
	if v, _ := c.verdictValue(); v != Fail {
		return
	}
	p := c.r.parts[secDoNotRebuild]
	switch {
	case !p.seen && !c.d.required[secDoNotRebuild]:
	case !p.seen:
		c.add(RuleDoNotRebuildMissing, top, "a %s needs a `## %s` section naming what is correct and must not be rebuilt", c.d.failWord(), c.d.sectionName(SectionDoNotRebuild))
	case p.empty():
		c.add(RuleDoNotRebuildEmpty, p.heading, "the do-not-rebuild section is empty: name what is correct and must not be rebuilt")
	}
}

func (c *checker) mismatch(fails []Finding) {
	v, at := c.verdictValue()
	first := firstVerdict(c.r.verdicts)
	switch {
	case v == Pass:
		for _, f := range fails {
			word := f.Word
			if word == "" {
				word = c.d.failDisposition()
			}
			if f.blocks != "" {
				c.add(RuleVerdictFindingMismatch, pos{f.Line, f.Col}, "the verdict is %s but %q is marked %s while its reason says it blocks (%s): make the verdict %s, or give a reason that blocks nothing", first.word, f.Text, word, f.blocks, c.d.failWord())
				continue
			}
			if f.doubted {
				c.add(RuleVerdictFindingMismatch, pos{f.Line, f.Col}, "the verdict is %s but %q is %s only on a condition, beside failures or in doubt: make the verdict %s, or write %s once it holds", first.word, f.Text, word, c.d.failWord(), word)
				continue
			}
			if f.afterNone {
				c.add(RuleVerdictFindingMismatch, pos{f.Line, f.Col}, "the verdict is %s but %q, under a %s heading, says there is none and goes on: a reader may take what follows for a %s finding; write %s alone, and what follows outside the section", first.word, f.Text, word, word, c.d.none.first("none"))
				continue
			}
			c.add(RuleVerdictFindingMismatch, pos{f.Line, f.Col}, "the verdict is %s but %q is a %s finding: make the verdict %s, or %s", first.word, f.Text, word, c.d.failWord(), c.d.demote())
		}
		failLines, itemLines := c.reportedLines(fails)
		for _, f := range c.r.strays {
			if failLines[f.Line] {
				continue
			}
			if f.continues > 0 && itemLines[f.continues] {
				// A later line of an item the item's own text already
				// makes blocking: one finding, reported at the item.
				continue
			}
			word := f.Word
			if word == "" {
				word = c.d.failDisposition()
			}
			if f.inFindings && f.holds {
				c.add(RuleVerdictFindingMismatch, pos{f.Line, f.Col}, "the verdict is %s but %q holds the merge (%s): make the verdict %s, or say what is left to do without holding the merge", first.word, f.Text, f.Word, c.d.failWord())
				continue
			}
			if f.inFindings {
				c.add(RuleVerdictFindingMismatch, pos{f.Line, f.Col}, "the verdict is %s but %q grades a finding %s: make the verdict %s, or grade it as it is dispositioned", first.word, f.Text, word, c.d.failWord())
				continue
			}
			c.add(RuleVerdictFindingMismatch, pos{f.Line, f.Col}, "the verdict is %s but %q, outside the findings section, reads as a %s finding: make the verdict %s, or %s", first.word, f.Text, word, c.d.failWord(), c.d.demote())
		}
	case v == Fail && len(fails) == 0 && c.r.parts[secFindings].seen:
		c.add(RuleVerdictFindingMismatch, at, "the verdict is %s but no finding is dispositioned %s: name the finding that fails the deliverable", first.word, c.d.failDisposition())
	}
}

func (c *checker) evidence() {
	for _, line := range c.r.doc.strayEnds {
		c.add(RuleEvidenceMalformed, pos{line, 1}, "acceptance-evidence end marker without a start marker %s", EvidenceStart)
	}
	for _, raw := range c.r.doc.evidence {
		ev := parseEvidence(raw)
		for _, p := range ev.Problems {
			c.add(RuleEvidenceMalformed, pos{p.Line, p.Col}, "%s", p.Msg)
		}
		switch {
		case ev.StaleAgainst(c.opts.SHA) && !ev.capturedAtAny(c.opts.SameCode):
			c.add(RuleEvidenceStale, pos{ev.SHALine, ev.SHACol}, "evidence was captured at %s, not at the commit under review %s%s: re-run its commands at that commit (`reviewlint evidence capture -- CMD`) and replace the block", ev.SHA, c.opts.SHA, sameCodeNote(c.opts.SameCode))
		case c.opts.SHA != "" && c.opts.Abbrev != nil && isHexSHA(ev.SHA) && len(ev.SHA) < len(c.opts.SHA) && !ev.namesAlone(c.opts):
			c.add(RuleEvidenceStale, pos{ev.SHALine, ev.SHACol}, "evidence names %s, which the commit under review shares with another object of this repository: write the full id %s", ev.SHA, c.opts.SHA)
		}
	}
}

// reportedLines returns the lines of the fails, and of the items
// reported blocking by their own text, among the fails or the strays
// raised by no later line. They are looked up once per stray, so an
// adversarial report of many strays is read in linear time.
func (c *checker) reportedLines(fails []Finding) (failLines, itemLines map[int]bool) {
	failLines, itemLines = make(map[int]bool, len(fails)), map[int]bool{}
	for _, g := range fails {
		failLines[g.Line] = true
		if g.continues == 0 {
			itemLines[g.Line] = true
		}
	}
	for _, g := range c.r.strays {
		if g.continues == 0 {
			itemLines[g.Line] = true
		}
	}
	return failLines, itemLines
}
