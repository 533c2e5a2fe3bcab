package contract

import (
	"bytes"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	gmhtml "github.com/yuin/goldmark/renderer/html"
	"golang.org/x/net/html"

	"github.com/reviewlint/reviewlint/internal/ruletest"
)

// FuzzFix holds the fixes to their promise on any report, in the default
// dialect and in another: a fix never changes a verdict, a disposition or
// a status. Two readings check it, before and after: the contract's own
// (every verdict and entry read before is read the same after), and an
// independent one, goldmark's HTML rendering read by an HTML tokenizer:
// the same blocks in the same order (paragraphs, items, headings, cells,
// code blocks, with their attributes), the text of each code block the
// same, and each of the dialect's verdict, disposition and status phrases
// shown as many times in each block after the fix as before, so that no
// phrase moves from one finding to another. It also holds that a fix
// keeps every line and its ending, and that a second run changes nothing.
func FuzzFix(f *testing.F) {
	seeds, _ := filepath.Glob("testdata/fix/*/*.md")
	rules, _ := filepath.Glob("testdata/rules/*/*.md")
	for _, path := range append(seeds, rules...) {
		raw, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		content, _, err := ruletest.Parse(raw)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(content)
	}
	f.Add([]byte(teamReport))
	team := MustDialect(teamSpec())
	f.Fuzz(func(t *testing.T, content []byte) {
		if len(content) > 1<<15 {
			return
		}
		for _, d := range []*Dialect{DefaultDialect(), team} {
			checkFixPromise(t, content, d)
		}
	})
}

func checkFixPromise(t *testing.T, content []byte, d *Dialect) {
	opts := Options{Dialect: d}
	fixed, fixes := FixAll(content, opts, nil)
	if len(fixes) == 0 {
		if !bytes.Equal(fixed, content) {
			t.Fatalf("%s: no fix, yet the content changed", d.Name())
		}
		return
	}
	if bytes.Count(fixed, []byte("\n")) != bytes.Count(content, []byte("\n")) ||
		bytes.Count(fixed, []byte("\r")) != bytes.Count(content, []byte("\r")) {
		t.Fatalf("%s: the fixes %+v changed the lines or their endings", d.Name(), fixes)
	}
	before, ok := fixReadingOf(content, d)
	if !ok {
		t.Fatalf("%s: fixed a report too complex to read", d.Name())
	}
	after, ok := fixReadingOf(fixed, d)
	if !ok || !before.keptIn(after) {
		t.Fatalf("%s: the fixes %+v changed what the contract reads:\n%s\n---\n%s", d.Name(), fixes, content, fixed)
	}
	if why := sameRendering(renderedBlocks(content), renderedBlocks(fixed), d.Spec()); why != "" {
		t.Fatalf("%s: the fixes %+v changed the rendering: %s\n%s\n---\n%s", d.Name(), fixes, why, content, fixed)
	}
	if again, more := FixAll(fixed, opts, nil); len(more) > 0 || !bytes.Equal(again, fixed) {
		t.Fatalf("%s: a second run fixed %+v", d.Name(), more)
	}
}

var fuzzMarkdown = goldmark.New(goldmark.WithExtensions(extension.GFM), goldmark.WithRendererOptions(gmhtml.WithUnsafe()))

// renderedBlock is a run of the rendered report's text with the block
// tags (as written, attributes included) that open or close before it.
type renderedBlock struct {
	tags string
	pre  bool // inside a code block
	text string
}

// blockTags are the tags that make the rendered report's structure; the
// inline ones (emphasis, code spans, links) may move with the words a fix
// moves.
var blockTags = map[string]bool{
	"p": true, "li": true, "ul": true, "ol": true, "blockquote": true, "pre": true, "hr": true,
	"h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true,
	"table": true, "thead": true, "tbody": true, "tr": true, "th": true, "td": true,
	"input": true, "div": true, "details": true, "summary": true,
}

// renderedBlocks renders content with goldmark (GFM, raw HTML kept) and
// splits its text at each block tag.
func renderedBlocks(content []byte) []renderedBlock {
	var out bytes.Buffer
	if err := fuzzMarkdown.Convert(content, &out); err != nil {
		return nil
	}
	var blocks []renderedBlock
	cur := renderedBlock{}
	pre := 0
	z := html.NewTokenizer(&out)
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			break
		}
		switch tt {
		case html.TextToken:
			cur.text += string(z.Text())
			continue
		case html.StartTagToken, html.EndTagToken, html.SelfClosingTagToken:
			name, _ := z.TagName()
			if !blockTags[string(name)] {
				cur.text += " "
				continue
			}
			if cur.text != "" {
				blocks = append(blocks, cur)
				cur = renderedBlock{}
			}
			if string(name) == "pre" {
				if tt == html.StartTagToken {
					pre++
				} else if pre > 0 {
					pre--
				}
			}
			cur.tags += string(z.Raw())
			cur.pre = pre > 0
		}
	}
	return append(blocks, cur)
}

