package typecheck

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
)

// blankBodies returns a copy of src with the inside of each function
// declaration's body replaced by spaces, newlines kept, so that every
// other token keeps its line and column. A dependency is type-checked
// without its function bodies (IgnoreFuncBodies); parsing them anyway is
// most of the work and most of the memory of reading it. ok is false, and
// src is to be parsed as written, when scanDecls cannot tell the bodies
// apart.
func blankBodies(src []byte) (out []byte, ok bool) {
	d, ok := scanDecls(src)
	if !ok {
		return nil, false
	}
	return blank(src, d), true
}

// blank is src with d's bodies blanked.
func blank(src []byte, d decls) []byte {
	return blankInPlace(bytes.Clone(src), d)
}

// blankInPlace blanks d's bodies in out, a buffer no one else holds: a
// file read from disk for the purpose is not copied again.
func blankInPlace(out []byte, d decls) []byte {
	for _, b := range d.bodies {
		blankRange(out[b[0]:b[1]])
	}
	return out
}

// blankRange sets every byte of b but its newlines to a space, eight at
// a time where there is no newline among them: most of a dependency's
// bytes are blanked so.
func blankRange(b []byte) {
	const (
		spaces   = 0x2020202020202020
		newlines = 0x0a0a0a0a0a0a0a0a
		ones     = 0x0101010101010101
		highs    = 0x8080808080808080
	)
	i := 0
	for ; i+8 <= len(b); i += 8 {
		// x has a zero byte where w has a newline.
		if x := binary.LittleEndian.Uint64(b[i:]) ^ newlines; (x-ones)&^x&highs == 0 {
			binary.LittleEndian.PutUint64(b[i:], spaces)
			continue
		}
		for j := i; j < i+8; j++ {
			if b[j] != '\n' {
				b[j] = ' '
			}
		}
	}
	for ; i < len(b); i++ {
		if b[i] != '\n' {
			b[i] = ' '
		}
	}
}

// decls is what scanDecls finds in a file.
type decls struct {
	size int // of the file scanned
	// bodies lists each function declaration's body interior (from the
	// byte after "{" to the "}"): what is left out of them is all the
	// type checker reads of a dependency.
	bodies [][2]int
	// qualifiers holds each identifier followed by "." outside the
	// bodies: every imported package the declarations use is among them.
	qualifiers map[string]bool
	// selected holds, in lower case, each identifier after a "."
	// outside the bodies (noteSelected): every name the declarations
	// use of an imported package is among them.
	selected map[string]bool
}

// scanDecls finds the function bodies of a Go file. It follows Go's
// lexical grammar only as far as it must: comments, strings, runes and
// brackets, and the semicolons the lexer inserts at a line's end, which
// end a declaration without a body (an assembly function). ok is false
// when src may hold a line directive (a blanked one inside a body would
// move what follows) or when the brackets do not balance.
func scanDecls(src []byte) (d decls, ok bool) {
	return scanDeclsInto(src, map[string]bool{})
}

// scanDeclsInto is scanDecls noting the names after a dot in selected,
// when ok: resolving notes every file's in one set (GoChecker.written),
// where most are already, so that a file's names are neither gathered
// in a set of their own nor copied out of it.
func scanDeclsInto(src []byte, selected map[string]bool) (d decls, ok bool) {
	if mayHoldLineDirective(src) {
		return d, false
	}
	d.qualifiers, d.selected, d.size = map[string]bool{}, selected, len(src)
	lx := lexer{src: src}
	const (
		top       = iota // between declarations
		signature        // after a declaration's "func", before its body
	)
	state := top
	depth := 0        // (, [ and { at the level of the declarations
	literalDepth := 0 // braces of struct{...} and interface{...} in a signature
	startOfDecl := true
	var ident []byte // the previous token, when an identifier
	for {
		t, start := lx.next()
		switch t {
		case tokEOF:
			ok := depth == 0 && state == top && !lx.bad
			if ok {
				at := 0
				for _, b := range d.bodies {
					noteSelected(src[at:b[0]], d.selected)
					at = b[1]
				}
				noteSelected(src[at:], d.selected)
			}
			return d, ok
		case tokSemicolon:
			if depth == 0 && literalDepth == 0 {
				state, startOfDecl = top, true
			}
			ident = nil
			continue
		}
		if t == tokOther && src[start] == '.' && ident != nil && !d.qualifiers[string(ident)] {
			d.qualifiers[string(ident)] = true
		}
		ident = nil
		if t == tokIdent {
			ident = lx.word(start)
		}
		switch {
		case state == top && depth == 0 && startOfDecl && t == tokIdent && string(lx.word(start)) == "func":
			state = signature
		case t == tokOpen && src[start] == '{' && state == signature && depth == 0 && literalDepth == 0 && !lx.afterTypeKeyword:
			end, ok := lx.skipBlock(start)
			if !ok {
				return d, false
			}
			d.bodies = append(d.bodies, [2]int{start + 1, end})
			state = top
		case t == tokOpen && src[start] == '{' && state == signature && (literalDepth > 0 || lx.afterTypeKeyword):
			literalDepth++
		case t == tokClose && src[start] == '}' && literalDepth > 0:
			literalDepth--
		case t == tokOpen:
			depth++
		case t == tokClose:
			if depth--; depth < 0 {
				return d, false
			}
		}
		startOfDecl = false
	}
}

