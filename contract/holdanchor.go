package contract

import (
	"math/bits"
	"strings"
)

// holdAnchors are the words every phrase in holdprose.Phrases holds (a test
// keeps it so). A text that holds none, as flatten reads it, holds no
// phrase: most lines are let go without flattening and searching them
// once per phrase.
var holdAnchors = [...]string{"merg", "land", "approv", "ship", "reject", "lgtm", "sign", "pass", "fail", "nack", "block", "-1", "veto", "requ", "need", "vot", "hold", "yet"}

// mayHoldMerge reports whether flatten(text, true) may hold an anchor:
// whether text holds one with ASCII case ignored and flatten's markers
// (`*`, backticks, `_`) anywhere between its letters, and `-1` with no
// digit after it (see anchorHeld). It never says no where flatten's
// text holds one of the others, or holds the merge.
func mayHoldMerge(text string) bool {
	// Every anchor has two bytes at least: the last byte starts none.
	for i := 0; i+1 < len(text); i++ {
		set := holdAnchorOf[text[i]]
		if set == 0 {
			continue // most bytes
		}
		// The common letters that start an anchor are let go here, on
		// the byte after them, without a call of anchorAt.
		for set &= holdAnchorNext[text[i+1]]; set != 0; set &= set - 1 {
			if anchorHeld(text, i+1, bits.TrailingZeros32(set)) {
				return true
			}
		}
	}
	return false
}

// voteAnchor is the index of `-1` in holdAnchors.
const voteAnchor = 11

// anchorHeld reports whether holdAnchors[k] follows from text[i-1], its
// first letter there (see anchorAt). A `-1` a digit follows is a number
// (`@@ -108,2 +290,3 @@`, `-12`), no vote: no phrase holds it so, and
// holdprose reads a vote followed by a digit as a value. The digit is
// the next byte as written; a marker between leaves the anchor held,
// as flatten would join them.
func anchorHeld(text string, i, k int) bool {
	end := anchorEnd(text, i, holdAnchors[k][1:])
	if end < 0 {
		return false
	}
	return k != voteAnchor || end == len(text) || text[end] < '0' || text[end] > '9'
}

// holdAnchorOf maps the first letter of each anchor, in either case, to
// the set of anchors that start with it, a bit for each: one look per
// byte of a line, and a few anchors tried past it at most.
var holdAnchorOf = func() (t [256]uint32) {
	for i, a := range holdAnchors {
		t[a[0]] |= 1 << i
		if 'a' <= a[0] && a[0] <= 'z' {
			t[a[0]-('a'-'A')] |= 1 << i
		}
	}
	return t
}()

// holdAnchorNext maps a byte to the set of anchors anchorAt may find
// when it follows their first letter: those whose second byte it is, as
// anchorAt compares them (c|0x20), and all of them for one of flatten's
// markers, which anchorAt skips.
var holdAnchorNext = func() (t [256]uint32) {
	for c := range 256 {
		switch c {
		case '*', '`', '_':
			t[c] = 1<<len(holdAnchors) - 1
			continue
		}
		for i, a := range holdAnchors {
			if byte(c)|0x20 == a[1] {
				t[c] |= 1 << i
			}
		}
	}
	return t
}()

// anchorEnd returns where rest ends if it follows from text[i:], case
// ignored, with flatten's markers skipped; -1 if it does not. Each byte
// is looked at from at most len(anchor) starts, so a scan stays linear.
func anchorEnd(text string, i int, rest string) int {
	for j := 0; j < len(rest); i++ {
		if i >= len(text) {
			return -1
		}
		switch c := text[i]; {
		case c == '*' || c == '`' || c == '_':
		case c|0x20 == rest[j]:
			j++
		default:
			return -1
		}
	}
	return i
}

// mayHoldMergeIn is mayHoldMerge(text) for the text of the block being
// read, answered from the reader's summary of it (wordsOf) where the
// summary holds: most lines a reader is asked about again and again
// hold no anchor, and are let go without a scan of their own.
func (r *reader) mayHoldMergeIn(text string) bool {
	if r.summarised && r.wordsText == text && lacksHoldAnchor(text, &r.words) {
		return false
	}
	return mayHoldMerge(text)
}

// lacksHoldAnchor reports whether text, which p summarises, holds no
// anchor mayHoldMerge finds: it holds none of flatten's markers, so an
// anchor would stand in it whole, and the summary says no anchor's pairs
// of bytes are all there. It never says yes where mayHoldMerge(text)
// would: a marker, or every pair of an anchor, leaves the scan to
// mayHoldMerge.
func lacksHoldAnchor(text string, p *textPairs) bool {
	if strings.IndexByte(text, '*') >= 0 || strings.IndexByte(text, '`') >= 0 || strings.IndexByte(text, '_') >= 0 {
		return false
	}
	for k := range holdAnchorPairs {
		a := &holdAnchorPairs[k]
		if p.hasAll(a.bits[:a.n]) {
			return false
		}
	}
	return true
}

// holdAnchorPairs are the pairs of adjacent bytes of each anchor, as
// textPairs.mayHold asks them, ready once: an anchor has at most six
// bytes.
var holdAnchorPairs = func() (ps [len(holdAnchors)]struct {
	bits [5]uint16
	n    int
}) {
	for k, a := range holdAnchors {
		for i := 1; i < len(a); i++ {
			ps[k].bits[ps[k].n] = uint16(pairBit(a[i-1], a[i]))
			ps[k].n++
		}
	}
	return ps
}()
