package main

import (
	"bytes"
	"fmt"
	"net/url"
	"path"
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"
)

// oracle answers questions about one commit through git alone.
type oracle struct {
	clone, rev string
	files      map[string][]byte // cache of blobs read
}

func newOracle(clone, rev string) *oracle {
	return &oracle{clone: clone, rev: rev, files: map[string][]byte{}}
}

// exists says whether rev has a file or directory at p ("" is the root).
func (o *oracle) exists(p string) bool {
	if p == "" || p == "." {
		return true
	}
	_, err := git(o.clone, "cat-file", "-e", o.rev+":"+p)
	return err == nil
}

// read returns a blob of rev, nil when there is none.
func (o *oracle) read(p string) []byte {
	if b, ok := o.files[p]; ok {
		return b
	}
	out, err := git(o.clone, "cat-file", "blob", o.rev+":"+p)
	var b []byte
	if err == nil {
		b = []byte(out)
	}
	o.files[p] = b
	return b
}

// candidates are the places a cited path may name: from the root for a
// leading /, else beside the citing file, or for a backticked or bare
// path (not a link) from the root too.
func candidates(cited, from string, link bool) []string {
	p := cited
	if u, err := url.PathUnescape(p); err == nil {
		p = u
	}
	if i := strings.IndexAny(p, "?"); i >= 0 {
		p = p[:i]
	}
	if strings.HasPrefix(p, "/") {
		return []string{clean(p[1:])}
	}
	if link {
		return []string{clean(path.Join(path.Dir(from), p))}
	}
	return []string{clean(path.Join(path.Dir(from), p)), clean(p)}
}

// isLink says whether the lines around line n of a file cite dest as a
// markdown link destination or reference definition, not as a
// backticked or bare path.
func (o *oracle) isLink(p string, n int, dest string) bool {
	for l := n - 2; l <= n+2; l++ {
		s := o.line(p, l)
		if strings.Contains(s, "]("+dest) || strings.Contains(s, "](<"+dest) || strings.Contains(s, "]: "+dest) {
			return true
		}
	}
	return false
}

func clean(p string) string {
	p = path.Clean(p)
	if p == "." {
		return ""
	}
	if strings.HasPrefix(p, "../") || p == ".." {
		return "\x00outside" // names nothing in the repository
	}
	return p
}

// pathResolves says whether any candidate of cited exists at rev.
func (o *oracle) pathResolves(cited, from string, link bool) bool {
	for _, c := range candidates(cited, from, link) {
		if o.exists(c) {
			return true
		}
	}
	return false
}

// anchorResolves says whether target#frag names a heading, an id or a
// line at rev. target "" is the citing file.
func (o *oracle) anchorResolves(target, frag, from string, link bool) bool {
	if f, err := url.PathUnescape(frag); err == nil {
		frag = f
	}
	files := []string{from}
	if target != "" {
		files = candidates(target, from, link)
	}
	for _, f := range files {
		if !o.exists(f) {
			continue
		}
		if o.isDir(f) {
			f = path.Join(f, "README.md")
		}
		src := o.read(f)
		if src == nil {
			continue
		}
		if m := lineAnchor.FindStringSubmatch(frag); m != nil {
			n, _ := strconv.Atoi(m[len(m)-1])
			if n == 0 {
				n, _ = strconv.Atoi(m[1])
			}
			if bytes.Count(src, []byte("\n"))+1 >= n {
				return true
			}
			continue
		}
		if anchorsOf(src)[strings.ToLower(frag)] {
			return true
		}
	}
	return false
}

var lineAnchor = regexp.MustCompile(`^L(\d+)(?:C\d+)?(?:-L(\d+)(?:C\d+)?)?$`)

func (o *oracle) isDir(p string) bool {
	out, err := git(o.clone, "cat-file", "-t", o.rev+":"+p)
	return err == nil && strings.TrimSpace(out) == "tree"
}

var htmlID = regexp.MustCompile(`(?i)\b(?:id|name)\s*=\s*["']([^"']+)["']`)

