package mdinline

import (
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/util"
)

// NewParser returns a GitHub-Flavored Markdown parser: goldmark's default
// block parsers and paragraph transformers, GFM tables and footnote
// definitions, and this package's inline parsing.
func NewParser() parser.Parser {
	opts := []parser.Option{
		parser.WithBlockParsers(parser.DefaultBlockParsers()...),
		parser.WithBlockParsers(util.Prioritized(extension.NewFootnoteBlockParser(), 999)),
		parser.WithParagraphTransformers(parser.DefaultParagraphTransformers()...),
		parser.WithParagraphTransformers(util.Prioritized(extension.NewTableParagraphTransformer(), 200)),
	}
	return parser.NewParser(append(opts, Options()...)...)
}
