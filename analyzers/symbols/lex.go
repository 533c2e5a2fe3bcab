package symbols

import (
	"bytes"
	"fmt"
	"unicode/utf8"
)

// tok is one lexeme of a pattern-language file. Comments are dropped;
// a string is one tok holding its text (a template literal or f-string
// yields its literal parts as strings and its embedded code as tokens).
type tok struct {
	kind tokKind
	text string
	line int
	// col is the byte column of the tok on its line (0-based).
	col int
	// lineStart: the first tok of its logical line (Python) or physical
	// line (the others).
	lineStart bool
	// char: a Java or Rust character literal ('x'), not a string.
	char bool
	// upto: a TypeScript template literal's part that ${…} code follows:
	// the index of the part after that code (0: none).
	upto int
}

type tokKind uint8

const (
	tIdent tokKind = iota + 1
	tPunct
	tString
	tNumber
	// tNewline ends a Python logical line.
	tNewline
)

// lexer is the state shared by the language lexers: the source, the
// position, the line and where the line began.
type lexer struct {
	src     []byte
	i       int
	line    int
	lineAt  int // offset of the current line's first byte
	toks    []tok
	newLine bool // no token yet on this line
	// broken says why the file does not lex as the language (a string,
	// bracket or comment left open at its end, code nested in strings too
	// deep): its structure cannot be trusted.
	broken string
	// noRegexBefore: a regular expression literal that found no end
	// before its line's end makes every / before that end a division, so
	// a line of "/[" is not scanned to its end once per slash.
	noRegexBefore int
	// nested counts the template or f-string fields the lexer is inside:
	// each is a recursion, so a hostile file could exhaust the stack.
	nested int
	// ts: TypeScript/JavaScript, whose Unicode spaces (tsSpace) separate
	// tokens and whose U+2028 and U+2029 end a line comment.
	ts bool
	// jsx: a TypeScript or JavaScript file that may hold JSX, whose text
	// may hold a // or /* that starts no comment (<a>//cdn/{x}</a>):
	// jsxText gathers what such comments hold in braces or as a tag
	// name, which may be code (jsxCommentText).
	jsx     bool
	jsxText []tok
}

// fail marks the file broken; the first reason found is the one given.
func (l *lexer) fail(reason string) {
	if l.broken == "" {
		l.broken = reason
	}
}

// maxNested bounds the nesting of code in strings (`${`${…}`}`,
// f"{f'{…}'}"), far beyond what people write.
const maxNested = 200

// enter counts one more level of code nested in a string; false, with the
// file marked broken and the rest of it unread, past maxNested.
func (l *lexer) enter() bool {
	if l.nested >= maxNested {
		l.fail(fmt.Sprintf("code is nested in strings more than %d deep", maxNested))
		l.i = len(l.src)
		return false
	}
	l.nested++
	return true
}

// utf8BOM is the byte order mark a file written on Windows may open with.
var utf8BOM = []byte("\xef\xbb\xbf")

// newLexer starts past a UTF-8 byte order mark, which python3, rustc
// and tsc skip (javac rejects it): read as code it would glue to the
// first word (\ufefffrom) and hide the import it stands before. The
// line is taken to start after it: the first statement is not indented.
func newLexer(src []byte) *lexer {
	l := &lexer{src: src, line: 1, newLine: true}
	if bytes.HasPrefix(src, utf8BOM) {
		l.i, l.lineAt = len(utf8BOM), len(utf8BOM)
	}
	return l
}

func (l *lexer) emit(kind tokKind, text string, start, startLine, startLineAt int) {
	t := tok{kind: kind, text: text, line: startLine, col: start - startLineAt, lineStart: l.newLine}
	l.newLine = false
	l.toks = append(l.toks, t)
}

// nl counts a newline at offset i (the byte there is '\n').
func (l *lexer) nl(i int) {
	l.line++
	l.lineAt = i + 1
}

// skipLine moves to the newline ending the current line (not past it),
// or in TypeScript to a U+2028 or U+2029, which end a line as tsc reads.
func (l *lexer) skipLine() {
	for l.i < len(l.src) && l.src[l.i] != '\n' {
		if l.ts && l.src[l.i] == 0xe2 && tsLineBreak(l.src[l.i:]) {
			return
		}
		l.i++
	}
}

func (l *lexer) peek(k int) byte {
	if l.i+k < len(l.src) {
		return l.src[l.i+k]
	}
	return 0
}

func (l *lexer) hasPrefix(s string) bool {
	return len(l.src)-l.i >= len(s) && string(l.src[l.i:l.i+len(s)]) == s
}

