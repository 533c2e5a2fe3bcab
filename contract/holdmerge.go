package contract

import (
	"strings"
	"unicode/utf8"
)

// holdPhrases say the change must not land: beside an approval, a reader
// sees a contradiction wherever such a line stands (`⛔ Do not merge:
// the migration drops data` under Notes).
var holdPhrases = []string{
	"do not merge", "don't merge", "dont merge", "do not land", "must not be merged", "must not merge",
	"should not be merged", "should not merge", "not ready to merge", "not safe to merge", "not ready for merge",
	"cannot be merged", "can't be merged", "not mergeable", "blocks the merge", "blocks merging",
	"would not merge", "wouldn't merge", "merge blocked", "merge is blocked", "merging is blocked",
	"must not land", "should not land", "cannot land", "can't land", "not ready to land", "not safe to land",
	// A refusal to approve holds the merge as plainly (`I cannot
	// approve this`).
	"cannot approve", "can't approve", "could not approve", "couldn't approve", "unable to approve",
	"will not approve", "won't approve", "do not approve", "don't approve", "not approvable",
}

// holdsMerge reports whether text, outside the findings, says the change
// must not be merged, and returns the phrase. A hold settled since
// (`do not merge → fixed`, `~~do not merge~~`, struck words being gone
// already) or asked as a question is none.
func holdsMerge(text string) (string, bool) {
	if !mayHoldMerge(text) {
		return "", false
	}
	t := flatten(text, true)
	for _, p := range holdPhrases {
		for from := 0; ; {
			i := strings.Index(t[from:], p)
			if i < 0 {
				break
			}
			i += from
			from = i + len(p)
			if before, _ := utf8.DecodeLastRuneInString(t[:i]); i > 0 && isWordRune(before) {
				continue
			}
			rest := t[i+len(p):]
			if settledCheck(rest) || resolvedMark(rest) || !holdEnds(rest) || imperative(p) && !clauseStart(t[:i]) {
				continue
			}
			return p, true
		}
	}
	return "", false
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
		}
	}
}

// holdEnds: what follows the phrase keeps it about this change: the end,
// punctuation, or words that time or aim it (`until the fix lands`,
// `this PR`, `yet`). `do not merge files that conflict` states a rule of
// something else, and a question asks.
func holdEnds(rest string) bool {
	r := strings.TrimLeft(rest, " *_`")
	if r == "" {
		return true
	}
	if strings.HasPrefix(r, "?") {
		return false
	}
	if first, _ := utf8.DecodeRuneInString(r); !isWordRune(first) {
		return true
	}
	for _, w := range []string{"until", "before", "yet", "this", "the pr", "the change", "the branch", "as is", "as-is", "in its current", "now", "unless", "while", "it"} {
		if after, ok := strings.CutPrefix(r, w); ok {
			// A whole word: `nowhere` and `items` aim at nothing.
			if next, _ := utf8.DecodeRuneInString(after); after == "" || !isWordRune(next) {
				return true
			}
		}
	}
	return false
}

// imperative: the phrase is an order (`do not merge`), which holds only
// where a clause starts; `we do not merge files …` describes.
func imperative(p string) bool { return strings.HasPrefix(p, "do") }

// clauseStart: before holds no word after its last clause mark (a table
// cell's edge is one).
func clauseStart(before string) bool {
	tail := before
	if cut := strings.LastIndexAny(before, ":;.!—–(|"); cut >= 0 {
		_, size := utf8.DecodeRuneInString(before[cut:])
		tail = before[cut+size:]
	}
	// `Please do not merge` orders as plainly.
	if t := strings.TrimRight(tail, " \t,*_"); strings.HasSuffix(t, "please") {
		tail = t[:len(t)-len("please")]
	}
	return !strings.ContainsFunc(tail, isWordRune)
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
