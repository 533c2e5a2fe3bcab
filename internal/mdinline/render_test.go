package mdinline

import (
	"bytes"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/util"
)

// htmlOptions are the renderer settings of goldmark's own spec tests:
// raw HTML kept, XHTML void elements when xhtml is set.
func htmlOptions(xhtml bool) []html.Option {
	opts := []html.Option{html.WithUnsafe()}
	if xhtml {
		opts = append(opts, html.WithXHTML())
	}
	return opts
}

// newMarkdown returns goldmark with this package's parser and goldmark's
// HTML renderer with the GFM and footnote node renderers.
func newMarkdown(xhtml bool) goldmark.Markdown {
	opts := htmlOptions(xhtml)
	r := renderer.NewRenderer(renderer.WithNodeRenderers(
		util.Prioritized(html.NewRenderer(opts...), 1000),
		util.Prioritized(extension.NewTableHTMLRenderer(extension.WithTableHTMLOptions(opts...)), 500),
		util.Prioritized(extension.NewStrikethroughHTMLRenderer(opts...), 500),
		util.Prioritized(extension.NewTaskCheckBoxHTMLRenderer(opts...), 500),
		util.Prioritized(extension.NewFootnoteHTMLRenderer(extension.WithFootnoteHTMLOptions(opts...)), 500),
	))
	return goldmark.New(goldmark.WithParser(NewParser()), goldmark.WithRenderer(r))
}

// goldmarkGFM is goldmark's own GFM reading, the differential oracle.
func goldmarkGFM(xhtml bool) goldmark.Markdown {
	ropts := []renderer.Option{html.WithUnsafe()}
	if xhtml {
		ropts = append(ropts, html.WithXHTML())
	}
	return goldmark.New(
		goldmark.WithExtensions(extension.GFM, extension.Footnote),
		goldmark.WithRendererOptions(ropts...),
	)
}

func render(md goldmark.Markdown, src string) string {
	var b bytes.Buffer
	if err := md.Convert([]byte(src), &b); err != nil {
		return "error: " + err.Error()
	}
	return b.String()
}

func goldmarkGFMExtensions() goldmark.Option {
	return goldmark.WithExtensions(extension.GFM, extension.Footnote)
}
