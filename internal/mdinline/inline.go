package mdinline

import (
	"bytes"

	"github.com/yuin/goldmark/ast"
	extast "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"
)

// special marks the bytes at which the parse may make something other
// than plain text.
var special = func() (t [256]bool) {
	for _, c := range []byte("\n\r\\`*_~[]!<w:") {
		t[c] = true
	}
	return t
}()

// parse reads the block's text left to right once, then matches the
// emphasis left open and finds the email addresses in the text.
func (s *subject) parse() {
	s.taskCheckBox()
	for s.pos < len(s.buf) {
		s.steps++
		c := s.buf[s.pos]
		if !special[c] {
			s.pos++
			continue
		}
		switch c {
		case '\n', '\r':
			s.lineBreak(s.pos, s.pos, false)
		case '\\':
			s.backslash()
		case '`':
			s.codeSpan()
		case '*', '_', '~':
			s.delimiterRun(c)
		case '[':
			s.openBracket()
		case '!':
			if s.pos+1 < len(s.buf) && s.buf[s.pos+1] == '[' &&
				(s.pos+2 >= len(s.buf) || s.buf[s.pos+2] != '^') {
				s.flush(s.pos)
				s.pushBracket(true, s.literal(s.pos, s.pos+2), s.pos+2)
				s.pos += 2
				s.textStart = s.pos
			} else {
				s.pos++
			}
		case ']':
			s.closeBracket()
		case '<':
			s.angle()
		case 'w':
			s.www()
		case ':':
			s.url()
		}
	}
	s.flush(len(s.buf))
	s.processEmphasis(nil)
	s.delims = nil
	s.brackets = nil
	s.finishText(s.parent, true)
}

// lineBreak ends a line at nl (a `\r` or `\n`): trailing spaces are
// dropped, two or more of them (or a backslash, hard) make a hard break,
// and the next line's leading spaces are skipped.
func (s *subject) lineBreak(end, nl int, hard bool) {
	if !hard {
		for end > s.textStart && (s.buf[end-1] == ' ' || s.buf[end-1] == '\t') {
			s.steps++
			end--
		}
		hard = nl >= 2 && s.buf[nl-1] == ' ' && s.buf[nl-2] == ' '
	}
	s.flush(end)
	var t *ast.Text
	if s.lastPlain != nil && s.parent.LastChild() == s.lastPlain {
		t = s.lastPlain
	} else {
		p := s.srcPos(nl)
		t = ast.NewTextSegment(text.NewSegment(p, p))
		s.parent.AppendChild(s.parent, t)
		s.lastPlain = t
	}
	if hard {
		t.SetHardLineBreak(true)
	} else {
		t.SetSoftLineBreak(true)
	}
	p := nl
	if p < len(s.buf) && s.buf[p] == '\r' {
		p++
	}
	if p < len(s.buf) && s.buf[p] == '\n' {
		p++
	}
	for p < len(s.buf) && (s.buf[p] == ' ' || s.buf[p] == '\t') {
		s.steps++
		p++
	}
	s.pos = p
	s.textStart = p
	// A break ends the text node: later text must not merge into it.
	s.lastPlain = nil
}

// backslash: an escaped punctuation character stays in the text (the
// renderer unescapes it), a backslash before a line end is a hard break.
func (s *subject) backslash() {
	next := s.pos + 1
	if next < len(s.buf) {
		c := s.buf[next]
		if isASCIIPunct(c) {
			s.pos += 2
			return
		}
		if c == '\n' || c == '\r' {
			// the backslash itself is not text
			s.lineBreak(s.pos, next, true)
			return
		}
	}
	s.pos++
}

// taskCheckBox reads `[ ]` or `[x]` opening the first paragraph of a
// list item.
func (s *subject) taskCheckBox() {
	para := s.parent
	item, ok := para.Parent().(*ast.ListItem)
	if !ok || item.FirstChild() != para || !(ast.IsParagraph(para) || para.Kind() == ast.KindTextBlock) {
		return
	}
	b := s.buf
	if len(b) < 3 || b[0] != '[' || b[2] != ']' {
		return
	}
	if m := b[1]; m != ' ' && m != '\t' && m != 'x' && m != 'X' {
		return
	}
	// cmark-gfm wants a space or tab after the marker; what follows it,
	// line ending included, is not the item's text.
	end := 3
	if end >= len(b) || b[end] != ' ' && b[end] != '\t' {
		return
	}
	for end < len(b) && isSpaceByte(b[end]) {
		end++
	}
	box := extast.NewTaskCheckBox(b[1] == 'x' || b[1] == 'X')
	s.node(box, 0, end)
}

func isASCIIPunct(c byte) bool {
	return c >= '!' && c <= '/' || c >= ':' && c <= '@' || c >= '[' && c <= '`' || c >= '{' && c <= '~'
}

// indexFrom is bytes.IndexByte from offset from, counting the bytes read.
func (s *subject) indexFrom(c byte, from int) int {
	if from >= len(s.buf) {
		return -1
	}
	i := bytes.IndexByte(s.buf[from:], c)
	if i < 0 {
		s.steps += len(s.buf) - from
		return -1
	}
	s.steps += i + 1
	return from + i
}
