package symbols

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// cDialect is what sets TypeScript/JavaScript, Rust and Java apart
// lexically.
type cDialect uint8

const (
	dialectTS cDialect = iota + 1
	dialectRust
	dialectJava
)

// lexTS lexes a TypeScript or JavaScript file; jsx: it may hold JSX
// (.tsx, and JavaScript, which tsc parses with JSX), whose comment-like
// text it returns apart (jsxCommentText).
func lexTS(src []byte, jsx bool) (toks []tok, broken string, jsxText []tok) {
	l := newLexer(src)
	l.jsx = jsx
	l.lexCCode(dialectTS, false)
	return l.toks, l.broken, l.jsxText
}

// jsxCommentText keeps, of the comment just read from start, what JSX
// text would hold as code: JSX text holds a // or /* that starts no
// comment (<a>//cdn.example.com/{x}</a>, <p>Note: /* {x()} */</p>), and
// the reading cannot tell such text from a comment. The words inside
// braces and a tag's name (<ns.Name, </Name) are kept as a string's,
// on their lines, so that what they name is neither a use nor none;
// the rest is blanked. The comment stays a comment: read as text, an
// ordinary one inside an import list (foo, // renders <Bar>) would
// hide the names after it.
func (l *lexer) jsxCommentText(start, startLine int) {
	if !l.jsx {
		return
	}
	body := l.src[start:min(l.i, len(l.src))]
	if bytes.IndexByte(body, '{') < 0 && bytes.IndexByte(body, '<') < 0 {
		return
	}
	// A /* in one element's text, its */ in another's, holds the code
	// between them, past the first element's closing tag: every word is
	// kept where the comment holds a </.
	whole := bytes.Contains(body, []byte("</"))
	kept := make([]byte, len(body))
	depth, tag, any := 0, false, false
	for k, b := range body {
		switch {
		case b == '{':
			depth++
		case b == '}' && depth > 0:
			depth--
		case b == '<':
			tag = true
			continue
		case b == '/' && tag && k > 0 && body[k-1] == '<':
			continue
		case isWordByte(b) && (depth > 0 || tag || whole), b == '.' && tag:
			kept[k], any = b, true
			continue
		case b == '\n':
			kept[k] = b
		}
		tag = false
		if kept[k] == 0 {
			kept[k] = ' '
		}
	}
	if any {
		l.jsxText = append(l.jsxText, tok{kind: tString, text: string(kept), line: startLine})
	}
}

// lexC lexes a C-family file: // and /* */ comments (nested in Rust),
// strings with escapes, Rust raw strings (r#"…"#), byte and C strings and
// char literals (told from lifetimes), Java text blocks, and TypeScript
// template literals (with ${} nesting, lexed as code) and regular
// expression literals.
func lexC(src []byte, d cDialect) ([]tok, string) {
	l := newLexer(src)
	l.lexCCode(d, false)
	return l.toks, l.broken
}

// javaEscapes: javac replaces each \uXXXX escape (its backslash not
// itself escaped) before it reads anything, so "// \u000a call();" holds
// a call and "\u0022" ends a string. The lexer does not replace them: a
// span of Java source (a comment, a literal, a backslash in code) where
// one spells a character in hazards is not read rather than read
// otherwise than javac reads it. \u0000, letters and the like change
// nothing.
func javaEscapes(span []byte, hazards string) string {
	run := 0 // backslashes just before i
	for i := 0; i < len(span); i++ {
		if span[i] == '\\' {
			run++
			continue
		}
		odd := run%2 == 1
		run = 0
		if span[i] != 'u' || !odd {
			continue
		}
		r, n := unicodeEscape(span[i-1:])
		if n > 0 && r < utf8.RuneSelf && strings.IndexByte(hazards, byte(r)) >= 0 {
			return fmt.Sprintf("the escape %s spells %q, which javac reads as code", span[i-1:i-1+n], r)
		}
	}
	return ""
}

// javaHazards are what an escape may not spell where: a line comment
// ends at a line end, a block comment at */, a literal at its quote or an
// escaping backslash, and in code any of them.
const (
	javaLineCommentHazards  = "\n\r"
	javaBlockCommentHazards = "*/"
	javaLiteralHazards      = "\n\r\"'\\"
	javaCodeHazards         = "\n\r\"'\\*/"
)

