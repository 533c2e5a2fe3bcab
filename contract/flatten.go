package contract

import "github.com/reviewlint/reviewlint/internal/proseword"

// flatten is flattenCopy's text: s itself when flattening would leave it
// as it is, which most verdict lines and many other lines are, so that
// reading them allocates nothing.
func flatten(s string, lower bool) string {
	if isFlat(s, lower) {
		return s
	}
	return flattenCopy(s, lower)
}

// flatMemo keeps flatten(text, true) for the last text asked: a line of
// prose that may hold the merge and approve on a condition is copied by
// each reading (holdsOrDemandsIn, approvalConditioned, failingNow), the
// same text every time. A nil memo keeps nothing.
type flatMemo struct {
	text, flat string
	set        bool
}

// lowFlat is flatten(text, true).
func (m *flatMemo) lowFlat(text string) string {
	if m == nil {
		return flatten(text, true)
	}
	if !m.set || m.text != text {
		m.text, m.flat, m.set = text, flatten(text, true), true
	}
	return m.flat
}

// isFlat reports whether flattenCopy(s, lower) == s: s holds no marker
// flattenCopy drops, no tab, no space at either end or beside another,
// and, when lower, no ASCII capital.
func isFlat(s string, lower bool) bool {
	for i := 0; i < len(s); i++ {
		switch flatMark[s[i]] {
		case 0:
			// most bytes: one look-up
		case flatDropped:
			return false
		case flatUnderscore:
			if i == 0 || i+1 == len(s) || !proseword.ASCII(s[i-1]) || !proseword.ASCII(s[i+1]) {
				return false
			}
		case flatSpace:
			if i == 0 || i+1 == len(s) || s[i+1] == ' ' {
				return false
			}
		case flatCapital:
			if lower {
				return false
			}
		}
	}
	return true
}

// The marks of flatMark: what isFlat looks at a byte again for.
const (
	flatDropped    = 1 + iota // a marker or a tab, which flattenCopy never keeps
	flatUnderscore            // kept only inside a word
	flatSpace                 // kept only alone between two characters
	flatCapital               // an ASCII capital, lowered when asked
)

// flatMark marks each byte for isFlat; 0 for a byte flattenCopy keeps
// as it is. A literal, laid out by the compiler, not built at start-up.
var flatMark = [256]uint8{
	'*': flatDropped, '`': flatDropped, '\t': flatDropped,
	'_': flatUnderscore, ' ': flatSpace,
	'A': flatCapital, 'B': flatCapital, 'C': flatCapital, 'D': flatCapital, 'E': flatCapital, 'F': flatCapital,
	'G': flatCapital, 'H': flatCapital, 'I': flatCapital, 'J': flatCapital, 'K': flatCapital, 'L': flatCapital,
	'M': flatCapital, 'N': flatCapital, 'O': flatCapital, 'P': flatCapital, 'Q': flatCapital, 'R': flatCapital,
	'S': flatCapital, 'T': flatCapital, 'U': flatCapital, 'V': flatCapital, 'W': flatCapital, 'X': flatCapital,
	'Y': flatCapital, 'Z': flatCapital,
}
