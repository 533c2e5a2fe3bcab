package contract

import "strings"

// A block's text is asked for some twenty word lists, one check after
// another (verdict keys, approvals, reservations, failures in prose),
// and most blocks hold none of the words. textPairs summarises a text in
// one pass so that each list is answered from the summary: a word whose
// pairs of adjacent bytes are not all in the text is nowhere in it, and
// the check that looks for it need not scan the text again.

// textPairs is the set of adjacent byte pairs, and of bytes, of a text,
// ASCII letters lower-cased, as indexFold compares them.
type textPairs struct {
	// pairs holds (a&31)<<5 | b&31 for each pair ab: one bit per pair of
	// letters; other bytes share bits, which only makes mayHold say
	// "may" more often.
	pairs [16]uint64
	bytes [4]uint64
	// wide says the text holds the Kelvin sign or the long s, which
	// Unicode folds to k and s: a word with either letter may be there
	// in other bytes (see vocabulary.mayOccur).
	wide bool
}

// pairsOf summarises s.
func pairsOf(s string) textPairs {
	var p textPairs
	prev := -1
	for i := 0; i < len(s); i++ {
		c := lowerASCII(s[i])
		p.bytes[c>>6] |= 1 << (c & 63)
		if prev >= 0 {
			h := pairBit(byte(prev), c)
			p.pairs[h>>6] |= 1 << (h & 63)
			// K is E2 84 AA, ſ is C5 BF.
			p.wide = p.wide || c == 0xAA && prev == 0x84 || c == 0xBF && prev == 0xC5
		}
		prev = int(c)
	}
	return p
}

func lowerASCII(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + ('a' - 'A')
	}
	return c
}

func pairBit(a, b byte) uint { return uint(a&31)<<5 | uint(b&31) }

// mayHold reports whether the text may hold w in any ASCII case: false
// says indexFold(text, w) < 0. A word of other than ASCII bytes, which
// Unicode case folding may match with other bytes, may always be there.
func (p *textPairs) mayHold(w string) bool {
	if w == "" {
		return true
	}
	for i := 0; i < len(w); i++ {
		if w[i] >= 0x80 {
			return true
		}
	}
	c := lowerASCII(w[0])
	if p.bytes[c>>6]&(1<<(c&63)) == 0 {
		return false
	}
	for i := 1; i < len(w); i++ {
		h := pairBit(lowerASCII(w[i-1]), lowerASCII(w[i]))
		if p.pairs[h>>6]&(1<<(h&63)) == 0 {
			return false
		}
	}
	return true
}

// mayHoldAny reports whether the text may hold one of ws (see mayHold).
func (p *textPairs) mayHoldAny(ws ...string) bool {
	for _, w := range ws {
		if p.mayHold(w) {
			return true
		}
	}
	return false
}

// mayOccur reports whether a phrase of v may stand anywhere in the text p
// summarises: false says v.at finds none in it, nor in any part of it.
// A phrase is found by its first word, compared with a word of the text
// in any Unicode case, its apostrophes straightened: a first word with
// an apostrophe (the text may write it ’), or with a k or an s in a text
// that holds a letter folding to one, may always be there; so may any
// phrase of a vocabulary matched as configured (exact), not by its words.
func (v *vocabulary) mayOccur(p *textPairs) bool {
	if v == nil {
		return false
	}
	if v.exact {
		return true
	}
	for _, w := range v.firstWords {
		if p.mayHold(w) || strings.IndexByte(w, '\'') >= 0 || p.wide && strings.ContainsAny(w, "ks") {
			return true
		}
	}
	return false
}
