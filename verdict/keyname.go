package verdict

import (
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
)

// A key counts as a verdict key when a person reading the file would take it
// for one, not only when it is byte for byte "verdict": escapes are decoded
// ("verd\u0069ct"), letter case and full-width or mathematical letter forms
// are folded, common look-alike letters from other scripts are mapped,
// invisible characters (format characters, combining marks, fillers) are
// dropped anywhere, and white space is dropped around the word. Such an
// object is verdict-bearing; if its key is not exactly "verdict" it can never
// be read as an approval, and it makes any other verdict in the file
// ambiguous.

// lookAlike maps letters from other scripts that render like one of the
// letters of "verdict" to that letter.
var lookAlike = map[rune]byte{
	'ν': 'v', 'ѵ': 'v', 'Ѵ': 'v', 'ᴠ': 'v', 'ⅴ': 'v', 'Ⅴ': 'v', 'ⱱ': 'v',
	'е': 'e', 'Е': 'e', 'Ε': 'e', 'ҽ': 'e', 'ℯ': 'e', 'ᴇ': 'e', 'ɛ': 'e',
	'г': 'r', 'ʀ': 'r', 'ᴦ': 'r', 'ꭇ': 'r',
	'ԁ': 'd', 'ⅾ': 'd', 'ⅅ': 'd', 'ⅆ': 'd', 'ᴅ': 'd',
	'і': 'i', 'І': 'i', 'ι': 'i', 'Ι': 'i', 'ı': 'i', 'ⅰ': 'i', 'Ⅰ': 'i', 'ɩ': 'i', 'ӏ': 'i', 'Ӏ': 'i', 'ɪ': 'i', 'ⅈ': 'i', 'ℹ': 'i',
	'с': 'c', 'С': 'c', 'ϲ': 'c', 'Ϲ': 'c', 'ⅽ': 'c', 'Ⅽ': 'c', 'ᴄ': 'c', 'ℂ': 'c',
	'т': 't', 'Т': 't', 'τ': 't', 'Τ': 't', 'ᴛ': 't',
}

// foldLetter returns the ASCII lowercase letter r stands for, or 0.
func foldLetter(r rune) byte {
	switch {
	case r >= 'a' && r <= 'z':
		return byte(r)
	case r >= 'A' && r <= 'Z':
		return byte(r) + 'a' - 'A'
	case r >= 0xFF21 && r <= 0xFF3A: // full-width capitals
		return byte(r-0xFF21) + 'a'
	case r >= 0xFF41 && r <= 0xFF5A: // full-width small letters
		return byte(r-0xFF41) + 'a'
	case r >= 0x1D400 && r <= 0x1D6A3: // mathematical alphabets, 52 letters each
		return byte((r-0x1D400)%52%26) + 'a'
	case r >= 0x24B6 && r <= 0x24CF: // circled capitals
		return byte(r-0x24B6) + 'a'
	case r >= 0x24D0 && r <= 0x24E9: // circled small letters
		return byte(r-0x24D0) + 'a'
	}
	return lookAlike[r]
}

// invisible reports whether r renders as nothing (or only as a mark on its
// neighbour), so that a reader does not see it inside a word.
func invisible(r rune) bool {
	switch r {
	case 0x115F, 0x1160, 0x3164, 0xFFA0, 0x2800, 0xFFFC:
		return true
	}
	return unicode.In(r, unicode.Cf, unicode.Mn, unicode.Me)
}

// keyMatcher is fed a key's decoded characters one at a time and says
// whether they read as "verdict".
type keyMatcher struct {
	n   int // letters of "verdict" matched so far
	bad bool
}

const verdictWord = "verdict"

func (m *keyMatcher) feed(r rune) {
	if r < utf8.RuneSelf && !m.bad {
		// ASCII, the common case, without table lookups: c|0x20 is a lower
		// case letter only for that letter in either case.
		switch c := byte(r); {
		case c == ' ' || c >= '\t' && c <= '\r':
			m.bad = m.n > 0 && m.n < len(verdictWord)
		case m.n < len(verdictWord) && c|0x20 == verdictWord[m.n]:
			m.n++
		default:
			m.bad = true
		}
		return
	}
	switch {
	case m.bad || invisible(r):
	case unicode.IsSpace(r):
		m.bad = m.n > 0 && m.n < len(verdictWord)
	case m.n < len(verdictWord) && foldLetter(r) == verdictWord[m.n]:
		m.n++
	default:
		m.bad = true
	}
}

func (m *keyMatcher) matched() bool { return !m.bad && m.n == len(verdictWord) }

// verdictKeyAt reports whether a JSON string opens at src[q] (a '"'), reads
// as a verdict key, and is followed by optional white space and ':'. It
// returns the offset after the ':'. Reading stops at the first character
// that cannot be part of such a key, so calling it at every quote of a file
// costs time linear in the file.
func verdictKeyAt(src []byte, q int) (int, bool) {
	var m keyMatcher
	i := q + 1
	for i < len(src) && !m.bad {
		c := src[i]
		switch {
		case c == '"':
			if !m.matched() {
				return 0, false
			}
			for i++; i < len(src) && isJSONSpace(src[i]); i++ {
			}
			if i < len(src) && src[i] == ':' {
				return i + 1, true
			}
			return 0, false
		case c == '\\':
			r, n := keyEscape(src[i:])
			if n == 0 {
				return 0, false
			}
			m.feed(r)
			i += n
		case c < utf8.RuneSelf:
			m.feed(rune(c))
			i++
		default:
			r, n := utf8.DecodeRune(src[i:])
			m.feed(r)
			i += n
		}
	}
	return 0, false
}

// keyEscape decodes the escape at the start of s (a backslash), surrogate
// pairs included; n is 0 when it is not a valid escape.
func keyEscape(s []byte) (r rune, n int) {
	if len(s) < 2 {
		return 0, 0
	}
	if e := simpleEscapes[s[1]]; e != 0 {
		return rune(e), 2
	}
	if s[1] != 'u' {
		return 0, 0
	}
	r, ok := hex4(s, 2)
	if !ok {
		return 0, 0
	}
	if utf16.IsSurrogate(r) && r < 0xDC00 && len(s) >= 12 && s[6] == '\\' && s[7] == 'u' {
		if low, ok := hex4(s, 8); ok {
			if pair := utf16.DecodeRune(r, low); pair != utf8.RuneError {
				return pair, 12
			}
		}
	}
	return r, 6
}

func isJSONSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// looseVerdictKeyAt reports whether a key a JSON reader rejects but other
// readers accept starts at src[i]: "verdict" unquoted or in single quotes,
// followed by optional white space and ':'.
func looseVerdictKeyAt(src []byte, i int) bool {
	var m keyMatcher
	quoted := i < len(src) && src[i] == '\''
	if quoted {
		i++
	}
	for i < len(src) && !m.bad {
		c := src[i]
		if quoted && c == '\'' {
			i++
			break
		}
		r, n := rune(c), 1
		if c >= utf8.RuneSelf {
			r, n = utf8.DecodeRune(src[i:])
		}
		if !quoted && foldLetter(r) == 0 {
			break
		}
		m.feed(r)
		i += n
	}
	if !m.matched() {
		return false
	}
	for i < len(src) && isJSONSpace(src[i]) {
		i++
	}
	return i < len(src) && src[i] == ':'
}
