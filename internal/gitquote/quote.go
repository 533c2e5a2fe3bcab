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
