package contract

import (
	"bytes"

	"github.com/reviewlint/reviewlint/internal/renderoracle"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/renderer"
	gmhtml "github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/util"
)

// The rendering oracle: what a reader sees of a report, taken from
// goldmark's GFM rendering by an HTML reader that shares no code with the
// contract (internal/renderoracle). goldmark's own GFM tables and some of
// its HTML blocks read differently from GitHub, so the rendering uses the
// contract's parser, whose block structure TestTablesAsCmarkGFM and the
// differential bench hold to cmark-gfm, GitHub's renderer.

// seen is what the oracle reads in a rendered report.
type seen struct {
	verdicts []string // the value of every rendered verdict line
	fails    []string // every finding under Findings whose disposition is FAIL
}

var oracleMarkdown = goldmark.New(
	goldmark.WithParser(markdownParser()),
	goldmark.WithRendererOptions(gmhtml.WithUnsafe(), renderer.WithNodeRenderers(
		util.Prioritized(extension.NewTableHTMLRenderer(), 500),
		util.Prioritized(extension.NewStrikethroughHTMLRenderer(), 500),
		util.Prioritized(extension.NewTaskCheckBoxHTMLRenderer(), 500),
		util.Prioritized(extension.NewFootnoteHTMLRenderer(), 500),
	)),
)

func renderedView(doc []byte) seen {
	var out bytes.Buffer
	if err := oracleMarkdown.Convert(doc, &out); err != nil {
		panic(err)
	}
	s := renderoracle.Read(out.Bytes())
	return seen{verdicts: s.Verdicts, fails: s.Fails}
}
