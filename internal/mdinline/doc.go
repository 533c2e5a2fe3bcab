// Package mdinline parses the inline content of GitHub-Flavored Markdown
// (CommonMark 0.31 plus GFM's strikethrough, extended autolinks, footnote
// references, task-list checkboxes and table-cell pipes) in time linear
// in the size of the input, into goldmark's own AST node types.
//
// goldmark stays the block parser; its inline parsers are replaced,
// because several of them rescan the rest of a block for every opener
// (code spans, link brackets, emphasis delimiters, raw HTML) and are
// quadratic on some inputs. This package reads each block once, as cmark
// does: a table of the last backtick run of each length, bracket and
// delimiter stacks with per-kind lower bounds ("openers bottom"), and
// memoised searches for closers that a failed scan already proved absent.
// No input is refused; the only limits are the spec's own (a link label
// of at most 999 characters, link destinations nested at most 32
// parentheses deep, as cmark-gfm).
//
// Use it with goldmark's block parsers and paragraph transformers:
//
//	p := parser.NewParser(append(blockAndParagraphOptions, mdinline.Options()...)...)
//
// Options registers one inline parser that reads each whole block and an
// AST transformer that numbers footnote references. Add no other inline
// parser and neither goldmark's footnote AST transformer nor its table
// AST transformer (the pipes they fix up are handled here). The block
// options should hold extension.NewFootnoteBlockParser and
// extension.NewTableParagraphTransformer for GFM's footnotes and tables.
// The package's tests build that full GFM parser (NewParser in
// newparser_test.go): goldmark's default block parsers and paragraph
// transformers, the table and footnote-definition parts, and this
// package's inline parsing. Render the tree with goldmark's HTML
// renderer plus the table, strikethrough, task-list and footnote node
// renderers.
//
// Where goldmark and cmark-gfm (GitHub's renderer) read text differently,
// this package reads it as cmark-gfm does (extended autolinks and email
// addresses, tilde runs of unequal length, footnote labels that differ in
// case); the classes are listed in the package tests. Emphasis follows
// CommonMark 0.31, whose lower bound for openers is kept apart for closers
// that can and cannot open, as goldmark does; cmark-gfm 0.29.0.gfm.0
// shares one and leaves some `*` of `**a* 2*x*y b*` unmatched.
package mdinline
