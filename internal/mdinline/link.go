package mdinline

import (
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/util"
)

// maxLabel is the longest link label, in bytes: the spec's own limit.
const maxLabel = 999

// maxParens is the deepest parenthesis nesting in a link destination, as
// in cmark (the spec allows a limit of three or more).
const maxParens = 32

// bracket is a `[` or `![` that may open a link or image.
type bracket struct {
	text         *ast.Text
	image        bool
	active       bool
	bracketAfter bool // another bracket was opened after this one
	start        int  // block offset of the `[` or `!`
	pos          int  // block offset after the opener
	prev         *bracket
}

func (s *subject) openBracket() {
	s.flush(s.pos)
	s.pushBracket(false, s.literal(s.pos, s.pos+1), s.pos+1)
	s.pos++
	s.textStart = s.pos
}

func (s *subject) pushBracket(image bool, t *ast.Text, pos int) {
	if s.brackets != nil {
		s.brackets.bracketAfter = true
	}
	start := pos - 1
	if image {
		start = pos - 2
	}
	s.brackets = &bracket{text: t, image: image, active: true, start: start, pos: pos, prev: s.brackets}
}

// closeBracket handles `]`: a link or image when the bracket on top of
// the stack is active and an inline destination or a defined reference
// follows, a footnote reference when the text is `^label` with a
// definition, otherwise a literal `]`.
func (s *subject) closeBracket() {
	closePos := s.pos
	after := closePos + 1
	opener := s.brackets
	if opener == nil {
		s.pos++
		return
	}
	if !opener.active {
		s.brackets = opener.prev
		s.pos++
		return
	}
	link := ast.NewLink()
	end, ok := s.inlineLink(after, link)
	if !ok {
		end, ok = s.referenceLink(opener, closePos, link)
	}
	if !ok {
		if s.footnoteReference(opener, closePos) {
			return
		}
		s.brackets = opener.prev
		s.pos++
		return
	}
	s.flush(closePos)
	var n ast.Node = link
	if opener.image {
		n = ast.NewImage(link)
	}
	parent := opener.text.Parent()
	for c := opener.text.NextSibling(); c != nil; {
		s.steps++
		next := c.NextSibling()
		parent.RemoveChild(parent, c)
		n.AppendChild(n, c)
		c = next
	}
	parent.InsertBefore(parent, opener.text, n)
	parent.RemoveChild(parent, opener.text)
	n.SetPos(s.srcPos(opener.start))
	bottom := opener.start
	s.processEmphasis(&bottom)
	s.brackets = opener.prev
	if !opener.image {
		// No link in a link: earlier `[` openers can no longer make one.
		// Those already inactive sit below the active ones, so the walk
		// stops at the first.
		for b := s.brackets; b != nil; b = b.prev {
			s.steps++
			if !b.image {
				if !b.active {
					break
				}
				b.active = false
			}
		}
	}
	s.pos = end
	s.textStart = end
	s.lastPlain = nil
}

// inlineLink reads `(destination "title")` at p into link.
func (s *subject) inlineLink(p int, link *ast.Link) (int, bool) {
	b := s.buf
	if p >= len(b) || b[p] != '(' {
		return 0, false
	}
	i := s.skipSpaceChars(p + 1)
	var dest []byte
	if i < len(b) && b[i] == '<' {
		j := i + 1
		closed := false
		for j < len(b) {
			s.steps++
			c := b[j]
			if c == '>' {
				j++
				closed = true
				break
			}
			if c == '\\' {
				j += 2
				continue
			}
			if c == '\n' || c == '<' {
				return 0, false
			}
			j++
		}
		if !closed || j >= len(b) {
			return 0, false
		}
		dest = b[i+1 : j-1]
		i = j
	} else {
		j := i
		depth := 0
	scan:
		for j < len(b) {
			s.steps++
			c := b[j]
			switch {
			case c == '\\' && j+1 < len(b) && isASCIIPunct(b[j+1]):
				j += 2
			case c == '(':
				depth++
				j++
				if depth > maxParens {
					return 0, false
				}
			case c == ')':
				if depth == 0 {
					break scan
				}
				depth--
				j++
			case isSpaceByte(c):
				break scan
			default:
				j++
			}
		}
		if j >= len(b) {
			return 0, false
		}
		dest = b[i:j]
		i = j
	}
	endDest := i
	startTitle := s.skipSpaceChars(endDest)
	endTitle := startTitle
	var title []byte
	if startTitle != endDest {
		if e, ok := s.linkTitle(startTitle); ok {
			endTitle = e
			title = b[startTitle+1 : e-1]
		}
	}
	endAll := s.skipSpaceChars(endTitle)
	if endAll >= len(b) || b[endAll] != ')' {
		return 0, false
	}
	link.Destination = dest
	link.Title = title
	return endAll + 1, true
}

