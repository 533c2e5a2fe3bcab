package contract

import (
	"fmt"
	"strings"
	"sync"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"github.com/reviewlint/reviewlint/internal/mdinline"
)

// The limits beyond which a report is refused as too complex to read.
// Inline markup is read in linear time (internal/mdinline), so what is
// left to bound is the block structure and memory; each limit lies far
// beyond what real writing reaches (docs/contract.md gives the maxima
// measured over public markdown beside them).
const (
	// maxNesting is the deepest nesting of block quotes and list items:
	// the block parser spends, per line, time proportional to the
	// containers open on it.
	maxNesting = 32
	// maxLines is the most lines in a report, and maxMarkup the most bytes
	// of inline markup (* _ ` [ ] < ~ !) in all: each can cost a tree node,
	// and memory must stay bounded.
	maxLines  = 1 << 18
	maxMarkup = 1 << 18
	// referenceWork bounds the link reference definitions read from one
	// paragraph: each costs time proportional to the lines after it, so
	// lines opening with `[` times the paragraph's lines must stay under
	// it.
	referenceWork = 1 << 22
	// maxPadding is the most empty cells the tables of a report add to
	// rows shorter than their header: each costs a tree node and a pass
	// of the checks, and a header of thousands of cells over rows of one
	// byte each would cost gigabytes. cmark-gfm, GitHub's renderer, ends
	// a table at four times this many in one table; here the report is
	// refused, so that no table's reading depends on where it was cut.
	maxPadding = 1 << 17
)

// tooComplex records the first limit a report crossed.
type tooComplex struct {
	offset int    // where in the source
	what   string // which limit, for the message
}

var guardKey = parser.NewContextKey()

// guard is the per-parse state of the limits, kept in the parser context
// so that one parser serves every goroutine.
type guard struct {
	exceeded *tooComplex
	// refsAbove are the lines left in a paragraph that a table split, that
	// open with `[`: GitHub shows a link reference definition there as
	// text, CommonMark readers hide it.
	refsAbove []text.Segment
	// padding counts the empty cells tables added to short rows, for
	// maxPadding.
	padding int
}

func guardOf(pc parser.Context) *guard {
	if g, ok := pc.Get(guardKey).(*guard); ok {
		return g
	}
	g := &guard{}
	pc.Set(guardKey, g)
	return g
}

func (g *guard) exceed(offset int, what string) {
	if g.exceeded == nil {
		g.exceeded = &tooComplex{offset: offset, what: what}
	}
}

// nestedBlock refuses to open a block quote or list item past maxNesting.
// Once any limit is crossed nothing more nests, so the rest of the report
// costs linear time while it is refused.
type nestedBlock struct {
	parser.BlockParser
}

func (b nestedBlock) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	g := guardOf(pc)
	if g.exceeded != nil {
		return nil, parser.NoChildren
	}
	depth := 0
	for p := parent; p != nil; p = p.Parent() {
		if k := p.Kind(); k == ast.KindBlockquote || k == ast.KindListItem {
			depth++
		}
	}
	if depth >= maxNesting {
		_, seg := reader.Position()
		g.exceed(seg.Start, fmt.Sprintf("block quotes and list items nested deeper than %d levels", maxNesting))
		return nil, parser.NoChildren
	}
	return b.BlockParser.Open(parent, reader, pc)
}

// countedReferences caps the link reference definitions read from one
// paragraph: each costs time proportional to the lines after it.
type countedReferences struct {
	parser.ParagraphTransformer
}

func (c countedReferences) Transform(node *ast.Paragraph, reader text.Reader, pc parser.Context) {
	g := guardOf(pc)
	if g.exceeded != nil {
		return
	}
	lines := node.Lines()
	if lines.Len() == 0 {
		return
	}
	src := reader.Source()
	opening := 0
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		if v := util.TrimLeftSpace(seg.Value(src)); len(v) > 0 && v[0] == '[' {
			opening++
		}
	}
	if opening*lines.Len() > referenceWork {
		g.exceed(lines.At(0).Start, fmt.Sprintf("%d lines opening with `[` in a paragraph of %d lines, more link reference definitions than can be read in time", opening, lines.Len()))
		return
	}
	c.ParagraphTransformer.Transform(node, reader, pc)
}

var (
	mdOnce   sync.Once
	mdParser parser.Parser
)

// markdownParser is the CommonMark parser every report is read with: the
// default block and inline parsers, behind the limits above.
func markdownParser() parser.Parser {
	mdOnce.Do(func() {
		var blocks []util.PrioritizedValue
		for _, v := range parser.DefaultBlockParsers() {
			bp := v.Value.(parser.BlockParser)
			// The block quote (`>`) and list (`-`, `1.`) parsers open the
			// containers that nest.
			if trig := string(bp.Trigger()); trig == ">" || strings.Contains(trig, "1") {
				bp = nestedBlock{bp}
			} else if trig == "<" {
				bp = htmlBlockParser{bp}
			}
			blocks = append(blocks, util.Prioritized(bp, v.Priority))
		}
		// GitHub's extensions: footnote definitions are blocks, tables
		// are found in paragraphs, the rest are inline.
		blocks = append(blocks,
			util.Prioritized(tableParser{}, 50),
			util.Prioritized(footnoteParser{}, 999),
		)
		var transformers []util.PrioritizedValue
		for _, v := range parser.DefaultParagraphTransformers() {
			transformers = append(transformers, util.Prioritized(countedReferences{v.Value.(parser.ParagraphTransformer)}, v.Priority))
		}
		// Inline markup is read by mdinline, in linear time; it numbers
		// the footnotes too.
		mdParser = parser.NewParser(append([]parser.Option{
			parser.WithBlockParsers(blocks...),
			parser.WithParagraphTransformers(transformers...),
		}, mdinline.Options()...)...)
	})
	return mdParser
}

// parseMarkdown parses source as CommonMark and reports the first limit it
// crossed, if any.
func parseMarkdown(source []byte) (ast.Node, *tooComplex) {
	doc, g := parseGuarded(source)
	return doc, g.exceeded
}

// parseGuarded parses source and returns the guard's record of it.
func parseGuarded(source []byte) (ast.Node, *guard) {
	pc := parser.NewContext()
	g := &guard{}
	pc.Set(guardKey, g)
	doc := markdownParser().Parse(text.NewReader(source), parser.WithContext(pc))
	return doc, g
}
