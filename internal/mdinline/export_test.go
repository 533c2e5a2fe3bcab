package mdinline

import (
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// parseSteps parses src with NewParser and returns the tree and the work
// the inline parsing counted.
func parseSteps(p parser.Parser, src []byte) (ast.Node, int) {
	pc := parser.NewContext()
	st := stateOf(pc)
	doc := p.Parse(text.NewReader(src), parser.WithContext(pc))
	return doc, st.steps
}
