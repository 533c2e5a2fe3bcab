package mdinline

import (
	"bytes"
	"sort"

	"github.com/yuin/goldmark/ast"
	extast "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// piece maps a run of the block's text to the source: goldmark keeps a
// block as line segments (container prefixes and leading spaces cut
// away), and a table cell loses the backslash of each `\|`.
type piece struct {
	v   int // start in the block's text
	src int // start in the source, or -1 for padding spaces
	n   int
}

// subject is one block being parsed: its text as one byte slice, as cmark
// reads it, and the stacks of the inline parse.
type subject struct {
	src    []byte
	buf    []byte
	pieces []piece
	parent ast.Node
	doc    *docState
	pc     parser.Context

	pos       int
	textStart int       // start of the text not yet made a node
	lastPlain *ast.Text // the last plain text node appended

	delims            *delim   // top of the delimiter stack
	brackets          *bracket // top of the bracket stack
	ticks             backtickIndex
	memo              memos
	domain            domainMemo
	spaceMemo, ltMemo nextMemo

	inCell bool
	steps  int
}

// newSubject reads a block's lines into one text. The subject of the
// previous block is reused; a block whose lines are contiguous in the
// source (no container prefix, no cut indentation) is read in place.
func newSubject(src []byte, parent ast.Node, st *docState, pc parser.Context) *subject {
	s := st.spare
	if s == nil {
		s = &subject{}
		st.spare = s
	}
	*s = subject{src: src, parent: parent, doc: st, pc: pc, pieces: s.pieces[:0]}
	s.inCell = parent.Kind() == extast.KindTableCell
	lines := parent.Lines()
	n := lines.Len()
	if n == 0 {
		return s
	}
	first, last := lines.At(0), lines.At(n-1)
	contiguous := first.Padding == 0
	for i := 1; i < n && contiguous; i++ {
		contiguous = lines.At(i).Start == lines.At(i-1).Stop && lines.At(i).Padding == 0
	}
	if contiguous && s.inCell && bytes.Contains(src[first.Start:last.Stop], []byte("\\|")) {
		contiguous = false
	}
	s.steps += last.Stop - first.Start
	if contiguous {
		s.buf = src[first.Start:last.Stop:last.Stop]
		s.pieces = append(s.pieces, piece{0, first.Start, len(s.buf)})
	} else {
		s.copyLines(lines)
	}
	// cmark trims the end of a block's text.
	end := len(s.buf)
	for end > 0 && isSpaceByte(s.buf[end-1]) {
		end--
	}
	s.truncate(end)
	return s
}

func (s *subject) copyLines(lines *text.Segments) {
	size := 0
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		size += seg.Len()
	}
	s.buf = make([]byte, 0, size)
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		if seg.Padding > 0 {
			s.pieces = append(s.pieces, piece{len(s.buf), -1, seg.Padding})
			for j := 0; j < seg.Padding; j++ {
				s.buf = append(s.buf, ' ')
			}
		}
		line := s.src[seg.Start:seg.Stop]
		if !s.inCell {
			s.addPiece(seg.Start, line)
			continue
		}
		// In a table cell `\|` is a literal pipe, even in code spans.
		from := 0
		for j := 0; j+1 < len(line); j++ {
			s.steps++
			if line[j] == '\\' && line[j+1] == '|' {
				s.addPiece(seg.Start+from, line[from:j])
				from = j + 1
				j++
			}
		}
		s.addPiece(seg.Start+from, line[from:])
	}
}

func (s *subject) addPiece(srcStart int, b []byte) {
	if len(b) == 0 {
		return
	}
	if n := len(s.pieces); n > 0 {
		last := &s.pieces[n-1]
		if last.src >= 0 && last.src+last.n == srcStart && last.v+last.n == len(s.buf) {
			last.n += len(b)
			s.buf = append(s.buf, b...)
			return
		}
	}
	s.pieces = append(s.pieces, piece{len(s.buf), srcStart, len(b)})
	s.buf = append(s.buf, b...)
}

func (s *subject) truncate(end int) {
	s.buf = s.buf[:end]
	for len(s.pieces) > 0 {
		last := &s.pieces[len(s.pieces)-1]
		if last.v >= end {
			s.pieces = s.pieces[:len(s.pieces)-1]
			continue
		}
		if last.v+last.n > end {
			last.n = end - last.v
		}
		break
	}
}

// pieceAt returns the index of the piece holding the block offset v (the
// last piece for v at the end).
func (s *subject) pieceAt(v int) int {
	s.steps++
	i := sort.Search(len(s.pieces), func(i int) bool { return s.pieces[i].v > v }) - 1
	return max(i, 0)
}

// srcPos is the source offset of the block offset v; padding maps to the
// start of its line's text.
func (s *subject) srcPos(v int) int {
	if len(s.pieces) == 0 {
		if lines := s.parent.Lines(); lines.Len() > 0 {
			return lines.At(0).Start
		}
		return 0
	}
	p := s.pieces[s.pieceAt(v)]
	if p.src < 0 {
		i := s.pieceAt(v) + 1
		if i < len(s.pieces) {
			return s.pieces[i].src
		}
		return 0
	}
	return p.src + min(v-p.v, p.n)
}

// segments returns the source segments of the block range [a, b), one
// for each piece it crosses.
func (s *subject) segments(a, b int, each func(text.Segment)) {
	if a >= b {
		return
	}
	i := s.pieceAt(a)
	padding := 0
	for ; i < len(s.pieces) && a < b; i++ {
		s.steps++
		p := s.pieces[i]
		if a >= p.v+p.n {
			continue
		}
		stop := min(b, p.v+p.n)
		if p.src < 0 {
			padding += stop - a
			a = stop
			continue
		}
		start := p.src + (a - p.v)
		seg := text.NewSegment(start, p.src+(stop-p.v))
		seg.Padding = padding
		padding = 0
		each(seg)
		a = stop
	}
}

// flush makes the text from textStart to end a node (or several, where
// the text crosses pieces).
func (s *subject) flush(end int) {
	if end > s.textStart && len(s.pieces) == 1 && s.pieces[0].src >= 0 {
		p := s.pieces[0]
		t := ast.NewTextSegment(text.NewSegment(p.src+s.textStart-p.v, p.src+end-p.v))
		s.parent.AppendChild(s.parent, t)
		s.lastPlain = t
	} else if end > s.textStart {
		s.segments(s.textStart, end, func(seg text.Segment) {
			t := ast.NewTextSegment(seg)
			s.parent.AppendChild(s.parent, t)
			s.lastPlain = t
		})
	}
	s.textStart = max(end, s.textStart)
}

// literal appends the block range [a, b) as a text node that is not
// plain text (a delimiter run or a bracket) and returns it.
func (s *subject) literal(a, b int) *ast.Text {
	t := ast.NewTextSegment(text.NewSegment(s.srcPos(a), s.srcPos(a)+(b-a)))
	s.parent.AppendChild(s.parent, t)
	return t
}

// node appends an inline node that covers the block range up to end and
// moves the parse past it.
func (s *subject) node(n ast.Node, start, end int) {
	s.flush(start)
	n.SetPos(s.srcPos(start))
	s.parent.AppendChild(s.parent, n)
	s.pos = end
	s.textStart = end
}

func isSpaceByte(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}
