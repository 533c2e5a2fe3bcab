package verdict

import (
	"bytes"
	"math/rand"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	gmparser "github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	gmhtml "github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/util"
	"golang.org/x/net/html"

	"github.com/reviewlint/reviewlint/internal/failprose"
	"github.com/reviewlint/reviewlint/internal/holdprose"
	"github.com/reviewlint/reviewlint/internal/mdinline"
)

// The oracle below reads a review as the page GitHub renders it to
// shows it: goldmark's GFM rendering, its inline markup read by
// mdinline as cmark-gfm reads it (goldmark's own strikes tilde runs of
// unequal length, GitHub does not), read by an HTML tokenizer. It
// shares nothing with the package's reading of the text but the words
// a hold is said in (holdprose, which reports read too).
var renderMarkdown = goldmark.New(
	goldmark.WithParser(gmparser.NewParser(append([]gmparser.Option{
		gmparser.WithBlockParsers(gmparser.DefaultBlockParsers()...),
		gmparser.WithBlockParsers(util.Prioritized(extension.NewFootnoteBlockParser(), 999)),
		gmparser.WithParagraphTransformers(gmparser.DefaultParagraphTransformers()...),
		gmparser.WithParagraphTransformers(util.Prioritized(extension.NewTableParagraphTransformer(), 200)),
	}, mdinline.Options()...)...)),
	goldmark.WithRendererOptions(gmhtml.WithUnsafe(), renderer.WithNodeRenderers(
		util.Prioritized(extension.NewTableHTMLRenderer(), 500),
		util.Prioritized(extension.NewStrikethroughHTMLRenderer(), 500),
		util.Prioritized(extension.NewTaskCheckBoxHTMLRenderer(), 500),
		util.Prioritized(extension.NewFootnoteHTMLRenderer(), 500),
	)),
)

// renderedLines returns the lines of prose a reader sees in md rendered:
// no code block, no struck or commented text, each block and each line
// break ending a line, each line lower case with its blanks single
// spaces and no backtick (a reader reads a code span's text, not its
// marks, as the package does); opens says whether a line opens its block or follows a
// finished sentence, which alone reads a bare vote (`-1.`) as one.
func renderedLines(t *testing.T, md string) (lines []string, opens []bool) {
	var out bytes.Buffer
	if err := renderMarkdown.Convert([]byte(md), &out); err != nil {
		t.Fatal(err)
	}
	z := html.NewTokenizer(&out)
	var line strings.Builder
	pre, struck := 0, []string(nil)
	opening := true
	end := func(block bool) {
		l := strings.Join(strings.Fields(strings.ToLower(unseen.Replace(line.String()))), " ")
		line.Reset()
		if l != "" {
			lines, opens = append(lines, l), append(opens, opening)
			opening = strings.HasSuffix(l, ".") || strings.HasSuffix(l, "!")
		}
		if block {
			opening = true
		}
	}
	for {
		switch z.Next() {
		case html.ErrorToken:
			end(true)
			return lines, opens
		case html.StartTagToken, html.EndTagToken, html.SelfClosingTagToken:
			name, _ := z.TagName()
			// A browser opens `<s/>` as it opens `<s>`: only void
			// elements close themselves.
			start := z.Token().Type != html.EndTagToken
			// A stray end tag closes nothing; a block's end closes the
			// struck elements left open in it, as a browser does.
			switch n := string(name); n {
			case "pre":
				pre = max(0, pre+map[bool]int{true: 1, false: -1}[start])
				end(true)
			case "del", "s", "strike":
				if start {
					struck = append(struck, n)
				} else {
					for k := len(struck) - 1; k >= 0; k-- {
						if struck[k] == n {
							struck = struck[:k]
							break
						}
					}
				}
			case "br":
				end(false)
			case "p", "li", "ul", "ol", "blockquote", "h1", "h2", "h3", "h4", "h5", "h6", "td", "th", "tr", "table", "hr", "div":
				end(true)
				struck = nil
			}
		case html.TextToken:
			if pre > 0 || len(struck) > 0 {
				continue
			}
			for i, part := range strings.Split(string(z.Text()), "\n") {
				if i > 0 {
					end(false)
				}
				line.WriteString(part)
			}
		}
	}
}

// unseen drops the code marks and the characters a reader does not
// see: zero-width spaces and joiners, the word joiner, the byte-order
// mark, the soft hyphen.
var unseen = strings.NewReplacer("`", "", "\u200b", "", "\u200c", "", "\u200d", "", "\u2060", "", "\ufeff", "", "\u00ad", "")