// mayHoldLineDirective reports "/*line " anywhere, or "//line " at the
// start of a line: where go/scanner reads a line directive. A "//line "
// further along a line is text (runtime/symtab.go's comments speak of
// them), and taking it for one had the runtime's 187 files read whole.
func mayHoldLineDirective(src []byte) bool {
	if bytes.Contains(src, []byte("/*line ")) {
		return true
	}
	for at := 0; ; {
		i := bytes.Index(src[at:], []byte("//line "))
		if i < 0 {
			return false
		}
		at += i
		// A byte order mark before it is skipped as no line's start;
		// taken as one here, to be safe.
		if at == 0 || src[at-1] == '\n' || src[at-1] == '\r' || src[at-1] == 0xbf {
			return true
		}
		at++
	}
}

// Tokens as blankBodies tells them apart.
const (
	tokEOF = iota
	tokSemicolon
	tokIdent // identifiers and keywords
	tokLiteral
	tokOpen  // ( [ {
	tokClose // ) ] }
	tokIncDec
	tokOther
)

// lexer is the part of Go's lexer blankBodies needs.
type lexer struct {
	src []byte
	i   int
	// last is the previous token, for semicolon insertion.
	last int
	// afterTypeKeyword: the previous token was "struct" or "interface",
	// so a "{" opens a type literal, not a body.
	afterTypeKeyword bool
	prevWord         []byte
	bad              bool
	// blanks lists blanked function bodies' interiors (decls.bodies),
	// from the next one on: they hold no token, and are stepped over.
	blanks [][2]int
	// comments lists where each comment is, while noteComments is set.
	comments     [][2]int
	noteComments bool
}

func (lx *lexer) word(start int) []byte { return lx.src[start:lx.i] }

// next returns the next token and where it starts; an inserted semicolon
// has no text.
func (lx *lexer) next() (tok, start int) {
	tok, start = lx.scan()
	lx.afterTypeKeyword = string(lx.prevWord) == "struct" || string(lx.prevWord) == "interface"
	lx.prevWord = nil
	if tok == tokIdent {
		lx.prevWord = lx.word(start)
	}
	if tok != tokSemicolon || start >= 0 {
		lx.last = tok
	}
	return tok, start
}

// scan reads one token. A newline or a comment holding one after a token
// that ends a statement is a semicolon (start -1).
func (lx *lexer) scan() (int, int) {
	src := lx.src
	for lx.i < len(src) {
		if len(lx.blanks) > 0 && lx.i >= lx.blanks[0][0] {
			// Only spaces and newlines, after the body's "{": no
			// semicolon is inserted among them.
			lx.i = max(lx.i, min(lx.blanks[0][1], len(src)))
			lx.blanks = lx.blanks[1:]
			continue
		}
		c := src[lx.i]
		switch {
		case c == '\n':
			lx.i++
			if lx.endsStatement() {
				lx.last = tokSemicolon
				return tokSemicolon, -1
			}
		case c == ' ' || c == '\t' || c == '\r':
			lx.i++
		case c == '/' && lx.i+1 < len(src) && src[lx.i+1] == '/':
			start := lx.i
			end := bytes.IndexByte(src[lx.i:], '\n')
			if end < 0 {
				lx.i = len(src)
			} else {
				lx.i += end // the newline is read next
			}
			if lx.noteComments {
				lx.comments = append(lx.comments, [2]int{start, lx.i})
			}
		case c == '/' && lx.i+1 < len(src) && src[lx.i+1] == '*':
			end := bytes.Index(src[lx.i+2:], []byte("*/"))
			if end < 0 {
				lx.bad, lx.i = true, len(src)
				break
			}
			newline := bytes.IndexByte(src[lx.i:lx.i+2+end], '\n') >= 0
			if lx.noteComments {
				lx.comments = append(lx.comments, [2]int{lx.i, lx.i + 2 + end + 2})
			}
			lx.i += 2 + end + 2
			if newline && lx.endsStatement() {
				lx.last = tokSemicolon
				return tokSemicolon, -1
			}
		default:
			return lx.token()
		}
	}
	if lx.endsStatement() {
		lx.last = tokSemicolon
		return tokSemicolon, -1
	}
	return tokEOF, len(src)
}

