package contract

import "strings"

// codeSpans finds the code spans of one line. A run of n backticks opens a
// span that the next run of exactly n closes. Searching forward from every
// opener is quadratic on lines of many different run lengths, so the
// scanner remembers, per length, from where no closing run exists.
type codeSpans struct {
	text     string
	find     byte        // the byte next looks for besides a backtick
	noCloser map[int]int // run length → offset from which no run of it exists
}

// next returns the index of the first byte of find at or after i that lies
// outside code spans, or -1.
func (c *codeSpans) next(i int) int {
	for i < len(c.text) {
		k := indexEither(c.text, i, '`', c.find)
		if k < 0 {
			return -1
		}
		if c.text[k] != '`' {
			return k
		}
		i = c.skip(k)
	}
	return -1
}

// indexEither returns the index of the first a or b in t at or after i,
// or -1. strings.IndexAny builds a set of its bytes on every call, which
// cost more than the search on the short lines of a report.
func indexEither(t string, i int, a, b byte) int {
	for ; i < len(t); i++ {
		if c := t[i]; c == a || c == b {
			return i
		}
	}
	return -1
}

// skip returns the index after the code span opening at i, or the index
// after the backticks when the run has no closing run of the same length.
func (c *codeSpans) skip(i int) int {
	text := c.text
	n := 0
	for i+n < len(text) && text[i+n] == '`' {
		n++
	}
	if from, ok := c.noCloser[n]; ok && i+n >= from {
		return i + n
	}
	for j := i + n; j < len(text); {
		k := strings.IndexByte(text[j:], '`')
		if k < 0 {
			break
		}
		j += k
		m := 0
		for j+m < len(text) && text[j+m] == '`' {
			m++
		}
		if m == n {
			return j + m
		}
		j += m
	}
	if c.noCloser == nil {
		c.noCloser = map[int]int{}
	}
	c.noCloser[n] = i + n
	return i + n
}

// maskCode blanks the contents of a line's code spans, backticks and
// all: what a reader sees there is code, not a word of the contract.
func maskCode(t string) string {
	if strings.IndexByte(t, '`') < 0 {
		return t
	}
	c := codeSpans{text: t}
	var b strings.Builder
	for i := 0; i < len(t); {
		k := strings.IndexByte(t[i:], '`')
		if k < 0 {
			b.WriteString(t[i:])
			break
		}
		b.WriteString(t[i : i+k])
		i += k
		n := 0
		for i+n < len(t) && t[i+n] == '`' {
			n++
		}
		j := c.skip(i)
		if j == i+n {
			b.WriteString(t[i:j]) // no closing run: the backticks are text
		} else {
			b.WriteString(strings.Repeat(" ", j-i))
		}
		i = j
	}
	return b.String()
}
