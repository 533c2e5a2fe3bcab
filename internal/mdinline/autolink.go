package mdinline

import (
	"bytes"
	"unicode"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

// GFM's extended autolinks, read as cmark-gfm's autolink extension reads
// them: `www.` at a word start and `http://`, `https://`, `ftp://` URLs
// while no bracket is open, email addresses in the text left once the
// block is parsed.

var protocolHTTP = []byte("http")

// domainMemo remembers the last domain scan for `www.`: a later `www.`
// inside the same run of domain characters ends where it ended, so a run
// such as `www.a_www.a_www.a_…` is read once.
type domainMemo struct {
	valid            bool
	from, end        int // scan start and end (block offsets)
	lastDot, prevDot int // the last two dots in (from, end), or -1
	uLast, uPrev     int // underscores after lastDot, between prevDot and lastDot
}

// spaceMemo and ltMemo find the next whitespace and `<` from increasing
// offsets.
type nextMemo struct {
	valid       bool
	from, found int
}

func (s *subject) next(m *nextMemo, from int, match func(byte) bool) int {
	if m.valid && from >= m.from && from <= m.found {
		return m.found
	}
	i := from
	for i < len(s.buf) && !match(s.buf[i]) {
		s.steps++
		i++
	}
	*m = nextMemo{valid: true, from: from, found: i}
	return i
}

func (s *subject) www() {
	p := s.pos
	if s.brackets != nil || p > 0 && !isSpaceByte(s.buf[p-1]) && bytes.IndexByte([]byte("*_~("), s.buf[p-1]) < 0 ||
		!bytes.HasPrefix(s.buf[p:], []byte("www.")) {
		s.pos++
		return
	}
	end := s.wwwDomain(p)
	if end == 0 {
		s.pos++
		return
	}
	end = max(end, s.next(&s.spaceMemo, p+end, isSpaceByte)-p)
	end = s.autolinkDelim(p, end)
	if end == 0 {
		s.pos++
		return
	}
	link := ast.NewAutoLink(ast.AutoLinkURL, ast.NewTextSegment(s.rangeSegment(p, p+end)))
	link.Protocol = protocolHTTP
	s.node(link, p, p+end)
}

func (s *subject) url() {
	p := s.pos
	if s.brackets != nil || len(s.buf)-p < 4 || s.buf[p+1] != '/' || s.buf[p+2] != '/' {
		s.pos++
		return
	}
	rewind := 0
	for rewind < p-s.textStart && isAlpha(s.buf[p-rewind-1]) {
		s.steps++
		rewind++
	}
	start := p - rewind
	scheme := bytes.ToLower(s.buf[start:p])
	if !(string(scheme) == "http" || string(scheme) == "https" || string(scheme) == "ftp") ||
		len(s.buf)-p <= 3 || !validHostChar(s.buf[p+3:]) {
		s.pos++
		return
	}
	d := s.checkDomain(p+3, true)
	if d == 0 {
		s.pos++
		return
	}
	end := 3 + d
	end = max(end, s.next(&s.spaceMemo, p+end, isSpaceByte)-p)
	end = s.autolinkDelim(p, end)
	if end == 0 {
		s.pos++
		return
	}
	link := ast.NewAutoLink(ast.AutoLinkURL, ast.NewTextSegment(s.rangeSegment(start, p+end)))
	s.node(link, start, p+end)
}

// rangeSegment is the source segment of the block range [a, b), which
// lies in one line.
func (s *subject) rangeSegment(a, b int) text.Segment {
	start := s.srcPos(a)
	return text.NewSegment(start, s.srcPos(b-1)+1)
}

// checkDomain is cmark-gfm's check_domain on the text at d: the length
// of the domain there, or 0 when an underscore sits in its last two
// labels or (unless short ones are allowed) it has no dot.
func (s *subject) checkDomain(d int, allowShort bool) int {
	data := s.buf[d:]
	np, u1, u2 := 0, 0, 0
	i := 1
	for ; i < len(data)-1; i++ {
		s.steps++
		c := data[i]
		switch {
		case c == '_':
			u2++
		case c == '.':
			u1, u2 = u2, 0
			np++
		case !validHostChar(data[i:]) && c != '-':
			goto done
		}
	}
done:
	if u1 > 0 || u2 > 0 {
		return 0
	}
	if allowShort || np > 0 {
		return i
	}
	return 0
}

// wwwDomain is checkDomain for `www.` at d, reusing the last scan when d
// lies inside it.
func (s *subject) wwwDomain(d int) int {
	m := &s.domain
	if !(m.valid && d > m.from && d < m.end) {
		*m = domainMemo{valid: true, from: d, lastDot: -1, prevDot: -1}
		data := s.buf[d:]
		i := 1
		for ; i < len(data)-1; i++ {
			s.steps++
			c := data[i]
			switch {
			case c == '_':
				m.uLast++
			case c == '.':
				m.prevDot, m.lastDot = m.lastDot, d+i
				m.uPrev, m.uLast = m.uLast, 0
			case !validHostChar(data[i:]) && c != '-':
				goto done
			}
		}
	done:
		m.end = d + i
	}
	// Dots counted from d are those after d; `www.` puts one at d+3.
	uPrev := m.uPrev
	if m.prevDot < d+1 {
		uPrev = 0
	}
	if m.lastDot < d+1 || uPrev > 0 || m.uLast > 0 {
		return 0
	}
	return m.end - d
}

// validHostChar: neither whitespace nor punctuation, read as cmark-gfm
// does (a continuation byte is invalid).
func validHostChar(b []byte) bool {
	r, n := utf8.DecodeRune(b)
	if r == utf8.RuneError && n <= 1 {
		return false
	}
	if r < utf8.RuneSelf {
		return !isSpaceByte(byte(r)) && !isASCIIPunct(byte(r))
	}
	return !unicode.Is(unicode.Zs, r) && !unicode.IsPunct(r)
}

// autolinkDelim is cmark-gfm's autolink_delim on the text at d of length
// end: cut at `<`, then drop trailing punctuation, an entity-like
// `&name;`, and closing parentheses that have no opener in the link.
func (s *subject) autolinkDelim(d, end int) int {
	if lt := s.next(&s.ltMemo, d, func(c byte) bool { return c == '<' }); lt < d+end {
		end = lt - d
	}
	data := s.buf[d : d+end]
	opening, closing := 0, 0
	for _, c := range data {
		s.steps++
		switch c {
		case '(':
			opening++
		case ')':
			closing++
		}
	}
	for end > 0 {
		s.steps++
		c := data[end-1]
		switch {
		case bytes.IndexByte([]byte("?!.,:*_~'\""), c) >= 0:
			end--
		case c == ';':
			n := end - 2
			for n > 0 && isAlpha(data[n]) {
				s.steps++
				n--
			}
			if n >= 0 && n < end-2 && data[n] == '&' {
				end = n
			} else {
				end--
			}
		case c == ')':
			if closing <= opening {
				return end
			}
			closing--
			end--
		default:
			return end
		}
	}
	return end
}

// finishText merges adjacent text nodes and, outside links, makes the
// email addresses in them autolinks (cmark-gfm does both after the
// inline parse).
func (s *subject) finishText(n ast.Node, emails bool) {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		s.steps++
		switch c.Kind() {
		case ast.KindText:
			t := c.(*ast.Text)
			for {
				nx, ok := t.NextSibling().(*ast.Text)
				if !ok || t.SoftLineBreak() || t.HardLineBreak() || t.IsRaw() || nx.IsRaw() ||
					nx.Segment.Padding != 0 || t.Segment.Stop != nx.Segment.Start {
					break
				}
				s.steps++
				t.Segment = t.Segment.WithStop(nx.Segment.Stop)
				t.SetSoftLineBreak(nx.SoftLineBreak())
				t.SetHardLineBreak(nx.HardLineBreak())
				n.RemoveChild(n, nx)
			}
			if emails {
				c = s.emails(n, t)
			}
		case ast.KindCodeSpan, ast.KindRawHTML, ast.KindAutoLink:
		case ast.KindLink, ast.KindImage:
			s.finishText(c, false)
		default:
			s.finishText(c, emails)
		}
	}
}