func (lx *lexer) endsStatement() bool {
	switch lx.last {
	case tokIdent:
		switch string(lx.prevWord) {
		case "break", "continue", "fallthrough", "return":
			return true
		}
		return !keyword(string(lx.prevWord))
	case tokLiteral, tokClose, tokIncDec:
		return true
	}
	return false
}

// token reads a token that is not space or a comment.
func (lx *lexer) token() (int, int) {
	src, start := lx.src, lx.i
	c := src[lx.i]
	switch {
	case c == '_' || c >= 0x80 || 'a' <= c|0x20 && c|0x20 <= 'z':
		for lx.i < len(src) && (src[lx.i] == '_' || src[lx.i] >= 0x80 || 'a' <= src[lx.i]|0x20 && src[lx.i]|0x20 <= 'z' || '0' <= src[lx.i] && src[lx.i] <= '9') {
			lx.i++
		}
		return tokIdent, start
	case '0' <= c && c <= '9' || c == '.' && lx.i+1 < len(src) && '0' <= src[lx.i+1] && src[lx.i+1] <= '9':
		for lx.i < len(src) {
			d := src[lx.i]
			if d == '_' || d == '.' || '0' <= d && d <= '9' || 'a' <= d|0x20 && d|0x20 <= 'z' {
				lx.i++
			} else if (d == '+' || d == '-') && (src[lx.i-1]|0x20 == 'e' || src[lx.i-1]|0x20 == 'p') {
				lx.i++
			} else {
				break
			}
		}
		return tokLiteral, start
	case c == '"' || c == '\'':
		lx.i++
		for lx.i < len(src) && src[lx.i] != c {
			if src[lx.i] == '\n' {
				lx.bad = true
				return tokLiteral, start
			}
			if src[lx.i] == '\\' {
				lx.i++
			}
			lx.i++
		}
		if lx.i >= len(src) {
			lx.bad = true
		}
		lx.i++
		return tokLiteral, start
	case c == '`':
		end := bytes.IndexByte(src[lx.i+1:], '`')
		if end < 0 {
			lx.bad, lx.i = true, len(src)
			return tokLiteral, start
		}
		lx.i += end + 2
		return tokLiteral, start
	case c == '(' || c == '[' || c == '{':
		lx.i++
		return tokOpen, start
	case c == ')' || c == ']' || c == '}':
		lx.i++
		return tokClose, start
	case c == ';':
		lx.i++
		return tokSemicolon, start
	case (c == '+' || c == '-') && lx.i+1 < len(src) && src[lx.i+1] == c:
		lx.i += 2
		return tokIncDec, start
	}
	lx.i++
	return tokOther, start
}

// skipBlock reads from the "{" at open to its "}", returning where that
// is. Inside a body only brackets, comments and literals matter, so it
// reads bytes rather than tokens; after it, the "}" is the last token.
func (lx *lexer) skipBlock(open int) (int, bool) {
	src := lx.src
	depth := 1
	for i := open + 1; i < len(src); i++ {
		switch c := src[i]; c {
		case '{':
			depth++
		case '}':
			if depth--; depth == 0 {
				lx.i, lx.last, lx.prevWord = i+1, tokClose, nil
				return i, true
			}
		case '/':
			if i+1 < len(src) && src[i+1] == '/' {
				end := bytes.IndexByte(src[i:], '\n')
				if end < 0 {
					return 0, false
				}
				i += end
			} else if i+1 < len(src) && src[i+1] == '*' {
				end := bytes.Index(src[i+2:], []byte("*/"))
				if end < 0 {
					return 0, false
				}
				i += 2 + end + 1
			}
		case '`':
			end := bytes.IndexByte(src[i+1:], '`')
			if end < 0 {
				return 0, false
			}
			i += 1 + end
		case '"', '\'':
			for i++; i < len(src) && src[i] != c; i++ {
				if src[i] == '\n' {
					return 0, false
				}
				if src[i] == '\\' {
					i++
				}
			}
			if i >= len(src) {
				return 0, false
			}
		}
	}
	return 0, false
}

// keyword reports a Go keyword: no semicolon follows one at a line's end
// except break, continue, fallthrough and return.
func keyword(w string) bool {
	switch w {
	case "break", "case", "chan", "const", "continue", "default", "defer", "else",
		"fallthrough", "for", "func", "go", "goto", "if", "import", "interface",
		"map", "package", "range", "return", "select", "struct", "switch", "type", "var":
		return true
	}
	return false
}

// declSum hashes what the type checker reads of a dependency's file:
// src without its function bodies' interiors, so that two versions that
// differ only inside bodies (and so in the lines below them) have one
// sum. A file whose bodies cannot be told apart is hashed whole.
func declSum(src []byte, d decls, ok bool) string {
	if !ok {
		return "whole:" + contentSum(src)
	}
	h := sha256.New()
	at := 0
	for _, b := range d.bodies {
		h.Write(src[at:b[0]])
		at = b[1]
	}
	h.Write(src[at:])
	return "decls:" + string(h.Sum(nil))
}
