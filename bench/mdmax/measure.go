package main

import (
	"bytes"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"
)

// The measured quantities. Block metrics are taken over each paragraph,
// heading, list item's text and table cell (the units goldmark's inline
// parser runs on); file metrics over a whole document.
const (
	mBacktickRuns = iota
	mCodeSpans
	mOpenBrackets
	mCloseBrackets
	mLessThan
	mStarRuns
	mUnderscoreRuns
	mIntrawordUnderscores
	mBracketLines
	mBlockBytes
	mBlockLines
	mNesting
	mTableColumns
	mTableRows
	mFileLines
	mFileBytes
	nMetrics
)

var metricNames = [nMetrics]string{
	"backtick runs per block",
	"code spans per block",
	"`[` per block",
	"`]` per block",
	"`<` per block",
	"`*` runs per block",
	"`_` runs per block",
	"intraword `_` per block",
	"lines opening with `[` per paragraph",
	"bytes per block",
	"lines per block",
	"list/quote nesting depth",
	"table columns",
	"table rows",
	"lines per file",
	"bytes per file",
}

var md = goldmark.New(goldmark.WithExtensions(extension.GFM))

// observe receives one observation of one metric.
type observe func(metric, value int)

// measureFile parses src as GitHub-flavoured markdown and reports every
// observation of every metric.
func measureFile(src []byte, obs observe) {
	obs(mFileLines, bytes.Count(src, []byte("\n"))+1)
	obs(mFileBytes, len(src))
	doc := md.Parser().Parse(text.NewReader(src))
	depth := 0
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		switch n.Kind() {
		case ast.KindList, ast.KindBlockquote:
			if entering {
				depth++
				obs(mNesting, depth)
			} else {
				depth--
			}
		case east.KindTable:
			if entering {
				measureTable(n, obs)
			}
		case ast.KindParagraph, ast.KindHeading, ast.KindTextBlock, east.KindTableCell:
			if entering {
				measureBlock(n, src, obs)
			}
		}
		return ast.WalkContinue, nil
	})
}

func measureTable(t ast.Node, obs observe) {
	rows, cols := 0, 0
	for r := t.FirstChild(); r != nil; r = r.NextSibling() {
		rows++
		if c := r.ChildCount(); c > cols {
			cols = c
		}
	}
	obs(mTableRows, rows)
	obs(mTableColumns, cols)
}

// measureBlock counts the raw characters of one block's own lines, as the
// inline parser sees them (container markers already stripped).
func measureBlock(n ast.Node, src []byte, obs observe) {
	var raw []byte
	lines := n.Lines()
	bracketLines := 0
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		line := seg.Value(src)
		if t := bytes.TrimLeft(line, " \t"); len(t) > 0 && t[0] == '[' {
			bracketLines++
		}
		raw = append(raw, line...)
	}
	spans := 0
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		_ = ast.Walk(c, func(d ast.Node, entering bool) (ast.WalkStatus, error) {
			if entering && d.Kind() == ast.KindCodeSpan {
				spans++
			}
			return ast.WalkContinue, nil
		})
	}
	obs(mBacktickRuns, runs(raw, '`'))
	obs(mCodeSpans, spans)
	obs(mOpenBrackets, bytes.Count(raw, []byte("[")))
	obs(mCloseBrackets, bytes.Count(raw, []byte("]")))
	obs(mLessThan, bytes.Count(raw, []byte("<")))
	obs(mStarRuns, runs(raw, '*'))
	obs(mUnderscoreRuns, runs(raw, '_'))
	obs(mIntrawordUnderscores, intraword(raw))
	if n.Kind() == ast.KindParagraph {
		obs(mBracketLines, bracketLines)
	}
	obs(mBlockBytes, len(raw))
	obs(mBlockLines, lines.Len())
}

// runs counts maximal runs of c.
func runs(b []byte, c byte) int {
	n := 0
	for i := 0; i < len(b); i++ {
		if b[i] == c && (i == 0 || b[i-1] != c) {
			n++
		}
	}
	return n
}

// intraword counts runs of '_' with a letter or digit on both sides, the
// ones CommonMark never lets open or close emphasis.
func intraword(b []byte) int {
	n := 0
	for i := 0; i < len(b); i++ {
		if b[i] != '_' || (i > 0 && b[i-1] == '_') {
			continue
		}
		j := i
		for j < len(b) && b[j] == '_' {
			j++
		}
		if i > 0 && j < len(b) && alnum(b[i-1]) && alnum(b[j]) {
			n++
		}
	}
	return n
}

func alnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}
