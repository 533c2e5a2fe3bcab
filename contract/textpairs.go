package contract

import (
	"strings"
	"sync"
)

// A block's text is asked for some twenty word lists, one check after
// another (verdict keys, approvals, reservations, failures in prose),
// and most blocks hold none of the words. textPairs summarises a text in
// one pass so that each list is answered from the summary: a word whose
// pairs of adjacent bytes are not all in the text is nowhere in it, and
// the check that looks for it need not scan the text again.

// textPairs is the set of adjacent byte pairs of a text, ASCII letters
// lower-cased, as indexFold compares them.
type textPairs struct {
	// pairs holds (a&31)<<5 | b&31 for each pair ab, and for the first
	// byte b as the pair 0b: one bit per pair of letters; other bytes
	// share bits, which only makes mayHold say "may" more often.
	pairs [16]uint64
	// wide says the text holds the Kelvin sign or the long s, which
	// Unicode folds to k and s: a word with either letter may be there
	// in other bytes (see vocabulary.mayOccur).
	wide bool
}

// pairsOf summarises s.
func pairsOf(s string) textPairs {
	var p textPairs
	// high is pairBit's bits of the byte before, ready to join the
	// next: pairBit(prev, c) is high | c&31.
	var prev byte
	var high uint
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 {
			// K is E2 84 AA, ſ is C5 BF.
			p.wide = p.wide || c == 0xAA && prev == 0x84 || c == 0xBF && prev == 0xC5
		}
		// pairBit keeps the low five bits of each byte, the same in
		// either case of an ASCII letter: no byte need be lowered.
		low := uint(c & 31)
		h := high | low
		p.pairs[h>>6&15] |= 1 << (h & 63)
		prev, high = c, low<<5
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
// Unicode case folding may match with other bytes, may always be there;
// so may a word of one byte.
func (p *textPairs) mayHold(w string) bool {
	if len(w) < 2 {
		return true
	}
	for i := 0; i < len(w); i++ {
		if w[i] >= 0x80 {
			return true
		}
	}
	for i := 1; i < len(w); i++ {
		// pairBit keeps the bits an ASCII letter's two cases share: w
		// need not be lowered.
		if !p.has(pairBit(w[i-1], w[i])) {
			return false
		}
	}
	return true
}

func (p *textPairs) has(h uint) bool { return p.pairs[h>>6&15]&(1<<(h&63)) != 0 }

// mayHoldAny reports whether the text may hold one of ws (see mayHold).
func (p *textPairs) mayHoldAny(ws ...string) bool {
	for _, w := range ws {
		if p.mayHold(w) {
			return true
		}
	}
	return false
}

// stemPairs are words ready for mayHoldAnyOf: the pairs mayHold would
// compare, worked out once for a list asked of every block.
type stemPairs []stemPair

type stemPair struct {
	bits   []uint16
	always bool // mayHold says yes whatever the text: one byte, or one past ASCII
}

func newStemPairs(ws ...string) stemPairs {
	sp := make(stemPairs, len(ws))
	for k, w := range ws {
		sp[k].always = len(w) < 2
		for i := 0; i < len(w); i++ {
			if w[i] >= 0x80 {
				sp[k].always = true
			}
			if i > 0 {
				sp[k].bits = append(sp[k].bits, uint16(pairBit(w[i-1], w[i])))
			}
		}
	}
	return sp
}

// mayHoldAnyOf is mayHoldAny of the words sp was made of.
func (p *textPairs) mayHoldAnyOf(sp stemPairs) bool {
	for k := range sp {
		if sp[k].always || p.hasAll(sp[k].bits) {
			return true
		}
	}
	return false
}

// stemList is a list of words and, made on first use, not at start-up,
// its stemPairs.
type stemList struct {
	words []string
	once  sync.Once
	pairs stemPairs
}

// in reports whether p may hold one of l's words (see mayHoldAny).
func (l *stemList) in(p *textPairs) bool {
	l.once.Do(func() { l.pairs = newStemPairs(l.words...) })
	return p.mayHoldAnyOf(l.pairs)
}

// The lists each block is asked for, ready for mayHoldAnyOf.
var (
	countedSentenceList = stemList{words: countedSentenceStems}
	approvalList        = stemList{words: approvalStems}
	reservationList     = stemList{words: reservationStems}
	conditionList       = stemList{words: conditionStems}
	reservationOpenList = stemList{words: reservationOpeners}
	failNowList         = stemList{words: failNowStems}
	refusalList         = stemList{words: refusalStems}
	reasonList          = stemList{words: reasonStems}
	checkList           = stemList{words: checkStems}
	settledList         = stemList{words: []string{"fixed", "resolved", "addressed", "remediated"}}
)

// mayOccur reports whether a phrase of v may stand anywhere in the text p
// summarises: false says v.at finds none in it, nor in any part of it.
// A phrase is found by its first word, compared with a word of the text
// in any Unicode case, its apostrophes straightened: a first word with
// an apostrophe (the text may write it ’), or with a k or an s in a text
// that holds a letter folding to one, may always be there (firstPairs);
// so may any phrase of a vocabulary matched as configured (exact), not
// by its words.
func (v *vocabulary) mayOccur(p *textPairs) bool {
	if v == nil {
		return false
	}
	if v.exact {
		return true
	}
	for _, w := range v.firstPairs {
		if w.always || p.wide && w.ks || p.hasAll(w.bits) {
			return true
		}
	}
	return false
}

// hasAll reports whether p holds each pair of bits.
func (p *textPairs) hasAll(bits []uint16) bool {
	for _, h := range bits {
		if !p.has(uint(h)) {
			return false
		}
	}
	return true
}

// wordPairs is what mayOccur asks of a text for one first word: its
// pairs (as mayHold asks them), and whether it may be there whatever
// they are (always), or in a text that holds K or ſ (ks).
type wordPairs struct {
	bits       []uint16
	always, ks bool
}

// pairsOfWord prepares w, a first word, lower case, for mayOccur.
func pairsOfWord(w string) wordPairs {
	wp := wordPairs{always: len(w) < 2 || strings.IndexByte(w, '\'') >= 0, ks: strings.ContainsAny(w, "ks")}
	for i := 0; i < len(w); i++ {
		if w[i] >= 0x80 {
			wp.always = true
		}
		if i > 0 {
			wp.bits = append(wp.bits, uint16(pairBit(lowerASCII(w[i-1]), lowerASCII(w[i]))))
		}
	}
	return wp
}
