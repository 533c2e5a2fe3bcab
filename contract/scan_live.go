package contract

import "strings"

// liveLine reads a non-blank line outside code, HTML blocks and evidence.
func (s *scanner) liveLine(l line) {
	cols, off := indentOf(l.text)
	s.liveAt(l, cols, off)
}

// liveAt reads the part of l from byte off, which sits at column cols: the
// whole line, or a list item's content after its marker.
func (s *scanner) liveAt(l line, cols, off int) {
	rest := l.text[off:]
	paraOpen := len(s.para) > 0
	// The limits on interrupting a paragraph apply only to a line that stays
	// inside the paragraph's container; a line that leaves the list item
	// may start any block.
	// A new block is measured against the container the line would land
	// in: the deepest open item it is indented into.
	interrupts := cols-s.matchedBase(cols) < 4 && startsBlock(rest, paraOpen && cols >= s.base())
	// A line that starts no block continues a paragraph lazily, even when it
	// is not indented into the block quote or list item the paragraph is in.
	if s.quote {
		if !interrupts {
			return
		}
		s.quote = false
	}
	if cols < s.base() {
		if paraOpen && !interrupts {
			s.addParaLine(l, off, rest)
			return
		}
		s.flushPara()
		s.popItems(cols)
		paraOpen = false
	}
	if cols-s.base() >= 4 {
		if paraOpen {
			s.addParaLine(l, off, rest)
		}
		return // indented code
	}
	if rest[0] == '>' {
		s.flushPara()
		s.quote = quotedParagraph(rest)
		return
	}
	if ch, n, ok := fenceOpen(rest); ok {
		s.flushPara()
		s.fenceCh, s.fenceN, s.fenceBase = ch, n, s.base()
		return
	}
	if k := htmlStart(rest); k != htmlNone {
		s.flushPara()
		s.html = k
		if k == htmlComment {
			s.comment.Reset()
			s.commentAt = [2]int{l.num, off + 1}
			s.collectCommentLine(rest)
		}
		// The end may overlap the start: `<!-->` is a whole comment.
		if htmlEnds(k, rest[2:]) {
			if k == htmlComment {
				s.endComment()
			}
			s.html = htmlNone
		}
		return
	}
	if level, text, ok := atxHeading(rest); ok {
		s.flushPara()
		if len(s.items) == 0 {
			s.emit(block{kind: kindHeading, line: l.num, col: off + 1, depth: level, text: text})
		}
		return
	}
	if level := setextUnderline(rest); paraOpen && s.paraItem < 0 && len(s.items) == 0 && level > 0 {
		s.setextHeading(level)
		return
	}
	if thematicBreak(rest) {
		s.flushPara()
		return
	}
	if it, ok := listMarker(rest, cols); ok && interrupts {
		s.flushPara()
		s.items = append(s.items, it.content)
		s.paraItem = len(s.doc.blocks)
		s.emit(block{kind: kindItem, line: l.num, col: off + 1, depth: len(s.items)})
		s.emptyItem = it.empty
		// The item's content may itself open a block: a fence, a quote, a
		// nested list. Read it at its column. Past a sane nesting depth on
		// one line (`- - - - …`) the rest is text, so that adversarial
		// input costs linear time.
		if !it.empty && len(s.items) < maxLineNesting {
			s.liveAt(l, it.nextCol, off+it.next)
		} else if !it.empty {
			s.addParaLine(l, off+it.next, rest[it.next:])
		}
		return
	}
	s.addParaLine(l, off, rest)
}

// startsBlock reports whether rest (indented at most three columns) opens a
// block that may interrupt a paragraph, CommonMark's test for laziness.
func startsBlock(rest string, paraOpen bool) bool {
	if rest[0] == '>' || thematicBreak(rest) {
		return true
	}
	if _, _, ok := fenceOpen(rest); ok {
		return true
	}
	if _, _, ok := atxHeading(rest); ok {
		return true
	}
	if htmlStart(rest) != htmlNone {
		return true
	}
	if it, ok := listMarker(rest, 0); ok {
		return !paraOpen || (!it.empty && (!it.ordered || it.first))
	}
	return false
}

// quotedParagraph reports whether a block-quote line holds paragraph text,
// which a following unmarked line may continue lazily.
func quotedParagraph(rest string) bool {
	inner := strings.TrimSpace(strings.TrimLeft(rest, "> \t"))
	if inner == "" {
		return false
	}
	_, _, fence := fenceOpen(inner)
	_, _, heading := atxHeading(inner)
	return !fence && !heading
}

// maxLineNesting bounds the list items one line may open.
const maxLineNesting = 64

func (s *scanner) emit(b block) { s.doc.blocks = append(s.doc.blocks, b) }