// renderedHold returns the first line of md rendered that holds the
// merge, or "".
func renderedHold(t *testing.T, md string) string {
	lines, opens := renderedLines(t, md)
	for i, l := range lines {
		if !opens[i] {
			continue
		}
		if w, ok := holdprose.Holds(l, failprose.ArrowSettled); ok {
			return w
		}
	}
	return ""
}

// renderPieces build reviews from what renders otherwise than it is
// written, around the words of a vote and a hold.
var renderPieces = []string{
	"-1", "2", ".", " ", "\n", "\n\n", "~~", "~", "```", "~~~", "    ", "> ", "- ", "<del>", "</del>", "<s>", "</s>",
	"<!--", "-->", "<b>", "</b>", "\\", "&#45;", "&nbsp;", "&amp;", "[", "](x)", "`", "\u200b", "\u00a0",
	"[^1]", "[^1]: ", "[x]: /u", "\t",
	"do not merge", " until the token is rotated", "looks fine", "x",
}

// randomReview joins up to n pieces at random.
func randomReview(rng *rand.Rand, n int) string {
	var b strings.Builder
	for range 1 + rng.Intn(n) {
		b.WriteString(renderPieces[rng.Intn(len(renderPieces))])
	}
	return b.String()
}

// checkRenderedHold fails when a review whose rendering holds the merge
// is approved.
func checkRenderedHold(t *testing.T, review string) {
	t.Helper()
	w := renderedHold(t, review)
	if w == "" {
		return
	}
	if ds := Lint(approvalWithReview("default", review)); !hasRuleError(ds, RuleApproveWithBlocking) {
		t.Errorf("an approval beside %q passes; rendered, it says %q", review, w)
	}
}

// TestRenderedHoldOracle: a review whose rendering holds the merge, by
// goldmark's GFM and an HTML reader, is never approved.
func TestRenderedHoldOracle(t *testing.T) {
	rng := rand.New(rand.NewSource(23))
	for range 20000 {
		checkRenderedHold(t, randomReview(rng, 8))
		if t.Failed() {
			return
		}
	}
}

// FuzzRenderedHold: as TestRenderedHoldOracle, on what the fuzzer grows.
func FuzzRenderedHold(f *testing.F) {
	for _, s := range []string{"-1~~2~~.", "```\n-1.\n```", "-<!-- x -->1.", "\\-1.", "[-1](x)."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, review string) {
		if len(review) > 512 {
			return
		}
		checkRenderedHold(t, review)
	})
}

// TestFencedNeverHolds: text in a closed fenced code block at the top of
// a review, whatever it says, is no prose, as goldmark renders it: an
// approval beside it stands.
func TestFencedNeverHolds(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for range 3000 {
		var body []string
		for range 1 + rng.Intn(4) {
			l := randomReview(rng, 5)
			l = strings.NewReplacer("\n", " ", "`", "", "~", "").Replace(l)
			body = append(body, l)
		}
		review := "Looks fine.\n\n```\n" + strings.Join(body, "\n") + "\n```\n"
		if lines, _ := renderedLines(t, review); len(lines) != 1 {
			t.Fatalf("%q renders as prose %q: the generator is wrong", review, lines)
		}
		if ds := Lint(approvalWithReview("default", review)); len(ds) > 0 {
			t.Fatalf("refused %q: %v", review, ds)
		}
	}
}

// TestRenderedHoldAfterDefinition: every line that may open a block
// holding indented paragraphs (a footnote definition, a link reference
// definition, a list item, a quote) followed by an indented hold, judged
// by goldmark as TestRenderedHoldOracle judges; random joins of pieces
// seldom build these.
func TestRenderedHoldAfterDefinition(t *testing.T) {
	for _, ref := range []string{"", "LGTM[^1].\n\n", "Looks fine.\n"} {
		for _, def := range []string{"[^1]: see below", "[^1]:", "[x]: /u", "[x]: /u \"t\"", "[x]:", "- x", "> x", "1. x", "x"} {
			for _, sep := range []string{"\n", "\n\n"} {
				for _, indent := range []string{"    ", "\t", "  ", "", "      "} {
					for _, hold := range []string{"-1.", "Do not merge until the token is rotated."} {
						checkRenderedHold(t, ref+def+sep+indent+hold)
					}
				}
			}
		}
	}
}
