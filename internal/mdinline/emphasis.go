package mdinline

import (
	"unicode"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	extast "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"
)

// delim is a run of `*`, `_` or `~` that may open or close emphasis or
// strikethrough, kept on a stack as cmark does.
type delim struct {
	text     *ast.Text
	char     byte
	start    int // block offset of the characters still unused
	n        int // characters still unused
	orig     int // length of the run as read
	canOpen  bool
	canClose bool
	prev     *delim
	next     *delim
}

// delimiterRun reads a run of c and pushes it when it can open or close.
func (s *subject) delimiterRun(c byte) {
	start := s.pos
	end := start
	for end < len(s.buf) && s.buf[end] == c {
		s.steps++
		end++
	}
	n := end - start
	before, after := s.flankingChars(start, end)
	left := !isUnicodeSpace(after) && (!isUnicodePunct(after) || isUnicodeSpace(before) || isUnicodePunct(before))
	right := !isUnicodeSpace(before) && (!isUnicodePunct(before) || isUnicodeSpace(after) || isUnicodePunct(after))
	canOpen, canClose := left, right
	if c == '_' {
		canOpen = left && (!right || isUnicodePunct(before))
		canClose = right && (!left || isUnicodePunct(after))
	}
	push := canOpen || canClose
	if c == '~' {
		// cmark-gfm strikes through with one or two tildes only.
		push = push && n <= 2
	}
	if !push {
		// A run that opens and closes nothing (the `_` of snake_case)
		// stays in the surrounding text: no node, no stack entry.
		s.pos = end
		return
	}
	s.flush(start)
	t := s.literal(start, end)
	s.pos = end
	s.textStart = end
	d := &delim{text: t, char: c, start: start, n: n, orig: n, canOpen: canOpen, canClose: canClose, prev: s.delims}
	if s.delims != nil {
		s.delims.next = d
	}
	s.delims = d
}

// flankingChars returns the characters before and after the run
// [start, end), a line end standing for the block's edges. As in
// cmark-gfm, tildes are looked through: the strikethrough extension
// registers `~` as a character emphasis skips.
func (s *subject) flankingChars(start, end int) (before, after rune) {
	before, after = '\n', '\n'
	b := start - 1
	for b > 0 && (s.buf[b]>>6 == 2 || s.buf[b] == '~') {
		s.steps++
		b--
	}
	if b >= 0 {
		r, _ := utf8.DecodeRune(s.buf[b:start])
		if r != '~' {
			before = r
		}
	}
	a := end
	for a < len(s.buf) && s.buf[a] == '~' {
		s.steps++
		a++
	}
	if a < len(s.buf) {
		after, _ = utf8.DecodeRune(s.buf[a:])
	}
	return before, after
}

func isUnicodeSpace(r rune) bool {
	if r < utf8.RuneSelf {
		return r == ' ' || r == '\t' || r == '\n' || r == '\v' || r == '\f' || r == '\r'
	}
	return unicode.Is(unicode.Zs, r)
}

// isUnicodePunct is CommonMark 0.31's punctuation: ASCII punctuation and
// the Unicode P and S categories.
func isUnicodePunct(r rune) bool {
	if r < utf8.RuneSelf {
		return isASCIIPunct(byte(r))
	}
	return unicode.IsPunct(r) || unicode.IsSymbol(r)
}

func (s *subject) removeDelim(d *delim) {
	if d.next != nil {
		d.next.prev = d.prev
	} else {
		s.delims = d.prev
	}
	if d.prev != nil {
		d.prev.next = d.next
	}
	d.prev, d.next = nil, nil
}

// bottomIndex is the index of cmark's openers_bottom for a closer: one
// lower bound per character, closer-can-open and length modulo 3.
func bottomIndex(d *delim) int {
	i := 0
	switch d.char {
	case '_':
		i = 6
	case '~':
		i = 12
	}
	if d.canOpen {
		i += 3
	}
	return i + d.orig%3
}

