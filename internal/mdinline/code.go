package mdinline

import (
	"bytes"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

// backtickIndex remembers, for each run length, where the last backtick
// run of that length starts, as cmark does. Once a search for a closer
// has read the block to its end, a run of length k closes nothing when
// the last run of length k starts before it: every failed search costs
// O(1) after the first, and every successful one reads only text the
// parse then skips.
type backtickIndex struct {
	short   [64]int
	long    map[int]int
	scanned bool // a search reached the end of the block
}

func (t *backtickIndex) last(k int) int {
	if k < len(t.short) {
		return t.short[k] - 1
	}
	if v, ok := t.long[k]; ok {
		return v
	}
	return -1
}

func (t *backtickIndex) set(k, pos int) {
	if k < len(t.short) {
		t.short[k] = pos + 1
		return
	}
	if t.long == nil {
		t.long = map[int]int{}
	}
	t.long[k] = pos
}

// codeSpan reads a backtick run at pos and the code span it opens, if a
// run of the same length closes it.
func (s *subject) codeSpan() {
	start := s.pos
	end := start
	for end < len(s.buf) && s.buf[end] == '`' {
		s.steps++
		end++
	}
	k := end - start
	closer := s.findCloser(k, end)
	if closer < 0 {
		s.pos = end
		return
	}
	code := ast.NewCodeSpan()
	a, b := end, closer
	// Line endings read as spaces; one space is stripped from each side
	// when both sides have one and the content is not all spaces.
	if b-a >= 2 && isCodeSpace(s.buf[a]) && isCodeSpace(s.buf[b-1]) {
		allSpace := true
		for i := a; i < b; i++ {
			s.steps++
			if !isCodeSpace(s.buf[i]) {
				allSpace = false
				break
			}
		}
		if !allSpace {
			a++
			b--
		}
	}
	// One raw text node per line, each keeping its line ending, which
	// goldmark's renderer writes as a space.
	for a < b {
		s.steps++
		stop := b
		if nl := bytes.IndexByte(s.buf[a:b], '\n'); nl >= 0 {
			stop = a + nl + 1
		}
		s.steps += stop - a
		s.segments(a, stop, func(seg text.Segment) {
			t := ast.NewRawTextSegment(seg)
			code.AppendChild(code, t)
		})
		a = stop
	}
	s.node(code, start, closer+k)
}

func isCodeSpace(c byte) bool { return c == ' ' || c == '\n' || c == '\r' }

// findCloser returns the start of the first run of exactly k backticks at
// or after from, or -1.
func (s *subject) findCloser(k, from int) int {
	if s.ticks.scanned && s.ticks.last(k) < from {
		return -1
	}
	i := from
	for {
		i = s.indexFrom('`', i)
		if i < 0 {
			s.ticks.scanned = true
			return -1
		}
		j := i
		for j < len(s.buf) && s.buf[j] == '`' {
			s.steps++
			j++
		}
		s.ticks.set(j-i, i)
		if j-i == k {
			return i
		}
		i = j
	}
}
