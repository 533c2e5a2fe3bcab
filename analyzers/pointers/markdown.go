package pointers

import (
	"bytes"
	"sort"
	"strings"
	"sync"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"

	"github.com/reviewlint/reviewlint/internal/mdfile"
)

// line is one line of prose: markdown paragraph or heading text, or
// comment text.
type line struct {
	text string
	num  int
}

// document is what a markdown file offers the analysis.
type document struct {
	// prose are the lines of paragraphs and headings, in order, with
	// inline HTML comments blanked: only there does a link render as one.
	prose []line
	// headings are the rendered heading texts, in document order.
	headings []line
	// ids are the id and name attributes its HTML declares.
	ids []string
	// links are the inline links' and images' destinations, as CommonMark
	// reads them: link text may span lines, and what looks like a link in
	// a code span or after a backslash is none. HTML's href and src
	// attributes are links too: GitHub renders <a href> and <img src>
	// in a README as it renders [x](path).
	links []line
}

// mdParser is CommonMark without paragraph transformers: the default one
// would remove link reference definitions ([x]: path) from paragraphs,
// and they are pointers.
// It is built on first use: only the pointers analyzer reads with it.
var mdParser = sync.OnceValue(func() parser.Parser {
	return parser.NewParser(
		parser.WithBlockParsers(parser.DefaultBlockParsers()...),
		parser.WithInlineParsers(parser.DefaultInlineParsers()...),
	)
})

// parseMarkdown reads a markdown file's block structure as CommonMark
// does: fenced code at any indentation (in list items too), indented code,
// HTML blocks and comments are not prose.
func parseMarkdown(src string) document {
	source := []byte(src)
	blanked := bytes.Clone(source)
	starts := []int{0}
	for i, c := range source {
		if c == '\n' {
			starts = append(starts, i+1)
		}
	}
	lineOf := func(offset int) int { return sort.SearchInts(starts, offset+1) }
	var d document
	prose := map[int]bool{}
	markLines := func(n ast.Node) {
		for i := 0; i < n.Lines().Len(); i++ {
			prose[lineOf(n.Lines().At(i).Start)] = true
		}
	}
	_ = ast.Walk(mdParser().Parse(text.NewReader(source)), func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Paragraph, *ast.TextBlock:
			markLines(n)
		case *ast.Heading:
			markLines(n)
			if n.Lines().Len() > 0 {
				d.headings = append(d.headings, line{renderedText(n, source), lineOf(n.Lines().At(0).Start)})
			}
		case *ast.Link:
			d.links = append(d.links, line{string(n.Destination), inlineLine(n, lineOf)})
		case *ast.Image:
			d.links = append(d.links, line{string(n.Destination), inlineLine(n, lineOf)})
		case *ast.HTMLBlock:
			if n.HTMLBlockType != ast.HTMLBlockType2 {
				var raw []byte
				for i := 0; i < n.Lines().Len(); i++ {
					seg := n.Lines().At(i)
					raw = append(raw, seg.Value(source)...)
					d.links = append(d.links, htmlLinks(string(seg.Value(source)), lineOf(seg.Start))...)
				}
				if closure := n.ClosureLine; n.HasClosure() {
					raw = append(raw, closure.Value(source)...)
					d.links = append(d.links, htmlLinks(string(closure.Value(source)), lineOf(closure.Start))...)
				}
				d.ids = append(d.ids, htmlIDs(string(raw))...)
			}
			return ast.WalkSkipChildren, nil
		case *ast.RawHTML:
			comment := false
			for i := 0; i < n.Segments.Len(); i++ {
				seg := n.Segments.At(i)
				if i == 0 {
					comment = bytes.HasPrefix(seg.Value(source), []byte("<!--"))
				}
				if !comment {
					d.ids = append(d.ids, htmlIDs(string(seg.Value(source)))...)
					d.links = append(d.links, htmlLinks(string(seg.Value(source)), lineOf(seg.Start))...)
					continue
				}
				for j := seg.Start; j < seg.Stop; j++ {
					if blanked[j] != '\n' {
						blanked[j] = ' '
					}
				}
			}
		}
		return ast.WalkContinue, nil
	})
	for num := range prose {
		end := len(blanked)
		if num < len(starts) {
			end = starts[num] - 1
		}
		d.prose = append(d.prose, line{strings.TrimSuffix(string(blanked[starts[num-1]:end]), "\r"), num})
	}
	sort.Slice(d.prose, func(i, j int) bool { return d.prose[i].num < d.prose[j].num })
	return d
}

// inlineLine is the line an inline node starts on: that of its first
// text, else of its paragraph's first line.
func inlineLine(n ast.Node, lineOf func(int) int) int {
	for c := n.FirstChild(); c != nil; c = c.FirstChild() {
		if t, ok := c.(*ast.Text); ok {
			return lineOf(t.Segment.Start)
		}
	}
	for p := n.Parent(); p != nil; p = p.Parent() {
		if p.Type() == ast.TypeBlock && p.Lines().Len() > 0 {
			return lineOf(p.Lines().At(0).Start)
		}
	}
	return 1
}

// anchors lists every anchor a markdown file offers: heading slugs (with
// GitHub's repeat suffixes) and explicit HTML id/name attributes.
func anchors(src string) map[string]bool {
	doc := parseMarkdown(src)
	out := map[string]bool{}
	slugs := slugger{}
	for _, h := range doc.headings {
		out[slugs.slug(h.text)] = true
	}
	for _, id := range doc.ids {
		out[strings.ToLower(id)] = true
	}
	return out
}

func isMarkdown(p string) bool { return mdfile.IsMarkdown(p) }
