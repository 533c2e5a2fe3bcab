package contract

import "strings"

// pos is a place in the report.
type pos struct{ line, col int }

// verdictLine is one line that states the report's verdict.
type verdictLine struct {
	value string // Pass or Fail; "" for a line that offers a choice
	word  string // the dialect's word, as configured
	at    pos
	place string // where it stands: one of the Place constants
	// loose marks a verdict the dialect takes nowhere, read only for
	// conflicts (see readLoose).
	loose bool
	// part marks a loose verdict that grades a part of the review (an
	// item's `Status: PASS`, a section's `Verdict: ✅ …`): a part that
	// passes does not contradict a failing review, which one failing
	// part is enough to make; a part that fails contradicts a pass.
	part bool
	// marked says the line offers no verdict because a mark beside its
	// value shows the other side (`APPROVED ❌`).
	marked bool
	// cond says the line offers no verdict because a condition follows
	// its pass (`PASS if the leak is fixed`): not met when it was written.
	cond bool
	// text is the value of a line in other words whole, as written
	// (value and word are cut short for a message).
	text string
	// failure says the line states, under a verdict key of the report,
	// a failure in other words that nothing in can pass (failurePhrase):
	// it stands for the report's verdict when no verdict line does.
	failure bool
}

// part is what the report holds under one kind of section heading. Several
// headings of the same kind count as one section: a second "Findings"
// heading cannot hide a FAIL finding from the checks.
type part struct {
	seen bool
	// read says the part was opened only by a heading graded in words
	// the dialect does not spell (`## Critical Issues` in the default):
	// what it holds is read, but the section is not there.
	read    bool
	heading pos     // the first such heading
	items   []block // list items at every depth, in order
	text    []block // paragraph lines
	rows    []block // body rows of tables
}

func (p *part) empty() bool { return len(p.items) == 0 && len(p.text) == 0 && len(p.rows) == 0 }

// report is a scanned report sorted into the parts the contract checks.
type report struct {
	verdicts []verdictLine
	// others are the verdict lines whose value is neither PASS nor FAIL
	// (`Verdict: Approved`), in order; value is the word as written.
	others []verdictLine
	parts  map[section]*part
	// strays are the blocking findings written outside the findings
	// section (see strayFail).
	strays   []Finding
	comments []block
	doc      document
}

// other is the first verdict line whose value is no word of the
// dialect, nil when there is none.
func (r *report) other() *verdictLine {
	if len(r.others) == 0 {
		return nil
	}
	return &r.others[0]
}

// verdictAt reads blocks[i] for a verdict line; bare says it is the line
// under a `## Verdict` heading, where the value may stand alone. The rest
// of its paragraph renders on the same line: it may carry the value
// (`Verdict:` then `FAIL`) or turn it into a choice (`Verdict: PASS` then
// `or FAIL`).
//
// mentions is what d.mentionsVerdict says of the block's text, asked
// once by the caller for the other readings of the block too.
func (d *Dialect) verdictAt(blocks []block, i int, bare, mentions bool) (verdictRead, bool) {
	text := blocks[i].text
	if !bare && !mentions {
		return d.unkeyedVerdict(blocks[i])
	}
	rest := restOfParagraph(blocks, i, d.values.longest()+2)
	next := rest
	if next == "" {
		next = nextLine(blocks, i)
	}
	v, ok := d.lineVerdict(text, next, bare)
	if !ok && d.places[PlaceSentence] {
		return d.sentenceVerdict(text)
	}
	if ok && v.side != "" && rest != "" {
		if w, _ := d.lineVerdict(text+" "+rest, "", bare); w.side == "" {
			v = verdictRead{marked: w.marked, cond: w.cond}
		}
	}
	return v, ok
}

// lineVerdict reads one line for a verdict: a verdict line, one whose
// value is on next, or (bare) a value alone.
func (d *Dialect) lineVerdict(text, next string, bare bool) (verdictRead, bool) {
	if v, ok := d.verdictOf(text); ok {
		return v, true
	}
	if v, ok := d.verdictAcross(text, next); ok {
		return v, true
	}
	if bare {
		v, ok := d.bareVerdict(text)
		v.how = readSection
		return v, ok
	}
	return verdictRead{}, false
}

// restOfParagraph is the text that follows blocks[i] in its paragraph, the
// lines a soft break joins to it as it renders, as far as the limit-th
// word: enough for a value and the words after it that offer a choice.
func restOfParagraph(blocks []block, i, limit int) string {
	if k := blocks[i].kind; k != kindText && k != kindOther {
		return ""
	}
	var rest []string
	words := 0
	for j := i + 1; j < len(blocks) && words < limit; j++ {
		b := blocks[j]
		if b.kind != blocks[i].kind || b.line != blocks[j-1].line+1 {
			break
		}
		rest = append(rest, b.text)
		for t := b.text; words < limit; words++ {
			var ok bool
			if _, t, ok = cutWord(t); !ok {
				break
			}
		}
	}
	return strings.Join(rest, " ")
}

// nextLine is the text of the block on the line after blocks[i], or "".
func nextLine(blocks []block, i int) string {
	for j := i + 1; j < len(blocks); j++ {
		if blocks[j].kind == kindComment {
			continue
		}
		if blocks[j].line == blocks[i].line+1 {
			return blocks[j].text
		}
		break
	}
	return ""
}

// inEvidence reports whether line lies inside an acceptance-evidence block.
func inEvidence(evidence []rawEvidence, line int) bool {
	for _, ev := range evidence {
		if line > ev.start && (ev.end == 0 || line < ev.end) {
			return true
		}
	}
	return false
}

// isEntry reports whether an item carries a disposition or a status, or
// a text line states a FAIL.
func (d *Dialect) isEntry(b block) bool {
	if b.kind == kindText {
		return d.statesFail(b.text)
	}
	if b.kind != kindItem {
		return false
	}
	if _, ok := d.findingOf(b); ok {
		return true
	}
	_, ok := d.coverageEntry(b)
	return ok
}

// isRowEntry reports whether a table row carries a disposition or a
// status: inside an evidence block, only such a row is an entry.
func (d *Dialect) isRowEntry(b block) bool {
	if _, ok := d.rowFinding(b); ok || d.rowStatesFail(b) {
		return true
	}
	_, fault := d.rowCoverage(b)
	return fault == ""
}

// headingLevel ranks a heading for subsections: ATX and setext levels 1–6,
// and a bold-only line below them all.
func headingLevel(b block) int {
	if b.depth == 0 {
		return 7
	}
	return b.depth
}