// sameRendering says how after differs from before ("" when it does not):
// in its blocks, in a code block's text, or in how many times a phrase of
// the dialect shows in a block.
func sameRendering(before, after []renderedBlock, spec DialectSpec) string {
	if len(before) != len(after) {
		return fmt.Sprintf("%d blocks, then %d", len(before), len(after))
	}
	for i, b := range before {
		a := after[i]
		switch {
		case a.tags != b.tags:
			return fmt.Sprintf("block %d: tags %q, then %q", i, b.tags, a.tags)
		case b.pre && a.text != b.text:
			return fmt.Sprintf("code block %d: %q, then %q", i, b.text, a.text)
		}
		if pb, pa := phraseCounts(b.text, spec), phraseCounts(a.text, spec); !maps.Equal(pb, pa) {
			return fmt.Sprintf("block %d: phrases %v, then %v", i, pb, pa)
		}
	}
	return ""
}

// phraseCounts counts, in rendered text, each verdict value, disposition
// and status of the dialect, as sequences of words in any case.
func phraseCounts(text string, spec DialectSpec) map[string]int {
	words := oracleWords(text)
	var phrases []string
	for _, list := range [][]string{spec.Verdict.Pass, spec.Verdict.Fail, spec.Findings.Fail, spec.Findings.Note,
		spec.Coverage.Verified, spec.Coverage.Accepted, spec.Coverage.NotChecked, spec.Coverage.Failed} {
		phrases = append(phrases, list...)
	}
	counts := map[string]int{}
	for _, p := range phrases {
		want := oracleWords(p)
		key := strings.Join(want, " ")
		if _, done := counts[key]; done || len(want) == 0 {
			continue
		}
		n := 0
		for i := 0; i+len(want) <= len(words); i++ {
			if equalWords(words[i:i+len(want)], want) {
				n++
			}
		}
		counts[key] = n
	}
	return counts
}

// oracleWords splits text into lower-case words: runs of letters and
// digits, split before a capital that follows a lower-case letter and
// opens a capitalized word (CouldNotCheck).
func oracleWords(s string) []string {
	var out []string
	var w []rune
	prev := rune(0)
	rs := []rune(s)
	for i, r := range rs {
		word := unicode.IsLetter(r) || unicode.IsDigit(r)
		if !word || unicode.IsLower(prev) && unicode.IsUpper(r) && i+1 < len(rs) && unicode.IsLower(rs[i+1]) {
			if len(w) > 0 {
				out = append(out, strings.ToLower(string(w)))
				w = w[:0]
			}
		}
		if word {
			w = append(w, r)
		}
		prev = r
	}
	if len(w) > 0 {
		out = append(out, strings.ToLower(string(w)))
	}
	return out
}

func equalWords(a, b []string) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// teamSpec is a dialect in other words than the default's, for the fuzz
// target: the promise holds in every dialect.
func teamSpec() DialectSpec {
	s := Default()
	s.Name = "team"
	s.Verdict.Keys = []string{"decision"}
	s.Verdict.Pass, s.Verdict.Fail = []string{"APPROVED"}, []string{"CHANGES REQUESTED", "BLOCKED"}
	s.Sections = map[string][]string{
		SectionCoverage: {"Acceptance checks"}, SectionFindings: {"Issues found"},
		SectionReason: {"Rationale"}, SectionDoNotRebuild: {"Keep as is"}, SectionVerdict: {"Decision"},
	}
	s.Findings.Fail, s.Findings.Note = []string{"BLOCKER"}, []string{"NIT", "MINOR"}
	s.Findings.None = []string{"Nothing found"}
	s.Coverage.Verified = []string{"CHECKED BY ME"}
	s.Coverage.Accepted = []string{"TRUSTED"}
	s.Coverage.NotChecked = []string{"NOT CHECKED"}
	return s
}

const teamReport = `Decision: CHANGES REQUESTED

## Acceptance check
- the parser: checked_by_me
- the lexer: NotChecked

## Rationale
The parser.

## Issues fond
- **BLOCKER**: the parser drops a line — it must not.
- [NIT] the name — outside

## Keep as iss
- the lexer
`

// TestFixOracle: the independent reading sees what a wrong fix would do:
// respell a status in a code block, move a disposition to another
// finding, or turn an item into a paragraph.
func TestFixOracle(t *testing.T) {
	spec := Default()
	base := "## Findings\n- **FAIL**: x — y\n- z — w\n\n```\n- a: CouldNotCheck\n```\n"
	for name, after := range map[string]string{
		"code block":   "## Findings\n- **FAIL**: x — y\n- z — w\n\n```\n- a: COULD NOT CHECK\n```\n",
		"another item": "## Findings\n- x — y\n- z: FAIL — w\n\n```\n- a: CouldNotCheck\n```\n",
		"no item":      "## Findings\n\\- x: FAIL — y\n- z — w\n\n```\n- a: CouldNotCheck\n```\n",
	} {
		if sameRendering(renderedBlocks([]byte(base)), renderedBlocks([]byte(after)), spec) == "" {
			t.Errorf("%s: the oracle saw no change", name)
		}
	}
	fixed := "## Findings\n- x: FAIL — y\n- z — w\n\n```\n- a: CouldNotCheck\n```\n"
	if why := sameRendering(renderedBlocks([]byte(base)), renderedBlocks([]byte(fixed)), spec); why != "" {
		t.Errorf("the right fix: %s", why)
	}
}
