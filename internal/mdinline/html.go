package mdinline

import (
	"bytes"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

// search remembers the last search for a closer: a later search from an
// offset in [from, found] has the same answer, and so does every later
// one when nothing was found. The parse asks from increasing offsets, so
// repeated openers with no closer (`<!--` a thousand times) cost one scan.
type search struct {
	valid bool
	from  int
	found int // -1: none after from
}

type memos struct {
	comment, pi, cdata, decl search
	quote                    [2]search // `"` and `'` in tag attributes
}

func (s *subject) find(m *search, pat []byte, from int) int {
	if m.valid && from >= m.from && (m.found < 0 || from <= m.found) {
		return m.found
	}
	found := -1
	if from <= len(s.buf) {
		if i := bytes.Index(s.buf[from:], pat); i >= 0 {
			found = from + i
			s.steps += i + len(pat)
		} else {
			s.steps += len(s.buf) - from
		}
	}
	*m = search{valid: true, from: from, found: found}
	return found
}

var (
	dashes     = []byte("--")
	closePI    = []byte("?>")
	closeCDATA = []byte("]]>")
	closeDecl  = []byte(">")
	openCDATA  = []byte("<![CDATA[")
)

// angle handles `<`: an autolink, raw HTML, or a literal `<`.
func (s *subject) angle() {
	p := s.pos
	if end, email := s.autolink(p); end > 0 {
		typ := ast.AutoLinkURL
		if email {
			typ = ast.AutoLinkEmail
		}
		value := ast.NewTextSegment(text.NewSegment(s.srcPos(p+1), s.srcPos(p+1)+(end-1-(p+1))))
		s.node(ast.NewAutoLink(typ, value), p, end)
		return
	}
	if end := s.htmlTag(p); end > 0 {
		raw := ast.NewRawHTML()
		s.segments(p, end, func(seg text.Segment) { raw.Segments.Append(seg) })
		s.node(raw, p, end)
		return
	}
	s.pos++
}

// htmlTag returns the end of the HTML tag, comment, processing
// instruction, declaration or CDATA section at p (CommonMark 0.31), or 0.
func (s *subject) htmlTag(p int) int {
	b := s.buf[p:]
	switch {
	case len(b) < 2:
		return 0
	case isAlpha(b[1]):
		return s.openTag(p)
	case b[1] == '/':
		return s.closingTag(p)
	case bytes.HasPrefix(b, []byte("<!--")):
		// A comment as cmark-gfm, GitHub's renderer, reads one (the
		// CommonMark 0.29 rule): its text does not start with `>` or
		// `->`, holds no `--` and does not end in `-`. GitHub shows
		// `<!-- a -- b -->` and `<!-->` as text, which the 0.31 rule
		// would hide.
		if bytes.HasPrefix(b[4:], []byte(">")) || bytes.HasPrefix(b[4:], []byte("->")) {
			return 0
		}
		if i := s.find(&s.memo.comment, dashes, p+4); i >= 0 && i+2 < len(s.buf) && s.buf[i+2] == '>' {
			return i + 3
		}
	case b[1] == '?':
		if i := s.find(&s.memo.pi, closePI, p+2); i >= 0 {
			return i + 2
		}
	case bytes.HasPrefix(b, openCDATA):
		if i := s.find(&s.memo.cdata, closeCDATA, p+len(openCDATA)); i >= 0 {
			return i + 3
		}
	case b[1] == '!' && len(b) > 2 && b[2] >= 'A' && b[2] <= 'Z':
		// A declaration as cmark-gfm reads one: upper-case letters, then
		// whitespace (CommonMark 0.31 takes any letter and no space;
		// GitHub shows `<!x>` as text).
		i := p + 3
		for i < len(s.buf) && s.buf[i] >= 'A' && s.buf[i] <= 'Z' {
			s.steps++
			i++
		}
		if i >= len(s.buf) || !isSpaceByte(s.buf[i]) {
			return 0
		}
		if i := s.find(&s.memo.decl, closeDecl, i); i >= 0 {
			return i + 1
		}
	}
	return 0
}

func (s *subject) skipTagSpace(i int) int {
	for i < len(s.buf) && isSpaceByte(s.buf[i]) {
		s.steps++
		i++
	}
	return i
}

func (s *subject) tagName(i int) int {
	for i < len(s.buf) && (isAlnum(s.buf[i]) || s.buf[i] == '-') {
		s.steps++
		i++
	}
	return i
}

func (s *subject) openTag(p int) int {
	b := s.buf
	i := s.tagName(p + 1)
	for {
		ws := i
		i = s.skipTagSpace(i)
		if i >= len(b) {
			return 0
		}
		switch {
		case b[i] == '>':
			return i + 1
		case b[i] == '/':
			if i+1 < len(b) && b[i+1] == '>' {
				return i + 2
			}
			return 0
		case i == ws || !(isAlpha(b[i]) || b[i] == '_' || b[i] == ':'):
			return 0
		}
		i++
		for i < len(b) && (isAlnum(b[i]) || b[i] == '_' || b[i] == '.' || b[i] == ':' || b[i] == '-') {
			s.steps++
			i++
		}
		j := s.skipTagSpace(i)
		if j >= len(b) || b[j] != '=' {
			continue
		}
		j = s.skipTagSpace(j + 1)
		if j >= len(b) {
			return 0
		}
		switch q := b[j]; q {
		case '"', '\'':
			m := &s.memo.quote[0]
			if q == '\'' {
				m = &s.memo.quote[1]
			}
			k := s.find(m, b[j:j+1], j+1)
			if k < 0 {
				return 0
			}
			i = k + 1
		default:
			k := j
			for k < len(b) && b[k] > ' ' && bytes.IndexByte([]byte("\"'=<>`"), b[k]) < 0 {
				s.steps++
				k++
			}
			if k == j {
				return 0
			}
			i = k
		}
	}
}

func (s *subject) closingTag(p int) int {
	b := s.buf
	if p+2 >= len(b) || !isAlpha(b[p+2]) {
		return 0
	}
	i := s.skipTagSpace(s.tagName(p + 2))
	if i < len(b) && b[i] == '>' {
		return i + 1
	}
	return 0
}

// autolink returns the end of the `<scheme:…>` or `<local@domain>`
// autolink at p, or 0.
func (s *subject) autolink(p int) (int, bool) {
	b := s.buf
	i := p + 1
	if i < len(b) && isAlpha(b[i]) {
		j := i + 1
		for j < len(b) && (isAlnum(b[j]) || b[j] == '+' || b[j] == '.' || b[j] == '-') && j-i <= 32 {
			s.steps++
			j++
		}
		if n := j - i; n >= 2 && n <= 32 && j < len(b) && b[j] == ':' {
			for k := j + 1; k < len(b); k++ {
				s.steps++
				c := b[k]
				if c == '>' {
					return k + 1, false
				}
				if c <= ' ' || c == '<' {
					break
				}
			}
		}
	}
	// email
	j := i
	for j < len(b) && isEmailLocal(b[j]) {
		s.steps++
		j++
	}
	if j == i || j >= len(b) || b[j] != '@' {
		return 0, false
	}
	j++
	for {
		start := j
		for j < len(b) && (isAlnum(b[j]) || b[j] == '-') {
			s.steps++
			j++
		}
		if j == start || j-start > 63 || b[start] == '-' || b[j-1] == '-' || j >= len(b) {
			return 0, false
		}
		if b[j] == '>' {
			return j + 1, true
		}
		if b[j] != '.' {
			return 0, false
		}
		j++
	}
}

func isAlpha(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isAlnum(c byte) bool { return isAlpha(c) || c >= '0' && c <= '9' }

func isEmailLocal(c byte) bool {
	return isAlnum(c) || bytes.IndexByte([]byte(".!#$%&'*+/=?^_`{|}~-"), c) >= 0
}
