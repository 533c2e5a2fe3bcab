package symbols

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// lexPython lexes a Python file: # comments, strings with any prefix
// (r, b, u, f and their pairs, either case), triple-quoted strings over
// lines, f-string replacement fields lexed as code, and logical lines:
// brackets and a backslash-newline continue a line, a tNewline token ends
// it. A logical line's first token has lineStart set; its col is the
// line's indentation.
func lexPython(src []byte) ([]tok, string) {
	l := newLexer(src)
	l.lexPyCode(0)
	if n := len(l.toks); n > 0 && l.toks[n-1].kind != tNewline {
		l.toks = append(l.toks, tok{kind: tNewline, line: l.line})
	}
	return l.toks, l.broken
}

// lexPyCode lexes code; with stop != 0 (inside an f-string's {…}) it
// returns after the unmatched closing brace.
func (l *lexer) lexPyCode(stop byte) {
	brackets := 0
	for l.i < len(l.src) {
		c := l.src[l.i]
		start, startLine, startAt := l.i, l.line, l.lineAt
		switch {
		case c == '\n':
			l.nl(l.i)
			l.i++
			if brackets == 0 && stop == 0 && !l.newLine {
				l.toks = append(l.toks, tok{kind: tNewline, line: startLine})
				l.newLine = true
			}
		case c == '\\' && l.peek(1) == '\n':
			l.nl(l.i + 1)
			l.i += 2
		case c == '\\' && l.peek(1) == '\r' && l.peek(2) == '\n':
			l.nl(l.i + 2)
			l.i += 3
		case c == ' ' || c == '\t' || c == '\r' || c == '\f':
			l.i++
		case c == '#':
			l.skipLine()
		case c == '"' || c == '\'':
			l.pyString("", start, startLine, startAt)
		case isDigit(c):
			l.number()
			l.emit(tNumber, l.slice(start, l.i), start, startLine, startAt)
		case isWordByte(c):
			name := l.ident()
			if l.i < len(l.src) && (l.src[l.i] == '"' || l.src[l.i] == '\'') && isStringPrefix(name) {
				l.pyString(strings.ToLower(name), start, startLine, startAt)
				continue
			}
			l.emit(tIdent, pyIdentName(name), start, startLine, startAt)
		case c == ':' && stop != 0 && brackets == 0:
			// An f-string field's format spec ({x:>3}) is text, not
			// code: its colon is no header's, nor its text names.
			l.i++
			l.pyFormatSpec()
			return
		default:
			switch c {
			case '(', '[', '{':
				brackets++
			case ')', ']', '}':
				if brackets == 0 && stop != 0 {
					l.i++
					return
				}
				brackets = max(0, brackets-1)
			}
			l.i++
			l.emit(tPunct, string(c), start, startLine, startAt)
		}
	}
	if brackets > 0 && stop == 0 {
		l.fail("a bracket is not closed at its end")
	}
}

// pyFormatSpec skips an f-string field's format spec, l.i just past its
// colon: its text is read as none, the fields nested in it ({x:>{w}})
// as code, up to and past the field's closing brace. A quote or newline
// is left to the string's lexing: the spec ends there unclosed (a
// syntax error), or a triple-quoted string's spec goes on as its text.
func (l *lexer) pyFormatSpec() {
	for l.i < len(l.src) {
		switch l.src[l.i] {
		case '}':
			l.i++
			return
		case '{':
			l.i++
			if !l.enter() {
				return
			}
			l.lexPyCode('}')
			l.nested--
			continue
		case '\'', '"', '\n', '\r':
			return
		}
		l.i++
	}
}

func isStringPrefix(s string) bool {
	switch strings.ToLower(s) {
	case "r", "b", "u", "f", "br", "rb", "fr", "rf", "t", "tr", "rt":
		return true
	}
	return false
}

// pyString lexes a string whose prefix (lower case) was read; l.i is at
// its quote.
func (l *lexer) pyString(prefix string, start, startLine, startAt int) {
	q := l.src[l.i]
	delim := string(q)
	if l.peek(1) == q && l.peek(2) == q {
		delim = strings.Repeat(string(q), 3)
	}
	l.i += len(delim)
	oneLine := len(delim) == 1
	if !strings.ContainsAny(prefix, "ft") {
		// Raw strings keep backslashes, but a backslash still stops the
		// quote after it from closing the string.
		body := l.quoted(delim, true, oneLine)
		l.emit(tString, body, start, startLine, startAt)
		return
	}
	// An f-string: literal parts are strings, {…} fields are code.
	l.fielded(delim, oneLine, "{", func() { l.lexPyCode('}') }, start, startLine, startAt)
}

// pyIdentName is the name Python reads an identifier as: its NFKC form
// (PEP 3131), so ｈelper is helper and __ｉmport__ is __import__. An
// ASCII name is its own form and is returned as it is; a form that
// would hold an ASCII byte no name holds (a full-width bracket lexed
// into a word) is no identifier, and the text is kept.
func pyIdentName(name string) string {
	if isASCII(name) {
		return name
	}
	return pyNFKCName(name)
}

// isASCII: s holds no byte of a multi-byte UTF-8 sequence.
func isASCII[S ~string | ~[]byte](s S) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func pyNFKCName(name string) string {
	n := norm.NFKC.String(name)
	for i := 0; i < len(n); i++ {
		if n[i] < utf8.RuneSelf && !isWordByte(n[i]) || n[i] == '$' {
			return name
		}
	}
	return n
}
