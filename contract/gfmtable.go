package contract

import (
	"bytes"
	"fmt"

	"github.com/reviewlint/reviewlint/internal/lazyregexp"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// GitHub's tables are blocks, opened by a delimiter row under a header
// line and ended by a blank line or any line that starts another block.
// goldmark's table extension finds tables in closed paragraphs instead,
// which reads differently from GitHub in ways a report can use: a line
// of `---` under a table's rows makes the whole table a heading there, a
// lazy line after a quoted table joins the table, an indented line or an
// ordered item that does not start at 1 becomes a row, and a header with
// fewer cells than the delimiter row still opens a table. This parser
// reads them as cmark-gfm, GitHub's renderer, does.

// tableParser opens a table at a delimiter row whose column count the
// open paragraph's last line matches.
type tableParser struct{}

func (tableParser) Trigger() []byte { return []byte{'|', '-', ':'} }

func (tableParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	if guardOf(pc).exceeded != nil {
		return nil, parser.NoChildren // refused: the rest is read linearly
	}
	last := pc.LastOpenedBlock().Node
	para, ok := last.(*ast.Paragraph)
	if !ok || para.Parent() != parent || para.Lines().Len() == 0 {
		return nil, parser.NoChildren
	}
	line, _ := reader.PeekLine()
	// A line of dashes alone underlines a setext heading, and a dash
	// and a space open a list item: both come before a table.
	t := bytes.TrimLeft(line, " \t")
	if !bytes.ContainsAny(t, "|:") || len(t) > 1 && t[0] == '-' && (t[1] == ' ' || t[1] == '\t') {
		return nil, parser.NoChildren
	}
	aligns := delimiterRow(line)
	if aligns == nil {
		return nil, parser.NoChildren
	}
	lines := para.Lines()
	headSeg := lines.At(lines.Len() - 1)
	src := reader.Source()
	head := splitCells(src, headSeg)
	// cmark-gfm keeps the indentation of a line that continues a quoted
	// paragraph lazily: before a leading pipe it makes an empty cell.
	if trimmed := headSeg.TrimLeftSpace(src); lazyInQuote(src, parent, headSeg) &&
		(trimmed.Start > headSeg.Start || headSeg.Padding > 0) && trimmed.Len() > 0 && src[trimmed.Start] == '|' {
		head = append([]text.Segment{text.NewSegment(headSeg.Start, headSeg.Start)}, head...)
	}
	if len(head) != len(aligns) {
		return nil, parser.NoChildren
	}
	table := east.NewTable()
	table.Alignments = aligns
	table.AppendChild(table, east.NewTableHeader(newRow(head, aligns, headSeg.Start)))
	// The header line leaves the paragraph; a paragraph left empty
	// leaves the document.
	lines.SetSliced(0, lines.Len()-1)
	if lines.Len() == 0 {
		parent.RemoveChild(parent, para)
	} else {
		g := guardOf(pc)
		for i := 0; i < lines.Len(); i++ {
			if l := lines.At(i); bytes.HasPrefix(util.TrimLeftSpace(l.Value(src)), []byte("[")) {
				g.refsAbove = append(g.refsAbove, l)
			}
		}
	}
	table.SetPos(headSeg.Start)
	reader.AdvanceToEOL()
	return table, parser.NoChildren
}

func (tableParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	line, seg := reader.PeekLine()
	if util.IsBlank(line) || startsBlock(line, reader.LineOffset()) {
		return parser.Close
	}
	table := node.(*east.Table)
	cells := splitCells(reader.Source(), seg)
	if len(cells) == 0 {
		return parser.Close // a row of no cell ends the table
	}
	g := guardOf(pc)
	if g.padding += max(len(table.Alignments)-len(cells), 0); g.padding > maxPadding {
		g.exceed(seg.Start, fmt.Sprintf("more than %d empty table cells (rows shorter than their header)", maxPadding))
		return parser.Close
	}
	table.AppendChild(table, newRow(cells, table.Alignments, seg.Start))
	reader.AdvanceToEOL()
	return parser.Continue | parser.NoChildren
}

func (tableParser) Close(ast.Node, text.Reader, parser.Context) {}
func (tableParser) CanInterruptParagraph() bool                 { return true }
func (tableParser) CanAcceptIndentedLine() bool                 { return false }

// newRow builds a row of the table's width: cells past it are dropped,
// missing ones are empty.
func newRow(cells []text.Segment, aligns []east.Alignment, at int) *east.TableRow {
	row := east.NewTableRow(aligns)
	row.SetPos(at)
	for i, a := range aligns {
		c := east.NewTableCell()
		c.Alignment = a
		if i < len(cells) {
			c.SetPos(cells[i].Start)
			c.Lines().Append(cells[i])
		}
		row.AppendChild(row, c)
	}
	return row
}

// splitCells cuts a row into its cells as cmark-gfm does: after one
// leading pipe, each cell runs to the next pipe not escaped by a
// backslash; what follows the last pipe is a cell only when it holds
// more than spaces. Each cell is trimmed of spaces. A line of one pipe
// holds no cell.
func splitCells(src []byte, seg text.Segment) []text.Segment {
	seg = seg.TrimLeftSpace(src)
	seg = seg.TrimRightSpace(src)
	line := seg.Value(src)
	from := 0
	if len(line) > 0 && line[0] == '|' {
		from = 1
	}
	var cells []text.Segment
	for i := from; i <= len(line); i++ {
		if i < len(line) && line[i] == '\\' {
			i++
			continue
		}
		if i < len(line) && line[i] != '|' {
			continue
		}
		c := text.NewSegment(seg.Start+from, seg.Start+i)
		c = c.TrimLeftSpace(src)
		c = c.TrimRightSpace(src)
		if i < len(line) || c.Len() > 0 {
			cells = append(cells, c)
		}
		from = i + 1
	}
	return cells
}

// delimiterRow reads a table's delimiter row (`| :-- | --: |`): the
// alignment of each column, or nil when the line is not one.
func delimiterRow(line []byte) []east.Alignment {
	line = bytes.TrimRight(line, " \t\r\n")
	if w, _ := util.IndentWidth(line, 0); w > 3 {
		return nil
	}
	line = bytes.TrimLeft(line, " \t")
	if len(line) == 0 {
		return nil
	}
	cols := bytes.Split(line, []byte{'|'})
	if len(bytes.TrimSpace(cols[0])) == 0 && len(cols) > 1 {
		cols = cols[1:]
	}
	if len(cols) > 1 && len(bytes.TrimSpace(cols[len(cols)-1])) == 0 {
		cols = cols[:len(cols)-1]
	}
	aligns := make([]east.Alignment, 0, len(cols))
	for _, c := range cols {
		c = bytes.Trim(c, " \t")
		left, right := bytes.HasPrefix(c, []byte(":")), bytes.HasSuffix(c, []byte(":"))
		dashes := bytes.Trim(c, ":")
		if len(dashes) == 0 || len(bytes.Trim(dashes, "-")) != 0 || len(c)-len(dashes) > 2 || (len(c)-len(dashes) == 2 && !(left && right)) {
			return nil
		}
		switch {
		case left && right:
			aligns = append(aligns, east.AlignCenter)
		case left:
			aligns = append(aligns, east.AlignLeft)
		case right:
			aligns = append(aligns, east.AlignRight)
		default:
			aligns = append(aligns, east.AlignNone)
		}
	}
	return aligns
}

// lazyInQuote reports whether seg, a line of a paragraph inside block
// quotes, continues it lazily, without the quotes' markers.
func lazyInQuote(src []byte, parent ast.Node, seg text.Segment) bool {
	depth := 0
	for p := parent; p != nil; p = p.Parent() {
		if p.Kind() == ast.KindBlockquote {
			depth++
		}
	}
	if depth == 0 {
		return false
	}
	start := bytes.LastIndexByte(src[:seg.Start], '\n') + 1
	return bytes.Count(src[start:seg.Start], []byte(">")) < depth
}

// rawClosing matches a line that is only the closing tag of an element
// whose content is raw text.
var rawClosing = &lazyregexp.Regexp{Expr: `^ {0,3}</(?i:script|pre|style|textarea)[ \t]*>[ \t]*\r?\n?$`}

// htmlBlockParser opens an HTML block of the seventh kind (a lone open or
// closing tag) on a line that a quote or list item above does not hold:
// cmark-gfm, and the CommonMark reference, let such a block begin there,
// since the paragraph it would interrupt is not in the line's container,
// where goldmark takes the line for a lazy continuation of the paragraph.
type htmlBlockParser struct {
	parser.BlockParser
}

func (b htmlBlockParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	// cmark-gfm takes a lone closing tag of any name for the seventh
	// kind, `</pre>` included, which goldmark leaves to the paragraph.
	line, seg := reader.PeekLine()
	if rawClosing.Get().Match(line) {
		if guardOf(pc).exceeded != nil {
			return nil, parser.NoChildren // refused: the rest is read linearly
		}
		last := pc.LastOpenedBlock().Node
		if !ast.IsParagraph(last) || last.Parent() != parent {
			node := ast.NewHTMLBlock(ast.HTMLBlockType7)
			node.Lines().Append(seg)
			reader.AdvanceToEOL()
			return node, parser.NoChildren
		}
	}
	opened := pc.OpenedBlocks()
	if n := len(opened); n > 0 {
		if last := opened[n-1].Node; ast.IsParagraph(last) && last.Parent() != parent {
			pc.SetOpenedBlocks(opened[:n-1])
			node, state := b.BlockParser.Open(parent, reader, pc)
			pc.SetOpenedBlocks(opened)
			return node, state
		}
	}
	return b.BlockParser.Open(parent, reader, pc)
}
