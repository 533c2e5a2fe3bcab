package contract

import "strings"

// addParaLine adds a line to the open paragraph (or opens one), removing
// inline HTML comments first.
func (s *scanner) addParaLine(l line, off int, text string) {
	text = s.stripComments(l, off, text)
	s.para = append(s.para, paraLine{l: l, off: off, text: text})
}

// flushPara ends the open paragraph. An item's first paragraph becomes the
// item's text; other paragraphs inside list items are the items' content and
// produce nothing; top-level lines become text lines or bold-only headings.
func (s *scanner) flushPara() {
	if s.inComment {
		s.endComment()
		s.inComment = false
	}
	switch {
	case len(s.para) == 0:
	case s.paraItem >= 0:
		parts := make([]string, 0, len(s.para))
		for _, p := range s.para {
			parts = append(parts, strings.TrimSpace(p.text))
		}
		s.doc.blocks[s.paraItem].text = strings.Join(parts, " ")
	case len(s.items) > 0:
	default:
		for _, p := range s.para {
			b := block{kind: kindText, line: p.l.num, col: p.off + 1, text: strings.TrimSpace(p.text)}
			if inner, ok := boldOnly(p.text); ok {
				b.kind, b.text = kindHeading, inner
			}
			s.emit(b)
		}
	}
	s.para = s.para[:0]
	s.paraItem = -1
}

// setextHeading turns the open paragraph into a heading of level 1 or 2.
func (s *scanner) setextHeading(level int) {
	parts := make([]string, 0, len(s.para))
	for _, p := range s.para {
		parts = append(parts, strings.TrimSpace(p.text))
	}
	first := s.para[0]
	s.emit(block{kind: kindHeading, line: first.l.num, col: first.off + 1, depth: level, text: strings.Join(parts, " ")})
	s.para = s.para[:0]
	s.paraItem = -1
}

// stripComments removes inline `<!-- … -->` comments outside code spans
// from a paragraph line, emitting each as a comment block. A comment left
// open continues on the paragraph's next lines. from marks the start of
// the text not yet kept, so offsets stay those of the line.
func (s *scanner) stripComments(l line, off int, text string) string {
	from := 0
	if s.inComment {
		j := strings.Index(text, "-->")
		if j < 0 {
			s.comment.WriteString(text)
			s.comment.WriteByte('\n')
			return ""
		}
		s.comment.WriteString(text[:j])
		s.emitComment(s.comment.String(), s.commentAt)
		s.inComment = false
		from = j + 3
	}
	var kept strings.Builder
	spans := codeSpans{text: text, find: "`<"}
	for k := spans.next(from); k >= 0; k = spans.next(max(k+1, from)) {
		if !strings.HasPrefix(text[k:], "<!--") {
			continue
		}
		kept.WriteString(text[from:k])
		at := [2]int{l.num, off + k + 1}
		end := strings.Index(text[k+4:], "-->")
		if end < 0 {
			s.inComment, s.commentAt = true, at
			s.comment.Reset()
			s.comment.WriteString(text[k+4:])
			s.comment.WriteByte('\n')
			return kept.String()
		}
		s.emitComment(text[k+4:k+4+end], at)
		from = k + 4 + end + 3
	}
	if from == 0 {
		return text
	}
	kept.WriteString(text[from:])
	return kept.String()
}

// codeSpans finds the code spans of one line. A run of n backticks opens a
// span that the next run of exactly n closes. Searching forward from every
// opener is quadratic on lines of many different run lengths, so the
// scanner remembers, per length, from where no closing run exists.
type codeSpans struct {
	text     string
	find     string      // a backtick and the bytes next looks for
	noCloser map[int]int // run length → offset from which no run of it exists
}

// next returns the index of the first byte of find at or after i that lies
// outside code spans, or -1.
func (c *codeSpans) next(i int) int {
	for i < len(c.text) {
		k := strings.IndexAny(c.text[i:], c.find)
		if k < 0 {
			return -1
		}
		if k += i; c.text[k] != '`' {
			return k
		}
		i = c.skip(k)
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

// collectCommentLine adds a line of an HTML comment block.
func (s *scanner) collectCommentLine(text string) {
	s.comment.WriteString(text)
	s.comment.WriteByte('\n')
}

// endComment emits the comment block collected so far.
func (s *scanner) endComment() {
	raw := strings.TrimSpace(s.comment.String())
	raw = strings.TrimPrefix(raw, "<!--")
	if end := strings.Index(raw, "-->"); end >= 0 {
		raw = raw[:end]
	}
	s.emitComment(raw, s.commentAt)
}

func (s *scanner) emitComment(text string, at [2]int) {
	s.emit(block{kind: kindComment, line: at[0], col: at[1], text: strings.TrimSpace(text)})
}
