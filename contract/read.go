package contract

// pos is a place in the report.
type pos struct{ line, col int }

// verdictLine is one line that states the report's verdict.
type verdictLine struct {
	value string
	at    pos
}

// part is what the report holds under one kind of section heading. Several
// headings of the same kind count as one section: a second "Findings"
// heading cannot hide a FAIL finding from the checks.
type part struct {
	seen    bool
	heading pos     // the first such heading
	items   []block // list items at every depth, in order
	text    []block // paragraph lines
}

func (p *part) empty() bool { return len(p.items) == 0 && len(p.text) == 0 }

// report is a scanned report sorted into the parts the contract checks.
type report struct {
	verdicts []verdictLine
	parts    map[section]*part
	comments []block
	doc      document
}

// read sorts a scanned document's blocks into the contract's sections.
func read(doc document) *report {
	r := &report{parts: map[section]*part{}, doc: doc}
	for _, s := range []section{secCoverage, secFindings, secReason, secDoNotRebuild} {
		r.parts[s] = &part{}
	}
	current, currentLevel := secOther, 0
	afterVerdictHeading := false
	for i, b := range doc.blocks {
		at := pos{b.line, b.col}
		if b.kind == kindComment {
			r.comments = append(r.comments, b)
			continue
		}
		// Every rendered line is read for a verdict, at any depth: a
		// second verdict a reader sees is a conflict, wherever it stands.
		if v, ok := verdictOf(b.text); ok {
			r.verdicts = append(r.verdicts, verdictLine{v, at})
		} else if v, ok := verdictAcross(b.text, nextLine(doc.blocks, i)); ok {
			r.verdicts = append(r.verdicts, verdictLine{v, at})
		} else if afterVerdictHeading && b.kind != kindItem {
			if v, ok := bareVerdict(b.text); ok {
				r.verdicts = append(r.verdicts, verdictLine{v, at})
			}
		}
		afterVerdictHeading = false
		if b.kind == kindHeading {
			sec, level := sectionOf(b.text), headingLevel(b)
			// A deeper heading the contract does not know ("### Blocking"
			// under "## Findings") is a subsection: it cannot end the
			// section and hide what follows from the checks.
			if sec == secOther && r.parts[current] != nil && level > currentLevel {
				continue
			}
			current, currentLevel = sec, level
			afterVerdictHeading = current == secVerdict
			if p := r.parts[current]; p != nil && !p.seen {
				p.seen, p.heading = true, at
			}
			continue
		}
		p := r.parts[current]
		if p == nil {
			continue
		}
		// The lines of an acceptance-evidence block are the worker's
		// artifact: only a bullet that carries a disposition or a status,
		// or a line that states a FAIL, is an entry of the section there.
		if inEvidence(doc.evidence, b.line) && !isEntry(b) {
			continue
		}
		switch b.kind {
		case kindText:
			p.text = append(p.text, b)
		case kindItem:
			p.items = append(p.items, b)
		}
	}
	return r
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
func isEntry(b block) bool {
	if b.kind == kindText {
		return statesFail(b.text)
	}
	if b.kind != kindItem {
		return false
	}
	if _, ok := findingOf(b); ok {
		return true
	}
	_, ok := coverageEntry(b)
	return ok
}

// headingLevel ranks a heading for subsections: ATX and setext levels 1–6,
// and a bold-only line below them all.
func headingLevel(b block) int {
	if b.depth == 0 {
		return 7
	}
	return b.depth
}
