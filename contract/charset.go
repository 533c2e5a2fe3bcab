package contract

import (
	"strings"
	"unicode/utf8"
)

// A charSet is a set of characters to look for in a text, made once.
// strings.IndexAny and strings.ContainsAny build a set of the characters
// on every call when all are ASCII, and otherwise try each character of
// the text against the set's, one rune at a time: the readings asked of
// every block of a report look for the same few sets many times over.
// The characters past ASCII are found by their UTF-8 bytes: a lead byte
// never continues another character, and a byte that is not UTF-8
// decodes alone, so the first place the bytes match is the first
// character strings finds. charset_test.go holds each set to strings.
type charSet struct {
	// mark says what each byte is: inSet for an ASCII character of
	// the set, leadsOther for the first byte of one of other, 0 for the
	// rest; one look-up settles a byte.
	mark  [256]uint8
	other [4]string // the characters past ASCII, "" past the last
}

// The marks of charSet.mark.
const (
	inSet = 1 + iota
	leadsOther
)

// newCharSet makes the set of chars, of which at most four are past
// ASCII and none is U+FFFD, which strings matches for a byte that is not
// UTF-8. It is a value, laid out at start-up without an allocation.
func newCharSet(chars string) charSet {
	var c charSet
	n := 0
	for i, r := range chars {
		switch {
		case r < 0x80:
			c.mark[r] = inSet
		case r == '\uFFFD' || n == len(c.other):
			panic("contract: a charSet of " + chars)
		default:
			// A piece of chars, not string(r): nothing is allocated.
			c.other[n], c.mark[chars[i]] = chars[i:i+utf8.RuneLen(r)], leadsOther
			n++
		}
	}
	return c
}

// index is strings.IndexAny(s, chars).
func (c *charSet) index(s string) int {
	for i := 0; i < len(s); i++ {
		switch c.mark[s[i]] {
		case 0:
			continue
		case inSet:
			return i
		}
		for _, o := range c.other {
			if o != "" && strings.HasPrefix(s[i:], o) {
				return i
			}
		}
	}
	return -1
}

// in is strings.ContainsAny(s, chars).
func (c *charSet) in(s string) bool { return c.index(s) >= 0 }

// The sets the readings of every block look for.
var (
	valueSeps     = newCharSet(":—–-=")   // what sets a value off after its key or label
	clauseMarks   = newCharSet(".,;:(—–") // what ends a value's first clause
	labelSeps     = newCharSet(":(—–")    // what ends a heading's label
	labelRefusals = newCharSet("`[]()|")  // what no label of a value holds
	gradeSeps     = newCharSet("(—–:|")   // what sets a grade off after its issue
	fieldSeps     = newCharSet(":?")      // what ends a field's name
	fileNameEnd   = newCharSet(" \t*_`]():")
	notTableText  = newCharSet("<&\\[]~")
	notBoldText   = newCharSet("*_`[]<>&\\\n\r")
)
