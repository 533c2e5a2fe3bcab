package typecheck

import "unicode/utf8"

// goHeader is the part of a Go file whose comments may hold its build
// constraints, read as the go command reads it: through the package
// clause and the imports, or the whole file when those do not parse.
// ok is false for a NUL byte met on the way.
func goHeader(src []byte) (header []byte, ok bool) {
	r := newHeaderReader(src)
	r.readKeyword("package")
	r.readIdent()
	for r.peekByte(true) == 'i' {
		r.readKeyword("import")
		if r.peekByte(true) == '(' {
			r.nextByte(false)
			for r.peekByte(true) != ')' && r.err == errNone {
				r.readImport()
			}
			r.nextByte(false)
		} else {
			r.readImport()
		}
	}
	switch {
	case r.err == errSyntax:
		// The go command reads on to the end, so that go/parser, not
		// this reader, reports the error; a NUL past it is no error.
		return r.src[r.start:], true
	case r.err == errNUL:
		return nil, false
	case !r.eof:
		return r.src[r.start : r.pos-1], true // the byte that ended it is not the header's
	}
	return r.src[r.start:r.pos], true
}

// commentHeader is the leading comments of a file in another language.
func commentHeader(src []byte) (header []byte, ok bool) {
	r := newHeaderReader(src)
	r.peekByte(true)
	if r.err != errNone {
		return nil, false
	}
	if !r.eof {
		return r.src[r.start : r.pos-1], true
	}
	return r.src[r.start:r.pos], true
}

type headerErr int

const (
	errNone headerErr = iota
	errSyntax
	errNUL
)

// headerReader reads src byte by byte as go/build's import reader does;
// what it has read is src[start:pos].
type headerReader struct {
	src        []byte
	start, pos int
	peek       byte
	err        headerErr
	eof        bool
}

func newHeaderReader(src []byte) *headerReader {
	r := &headerReader{src: src}
	if len(src) >= 3 && src[0] == 0xef && src[1] == 0xbb && src[2] == 0xbf {
		r.start, r.pos = 3, 3 // a byte order mark is skipped
	}
	return r
}

func (r *headerReader) syntaxError() {
	if r.err == errNone {
		r.err = errSyntax
	}
}

func (r *headerReader) readByte() byte {
	if r.pos >= len(r.src) {
		r.eof = true
		return 0
	}
	c := r.src[r.pos]
	r.pos++
	if c == 0 && r.err == errNone {
		r.err = errNUL
	}
	return c
}

func (r *headerReader) peekByte(skipSpace bool) byte {
	if r.err != errNone {
		return 0
	}
	c := r.peek
	if c == 0 {
		c = r.readByte()
	}
	for r.err == errNone && !r.eof {
		if skipSpace {
			switch c {
			case ' ', '\f', '\t', '\r', '\n', ';':
				c = r.readByte()
				continue
			case '/':
				c = r.readByte()
				if c == '/' {
					for c != '\n' && r.err == errNone && !r.eof {
						c = r.readByte()
					}
				} else if c == '*' {
					var c1 byte
					for (c != '*' || c1 != '/') && r.err == errNone {
						if r.eof {
							r.syntaxError()
						}
						c, c1 = c1, r.readByte()
					}
				} else {
					r.syntaxError()
				}
				c = r.readByte()
				continue
			}
		}
		break
	}
	r.peek = c
	return r.peek
}

func (r *headerReader) nextByte(skipSpace bool) byte {
	c := r.peekByte(skipSpace)
	r.peek = 0
	return c
}

func (r *headerReader) readKeyword(kw string) {
	r.peekByte(true)
	for i := 0; i < len(kw); i++ {
		if r.nextByte(false) != kw[i] {
			r.syntaxError()
			return
		}
	}
	if isIdentByteOrWide(r.peekByte(false)) {
		r.syntaxError()
	}
}

func (r *headerReader) readIdent() {
	c := r.peekByte(true)
	if !isIdentByteOrWide(c) {
		r.syntaxError()
		return
	}
	for isIdentByteOrWide(r.peekByte(false)) {
		r.peek = 0
	}
}

func (r *headerReader) readString() {
	switch r.nextByte(true) {
	case '`':
		for r.err == errNone {
			if r.nextByte(false) == '`' {
				break
			}
			if r.eof {
				r.syntaxError()
			}
		}
	case '"':
		for r.err == errNone {
			c := r.nextByte(false)
			if c == '"' {
				break
			}
			if r.eof || c == '\n' {
				r.syntaxError()
			}
			if c == '\\' {
				r.nextByte(false)
			}
		}
	default:
		r.syntaxError()
	}
}

func (r *headerReader) readImport() {
	c := r.peekByte(true)
	if c == '.' {
		r.peek = 0
	} else if isIdentByteOrWide(c) {
		r.readIdent()
	}
	r.readString()
}

// isIdentByteOrWide is a byte of an identifier, any byte of a
// multi-byte rune included.
func isIdentByteOrWide(c byte) bool {
	return 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '_' || c >= utf8.RuneSelf
}