// processEmphasis matches the delimiters at or after stackBottom (a block
// offset) as cmark 0.31 does. Each lower bound only rises and every
// delimiter walked over between an opener and its closer is removed, so
// the work is linear in the number of delimiters.
func (s *subject) processEmphasis(stackBottom *int) {
	bottom := 0
	if stackBottom != nil {
		bottom = *stackBottom
	}
	var openersBottom [18]int
	for i := range openersBottom {
		openersBottom[i] = bottom
	}
	var closer *delim
	for c := s.delims; c != nil && c.start >= bottom; c = c.prev {
		s.steps++
		closer = c
	}
	for closer != nil {
		s.steps++
		if !closer.canClose {
			closer = closer.next
			continue
		}
		idx := bottomIndex(closer)
		opener := closer.prev
		found := false
		for opener != nil && opener.start >= bottom && opener.start >= openersBottom[idx] {
			s.steps++
			if opener.canOpen && opener.char == closer.char {
				if !(closer.canOpen || opener.canClose) || closer.orig%3 == 0 || (opener.orig+closer.orig)%3 != 0 {
					found = true
					break
				}
			}
			opener = opener.prev
		}
		old := closer
		if found {
			if closer.char == '~' {
				closer = s.insertStrike(opener, closer)
			} else {
				closer = s.insertEmph(opener, closer)
			}
		} else {
			closer = closer.next
			openersBottom[idx] = old.start
			if !old.canOpen {
				s.removeDelim(old)
			}
		}
	}
	for s.delims != nil && s.delims.start >= bottom {
		s.steps++
		s.removeDelim(s.delims)
	}
}

// insertEmph wraps the nodes between opener and closer in an emphasis
// (one character from each) or strong emphasis (two).
func (s *subject) insertEmph(opener, closer *delim) *delim {
	use := 1
	if opener.n >= 2 && closer.n >= 2 {
		use = 2
	}
	for d := closer.prev; d != nil && d != opener; {
		s.steps++
		prev := d.prev
		s.removeDelim(d)
		d = prev
	}
	emph := ast.NewEmphasis(use)
	// The opener keeps its leftmost characters, the closer its rightmost.
	opener.n -= use
	emph.SetPos(s.srcPos(opener.start + opener.n))
	s.wrap(emph, opener.text, closer.text)
	opener.text.Segment = shrink(opener.text.Segment, opener.n, false)
	closer.start += use
	closer.n -= use
	closer.text.Segment = shrink(closer.text.Segment, closer.n, true)
	if opener.n == 0 {
		opener.text.Parent().RemoveChild(opener.text.Parent(), opener.text)
		s.removeDelim(opener)
	}
	if closer.n == 0 {
		next := closer.next
		closer.text.Parent().RemoveChild(closer.text.Parent(), closer.text)
		s.removeDelim(closer)
		return next
	}
	return closer
}

// insertStrike strikes through the nodes between opener and closer when
// their runs are of one length; otherwise neither strikes through
// (cmark-gfm). Both are used up either way.
func (s *subject) insertStrike(opener, closer *delim) *delim {
	next := closer.next
	if opener.n == closer.n {
		strike := extast.NewStrikethrough()
		strike.SetPos(s.srcPos(opener.start))
		s.wrap(strike, opener.text, closer.text)
		opener.text.Parent().RemoveChild(opener.text.Parent(), opener.text)
		closer.text.Parent().RemoveChild(closer.text.Parent(), closer.text)
	}
	for d := closer; d != nil && d != opener; {
		s.steps++
		prev := d.prev
		s.removeDelim(d)
		d = prev
	}
	s.removeDelim(opener)
	return next
}

// wrap moves the siblings strictly between from and to into n, which
// takes their place.
func (s *subject) wrap(n ast.Node, from, to ast.Node) {
	parent := from.Parent()
	for c := from.NextSibling(); c != nil && c != to; {
		s.steps++
		next := c.NextSibling()
		parent.RemoveChild(parent, c)
		n.AppendChild(n, c)
		c = next
	}
	parent.InsertBefore(parent, to, n)
}

// shrink keeps n bytes of a delimiter run's segment, its right end when
// right is set.
func shrink(seg text.Segment, n int, right bool) text.Segment {
	if right {
		return text.NewSegment(seg.Stop-n, seg.Stop)
	}
	return text.NewSegment(seg.Start, seg.Start+n)
}
