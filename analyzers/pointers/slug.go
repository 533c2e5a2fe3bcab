package pointers

import (
	stdhtml "html"
	"strconv"
	"strings"
	"unicode"

	"github.com/reviewlint/reviewlint/internal/lazyregexp"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/util"
)

var htmlID = &lazyregexp.Regexp{Expr: `(?i)\b(?:id|name)\s*=\s*["']([^"']+)["']`}

var htmlLink = &lazyregexp.Regexp{Expr: `(?i)(?:^|[\s"'])(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>` + "`" + `]+))`}

// htmlLinks returns the href and src attribute values in a piece of HTML
// on line num, their entities resolved.
func htmlLinks(html string, num int) []line {
	var out []line
	for _, m := range htmlLink.Get().FindAllStringSubmatch(html, -1) {
		out = append(out, line{stdhtml.UnescapeString(m[1] + m[2] + m[3]), num})
	}
	return out
}

// htmlIDs returns the id and name attribute values in a piece of HTML.
func htmlIDs(html string) []string {
	var out []string
	for _, m := range htmlID.Get().FindAllStringSubmatch(html, -1) {
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

// githubSlug applies GitHub's rule to a heading's rendered text, as
// github-slugger states it: lowercase, keep word characters (alphabetic
// ones, which take in letter numbers and circled letters, marks of every
// kind, decimal digits, connector punctuation such as _ and ‿), - and
// spaces, then spaces to -. A spacing mark dropped here would break the
// anchor of every Hindi or Tamil heading.
func githubSlug(rendered string) string {
	var b strings.Builder
	for _, r := range jsLower(rendered) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || unicode.In(r, unicode.L, unicode.M, unicode.Nd, unicode.Nl, unicode.Pc, unicode.Other_Alphabetic):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// jsLower lowercases as JavaScript's toLowerCase does, which github-slugger
// uses: rune by rune, except that İ becomes i and a combining dot (Unicode's
// special casing) and a capital sigma ending a word becomes ς.
func jsLower(s string) string {
	if !strings.ContainsAny(s, "İΣ") {
		return strings.ToLower(s)
	}
	rs := []rune(s)
	var b strings.Builder
	for i, r := range rs {
		switch {
		case r == 'İ':
			b.WriteString("i\u0307")
		case r == 'Σ' && casedAround(rs, i, -1) && !casedAround(rs, i, +1):
			b.WriteRune('ς')
		default:
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// casedAround: the first rune from i in direction step that is not
// case-ignorable (a mark, a format character, a modifier) is cased.
func casedAround(rs []rune, i, step int) bool {
	for k := i + step; k >= 0 && k < len(rs); k += step {
		r := rs[k]
		if unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf, unicode.Lm, unicode.Sk) || r == '\'' || r == '.' || r == ':' || r == '\u00b7' || r == '\u2019' {
			continue
		}
		return unicode.IsUpper(r) || unicode.IsLower(r) || unicode.IsTitle(r)
	}
	return false
}
