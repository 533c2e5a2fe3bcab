package contract

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
)

// The acceptance-evidence markers, each alone on its line.
const (
	EvidenceStart = "<!-- acceptance-evidence:start -->"
	EvidenceEnd   = "<!-- acceptance-evidence:end -->"
)

// document is a parsed report: its live blocks, its evidence blocks and
// what makes it unreadable.
type document struct {
	blocks   []block
	evidence []rawEvidence
	// strayEnds are lines holding an evidence end marker with no start.
	strayEnds []int
	// ambiguous lists contract text that raw HTML (or an image's alt text)
	// shows or hides depending on the renderer.
	ambiguous []ambiguity
	// frontMatter is the last line of YAML front matter at the top of
	// the report (0 when none), which GitHub shows as a table.
	frontMatter int
	// complex is the first complexity limit the report crossed, if any.
	complex *pos
	what    string
}

// ambiguity is one place where what a reader sees depends on the renderer.
type ambiguity struct {
	at  pos
	why string
}

// rawEvidence is the text between a start and an end marker.
type rawEvidence struct {
	start, end int // marker lines; end is 0 when the end marker is missing
	lines      []line
}

// walker turns goldmark's tree into the contract's blocks.
type walker struct {
	d       *Dialect
	src     []byte
	text    string // src, converted once: most lines are substrings of it
	lines   lineIndex
	doc     document
	markers []marker
	buf     []byte
	// alert says the blocks being walked stand in a GitHub alert (see
	// alert.go).
	alert bool
	// quoted says they stand in a block quote that is no alert.
	quoted bool
	// afterBreak says a thematic break was walked and no block emitted
	// since.
	afterBreak bool
	// folds are the <details> elements open where the walk stands,
	// innermost last: true for one folded (see folded.go).
	folds []bool
	// padding counts the empty cells the fast path's tables added to
	// short rows: past maxPadding it hands the report to the parser,
	// which refuses it.
	padding int
}

// marker is an evidence marker comment alone on its line.
type marker struct {
	line  int
	start bool
}

// scan reads a report's structure as CommonMark parses it. A UTF-8 byte
// order mark at the start is dropped: editors and renderers do not show it.
func scan(content []byte, d *Dialect) document {
	src := loneCRs(bytes.TrimPrefix(content, []byte("\xef\xbb\xbf")))
	// Nothing scan returns holds the index: it goes back to the pool.
	lines := pooledLineIndex(src)
	defer releaseLineIndex(lines)
	// The parsed tree costs a few hundred bytes a line: a report of
	// millions of two-byte lines would take gigabytes.
	if len(lines) > maxLines {
		return document{complex: &pos{maxLines + 1, 1}, what: fmt.Sprintf("more than %d lines", maxLines)}
	}
	if off := markupBeyond(src, maxMarkup); off >= 0 {
		at := lines.at(off)
		return document{complex: &at, what: fmt.Sprintf("more than %d bytes of inline markup (* _ ` [ ] < ~ !)", maxMarkup)}
	}
	doc, ok := scanSimple(src, lines, d)
	if !ok {
		doc = scanFull(src, lines, d)
	}
	doc.frontMatter = frontMatterEnd(src, lines)
	if doc.frontMatter > 0 && doc.complex == nil {
		flagYAMLComments(&doc, src, lines, d)
	}
	return doc
}

// flagYAMLComments refuses contract text on a comment line of the front
// matter (`# verdict: PASS`): GitHub shows front matter as a table of its
// keys and values, and a comment in none of them, while a renderer
// without front matter shows the line as a heading. A verdict there must
// not stand for one GitHub's reader never sees.
func flagYAMLComments(doc *document, src []byte, lines lineIndex, d *Dialect) {
	for _, b := range doc.blocks {
		if b.line <= 1 || b.line >= doc.frontMatter || b.line > len(lines) {
			continue
		}
		end := len(src)
		if b.line < len(lines) {
			end = lines[b.line]
		}
		l := bytes.TrimLeft(src[lines[b.line-1]:end], " \t")
		if len(l) == 0 || l[0] != '#' {
			continue
		}
		if _, loose := d.looseVerdict(b.text); loose || d.shownAside(b) {
			doc.ambiguous = append(doc.ambiguous, ambiguity{at: pos{b.line, b.col}, why: "a comment in the front matter, which GitHub does not show, holds contract text"})
		}
	}
}