func (l *lexer) ident() string {
	start := l.i
	for l.i < len(l.src) && isWordByte(l.src[l.i]) && !(l.ts && l.src[l.i] >= utf8.RuneSelf && tsSpace(l.src[l.i:]) > 0) {
		l.i++
	}
	return l.slice(start, l.i)
}

// tsSpace is the length of the Unicode white space or line break src
// opens with as tsc's scanner reads it, or 0: a no-break space, U+0085,
// U+1680, U+2000 to U+200B, U+202F, U+205F, U+3000, a byte order mark
// anywhere, U+2028 and U+2029. tsc reads "\u00a0import { foo }" as an
// import and foo\u200b() as a call of foo.
func tsSpace(src []byte) int {
	r, n := utf8.DecodeRune(src)
	switch {
	case r == 0xa0, r == 0x85, r == 0x1680, 0x2000 <= r && r <= 0x200b, r == 0x2028, r == 0x2029,
		r == 0x202f, r == 0x205f, r == 0x3000, r == 0xfeff:
		return n
	}
	return 0
}

// hasTSSpace: src holds a Unicode space tsc skips (tsSpace).
func hasTSSpace(src []byte) bool {
	for i := 0; i < len(src); i++ {
		if src[i] >= utf8.RuneSelf && tsSpace(src[i:]) > 0 {
			return true
		}
	}
	return false
}

// tsLineBreak: src opens with U+2028 or U+2029.
func tsLineBreak(src []byte) bool {
	return len(src) >= 3 && src[0] == 0xe2 && src[1] == 0x80 && (src[2] == 0xa8 || src[2] == 0xa9)
}

// number skips a numeric literal with its suffix (1_000u32, 0x1F, 1.5e-3),
// stopping before a range's "..".
func (l *lexer) number() {
	for l.i < len(l.src) {
		c := l.src[l.i]
		switch {
		case isWordByte(c):
			if (c == 'e' || c == 'E') && (l.peek(1) == '-' || l.peek(1) == '+') {
				l.i++
			}
			l.i++
		case c == '.' && l.peek(1) != '.' && l.i+1 < len(l.src) && isDigit(l.src[l.i+1]):
			l.i++
		default:
			return
		}
	}
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// quoted skips a string body from l.i to its closing delim, honouring
// backslash escapes when escapes is set (a raw string has none, but even a
// raw Python string cannot end at an escaped quote: rawQuote). A newline
// ends a string that cannot span lines (oneLine), unescaped: what a broken
// file would do, without losing the rest of it. It returns the body.
func (l *lexer) quoted(delim string, escapes, oneLine bool) string {
	start := l.i
	for l.i < len(l.src) {
		c := l.src[l.i]
		switch {
		case c == '\\' && escapes:
			l.escape()
			continue
		case c == '\n':
			if oneLine {
				return l.slice(start, l.i)
			}
			l.nl(l.i)
		case c == delim[0] && l.hasPrefix(delim):
			body := l.slice(start, l.i)
			l.i += len(delim)
			return body
		}
		l.i++
	}
	l.fail("a string is not closed at its end")
	return l.slice(start, l.i)
}

// slice is src[from:to] as a string, both ends clamped to src: an escape
// at the very end may step past it.
func (l *lexer) slice(from, to int) string {
	to = min(to, len(l.src))
	from = min(from, to)
	return string(l.src[from:to])
}

// escape skips a backslash and the byte it escapes, counting a newline.
func (l *lexer) escape() {
	if l.peek(1) == '\n' {
		l.nl(l.i + 1)
	}
	l.i += 2
}

// fielded lexes the rest of a string that delim closes (or a newline, if
// oneLine) and whose fields, opened by open (a doubled { is none), hold
// code that code lexes up to the field's end: a template literal or an
// f-string. Literal parts become string tokens, the first at start.
func (l *lexer) fielded(delim string, oneLine bool, open string, code func(), start, startLine, startAt int) {
	partStart := l.i
	part := func() { l.emit(tString, l.slice(partStart, l.i), start, startLine, startAt) }
	for l.i < len(l.src) {
		c := l.src[l.i]
		switch {
		case c == '\\':
			l.escape()
			continue
		case c == '\n':
			if oneLine {
				part()
				return
			}
			l.nl(l.i)
		case open == "{" && l.hasPrefix("{{"):
			l.i += 2
			continue
		case c == open[0] && l.hasPrefix(open):
			part()
			l.i += len(open)
			if !l.enter() {
				return
			}
			code()
			l.nested--
			partStart = l.i
			start, startLine, startAt = l.i, l.line, l.lineAt
			continue
		case c == delim[0] && l.hasPrefix(delim):
			part()
			l.i += len(delim)
			return
		}
		l.i++
	}
	part()
	l.fail("a string is not closed at its end")
}
