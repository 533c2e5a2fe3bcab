package contract

import "strings"

// The acceptance-evidence markers, each alone on its line.
const (
	EvidenceStart = "<!-- acceptance-evidence:start -->"
	EvidenceEnd   = "<!-- acceptance-evidence:end -->"
)

// document is a scanned report: its live blocks and its evidence blocks.
type document struct {
	blocks   []block
	evidence []rawEvidence
	// strayEnds are lines holding an evidence end marker with no start.
	strayEnds []int
}

// rawEvidence is the text between a start and an end marker.
type rawEvidence struct {
	start, end int // marker lines; end is 0 when the end marker is missing
	lines      []line
}

// paraLine is a line of the paragraph being read, kept until the paragraph
// ends because a setext underline may still turn it into a heading.
type paraLine struct {
	l    line
	off  int    // byte offset of the text in l.text
	text string // inline comments and the item marker removed
}

// scanner walks a report line by line, keeping the CommonMark container and
// leaf state that decides whether a line is live.
type scanner struct {
	doc       document
	items     []int // content columns of the open list items, outermost first
	fenceCh   byte  // the open fence's character, 0 when none
	fenceN    int
	fenceBase int // content column of the container the fence opened in
	html      htmlKind
	quote     bool // the previous line was paragraph text in a block quote
	para      []paraLine
	paraItem  int  // index in doc.blocks of the item this paragraph opens, or -1
	inComment bool // inside an inline comment that spans paragraph lines
	comment   strings.Builder
	commentAt [2]int
	evidence  *rawEvidence
	// emptyItem says the innermost item opened on the previous line with no
	// content: a blank line now closes it, since an item may begin with at
	// most one blank line.
	emptyItem bool
}

// scan reads a report's structure.
func scan(content []byte) document {
	lines := splitLines(content)
	s := &scanner{paraItem: -1}
	s.doc.blocks = make([]block, 0, len(lines)/2+1)
	for _, l := range lines[frontMatter(lines):] {
		s.step(l)
	}
	s.flushPara()
	if s.evidence != nil {
		s.doc.evidence = append(s.doc.evidence, *s.evidence)
	}
	return s.doc
}

func (s *scanner) step(l line) {
	trimmed := strings.TrimSpace(l.text)
	if s.evidence != nil {
		if trimmed == EvidenceEnd {
			s.evidence.end = l.num
			s.doc.evidence = append(s.doc.evidence, *s.evidence)
			s.evidence = nil
		} else {
			s.evidence.lines = append(s.evidence.lines, l)
		}
		return
	}
	if s.fenceCh != 0 {
		if s.fenceLine(l) {
			return
		}
	}
	isMarker := trimmed == EvidenceStart || trimmed == EvidenceEnd
	// Agents wrap the artifact in <details> with no blank line: a marker
	// inside a block-level HTML block still opens an evidence block. Inside
	// an HTML comment it is commented out.
	if s.html == htmlBlockTag && isMarker {
		s.marker(l, trimmed)
		return
	}
	if s.html != htmlNone {
		s.htmlLine(l)
		return
	}
	if isBlank(l.text) {
		s.flushPara()
		s.quote = false
		if s.emptyItem {
			s.items = s.items[:len(s.items)-1]
			s.emptyItem = false
		}
		return
	}
	s.emptyItem = false
	// A marker indented four columns past its container is code, or text
	// continuing a paragraph: an example of the block, not the block.
	if cols, _ := indentOf(l.text); isMarker && cols-s.base() < 4 {
		s.flushPara()
		s.quote = false
		s.marker(l, trimmed)
		return
	}
	s.liveLine(l)
}

// marker opens an evidence block, or records an end marker with no start.
func (s *scanner) marker(l line, trimmed string) {
	if trimmed == EvidenceStart {
		s.evidence = &rawEvidence{start: l.num}
		return
	}
	s.doc.strayEnds = append(s.doc.strayEnds, l.num)
}

// fenceLine handles a line inside fenced code. It returns false when the
// line ended the fence's container and must be read again as a new block.
func (s *scanner) fenceLine(l line) bool {
	cols, off := indentOf(l.text)
	if off < len(l.text) && cols < s.fenceBase {
		s.fenceCh = 0
		s.popItems(cols)
		return false
	}
	if cols-s.fenceBase <= 3 && fenceCloses(l.text[off:], s.fenceCh, s.fenceN) {
		s.fenceCh = 0
	}
	return true
}

// htmlLine handles a line inside an HTML block; comments are kept for the
// inline reviewlint-disable directives.
func (s *scanner) htmlLine(l line) {
	if s.html == htmlBlockTag {
		if isBlank(l.text) {
			s.html = htmlNone
		}
		return
	}
	if s.html == htmlComment {
		s.collectCommentLine(l.text)
	}
	if htmlEnds(s.html, l.text) {
		if s.html == htmlComment {
			s.endComment()
		}
		s.html = htmlNone
	}
}

// popItems closes the list items whose content column is deeper than cols.
func (s *scanner) popItems(cols int) {
	for len(s.items) > 0 && cols < s.items[len(s.items)-1] {
		s.items = s.items[:len(s.items)-1]
	}
}

// matchedBase is the content column of the deepest open list item that a
// line indented cols columns stays inside, or 0.
func (s *scanner) matchedBase(cols int) int {
	for i := len(s.items) - 1; i >= 0; i-- {
		if s.items[i] <= cols {
			return s.items[i]
		}
	}
	return 0
}

// base is the content column of the innermost open list item.
func (s *scanner) base() int {
	if len(s.items) == 0 {
		return 0
	}
	return s.items[len(s.items)-1]
}