// javaCheck marks the file broken when src[from:l.i] holds an escape that
// spells one of hazards (Java only; the lexer has just read that span).
func (l *lexer) javaCheck(d cDialect, from int, hazards string) {
	if d == dialectJava {
		if why := javaEscapes(l.src[from:l.i], hazards); why != "" {
			l.fail(why)
		}
	}
}

// lexCCode lexes code up to the end, or, inTemplate, up to the } closing a
// template literal's ${.
func (l *lexer) lexCCode(d cDialect, inTemplate bool) {
	depth := 0
	l.ts = d == dialectTS
	for l.i < len(l.src) {
		c := l.src[l.i]
		start, startLine, startAt := l.i, l.line, l.lineAt
		switch {
		case c == '\n':
			l.nl(l.i)
			l.newLine = true
			l.i++
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			l.i++
		case d == dialectTS && c >= utf8.RuneSelf && tsSpace(l.src[l.i:]) > 0:
			if tsLineBreak(l.src[l.i:]) {
				l.newLine = true
			}
			l.i += tsSpace(l.src[l.i:])
		case c == '/' && l.peek(1) == '/' && d == dialectTS && l.afterScheme():
			// https://… in JSX text, where // starts no comment and a
			// {name} or <ns.Name /> may follow on the line: what the
			// line names is read as a string's, neither a use nor none.
			l.skipLine()
			l.emit(tString, l.slice(start, l.i), start, startLine, startAt)
		case c == '/' && l.peek(1) == '/':
			l.skipLine()
			l.javaCheck(d, start, javaLineCommentHazards)
			l.jsxCommentText(start, startLine)
		case c == '/' && l.peek(1) == '*':
			l.blockComment(d == dialectRust)
			l.javaCheck(d, start, javaBlockCommentHazards)
			l.jsxCommentText(start, startLine)
		case c == '"' && d == dialectJava && l.hasPrefix(`"""`):
			l.i += 3
			body := l.quoted(`"""`, true, false)
			l.javaCheck(d, start, javaLiteralHazards)
			l.emit(tString, body, start, startLine, startAt)
		case c == '"':
			l.i++
			body := l.quoted(`"`, true, d != dialectRust)
			l.javaCheck(d, start, javaLiteralHazards)
			l.emit(tString, body, start, startLine, startAt)
		case c == '\'' && d == dialectTS:
			l.i++
			body := l.quoted(`'`, true, true)
			l.emit(tString, body, start, startLine, startAt)
		case c == '\'':
			l.charOrLifetime(d, start, startLine, startAt)
		case c == '`' && d == dialectTS:
			l.i++
			l.template()
		case c == '/' && d == dialectTS && l.regexAllowed():
			if !l.regex() {
				l.i = start + 1
				l.emit(tPunct, "/", start, startLine, startAt)
			} else {
				l.emit(tString, l.slice(start, l.i), start, startLine, startAt)
			}
		case d == dialectRust && l.rustPrefixedString(start, startLine, startAt):
		case isDigit(c):
			l.number()
			l.emit(tNumber, l.slice(start, l.i), start, startLine, startAt)
		case isWordByte(c) || d != dialectRust && identEscape(l.src[l.i:]) > 0:
			name := l.ident()
			if d != dialectRust {
				name = l.escapedIdent(name)
			}
			l.emit(tIdent, name, start, startLine, startAt)
		default:
			if inTemplate {
				if c == '{' {
					depth++
				} else if c == '}' {
					if depth == 0 {
						l.i++
						return
					}
					depth--
				}
			}
			l.punct(start, startLine, startAt)
			if c == '\\' && d == dialectJava { // in code, only an escape
				if why := javaEscapes(l.src[start:min(start+16, len(l.src))], javaCodeHazards); why != "" {
					l.fail(why)
				}
			}
		}
	}
}

var multiPunct = []string{"::", "=>", "->", "...", "?.", "==", "!=", "<=", ">=", "&&", "||", "??"}

func (l *lexer) punct(start, startLine, startAt int) {
	for _, p := range multiPunct {
		if l.hasPrefix(p) {
			l.i += len(p)
			l.emit(tPunct, p, start, startLine, startAt)
			return
		}
	}
	l.i++
	l.emit(tPunct, l.slice(start, l.i), start, startLine, startAt)
}