// scanFull reads a report with the full CommonMark parser.
func scanFull(src []byte, lines lineIndex, d *Dialect) document {
	root, g := parseGuarded(src)
	w := &walker{d: d, src: src, text: string(src), lines: lines}
	w.doc.blocks = make([]block, 0, len(lines)+1)
	if complex := g.exceeded; complex != nil {
		at := w.lines.at(complex.offset)
		return document{complex: &at, what: complex.what}
	}
	w.container(root, 0)
	for _, seg := range g.refsAbove {
		if w.d.contractText(string(seg.Value(src)), "") {
			w.ambiguous(seg.Start, "a line above a table that CommonMark reads as a link reference definition and GitHub shows as text holds contract text")
		}
	}
	w.pairEvidence()
	return w.doc
}

// container walks the children of a document or list item; depth is the
// list nesting (0 outside lists).
func (w *walker) container(n ast.Node, depth int) {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		w.child(c, depth)
	}
}

func (w *walker) child(c ast.Node, depth int) {
	switch c := c.(type) {
	case *ast.Heading:
		w.heading(c, depth)
	case *ast.Paragraph:
		w.paragraph(c, depth)
	case *ast.TextBlock:
		w.paragraph(c, depth)
	case *ast.List:
		for item := c.FirstChild(); item != nil; item = item.NextSibling() {
			w.item(item, depth+1)
		}
	case *ast.HTMLBlock:
		w.htmlBlock(c)
	case *ast.Blockquote:
		// Quotes are not the report's own statements, unless raw HTML in
		// one ends it early in a browser; an alert is the author's own.
		if depth == 0 && !w.alert && w.isAlert(c) {
			w.alert = true
			w.container(c, depth)
			w.alert = false
			return
		}
		if w.quote(c) {
			return // what follows the early close is read as the report's
		}
		// A quote is read all the same for a verdict that fails: a
		// reader who meets `> **Decision:** CHANGES REQUESTED` beside an
		// approval cannot tell which stands.
		was := w.quoted
		w.quoted = true
		w.container(c, depth)
		w.quoted = was
	case *east.Table:
		w.table(c, depth)
	case *east.FootnoteList:
		w.footnotes(c)
	case *ast.ThematicBreak:
		w.afterBreak = true
	case *ast.FencedCodeBlock, *ast.CodeBlock:
		// Code is not the report's own statement.
	default:
		w.container(c, depth)
	}
}

// quote looks inside a block quote only for raw HTML that closes it (or
// a <pre>) early: what follows would render outside the quote, unread.
func (w *walker) quote(q ast.Node) (closed bool) {
	_ = ast.Walk(q, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		var raw []byte
		switch n := n.(type) {
		case *ast.RawHTML:
			for i := 0; i < n.Segments.Len(); i++ {
				seg := n.Segments.At(i)
				raw = append(raw, seg.Value(w.src)...)
			}
		case *ast.HTMLBlock:
			for i := 0; i < n.Lines().Len(); i++ {
				seg := n.Lines().At(i)
				raw = append(raw, seg.Value(w.src)...)
			}
		default:
			return ast.WalkContinue, nil
		}
		lower := bytes.ToLower(raw)
		if bytes.Contains(lower, []byte("</blockquote")) {
			w.ambiguous(startOf(n), "raw HTML ends a block quote early, so what follows it renders outside the quote")
			closed = true
			return ast.WalkStop, nil
		}
		return ast.WalkSkipChildren, nil
	})
	return closed
}

// heading emits a heading: a section heading at the top level, text to
// read for verdict lines inside a list.
func (w *walker) heading(h *ast.Heading, depth int) {
	lines := w.inlineLines(h)
	at := w.blockStart(h)
	if depth == 0 {
		text, many := w.d.headingText(lines)
		if many {
			w.ambiguous(at.offsetIn(w.lines), "a heading of several lines names more than one section")
		}
		b := block{kind: kindHeading, line: at.line, col: at.col, depth: h.Level, text: text}
		if text == joinLines(lines) {
			b.unstruck = joinUnstruck(lines)
		}
		w.emit(b)
	} else {
		// A reader sees a heading inside a list item as a heading; the
		// contract's sections are top-level. One that names a section
		// would show a section the checks do not read; so would one that
		// grades what it heads blocking (`- ## Critical Issues`).
		if text, _ := w.d.headingText(lines); w.d.sectionOf(text) != secOther || w.d.gradesBlocking(text) {
			w.ambiguous(at.offsetIn(w.lines), "a section heading inside a list item")
		}
		w.emit(block{kind: kindOther, line: at.line, col: at.col, text: joinLines(lines), unstruck: joinUnstruck(lines)})
	}
	// Each line of a heading of several lines is read for a verdict too.
	if len(lines) > 1 {
		w.extraLines(lines, 0)
	}
}

