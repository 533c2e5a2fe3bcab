package contract

import (
	"fmt"
	"strings"
	"sync"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// The limits beyond which a report is refused as too complex to read in
// linear time. The CommonMark parser spends, per line, time proportional
// to the containers open on it, and per inline opener (an emphasis
// delimiter, a bracket, a backtick run, a `<`) time proportional to the
// openers or bytes after it in its block. Capping both keeps the work per
// byte bounded by a constant; no honest report comes near them.
const (
	// maxNesting is the deepest nesting of block quotes and list items.
	maxNesting = 16
	// maxInlineOpeners is the most inline openers of one kind in one
	// paragraph, heading or list item's text: each may scan the rest of
	// it.
	maxInlineOpeners = 128
	// emphasisWork bounds the emphasis delimiters d of a block of n bytes,
	// c of which can close emphasis, by c*d <= emphasisWork*n: matching
	// them costs a walk back over the delimiters for each closer, so the
	// work per byte stays below emphasisWork. A delimiter that can close
	// nothing (`_` inside a word, as in snake_case) costs no walk.
	emphasisWork = 16
	// maxLines is the most lines in a report, and maxInlineNodes the most
	// inline openers of all kinds: each costs a tree node or more, and
	// memory must stay bounded.
	maxLines       = 1 << 18
	maxInlineNodes = 1 << 18
	// maxReferenceLines is the most lines opening with `[` in a paragraph
	// that opens with a link reference definition.
	maxReferenceLines = 64
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
	block    ast.Node // the block whose openers are counted
	size     int      // its length in bytes
	counts   [8]int
	closers  int // emphasis delimiters in the block that can close
	total    int // openers in the whole report
	// refsAbove are the lines left in a paragraph that a table split, that
	// open with `[`: GitHub shows a link reference definition there as
	// text, CommonMark readers hide it.
	refsAbove []text.Segment
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
		g.exceed(seg.Start, "block quotes and list items nested deeper than 16 levels")
		return nil, parser.NoChildren
	}
	return b.BlockParser.Open(parent, reader, pc)
}

// countedInline caps the openers of one kind in one block.
type countedInline struct {
	parser.InlineParser
	kind     int
	what     string
	emphasis bool
}

func (c countedInline) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	g := guardOf(pc)
	if g.exceeded != nil {
		return nil
	}
	if g.block != parent {
		g.block, g.counts, g.closers, g.size = parent, [8]int{}, 0, 0
		for i, lines := 0, parent.Lines(); lines != nil && i < lines.Len(); i++ {
			seg := lines.At(i)
			g.size += seg.Len()
		}
	}
	// A `!` opens an image only before `[`; alone it costs nothing.
	if line, _ := block.PeekLine(); len(line) > 0 && line[0] == '!' && (len(line) < 2 || line[1] != '[') {
		return nil
	}
	g.total++
	if g.total > maxInlineNodes {
		_, seg := block.Position()
		g.exceed(seg.Start, fmt.Sprintf("more than %d inline openers (emphasis, code, links, HTML) in all", maxInlineNodes))
		return nil
	}
	_, seg := block.Position()
	g.counts[c.kind]++
	if !c.emphasis {
		if g.counts[c.kind] > maxInlineOpeners {
			g.exceed(seg.Start, c.what)
			return nil
		}
		return c.InlineParser.Parse(parent, block, pc)
	}
	// An emphasis delimiter is counted once it is read, as a closer or
	// not; past the limit it is kept, so that the parser's state stays
	// whole, and nothing after it is read as markup.
	node := c.InlineParser.Parse(parent, block, pc)
	if d, ok := node.(*parser.Delimiter); ok && d.CanClose {
		g.closers++
	}
	if g.closers*g.counts[c.kind] > emphasisWork*max(g.size, maxInlineOpeners) {
		g.exceed(seg.Start, c.what)
	}
	return node
}

// CloseBlock passes the end of a block on to parsers that keep state
// across it (link labels).
func (c countedInline) CloseBlock(parent ast.Node, block text.Reader, pc parser.Context) {
	if cb, ok := c.InlineParser.(parser.CloseBlocker); ok {
		cb.CloseBlock(parent, block, pc)
	}
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
	if opening > maxReferenceLines {
		g.exceed(lines.At(0).Start, "more than 64 lines opening with `[` in one paragraph")
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
			util.Prioritized(extension.NewFootnoteBlockParser(), 999),
		)
		var inlines []util.PrioritizedValue
		defaults := parser.DefaultInlineParsers()
		defaults = append(defaults,
			util.Prioritized(extension.NewStrikethroughParser(), 500),
			util.Prioritized(extension.NewTaskCheckBoxParser(), 0),
			util.Prioritized(extension.NewFootnoteParser(), 101),
		)
		for i, v := range defaults {
			ip := v.Value.(parser.InlineParser)
			trigger := string(ip.Trigger())
			what := fmt.Sprintf("more than %d %s in one block", maxInlineOpeners, openerNames[trigger])
			emphasis := trigger == "*_" || trigger == "~"
			if emphasis {
				what = "more emphasis or strikethrough delimiters in one block than its length allows (closers × delimiters > 16 × bytes)"
			}
			inlines = append(inlines, util.Prioritized(countedInline{ip, i, what, emphasis}, v.Priority))
		}
		// An extended autolink (www.…, https://…) is tried at every space
		// and punctuation, and costs nothing where none starts.
		inlines = append(inlines, util.Prioritized(extension.NewLinkifyParser(), 999))
		var transformers []util.PrioritizedValue
		for _, v := range parser.DefaultParagraphTransformers() {
			transformers = append(transformers, util.Prioritized(countedReferences{v.Value.(parser.ParagraphTransformer)}, v.Priority))
		}
		mdParser = parser.NewParser(
			parser.WithBlockParsers(blocks...),
			parser.WithInlineParsers(inlines...),
			parser.WithParagraphTransformers(transformers...),
			parser.WithASTTransformers(
				util.Prioritized(extension.NewFootnoteASTTransformer(), 999),
			),
		)
	})
	return mdParser
}

// openerNames says what each inline parser's trigger opens.
var openerNames = map[string]string{
	"`":   "backtick runs",
	"![]": "link brackets",
	"<":   "`<` (links and inline HTML)",
	"*_":  "emphasis delimiters",
	"~":   "strikethrough delimiters",
	"[":   "link brackets",
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
