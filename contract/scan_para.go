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

// setextHeading turns the open paragraph into a heading.
func (s *scanner) setextHeading() {
	parts := make([]string, 0, len(s.para))
	for _, p := range s.para {
		parts = append(parts, strings.TrimSpace(p.text))
	}
	first := s.para[0]
	s.emit(block{kind: kindHeading, line: first.l.num, col: first.off + 1, text: strings.Join(parts, " ")})
	s.para = s.para[:0]
	s.paraItem = -1
}

// stripComments removes inline `<!-- … -->` comments outside code spans
// from a paragraph line, emitting each as a comment block. A comment left
// open continues on the paragraph's next lines.
func (s *scanner) stripComments(l line, off int, text string) string {
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
		off, text = off+j+3, text[j+3:]
	}
	var kept strings.Builder
	for i := 0; i < len(text); {
		k := strings.IndexAny(text[i:], "`<")
		if k < 0 {
			break
		}
		k += i
		if text[k] == '`' {
			i = skipCodeSpan(text, k)
			continue
		}
		if !strings.HasPrefix(text[k:], "<!--") {
			i = k + 1
			continue
		}
		kept.WriteString(text[:k])
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
		off, text, i = off+k+4+end+3, text[k+4+end+3:], 0
	}
	if kept.Len() == 0 {
		return text
	}
	kept.WriteString(text)
	return kept.String()
}

// skipCodeSpan returns the index after the code span opening at i, or i+n
// (past the backticks) when the run has no closing run of the same length.
func skipCodeSpan(text string, i int) int {
	n := 0
	for i+n < len(text) && text[i+n] == '`' {
		n++
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
