package contract

import "github.com/reviewlint/reviewlint/internal/holdprose"

// holdsMerge reports whether text says the change
// must not be merged, and returns the phrase (holdprose reads the
// words). A hold settled since (`do not merge → fixed`, `~~do not
// merge~~`, struck words being gone already) or asked as a question is
// none.
func holdsMerge(text string) (string, bool) {
	if !mayHoldMerge(text) {
		return "", false
	}
	return holdprose.Holds(flatten(text, true), settledCheck)
}

// holdsOrDemands reports whether text holds the merge (see holdsMerge)
// or demands that something be done before it (`The token must be
// rotated before merge.`), and returns the words. Every demand names
// the merge or the landing, so the quick test of holdsMerge spares the
// rest.
func holdsOrDemands(text string) (string, bool) {
	return holdsOrDemandsIn(text, false, nil)
}

// holdsOrDemandsIn reads text as holdsOrDemands does; runOn says text
// is a line of a paragraph after its first, which may end the sentence
// the line before left open (see holdprose.HoldsRunOn). m keeps the
// flattened text for the next reading of it (nil: none).
func holdsOrDemandsIn(text string, runOn bool, m *flatMemo) (string, bool) {
	if !mayHoldMerge(text) {
		return "", false
	}
	t := m.lowFlat(text)
	holds := holdprose.Holds
	if runOn {
		holds = holdprose.HoldsRunOn
	}
	if w, ok := holds(t, settledCheck); ok {
		return w, true
	}
	return holdprose.DemandBeforeMerge(t, settledCheck)
}

// holdMerge records a line, or a table cell, that holds the merge as a
// blocking finding: a reader sees the hold wherever the line stands, in
// a list item's later paragraph as in its first.
func (r *reader) holdMerge(b block) {
	if r.alt > 0 || r.file > 0 {
		return
	}
	switch b.kind {
	case kindRow:
		if b.unstruck != nil {
			b = b.withoutStruckCells()
		}
		for _, c := range b.cells {
			if w, ok := holdsOrDemands(c.text); ok {
				r.rep.strays = append(r.rep.strays, Finding{Text: c.text, Disposition: Fail, Word: w, Line: c.at.line, Col: c.at.col, holds: true})
				return
			}
		}
	case kindItem, kindText, kindHeading, kindOther:
		if !r.mayHoldMergeIn(b.text) && (b.unstruck == nil || !mayHoldMerge(*b.unstruck)) {
			// Most lines. The text without its struck words is asked
			// too: taking them out may join an anchor (`mer~~x~~ge`) or
			// leave a `-1` no digit follows (`-1~~2~~.`).
			return
		}
		if n := len(r.rep.others); n > 0 && r.rep.others[n-1].at.line == b.line && r.d.ownKey(b.text) {
			// A line under the verdict key read as a verdict of other
			// words states the verdict: the verdict reading weighs it
			// (`Verdict: BLOCKED — do not merge`); the reading has just
			// appended it, the last of the others. One it does not read
			// (`**Status:** No merge until the blockers are fixed.`)
			// holds the merge as any line does.
			return
		}
		if b.unstruck != nil {
			b = b.withoutStruck()
		}
		// A heading of demands (`### Must fix before merge`) names what
		// its section lists; a line demands.
		var w string
		var ok bool
		if b.kind == kindHeading {
			w, ok = holdsMerge(b.text)
		} else {
			w, ok = holdsOrDemandsIn(b.text, b.wrapped || b.laterLine, &r.low)
		}
		if ok {
			r.rep.strays = append(r.rep.strays, Finding{Text: b.text, Disposition: Fail, Word: w, Line: b.line, Col: b.col, holds: true})
		}
	}
}

// holdDiffers reports whether seen, the text a reader sees, and text, as
// the tool reads it (a look-alike letter, an invisible character), differ
// in holding the merge: `Do nоt merge` with a Cyrillic о holds it to a
// reader and says nothing to the tool.
func holdDiffers(seen, text string) bool {
	_, a := holdsMerge(seen)
	_, b := holdsMerge(text)
	return a != b
}

// holdInSection reads a line of the findings or coverage section for a
// hold on the merge. The sections' own readings weigh their entries
// (a finding's first line, a claim and its status), not every line a
// reader sees there: a paragraph after the list or after its none, a
// list item's later paragraph, the body of a heading graded as advice, a
// claim's reason or a table row. A reader takes `Do not merge until the
// token is rotated.` for a blocking finding wherever it stands.
func (r *reader) holdInSection(b block) {
	n := len(r.rep.strays)
	r.holdMerge(b)
	for k := n; k < len(r.rep.strays); k++ {
		r.rep.strays[k].inFindings = true
	}
}
