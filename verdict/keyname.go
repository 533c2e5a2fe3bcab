package verdict

import (
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// A key counts as a verdict key when a person reading the file would take it
// for one, not only when it is byte for byte the dialect's verdict key
// ("verdict" by default): when its letters, and only its letters, spell the
// key's letters. Escapes are decoded
// ("verd\u0069ct"); common look-alike letters from other scripts are mapped;
// every other character is taken apart by Unicode compatibility
// decomposition (NFKD), so that full-width, mathematical, circled,
// parenthesized, superscript and accented forms give their base letter; and
// whatever is not a letter is dropped wherever it stands: combining marks,
// invisible format characters and fillers, white space, punctuation
// ("**verdict**", "verdict:", "ver-dict"), digits. Letter case is folded.
// Such an object is verdict-bearing; if its key is not exactly the verdict
// key it can never be read as an approval, and it makes any other verdict
// in the file ambiguous. The same reading refuses, where a dialect allows
// unknown keys, a key that only looks like one the dialect names.

// lookAlike maps letters from other scripts that render like an ASCII
// letter, and that NFKD leaves alone or maps elsewhere (a lunate sigma
// decomposes to a sigma), to that letter. The letters of "verdict" came
// first; the others serve the keys of other dialects.
var lookAlike = map[rune]byte{
	'ν': 'v', 'ѵ': 'v', 'Ѵ': 'v', 'ᴠ': 'v', 'ⱱ': 'v',
	'е': 'e', 'Е': 'e', 'Ε': 'e', 'ҽ': 'e', 'ᴇ': 'e', 'ɛ': 'e',
	'г': 'r', 'ʀ': 'r', 'ᴦ': 'r', 'ꭇ': 'r',
	'ԁ': 'd', 'ᴅ': 'd',
	'і': 'i', 'І': 'i', 'ι': 'i', 'Ι': 'i', 'ı': 'i', 'ɩ': 'i', 'ӏ': 'i', 'Ӏ': 'i', 'ɪ': 'i',
	'с': 'c', 'С': 'c', 'ϲ': 'c', 'Ϲ': 'c', 'ᴄ': 'c',
	'т': 't', 'Т': 't', 'τ': 't', 'Τ': 't', 'ᴛ': 't',
	'а': 'a', 'А': 'a', 'α': 'a', 'Α': 'a', 'ɑ': 'a', 'ᴀ': 'a',
	'в': 'b', 'В': 'b', 'Β': 'b', 'ʙ': 'b', 'Ь': 'b', 'ь': 'b',
	'ɡ': 'g', 'ɢ': 'g', 'ԍ': 'g',
	'һ': 'h', 'Н': 'h', 'Η': 'h', 'ʜ': 'h', 'н': 'h',
	'ј': 'j', 'Ј': 'j', 'ᴊ': 'j',
	'к': 'k', 'К': 'k', 'κ': 'k', 'Κ': 'k', 'ᴋ': 'k',
	'ʟ': 'l',
	'м': 'm', 'М': 'm', 'Μ': 'm', 'ᴍ': 'm',
	'п': 'n', 'η': 'n', 'Ν': 'n', 'ɴ': 'n',
	'о': 'o', 'О': 'o', 'ο': 'o', 'Ο': 'o', 'σ': 'o', 'ᴏ': 'o', 'օ': 'o',
	'р': 'p', 'Р': 'p', 'ρ': 'p', 'Ρ': 'p', 'ᴘ': 'p',
	'ԛ': 'q',
	'ѕ': 's', 'Ѕ': 's', 'ꜱ': 's',
	'υ': 'u', 'ս': 'u', 'ᴜ': 'u',
	'ԝ': 'w', 'ѡ': 'w', 'ᴡ': 'w',
	'х': 'x', 'Х': 'x', 'χ': 'x', 'Χ': 'x',
	'у': 'y', 'У': 'y', 'γ': 'y', 'Υ': 'y', 'ʏ': 'y',
	'Ζ': 'z', 'ᴢ': 'z',
}

// filler reports whether r is one of the Hangul fillers: letters by their
// Unicode category that render as nothing.
func filler(r rune) bool {
	return r == 0x115F || r == 0x1160 || r == 0x3164 || r == 0xFFA0
}

// keyMatcher is fed a key's decoded characters one at a time and says
// whether their letters spell word (lower-case ASCII letters).
type keyMatcher struct {
	word string
	n    int // letters of word matched so far
	bad  bool
}

// feed takes the key's next character.
func (m *keyMatcher) feed(r rune) {
	switch {
	case m.bad:
	case r < utf8.RuneSelf:
		// ASCII, the common case: c|0x20 is a lower case letter only for
		// that letter in either case.
		if c := byte(r) | 0x20; c >= 'a' && c <= 'z' {
			m.letter(c)
		}
	case lookAlike[r] != 0:
		m.letter(lookAlike[r])
	default:
		var buf [utf8.UTFMax]byte
		d := norm.NFKD.Properties(buf[:utf8.EncodeRune(buf[:], r)]).Decomposition()
		if d == nil {
			m.decomposed(r)
		}
		for len(d) > 0 {
			c, n := utf8.DecodeRune(d)
			m.decomposed(c)
			d = d[n:]
		}
	}
}

// decomposed takes one character of a decomposition.
func (m *keyMatcher) decomposed(r rune) {
	switch {
	case r < utf8.RuneSelf || lookAlike[r] != 0:
		m.feed(r)
	case unicode.IsLetter(r) && !filler(r):
		m.bad = true // a letter of no ASCII word
	}
}

func (m *keyMatcher) letter(c byte) {
	if m.n < len(m.word) && c == m.word[m.n] {
		m.n++
	} else {
		m.bad = true
	}
}

func (m *keyMatcher) matched() bool { return !m.bad && m.n == len(m.word) }

// keysAt reports whether a JSON string that reads as a verdict key (word)
// opens at src[q] (a '"'). It returns the offset after the ':' that follows
// it, past optional white space, or after the closing quote when no ':'
// does: a read that takes the string for a key makes its object
// verdict-bearing whatever follows, for {"verdict" "block"} or
// {"verdict" = "block"} is a verdict to a person and a broken object to a
// JSON reader. Reading stops at the first character that cannot be part of
// such a key, so calling it at every quote of a file costs time linear in
// the file. It says too whether the same string spells also ("" asks
// nothing), reading the string once for both.
func keysAt(src []byte, q int, word, also string) (int, bool, bool) {
	m, a := keyMatcher{word: word}, keyMatcher{word: also, bad: also == ""}
	i := q + 1
	for i < len(src) && (!m.bad || !a.bad) {
		c := src[i]
		switch {
		case c == '"':
			alsoOK := a.matched()
			if !m.matched() {
				return 0, false, alsoOK
			}
			end := i + 1
			for i++; i < len(src) && isJSONSpace(src[i]); i++ {
			}
			if i < len(src) && src[i] == ':' {
				return i + 1, true, alsoOK
			}
			return end, true, alsoOK
		case c == '\\':
			r, n := keyEscape(src[i:])
			if n == 0 || r == '"' {
				// An escaped quote ends the match too: the search starts
				// again at that quote, and no quote is read twice.
				return 0, false, false
			}
			m.feed(r)
			a.feed(r)
			i += n
		case c < utf8.RuneSelf:
			m.feed(rune(c))
			a.feed(rune(c))
			i++
		default:
			r, n := utf8.DecodeRune(src[i:])
			m.feed(r)
			a.feed(r)
			i += n
		}
	}
	return 0, false, false
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
// readers accept starts at src[i]: the verdict key unquoted or in single
// quotes, followed by optional white space and ':'. An unquoted key is a
// run of ASCII letters and of the verdict key's own other bytes (the _ of
// final_verdict), or of non-ASCII characters.
func looseVerdictKeyAt(src []byte, i int, d *Dialect) bool {
	m := keyMatcher{word: d.word}
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
		if !quoted && r < utf8.RuneSelf && !d.looseKey[c] {
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
