package contract

import (
	"fmt"
	"slices"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// A fix is offered only when the fixed report, read again, says what the
// report said and what its author wrote: the same verdicts on the same
// lines, every finding and coverage entry read before read the same, the
// entry the fix repairs read with the disposition or status written on
// its line, the diagnostic gone, and no new refusal. This second reading
// guards against whatever the source-level rewrite did not foresee
// (markup that closes elsewhere, a line that continues the item).

// entryKind tells findings from coverage entries.
type fixEntryKind uint8

const (
	fixedFinding fixEntryKind = iota + 1
	fixedCoverage
)

// entry is a finding or coverage entry as read.
type fixEntry struct {
	kind   fixEntryKind
	means  string // a disposition or a status
	text   string // a finding's text, compared when set in an expectation
	reason string
}

// reading is what a report says, as the contract reads it.
type fixReading struct {
	verdicts []verdictLine
	other    string // the values in other words, one a line
	entries  map[pos]fixEntry
	sections map[int]section // heading line → the section it opens
}

// readingOf reads content; false when it is too complex to read.
func fixReadingOf(content []byte, d *Dialect) (fixReading, bool) {
	doc := scan(content, d)
	if doc.complex != nil {
		return fixReading{}, false
	}
	r := read(doc, d)
	rd := fixReading{verdicts: r.verdicts, entries: map[pos]fixEntry{}, sections: map[int]section{}}
	for _, o := range r.others {
		rd.other += o.value + "\n"
	}
	for _, b := range doc.blocks {
		if b.kind == kindHeading {
			rd.sections[b.line] = d.sectionOf(b.text)
		}
	}
	// The findings and entries as the checks read them (check_findings.go
	// and check.go): a bullet, a severity-first bullet or an entry under
	// a severity heading; a line that states a FAIL, or prose under a
	// blocking severity heading; a row; a coverage bullet, row or task.
	f := r.parts[secFindings]
	topDepth := outermost(f.items)
	for _, it := range f.items {
		if fd, ok := d.entryFinding(it, topDepth); ok {
			rd.entries[pos{it.line, it.col}] = fixEntry{kind: fixedFinding, means: fd.Disposition, text: fd.Text, reason: fd.Reason}
		}
	}
	for _, t := range f.text {
		_, verdict := d.verdictOf(t.text)
		if !verdict && d.statesFail(t.text) || t.sev != nil && t.sev.means == Fail && !t.detail && !t.holds(d.saysNone) {
			rd.entries[pos{t.line, t.col}] = fixEntry{kind: fixedFinding, means: Fail, text: t.text}
		}
	}
	for _, row := range f.rows {
		if fd, ok := d.findingRow(row); ok {
			rd.entries[pos{row.line, row.col}] = fixEntry{kind: fixedFinding, means: fd.Disposition, text: fd.Text, reason: fd.Reason}
		} else if d.rowStatesFail(row) {
			rd.entries[pos{row.line, row.col}] = fixEntry{kind: fixedFinding, means: Fail, text: row.text}
		}
	}
	c := r.parts[secCoverage]
	for _, it := range c.items {
		if e, ok := d.coverageEntry(it); ok {
			rd.entries[pos{it.line, it.col}] = fixEntry{kind: fixedCoverage, means: e.Status, text: e.Claim}
		} else if it.task != 0 && d.coverForms[FormTasks] {
			rd.entries[pos{it.line, it.col}] = fixEntry{kind: fixedCoverage, means: fmt.Sprint("task ", it.task), text: it.text}
		}
	}
	for _, row := range c.rows {
		if e, fault := d.rowCoverage(row); fault == "" {
			rd.entries[pos{row.line, row.col}] = fixEntry{kind: fixedCoverage, means: e.Status, text: e.Claim}
		}
	}
	return rd, true
}

// keptIn reports whether every verdict and entry of rd is read the same in
// after.
func (rd fixReading) keptIn(after fixReading) bool {
	if len(rd.verdicts) != len(after.verdicts) || rd.other != after.other {
		return false
	}
	for i, v := range rd.verdicts {
		if v != after.verdicts[i] {
			return false
		}
	}
	for at, e := range rd.entries {
		if after.entries[at] != e {
			return false
		}
	}
	return true
}

// expectation is what a fix must make the report read.
type fixExpectation struct {
	rule string
	// at is the entry the fix repairs; entry what it must read as (text
	// and reason compared when set).
	at       pos
	fixEntry fixEntry
	// heading is the line of the heading the fix renames; section what
	// it must open.
	heading int
	section section
}

// met reports whether the fixed report, read as after with diagnostics
// ds, meets the expectation.
func (x fixExpectation) met(after fixReading, ds []diag.Diagnostic) bool {
	if x.heading > 0 {
		return after.sections[x.heading] == x.section && !hasRule(ds, x.rule)
	}
	got, ok := after.entries[x.at]
	if !ok || got.kind != x.fixEntry.kind || got.means != x.fixEntry.means ||
		x.fixEntry.text != "" && got.text != x.fixEntry.text || x.fixEntry.text != "" && got.reason != x.fixEntry.reason {
		return false
	}
	for _, d := range ds {
		if d.Rule == x.rule && d.Line == x.at.line && d.Column == x.at.col {
			return false
		}
	}
	return true
}

// A fix is checked by reading the whole fixed report again, so the checks
// a run of fixes may make are bounded, in number and in the bytes they
// read together: halving finds one fix that fails among n in about
// 2·log2(n) readings, and an honest report takes one reading a pass; a
// report made so that many of its fixes fail runs out of readings, and
// keeps the fixes found to hold by then.
const (
	maxChecks       = 64
	minChecks       = 4
	maxCheckedBytes = 8 << 20
)

// checkBudget is what is left of a run's readings, and how many it made.
type checkBudget struct{ left, made int }

// newCheckBudget is the budget of a run of fixes on a report of size
// bytes.
func newCheckBudget(size int) *checkBudget {
	n := maxChecks
	if size > 0 {
		n = min(n, maxCheckedBytes/size)
	}
	return &checkBudget{left: max(n, minChecks)}
}

// verified returns the candidates that hold, as fixes (ds are content's
// diagnostics): all of them when they hold together, else those that
// hold in the halves of the list, found by halving it while the budget
// lasts, when they also hold together.
func verified(content []byte, opts Options, ds []diag.Diagnostic, cands []candidate, budget *checkBudget) []Fix {
	if len(cands) == 0 || budget.left <= 0 {
		return nil
	}
	d := opts.dialect()
	before, ok := fixReadingOf(content, d)
	if !ok {
		return nil
	}
	refusals := countRefusals(ds)
	holds := func(cs []candidate) bool {
		budget.left--
		budget.made++
		fixes := fixesOf(cs)
		for _, f := range fixes {
			if !oneLine(f.Replacement) || !oneLine(string(content[f.Start:f.End])) {
				return false
			}
		}
		fixed := ApplyFixes(content, fixes)
		after, ok := fixReadingOf(fixed, d)
		if !ok || !before.keptIn(after) {
			return false
		}
		ds := Lint(fixed, opts)
		if countRefusals(ds) > refusals {
			return false
		}
		for _, c := range cs {
			if !c.want.met(after, ds) {
				return false
			}
		}
		return true
	}
	// keep returns the candidates of cs that hold together, cs itself
	// when it does; checked says cs was already found to fail.
	var keep func(cs []candidate, checked bool) []candidate
	keep = func(cs []candidate, checked bool) []candidate {
		if budget.left <= 0 {
			return nil
		}
		if !checked && holds(cs) {
			return cs
		}
		if len(cs) == 1 {
			return nil
		}
		mid := len(cs) / 2
		left, right := keep(cs[:mid], false), keep(cs[mid:], false)
		switch {
		case len(left) == 0:
			return right
		case len(right) == 0:
			return left
		}
		both := append(slices.Clone(left), right...)
		if budget.left > 0 && holds(both) {
			return both
		}
		return left
	}
	if holds(cands) {
		return fixesOf(cands)
	}
	return fixesOf(keep(cands, true))
}

func fixesOf(cs []candidate) []Fix {
	out := make([]Fix, len(cs))
	for i, c := range cs {
		out[i] = c.Fix
	}
	return out
}

// countRefusals counts the diagnostics that say the report cannot be read
// as it stands: a fix must not add one.
func countRefusals(ds []diag.Diagnostic) int {
	n := 0
	for _, d := range ds {
		if d.Rule == RuleRenderAmbiguous || d.Rule == RuleReportTooComplex || d.Rule == RuleVerdictConflict {
			n++
		}
	}
	return n
}
