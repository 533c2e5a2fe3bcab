package pointers

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/reviewlint/reviewlint/internal/lazyregexp"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/util"
)

var htmlID = lazyregexp.New(`(?i)\b(?:id|name)\s*=\s*["']([^"']+)["']`)

// htmlIDs returns the id and name attribute values in a piece of HTML.
func htmlIDs(html string) []string {
	var out []string
	for _, m := range htmlID().FindAllStringSubmatch(html, -1) {
		out = append(out, m[1])
	}
	return out
}

// renderedText is a heading's text as the browser shows it, which is what
// GitHub slugs: emphasis markers and HTML tags are gone, the text of code
// spans and links stays, escapes and entities are resolved.
func renderedText(n ast.Node, source []byte) string {
	var b strings.Builder
	var walk func(ast.Node)
	walk = func(n ast.Node) {
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			switch c := c.(type) {
			case *ast.Text:
				v := c.Value(source)
				if !c.IsRaw() {
					v = util.ResolveEntityNames(util.ResolveNumericReferences(util.UnescapePunctuations(v)))
				}
				b.Write(v)
				if c.SoftLineBreak() {
					b.WriteByte(' ')
				}
			case *ast.String:
				b.Write(c.Value)
			case *ast.AutoLink:
				b.Write(c.Label(source))
			case *ast.RawHTML, *ast.Image:
				// A tag is not text, and neither is an image's alt.
			default:
				walk(c)
			}
		}
	}
	walk(n)
	return b.String()
}

// slugger turns headings into GitHub anchors as github-slugger does: a
// repeated slug gets -1, -2, …, skipping any suffix another heading
// already took ("Usage", "Usage 1", "Usage" give usage, usage-1, usage-2).
type slugger struct {
	taken  map[string]bool
	repeat map[string]int
}

func (s *slugger) slug(heading string) string {
	if s.taken == nil {
		s.taken, s.repeat = map[string]bool{}, map[string]int{}
	}
	base := githubSlug(heading)
	out := base
	for s.taken[out] {
		s.repeat[base]++
		out = base + "-" + strconv.Itoa(s.repeat[base])
	}
	s.taken[out] = true
	return out
}

// githubSlug applies GitHub's rule to a heading's rendered text: lowercase,
// drop everything but letters, digits, spaces, - and _, then spaces to -.
func githubSlug(rendered string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(rendered) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r):
			b.WriteRune(r)
		}
	}
	return b.String()
}
