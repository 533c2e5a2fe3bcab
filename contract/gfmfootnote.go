package contract

import (
	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// footnoteParser reads a GFM footnote definition (`[^label]: text`, its
// body the lines indented under it) into goldmark's Footnote node, all of
// a document's definitions gathered in one FootnoteList where the first
// stood; the inline parser numbers the ones referred to and drops the
// rest, as GitHub renders only those. It is the reader's own so that the
// binary does not link goldmark's extension package, whose tables cost
// every verb a quarter of a megabyte before main.
type footnoteParser struct{}

var footnoteListKey = parser.NewContextKey()

// footnoteLabelLimit is the longest label GitHub reads (cmark-gfm's).
const footnoteLabelLimit = 1000

func (footnoteParser) Trigger() []byte { return []byte{'['} }

func (footnoteParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	line, segment := reader.PeekLine()
	pos := pc.BlockOffset()
	if pos < 0 || pos+1 >= len(line) || line[pos] != '[' || line[pos+1] != '^' {
		return nil, parser.NoChildren
	}
	open := pos + 2
	closes := -1
	for i := open; i < len(line) && i < open+footnoteLabelLimit; i++ {
		c := line[i]
		if c == '\\' {
			i++
			continue
		}
		if c == '[' || c == ' ' || c == '\t' || c == '\n' || c == '\r' {
			return nil, parser.NoChildren
		}
		if c == ']' {
			closes = i
			break
		}
	}
	if closes <= open || closes+1 >= len(line) || line[closes+1] != ':' {
		return nil, parser.NoChildren
	}
	padding := segment.Padding
	label := reader.Value(text.NewSegment(segment.Start+open-padding, segment.Start+closes-padding))
	if util.IsBlank(label) {
		return nil, parser.NoChildren
	}
	item := east.NewFootnote(label)
	next := closes + 2 - padding
	if next >= len(line) {
		reader.Advance(next)
		return item, parser.NoChildren
	}
	reader.AdvanceAndSetPadding(next, padding)
	return item, parser.HasChildren
}

func (footnoteParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	line, _ := reader.PeekLine()
	if util.IsBlank(line) {
		return parser.Continue | parser.HasChildren
	}
	childpos, padding := util.IndentPosition(line, reader.LineOffset(), 4)
	if childpos < 0 {
		return parser.Close
	}
	reader.AdvanceAndSetPadding(childpos, padding)
	return parser.Continue | parser.HasChildren
}

func (footnoteParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {
	list, _ := pc.Get(footnoteListKey).(*east.FootnoteList)
	if list == nil {
		list = east.NewFootnoteList()
		pc.Set(footnoteListKey, list)
		node.Parent().InsertBefore(node.Parent(), node, list)
	}
	node.Parent().RemoveChild(node.Parent(), node)
	list.AppendChild(list, node)
}

func (footnoteParser) CanInterruptParagraph() bool { return true }
func (footnoteParser) CanAcceptIndentedLine() bool { return false }
