package mdinline

import (
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Options returns the parser options that install this package's inline
// parsing: one inline parser for every trigger character and the footnote
// numbering transformer.
func Options() []parser.Option {
	return []parser.Option{
		parser.WithInlineParsers(util.Prioritized(blockInlineParser{}, 0)),
		parser.WithASTTransformers(util.Prioritized(footnoteTransformer{}, 999)),
	}
}

// blockInlineParser is triggered by goldmark at the first character of a
// block's first line (any character triggers at a line start) and parses
// the whole block at once, leaving the reader at its end.
type blockInlineParser struct{}

var triggers = func() []byte {
	var t []byte
	for c := 0; c < 128; c++ {
		if util.IsPunct(byte(c)) {
			t = append(t, byte(c))
		}
	}
	return append(t, ' ')
}()

func (blockInlineParser) Trigger() []byte { return triggers }

func (blockInlineParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	// goldmark may have appended text for lines it read before calling
	// us (a line holding only a backslash triggers nothing): the block is
	// read again from its start.
	for c := parent.FirstChild(); c != nil; {
		next := c.NextSibling()
		parent.RemoveChild(parent, c)
		c = next
	}
	for {
		line, _ := block.PeekLine()
		if line == nil {
			break
		}
		block.AdvanceLine()
	}
	st := stateOf(pc)
	s := newSubject(block.Source(), parent, st, pc)
	s.parse()
	st.steps += s.steps
	last := parent.LastChild()
	if last == nil {
		return ast.NewTextSegment(text.NewSegment(0, 0))
	}
	parent.RemoveChild(parent, last)
	return last
}