// blockComment skips /* … */, nested when nests (Rust).
func (l *lexer) blockComment(nests bool) {
	l.i += 2
	depth := 1
	for l.i < len(l.src) {
		switch {
		case l.src[l.i] == '\n':
			l.nl(l.i)
			l.newLine = true
		case l.hasPrefix("*/"):
			l.i += 2
			if depth--; depth == 0 {
				return
			}
			continue
		case nests && l.hasPrefix("/*"):
			depth++
			l.i += 2
			continue
		}
		l.i++
	}
	l.fail("a comment is not closed at its end")
}

// template lexes a template literal after its backquote: literal parts
// become string tokens, ${…} parts code.
func (l *lexer) template() {
	l.fielded("`", false, "${", func() {
		part := len(l.toks) - 1 // the part just emitted before the ${
		l.lexCCode(dialectTS, true)
		l.toks[part].upto = len(l.toks)
		// The part after the code's } goes on the template: no
		// token first on its line, even where the } opens one.
		l.newLine = false
	}, l.i, l.line, l.lineAt)
}

// regexKeywords may precede an expression, so a / after them opens a
// regular expression.
var regexKeywords = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{
		"return": true, "typeof": true, "instanceof": true, "in": true, "of": true, "new": true,
		"delete": true, "void": true, "throw": true, "case": true, "do": true, "else": true,
		"yield": true, "await": true,
	}
}}

// regexAllowed: a / where an operand is expected starts a regular
// expression; after an operand it divides.
func (l *lexer) regexAllowed() bool {
	if l.i < l.noRegexBefore {
		return false
	}
	if len(l.toks) == 0 {
		return true
	}
	t := l.toks[len(l.toks)-1]
	switch t.kind {
	case tIdent:
		return regexKeywords.get()[t.text]
	case tNumber, tString:
		return false
	case tPunct:
		if len(l.toks) > 1 && l.operandEnds(l.toks[len(l.toks)-2], t) {
			return false
		}
		return t.text != ")" && t.text != "]" && t.text != "}"
	}
	return true
}

// operandEnds: punctuation t, right after prev, ends an operand, so a /
// next divides: a non-null assertion (x! / 2) or a ++ or -- (i++ / 2;
// a prefix one is followed by its operand, never a /).
func (l *lexer) operandEnds(prev, t tok) bool {
	adjacent := prev.line == t.line && prev.col+len(prev.text) == t.col
	switch t.text {
	case "+", "-":
		return adjacent && prev.kind == tPunct && prev.text == t.text
	case "!":
		return adjacent && (prev.kind == tIdent && !regexKeywords.get()[prev.text] || prev.kind == tPunct && (prev.text == ")" || prev.text == "]"))
	}
	return false
}

// regex skips a regular expression literal with its flags; false when the
// line ends first (it was a division after all).
func (l *lexer) regex() bool {
	l.i++
	inClass := false
	for l.i < len(l.src) {
		switch c := l.src[l.i]; {
		case c == '\n':
			l.noRegexBefore = l.i
			return false
		case c == '\\':
			l.i++
		case c == '[':
			inClass = true
		case c == ']':
			inClass = false
		case c == '/' && !inClass:
			l.i++
			for l.i < len(l.src) && isWordByte(l.src[l.i]) {
				l.i++
			}
			return true
		}
		l.i++
	}
	l.noRegexBefore = l.i
	return false
}

// charOrLifetime: Rust's 'a is a lifetime or label, 'a' and '\n' are
// chars; Java's ' always opens a char.
func (l *lexer) charOrLifetime(d cDialect, start, startLine, startAt int) {
	l.i++
	if d == dialectRust && l.i < len(l.src) && l.src[l.i] != '\\' {
		// One character (UTF-8 aware) then ' is a char; anything else a
		// lifetime.
		j := l.i + 1
		for j < len(l.src) && l.src[j]&0xC0 == 0x80 {
			j++
		}
		if j >= len(l.src) || l.src[j] != '\'' {
			l.emit(tPunct, "'", start, startLine, startAt)
			return
		}
	}
	body := l.quoted("'", true, true)
	l.javaCheck(d, start, javaLiteralHazards)
	l.emit(tString, body, start, startLine, startAt)
	l.toks[len(l.toks)-1].char = true
}