// linkTitle reads a title opening at p and returns the offset after it.
// A title's closer is the next unescaped quote (or `)`), and a `(` title
// ends at any unescaped `(`: titles read from distinct openers cover
// distinct text, so their scans add up to the block's length.
func (s *subject) linkTitle(p int) (int, bool) {
	b := s.buf
	open := b[p]
	closer := open
	switch open {
	case '"', '\'':
	case '(':
		closer = ')'
	default:
		return 0, false
	}
	for i := p + 1; i < len(b); i++ {
		s.steps++
		c := b[i]
		if c == '\\' && i+1 < len(b) && isASCIIPunct(b[i+1]) {
			i++
			continue
		}
		if c == closer {
			return i + 1, true
		}
		if open == '(' && c == '(' {
			return 0, false
		}
	}
	return 0, false
}

func (s *subject) skipSpaceChars(p int) int {
	for p < len(s.buf) && isSpaceByte(s.buf[p]) {
		s.steps++
		p++
	}
	return p
}

// referenceLink reads a full (`[text][label]`), collapsed (`[text][]`)
// or shortcut (`[text]`) reference whose label is defined.
func (s *subject) referenceLink(opener *bracket, closePos int, link *ast.Link) (int, bool) {
	after := closePos + 1
	end := after
	label, labelEnd, found := s.linkLabel(after)
	kind := ast.ReferenceLinkFull
	if found {
		end = labelEnd
	}
	if (!found || len(label) == 0) && !opener.bracketAfter {
		kind = ast.ReferenceLinkShortcut
		if found {
			kind = ast.ReferenceLinkCollapsed
		}
		label = s.buf[opener.pos:closePos]
		found = true
	}
	if !found || len(label) > maxLabel {
		return 0, false
	}
	s.steps += len(label)
	ref, ok := s.pc.Reference(util.ToLinkReference(label))
	if !ok {
		return 0, false
	}
	link.Destination = ref.Destination()
	link.Title = ref.Title()
	link.Reference = ast.NewReferenceLink(kind, label)
	return end, true
}

// linkLabel reads `[label]` at p: at most 999 bytes, no unescaped
// bracket. The label is returned trimmed.
func (s *subject) linkLabel(p int) ([]byte, int, bool) {
	b := s.buf
	if p >= len(b) || b[p] != '[' {
		return nil, 0, false
	}
	i := p + 1
	for i < len(b) && b[i] != '[' && b[i] != ']' {
		s.steps++
		if b[i] == '\\' && i+1 < len(b) && isASCIIPunct(b[i+1]) {
			i++
		}
		i++
		if i-p-1 > maxLabel {
			return nil, 0, false
		}
	}
	if i >= len(b) || b[i] != ']' {
		return nil, 0, false
	}
	label := b[p+1 : i]
	for len(label) > 0 && isSpaceByte(label[0]) {
		label = label[1:]
	}
	for len(label) > 0 && isSpaceByte(label[len(label)-1]) {
		label = label[:len(label)-1]
	}
	return label, i + 1, true
}

// footnoteReference makes `[^label]` a footnote reference when the
// footnote is defined and the text between the brackets is plain text, as
// cmark-gfm does once no link matched.
func (s *subject) footnoteReference(opener *bracket, closePos int) bool {
	if opener.image {
		return false
	}
	raw := s.buf[opener.pos:closePos]
	if len(raw) < 2 || raw[0] != '^' || len(raw) > maxLabel+1 {
		return false
	}
	for _, c := range raw {
		s.steps++
		if c == '[' || c == ']' || c == '\n' || c == '\r' {
			return false
		}
	}
	for c := opener.text.NextSibling(); c != nil; c = c.NextSibling() {
		s.steps++
		if c.Kind() != ast.KindText {
			return false
		}
	}
	fn := s.doc.footnoteLink(s.parent, raw[1:])
	if fn == nil {
		return false
	}
	parent := opener.text.Parent()
	for c := opener.text.NextSibling(); c != nil; {
		s.steps++
		next := c.NextSibling()
		parent.RemoveChild(parent, c)
		c = next
	}
	for s.delims != nil && s.delims.start > opener.start {
		s.steps++
		s.removeDelim(s.delims)
	}
	parent.InsertBefore(parent, opener.text, fn)
	parent.RemoveChild(parent, opener.text)
	fn.SetPos(s.srcPos(opener.start))
	s.brackets = opener.prev
	s.pos = closePos + 1
	s.textStart = s.pos
	s.lastPlain = nil
	return true
}