// emails links the email addresses in t (cmark-gfm's postprocess_text,
// made linear: a candidate `@` fails as soon as a second `@` follows it
// in the same run, and the next search starts there). It returns the
// last node that t became.
func (s *subject) emails(parent ast.Node, t *ast.Text) ast.Node {
	if t.Segment.Padding != 0 {
		return t
	}
	v := t.Segment.Value(s.src)
	offset := 0
	for {
		at := bytes.IndexByte(v[offset:], '@')
		if at < 0 {
			s.steps += len(v) - offset
			return t
		}
		s.steps += at + 1
		a := offset + at
		rewind, slash := 0, false
		for rewind < a-offset {
			s.steps++
			c := v[a-rewind-1]
			if isAlnum(c) || bytes.IndexByte([]byte(".+-_"), c) >= 0 {
				rewind++
				continue
			}
			slash = c == '/'
			break
		}
		if rewind == 0 || slash {
			offset = a + 1
			continue
		}
		end, np, ok := 1, 0, true
		for ; a+end < len(v); end++ {
			s.steps++
			c := v[a+end]
			if isAlnum(c) {
				continue
			}
			if c == '@' {
				ok = false
				break
			}
			if c == '.' && a+end+1 < len(v) && isAlnum(v[a+end+1]) {
				np++
			} else if c != '-' && c != '_' {
				break
			}
		}
		if !ok || end < 2 || np == 0 || !isAlpha(v[a+end-1]) && v[a+end-1] != '.' {
			offset = a + 1
			continue
		}
		end = s.emailDelim(v[a:a+end], end)
		if end == 0 {
			offset = a + 1
			continue
		}
		base := t.Segment.Start
		soft, hard := t.SoftLineBreak(), t.HardLineBreak()
		link := ast.NewAutoLink(ast.AutoLinkEmail,
			ast.NewTextSegment(text.NewSegment(base+a-rewind, base+a+end)))
		link.SetPos(base + a - rewind)
		rest := ast.NewTextSegment(text.NewSegment(base+a+end, t.Segment.Stop))
		rest.SetSoftLineBreak(soft)
		rest.SetHardLineBreak(hard)
		t.Segment = t.Segment.WithStop(base + a - rewind)
		t.SetSoftLineBreak(false)
		t.SetHardLineBreak(false)
		insertAfter(parent, t, link)
		insertAfter(parent, link, rest)
		if t.Segment.Len() == 0 {
			parent.RemoveChild(parent, t)
		}
		t, v, offset = rest, v[a+end:], 0
	}
}

// emailDelim is autolinkDelim for an address already cut from its text.
func (s *subject) emailDelim(data []byte, end int) int {
	if lt := bytes.IndexByte(data[:end], '<'); lt >= 0 {
		end = lt
	}
	for end > 0 {
		s.steps++
		c := data[end-1]
		if bytes.IndexByte([]byte("?!.,:*_~'\""), c) >= 0 {
			end--
			continue
		}
		return end
	}
	return end
}

// insertAfter is ast's InsertAfter without its miscount of children when
// ref is the last child.
func insertAfter(parent, ref, n ast.Node) {
	if next := ref.NextSibling(); next != nil {
		parent.InsertBefore(parent, next, n)
		return
	}
	parent.AppendChild(parent, n)
}