// rustPrefixedString lexes b"…", c"…", b'…', and raw strings r"…",
// r#"…"#, br#"…"#, cr"…", and raw identifiers r#name; false if none
// starts here.
func (l *lexer) rustPrefixedString(start, startLine, startAt int) bool {
	j := l.i
	if j < len(l.src) && (l.src[j] == 'b' || l.src[j] == 'c') {
		j++
	}
	raw := j < len(l.src) && l.src[j] == 'r'
	if raw {
		j++
	}
	hashes := 0
	for raw && j < len(l.src) && l.src[j] == '#' {
		hashes++
		j++
	}
	if j >= len(l.src) {
		return false
	}
	switch {
	case l.src[j] == '"' && (raw || j > l.i):
		l.i = j + 1
		var body string
		if raw {
			body = l.quoted(`"`+hashString(hashes), false, false)
		} else {
			body = l.quoted(`"`, true, false)
		}
		l.emit(tString, body, start, startLine, startAt)
		return true
	case l.src[j] == '\'' && j == l.i+1 && l.src[l.i] == 'b':
		l.i = j + 1
		body := l.quoted("'", true, true)
		l.emit(tString, body, start, startLine, startAt)
		return true
	case raw && hashes == 1 && j == l.i+2 && isWordByte(l.src[j]):
		l.i = j
		name := l.ident()
		l.emit(tIdent, name, start, startLine, startAt)
		return true
	}
	return false
}

func hashString(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = '#'
	}
	return string(b)
}

// escapedIdent carries on the identifier read so far (name) through
// unicode escapes of identifier characters, which JavaScript (\u0065,
// \u{65}) and Java (\u0065, \uu0065) allow: remov\u0065d names removed.
func (l *lexer) escapedIdent(name string) string {
	if identEscape(l.src[l.i:]) == 0 {
		return name
	}
	b := []byte(name)
	for l.i < len(l.src) {
		if isWordByte(l.src[l.i]) {
			b = append(b, l.src[l.i])
			l.i++
			continue
		}
		n := identEscape(l.src[l.i:])
		if n == 0 {
			break
		}
		r, _ := unicodeEscape(l.src[l.i : l.i+n])
		b = utf8.AppendRune(b, r)
		l.i += n
	}
	return string(b)
}

// identEscape is the length of the unicode escape at the start of s when
// it spells an identifier character, else 0.
func identEscape(s []byte) int {
	r, n := unicodeEscape(s)
	if n == 0 || r < utf8.RuneSelf && !isWordByte(byte(r)) {
		return 0
	}
	return n
}

// unicodeEscape decodes \uXXXX (Java: \uu…XXXX) or \u{X…} at the start
// of s and says its length; 0 when none is there.
func unicodeEscape(s []byte) (rune, int) {
	if len(s) < 2 || s[0] != '\\' || s[1] != 'u' {
		return 0, 0
	}
	i := 1
	for i < len(s) && s[i] == 'u' {
		i++
	}
	if i == 2 && i < len(s) && s[i] == '{' {
		end := bytes.IndexByte(s[i:min(len(s), i+8)], '}')
		if end < 2 {
			return 0, 0
		}
		v, err := strconv.ParseUint(string(s[i+1:i+end]), 16, 32)
		if err != nil || v > unicode.MaxRune {
			return 0, 0
		}
		return rune(v), i + end + 1
	}
	if i+4 > len(s) {
		return 0, 0
	}
	v, err := strconv.ParseUint(string(s[i:i+4]), 16, 16)
	if err != nil {
		return 0, 0
	}
	return rune(v), i + 4
}

// afterScheme: the // at l.i follows a URL's scheme (https:, s3:),
// which JSX text may hold.
func (l *lexer) afterScheme() bool {
	if l.i < 2 || l.src[l.i-1] != ':' {
		return false
	}
	c, host := l.src[l.i-2], l.peek(2)
	// A host follows at once (https://x); `default:// note` is a comment.
	return (c|0x20 >= 'a' && c|0x20 <= 'z' || c >= '0' && c <= '9') && host > ' ' && host != '/'
}