// paragraph emits each rendered line of a paragraph: a text line (or a
// bold-only heading) at the top level, text to read for verdict lines
// inside a list.
func (w *walker) paragraph(p ast.Node, depth int) {
	lines := w.inlineLines(p)
	last := -1
	if depth > 0 {
		last = lastResolved(lines)
	}
	for i, l := range lines {
		b := block{kind: kindText, line: l.at.line, col: l.at.col, text: l.text, label: w.opensEmphasis(l.at), unstruck: l.unstruck, wrapped: i > 0}
		b.lead = w.boldLead(l.at, l.text)
		switch {
		case depth > 0:
			b.kind, b.settledLater = kindOther, i <= last || lineResolved(l)
		case l.bold != "":
			b.kind, b.text = kindHeading, l.bold
		}
		w.emit(b)
	}
	w.splitAcross(lines)
}

// splitAcross refuses a paragraph where a soft line break, which renders
// as a space, splits a phrase (`CHANGES` over `REQUESTED`) that shows a
// reader on one line what neither line states alone.
func (w *walker) splitAcross(lines []renderedLine) {
	for i := 0; i+1 < len(lines); i++ {
		if w.splitBetween(lines[i], lines[i+1]) {
			return
		}
	}
}

// splitBetween is splitAcross of two lines of a paragraph, a above b:
// it reports whether it refused them.
func (w *walker) splitBetween(a, b renderedLine) bool {
	if w.hardBreakAfter(a.at.line) || !w.d.splitReads(a.text, b.text) {
		return false // lines a hard break ends show one under the other
	}
	w.ambiguous(a.at.offsetIn(w.lines), "a line break splits contract text that a reader sees on one line")
	return true
}

// hardBreakAfter reports whether source line n (1-based) ends in a hard
// line break: two spaces or more, or a backslash.
func (w *walker) hardBreakAfter(n int) bool {
	if n < 1 || n >= len(w.lines) {
		return false
	}
	l := strings.TrimRight(w.text[w.lines[n-1]:w.lines[n]], "\r\n")
	return strings.HasSuffix(l, "  ") || strings.HasSuffix(l, "\\")
}

// item emits a list item with the text of its first paragraph, then walks
// its content.
func (w *walker) item(item ast.Node, depth int) {
	at := w.lines.at(max(item.Pos(), 0))
	if item.Pos() < 0 {
		at = w.blockStart(item)
	}
	b := block{kind: kindItem, line: at.line, col: at.col, depth: depth}
	first := item.FirstChild()
	var lines []renderedLine
	if first != nil && (first.Kind() == ast.KindParagraph || first.Kind() == ast.KindTextBlock) {
		if box, ok := first.FirstChild().(*east.TaskCheckBox); ok {
			b.task = 1
			if box.IsChecked {
				b.task = 2
			}
		}
		lines = w.inlineLines(first)
		b.text, b.unstruck = joinLines(lines), joinUnstruck(lines)
		if len(lines) > 0 {
			b.label = w.opensEmphasis(lines[0].at)
			b.lead = w.boldLead(lines[0].at, lines[0].text)
		}
		first = first.NextSibling()
	}
	w.emit(b)
	w.extraLines(lines, 1)
	for c := first; c != nil; c = c.NextSibling() {
		w.child(c, depth)
	}
}

// extraLines emits the rendered lines of a heading or item after the
// first, read only for verdict lines: a reader sees each line.
func (w *walker) extraLines(lines []renderedLine, from int) {
	last := lastResolved(lines)
	for i := from; i < len(lines); i++ {
		w.emit(block{kind: kindOther, line: lines[i].at.line, col: lines[i].at.col, text: lines[i].text, unstruck: lines[i].unstruck, settledLater: i <= last || lineResolved(lines[i]), laterLine: i > 0})
	}
}

// blockStart is where a block's first line of content starts.
func (w *walker) blockStart(n ast.Node) pos {
	if n.Pos() >= 0 {
		return w.lines.at(n.Pos())
	}
	if l := n.Lines(); l != nil && l.Len() > 0 {
		return w.lines.at(l.At(0).Start)
	}
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if off := startOf(c); off >= 0 {
			return w.lines.at(off)
		}
	}
	return pos{1, 1}
}

