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

import "strings"

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
// a file: \n, \r, \t and the like as in Path, and any other C0 byte, DEL
// and the C1 controls U+0080 to U+009F (a terminal reads U+009B as an
// escape sequence's start) in octal, each byte of its UTF-8 encoding for
// a C1 control. Printable characters, non-ASCII ones included, stay as
// they are: the message still reads as written, but cannot break its
// line, move the cursor or hide what follows behind a terminal's escape
// sequence.
func Text(s string) string {
	i := 0
	for i < len(s) && !control(s, i) {
		i++
	}
	if i == len(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	b.WriteString(s[:i])
	for i < len(s) {
		if !control(s, i) {
			b.WriteByte(s[i])
			i++
			continue
		}
		n := 1
		if s[i] == 0xc2 {
			n = 2
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

// control reports whether a control character starts at s[i]: a C0 byte,
// DEL, or the two-byte UTF-8 encoding of a C1 control.
func control(s string, i int) bool {
	c := s[i]
	if c < 0x20 || c == 0x7f {
		return true
	}
	return c == 0xc2 && i+1 < len(s) && s[i+1] >= 0x80 && s[i+1] <= 0x9f
}
