package contract

import "github.com/reviewlint/reviewlint/internal/holdprose"

// holdsMerge reports whether text, outside the findings, says the change
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

// holdMerge records a line, or a table cell, that holds the merge as a
// blocking finding outside the findings.
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
			if w, ok := holdsMerge(c.text); ok {
				r.rep.strays = append(r.rep.strays, Finding{Text: c.text, Disposition: Fail, Word: w, Line: c.at.line, Col: c.at.col})
				return
			}
		}
	case kindItem, kindText, kindHeading:
		if !mayHoldMerge(b.text) {
			return // most lines; what struck words hide holds no more
		}
		if r.d.ownKey(b.text) {
			// A line under the verdict key states the verdict: the
			// verdict reading weighs it (`Verdict: BLOCKED — do not merge`).
			return
		}
		if b.unstruck != nil {
			b = b.withoutStruck()
		}
		if w, ok := holdsMerge(b.text); ok {
			r.rep.strays = append(r.rep.strays, Finding{Text: b.text, Disposition: Fail, Word: w, Line: b.line, Col: b.col})
		} else if b.kind != kindHeading {
			// A heading of demands (`### Must fix before merge`) names
			// what its section lists; a line demands.
			if w, ok := holdprose.DemandBeforeMerge(flatten(b.text, true), settledCheck); ok {
				r.rep.strays = append(r.rep.strays, Finding{Text: b.text, Disposition: Fail, Word: w, Line: b.line, Col: b.col})
			}
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
