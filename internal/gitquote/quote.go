// Package gitquote writes a path as git does in its human-readable output
// under core.quotePath (the default): a path with a control character, a
// double quote, a backslash or a byte outside ASCII is put in double quotes
// with C escapes, any other path is written as it is.
//
// Text output prints one finding a line, starting `path:line:col:`; a path
// printed raw could hold a newline and a forged finding after it. Quoted as
// git quotes it, a path stays on its line, reads the same as in `git
// status` or `git diff --name-only`, and one that needs no quoting (nearly
// all) is unchanged. JSON and SARIF output have their own escaping and keep
// paths raw.
package gitquote

import (
	"strings"
	"unicode/utf8"
)

// Path returns p as git's quote_c_style writes it with core.quotePath
// true: unchanged when no byte needs quoting, else in double quotes, with
// \a \b \t \n \v \f \r \" \\ for those bytes and a three-digit octal escape
// for every other control byte, DEL and each byte of a non-ASCII
// character.
func Path(p string) string {
	i := 0
	for i < len(p) && !mustQuote(p[i]) {
		i++
	}
	if i == len(p) {
		return p
	}
	var b strings.Builder
	b.Grow(len(p) + 8)
	b.WriteByte('"')
	b.WriteString(p[:i])
	for ; i < len(p); i++ {
		c := p[i]
		if !mustQuote(c) {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('\\')
		if e := letterEscape(c); e != 0 {
			b.WriteByte(e)
			continue
		}
		b.WriteByte('0' + c>>6)
		b.WriteByte('0' + c>>3&7)
		b.WriteByte('0' + c&7)
	}
	b.WriteByte('"')
	return b.String()
}

func mustQuote(c byte) bool {
	return c < 0x20 || c == '"' || c == '\\' || c >= 0x7f
}

// letterEscape is the letter git writes after a backslash for c, or 0
// when c is written in octal.
func letterEscape(c byte) byte {
	switch c {
	case '\a':
		return 'a'
	case '\b':
		return 'b'
	case '\t':
		return 't'
	case '\n':
		return 'n'
	case '\v':
		return 'v'
	case '\f':
		return 'f'
	case '\r':
		return 'r'
	case '"', '\\':
		return c
	}
	return 0
}

// Text returns s with every control character written as an escape, for
// a message that embeds text the user chose, such as an error that names
// a file or a report's own words: \n, \r, \t and the like as in Path,
// and in octal, byte by byte, any other C0 byte, DEL, the C1 controls
// U+0080 to U+009F (a terminal reads U+009B as an escape sequence's
// start), the bidirectional controls (U+202A to U+202E, U+2066 to U+2069,
// U+200E, U+200F, U+061C: they reorder what a terminal or a browser shows,
// so that text reads other than it is) and every byte that is not part of
// valid UTF-8 (a lone 0x9B is a C1 control to a terminal reading Latin-1).
// Printable characters, non-ASCII ones included, stay as they are: the
// message still reads as written, but cannot break its line, move the
// cursor, reorder or hide what follows.
func Text(s string) string { return escape(s, false) }

// Lines is Text for a message of several lines: each line is escaped as
// Text escapes it (its tabs kept, for layout), and every line after the
// first starts with indent, so that no line of the message can pass for a
// line of its own (a forged `path:line:col:` finding, a `reviewlint:`
// message). A final line break is dropped; CR LF breaks a line as LF does.
func Lines(s, indent string) string {
	s = strings.TrimSuffix(s, "\n")
	if !strings.Contains(s, "\n") {
		return escape(s, true)
	}
	var b strings.Builder
	lines := strings.Split(s, "\n")
	for i, line := range lines {
		if i > 0 {
			b.WriteString("\n" + indent)
		}
		if i < len(lines)-1 {
			line = strings.TrimSuffix(line, "\r") // CR LF is a line break too
		}
		b.WriteString(escape(line, true))
	}
	return b.String()
}

// escape is Text, keeping tabs when keepTabs.
func escape(s string, keepTabs bool) string {
	i := 0
	for i < len(s) && escaped(s, i, keepTabs) == 0 {
		i += runeLen(s, i)
	}
	if i == len(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	b.WriteString(s[:i])
	for i < len(s) {
		n := escaped(s, i, keepTabs)
		if n == 0 {
			n = runeLen(s, i)
			b.WriteString(s[i : i+n])
			i += n
			continue
		}
		for _, c := range []byte(s[i : i+n]) {
			b.WriteByte('\\')
			if e := letterEscape(c); e != 0 && c != '"' && c != '\\' {
				b.WriteByte(e)
				continue
			}
			b.WriteByte('0' + c>>6)
			b.WriteByte('0' + c>>3&7)
			b.WriteByte('0' + c&7)
		}
		i += n
	}
	return b.String()
}

// escaped returns how many bytes at s[i] are written as escapes: a
// control character, a bidirectional control, or a byte that is not valid
// UTF-8; 0 for anything else.
func escaped(s string, i int, keepTabs bool) int {
	c := s[i]
	switch {
	case c == '\t' && keepTabs:
		return 0
	case c < 0x20 || c == 0x7f:
		return 1
	case c < utf8.RuneSelf:
		return 0
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	switch {
	case r == utf8.RuneError && n <= 1:
		return 1
	case r >= 0x80 && r <= 0x9f, Bidi(r):
		return n
	}
	return 0
}

// runeLen is the length of the character at s[i], 1 for an ASCII byte.
func runeLen(s string, i int) int {
	if s[i] < utf8.RuneSelf {
		return 1
	}
	_, n := utf8.DecodeRuneInString(s[i:])
	return n
}

// Bidi reports the Unicode bidirectional formatting characters: the
// embeddings and overrides, the isolates, and the implicit marks.
func Bidi(r rune) bool {
	return r >= 0x202a && r <= 0x202e || r >= 0x2066 && r <= 0x2069 || r == 0x200e || r == 0x200f || r == 0x061c
}
