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
	items   []block // outermost list items
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
	current := secOther
	afterVerdictHeading := false
	for _, b := range doc.blocks {
		at := pos{b.line, b.col}
		if b.kind == kindComment {
			r.comments = append(r.comments, b)
			continue
		}
		if v, ok := verdictOf(b.text); ok && (b.kind != kindItem || b.depth == 1) {
			r.verdicts = append(r.verdicts, verdictLine{v, at})
		} else if afterVerdictHeading && b.kind == kindText {
			if v, ok := bareVerdict(b.text); ok {
				r.verdicts = append(r.verdicts, verdictLine{v, at})
			}
		}
		afterVerdictHeading = false
		if b.kind == kindHeading {
			current = sectionOf(b.text)
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
		switch {
		case b.kind == kindText:
			p.text = append(p.text, b)
		case b.kind == kindItem && b.depth == 1:
			p.items = append(p.items, b)
		}
	}
	return r
}