// headingText is a heading's text; for a heading of several lines (a
// setext heading, or one with a hard break) that does not as a whole name
// a section, the line that does: a reader sees that line as the heading.
// many reports lines that name different sections.
func (d *Dialect) headingText(lines []renderedLine) (text string, many bool) {
	text = joinLines(lines)
	if len(lines) < 2 || d.sectionOf(text) != secOther {
		return text, false
	}
	named := secOther
	for _, l := range lines {
		if sec := d.sectionOf(l.text); sec != secOther {
			if named == secOther {
				named, text = sec, l.text
			} else if sec != named {
				many = true
			}
		}
	}
	return text, many
}

func joinLines(lines []renderedLine) string {
	switch len(lines) {
	case 0:
		return ""
	case 1:
		return lines[0].text
	}
	parts := make([]string, len(lines))
	for i, l := range lines {
		parts[i] = l.text
	}
	return strings.Join(parts, " ")
}

func (w *walker) emit(b block) {
	// GitHub shows a mark's shortcode as the mark: `:warning:` is ⚠️ to
	// a reader, not a `: warning` disposition.
	b.text = withShortcodes(b.text)
	if b.unstruck != nil {
		t := withShortcodes(*b.unstruck)
		b.unstruck = &t
	}
	if b.tableRow != nil {
		for _, cs := range [][]cell{b.cells, b.header} {
			for i := range cs {
				cs[i].text = withShortcodes(cs[i].text)
				if cs[i].unstruck != nil {
					t := withShortcodes(*cs[i].unstruck)
					cs[i].unstruck = &t
				}
			}
		}
	}
	if hasNonASCII(b.text) && !onlyPlainMarks(b.text) {
		w.invisible(b)
		w.lookalike(b)
	}
	w.foldedVerdict(b)
	b.alert = w.alert
	b.quoted = w.quoted
	b.afterBreak, w.afterBreak = w.afterBreak, false
	w.doc.blocks = append(w.doc.blocks, b)
}

// opensEmphasis reports whether the source at a place opens strong
// emphasis (`**Verdict:**`, `__Verdict__:`): a label, to a reader.
func (w *walker) opensEmphasis(at pos) bool {
	off := at.offsetIn(w.lines)
	return off+2 <= len(w.src) && (w.text[off:off+2] == "**" || w.text[off:off+2] == "__")
}

// boldLead is the length of the plain text of the strong emphasis that
// opens the source at a place, as text (the rendered line there) shows
// it first; 0 when the line opens with none, or with one whose text is
// not plain (marks, code, links, a line break) or longer than a lead.
func (w *walker) boldLead(at pos, text string) uint8 {
	if !w.opensEmphasis(at) {
		return 0
	}
	off := at.offsetIn(w.lines) + 2
	mark := w.text[off-2 : off]
	rest := w.text[off:min(len(w.text), off+256)]
	end := strings.Index(rest, mark)
	if end <= 0 {
		return 0
	}
	inner := rest[:end]
	if notBoldText.in(inner) || !strings.HasPrefix(text, inner) {
		return 0
	}
	return uint8(end)
}

// pairEvidence pairs the evidence markers: a start opens a block that the
// next end closes; a start inside an open block is part of its text.
func (w *walker) pairEvidence() {
	open := -1
	for _, m := range w.markers {
		switch {
		case m.start && open < 0:
			open = m.line
		case !m.start && open < 0:
			w.doc.strayEnds = append(w.doc.strayEnds, m.line)
		case !m.start:
			w.doc.evidence = append(w.doc.evidence, rawEvidence{start: open, end: m.line, lines: w.sourceLines(open+1, m.line)})
			open = -1
		}
	}
	if open >= 0 {
		w.doc.evidence = append(w.doc.evidence, rawEvidence{start: open, lines: w.sourceLines(open+1, len(w.lines)+1)})
	}
}

// sourceLines returns the source lines from line first up to, not
// including, line end, without their line endings.
func (w *walker) sourceLines(first, end int) []line {
	var out []line
	for n := first; n < end && n <= len(w.lines); n++ {
		from, to := w.lines[n-1], len(w.src)
		if n < len(w.lines) {
			to = w.lines[n] - 1
		}
		if from > to {
			continue // the empty line after a final newline
		}
		out = append(out, line{num: n, text: strings.TrimSuffix(w.text[from:to], "\r")})
	}
	return out
}

// markupBeyond returns the offset of the limit+1-th byte of inline markup
// in src, or -1 when there are no more than limit.
func markupBeyond(src []byte, limit int) int {
	if len(src) <= limit {
		return -1 // too short to hold more
	}
	n := 0
	for i, c := range src {
		switch c {
		case '*', '_', '`', '[', ']', '<', '~', '!':
			if n++; n > limit {
				return i
			}
		}
	}
	return -1
}