// anchorsOf is every anchor a markdown file offers on GitHub: the slug of
// each heading's rendered text (numbered when repeated), and HTML ids.
func anchorsOf(src []byte) map[string]bool {
	out := map[string]bool{}
	for _, m := range htmlID.FindAllSubmatch(src, -1) {
		out[strings.ToLower(string(m[1]))] = true
	}
	md := goldmark.New(goldmark.WithExtensions(extension.GFM))
	doc := md.Parser().Parse(text.NewReader(src))
	seen := map[string]int{}
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		h, ok := n.(*ast.Heading)
		if !ok || !entering {
			return ast.WalkContinue, nil
		}
		s := slug(renderedText(h, src))
		if k := seen[s]; k > 0 {
			out[fmt.Sprintf("%s-%d", s, k)] = true
		} else {
			out[s] = true
		}
		seen[s]++
		return ast.WalkSkipChildren, nil
	})
	return out
}

// renderedText is what a heading shows: text, code and link text; not
// HTML tags.
func renderedText(n ast.Node, src []byte) string {
	var b strings.Builder
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch c := c.(type) {
		case *ast.Text:
			b.Write(c.Segment.Value(src))
			if c.SoftLineBreak() {
				b.WriteByte(' ')
			}
		case *ast.String:
			b.Write(c.Value)
		case *ast.RawHTML:
			return ast.WalkSkipChildren, nil
		case *ast.AutoLink:
			b.Write(c.Label(src))
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	return b.String()
}

// slug is GitHub's heading anchor: lowercased, letters, digits, marks,
// spaces, - and _ kept, spaces to -.
func slug(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(s)) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// keyDefined says whether rev defines key: a markdown heading or a line
// opening with the key and a colon, or a path holding it.
func (o *oracle) keyDefined(key string) bool {
	out, _ := git(o.clone, "grep", "-h", "-I", "-w", "-F", key, o.rev, "--", "*.md", "*.markdown")
	def := regexp.MustCompile(`^\s*(?:#{1,6}\s.*\b` + regexp.QuoteMeta(key) + `\b|(?:[-*+]\s+|\d+[.)]\s+)?[*_` + "`" + `]*` + regexp.QuoteMeta(key) + `[*_` + "`" + `]*\s*:)`)
	for _, l := range strings.Split(out, "\n") {
		if _, rest, ok := strings.Cut(l, ":"); ok && def.MatchString(rest) {
			return true
		}
	}
	names, _ := git(o.clone, "ls-tree", "-r", "--name-only", o.rev)
	return strings.Contains(names, key)
}

// line is line n (1-based) of a file at rev.
func (o *oracle) line(p string, n int) string {
	lines := strings.Split(string(o.read(p)), "\n")
	if n < 1 || n > len(lines) {
		return ""
	}
	return lines[n-1]
}

var urlLike = regexp.MustCompile(`(?i)(?:[a-z][a-z0-9+.-]*://|www\.)[^\s<>()"']*|\]\([^)\s]*\)`)

// keyOutOfPlace says the key cited on line is no key by where it stands:
// in every place it appears on the line, it sits inside an address or is
// cut from a longer name (CVE-2021 of CVE-2021-21300, LICENSE-2 of
// LICENSE-2.0).
func keyOutOfPlace(line, key string) bool {
	inURL := make([]bool, len(line))
	for _, loc := range urlLike.FindAllStringIndex(line, -1) {
		for i := loc[0]; i < loc[1]; i++ {
			inURL[i] = true
		}
	}
	found := false
	for i := strings.Index(line, key); i >= 0; {
		found = true
		j := i + len(key)
		longer := i > 0 && strings.ContainsRune("-/.\\_", rune(line[i-1])) ||
			j < len(line) && (isAlnum(line[j]) || (line[j] == '-' || line[j] == '.') && j+1 < len(line) && isAlnum(line[j+1]))
		if !inURL[i] && !longer {
			return false
		}
		next := strings.Index(line[j:], key)
		if next < 0 {
			break
		}
		i = j + next
	}
	return found
}

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}
