package contract

import (
	"fmt"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// checker collects the diagnostics of one report.
type checker struct {
	r     *report
	opts  Options
	diags []diag.Diagnostic
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
	fails := c.findings()
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
		c.add(RuleCoverageMissing, top, "no coverage statement: add a `## Coverage statement` section with one `- <claim>: <STATUS>` bullet per load-bearing claim")
		return
	}
	entries, malformed, topDepth := 0, 0, outermost(p.items)
	for _, item := range p.items {
		e, ok := coverageEntry(item)
		if !ok && item.depth > topDepth {
			continue // a nested bullet without a status details the entry above
		}
		if !ok {
			c.add(RuleCoverageMalformed, pos{item.line, item.col}, "%s", coverageFault(item))
			malformed++
			continue
		}
		entries++
		if e.Status == StatusAccepted && len(c.r.doc.evidence) == 0 {
			c.add(RuleCoverageUnbacked, pos{item.line, item.col}, "%q is accepted from the worker's evidence, but the report has no acceptance-evidence block: include the artifact, or say COULD NOT CHECK", e.Claim)
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
	if len(vs) == 0 {
		if o := c.r.other; o != nil {
			if isPlaceholder(o.value) {
				c.add(RuleVerdictMissing, o.at, "the verdict is still the template's placeholder `%s`: replace the line with `Verdict: PASS` or `Verdict: FAIL`, and say why under `## Verdict reason`", o.value)
				return
			}
			c.add(RuleVerdictMissing, o.at, "`%s` is not PASS or FAIL: write `Verdict: PASS` or `Verdict: FAIL`", o.value)
			return
		}
		c.add(RuleVerdictMissing, top, "no verdict line: add `Verdict: PASS` or `Verdict: FAIL`")
		return
	}
	first := firstVerdict(vs)
	if o := c.r.other; o != nil && first.value != "" {
		// A reader who meets `Verdict: BLOCKED` reads a verdict, whatever
		// PASS or FAIL line stands elsewhere: the two must not both stay.
		if isPlaceholder(o.value) {
			c.add(RuleVerdictConflict, o.at, "the template's placeholder `%s` is still here beside verdict %s on line %d: delete this line", o.value, first.value, first.at.line)
		} else {
			c.add(RuleVerdictConflict, o.at, "`%s` is not PASS or FAIL and contradicts verdict %s on line %d: keep one verdict line", o.value, first.value, first.at.line)
		}
	}
	for _, v := range vs {
		switch {
		case v.value == "":
			c.add(RuleVerdictConflict, v.at, "this verdict line offers a choice (such as `PASS or FAIL`), not a verdict: write `Verdict: PASS` or `Verdict: FAIL`")
		case v.value != first.value:
			c.add(RuleVerdictConflict, v.at, "verdict %s contradicts verdict %s on line %d: keep one verdict line", v.value, first.value, first.at.line)
		}
	}
}

// firstVerdict is the first verdict line that states a verdict (the zero
// line when none does).
func firstVerdict(vs []verdictLine) verdictLine {
	for _, v := range vs {
		if v.value != "" {
			return v
		}
	}
	return verdictLine{}
}

func (c *checker) reason() {
	p := c.r.parts[secReason]
	switch {
	case !p.seen:
		c.add(RuleVerdictReasonMissing, top, "no verdict reason: add a `## Verdict reason` section naming the findings that drove the verdict")
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
	case !p.seen:
		c.add(RuleDoNotRebuildMissing, top, "a FAIL needs a `## Do not rebuild` section naming what is correct and must not be rebuilt")
	case p.empty():
		c.add(RuleDoNotRebuildEmpty, p.heading, "the do-not-rebuild section is empty: name what is correct and must not be rebuilt")
	}
}

func (c *checker) mismatch(fails []Finding) {
	v, at := c.verdictValue()
	switch {
	case v == Pass:
		for _, f := range fails {
			c.add(RuleVerdictFindingMismatch, pos{f.Line, f.Col}, "the verdict is PASS but %q is a FAIL finding: make the verdict FAIL, or disposition it NOTE with a reason", f.Text)
		}
	case v == Fail && len(fails) == 0 && c.r.parts[secFindings].seen:
		c.add(RuleVerdictFindingMismatch, at, "the verdict is FAIL but no finding is dispositioned FAIL: name the finding that fails the deliverable")
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
		if ev.StaleAgainst(c.opts.SHA) && !ev.capturedAtAny(c.opts.SameCode) {
			c.add(RuleEvidenceStale, pos{ev.SHALine, ev.SHACol}, "evidence was captured at %s, not at the commit under review %s%s: re-run its commands at that commit (`reviewlint evidence capture -- CMD`) and replace the block", ev.SHA, c.opts.SHA, sameCodeNote(c.opts.SameCode))
		}
	}
}
