package symbols

import (
	"bufio"
	"bytes"
	"cmp"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// vendoredDirs are directory names that hold other projects' code: what
// they define is not the repository's to report on.
var vendoredDirs = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{"vendor": true, "node_modules": true, "third_party": true, "third-party": true}
}}

// vendoredFunc says which paths are vendored at head: under a vendoredDirs
// directory, or given the linguist-vendored attribute by a .gitattributes
// file (later lines and deeper files win, "-linguist-vendored" or "=false"
// unsets it, as git check-attr resolves them).
func vendoredFunc(head snapshot.Snapshot) func(string) bool {
	var rules []attrRule
	for _, p := range head.Paths() {
		if path.Base(p) != ".gitattributes" {
			continue
		}
		src, err := head.ReadFile(p)
		if err != nil {
			continue // an unreadable attributes file only narrows the skip
		}
		rules = append(rules, parseAttributes(path.Dir(p), src)...)
	}
	// Shallower files first, so that deeper ones override them.
	sortRulesByDepth(rules)
	return func(p string) bool {
		vendored := false
		for dir := path.Dir(p); dir != "." && dir != "/"; dir = path.Dir(dir) {
			if vendoredDirs.get()[path.Base(dir)] {
				vendored = true
				break
			}
		}
		for _, r := range rules {
			if r.matches(p) {
				vendored = r.set
			}
		}
		return vendored
	}
}

// attrRule is one .gitattributes line that sets or unsets linguist-vendored.
type attrRule struct {
	dir   string // the attributes file's directory, "." at the root
	depth int
	re    *regexp.Regexp
	set   bool
}

func (r attrRule) matches(p string) bool {
	if r.dir != "." {
		rest, ok := strings.CutPrefix(p, r.dir+"/")
		if !ok {
			return false
		}
		p = rest
	}
	return r.re.MatchString(p)
}

func parseAttributes(dir string, src []byte) []attrRule {
	var rules []attrRule
	depth := 0
	if dir != "." {
		depth = strings.Count(dir, "/") + 1
	}
	sc := bufio.NewScanner(bytes.NewReader(src))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) < 2 || strings.HasPrefix(fields[0], "#") || strings.HasPrefix(fields[0], "!") {
			continue
		}
		for _, attr := range fields[1:] {
			var set bool
			switch attr {
			case "linguist-vendored", "linguist-vendored=true":
				set = true
			case "-linguist-vendored", "!linguist-vendored", "linguist-vendored=false":
				set = false
			default:
				continue
			}
			if re := attrPattern(fields[0]); re != nil {
				rules = append(rules, attrRule{dir: dir, depth: depth, re: re, set: set})
			}
		}
	}
	return rules
}

// attrPattern compiles a gitattributes pattern: without a slash it matches
// a file name at any depth; with one, the path from the attributes file's
// directory; ** spans directories, * and ? stay within one. A pattern
// ending in / names a directory, which attributes never match.
func attrPattern(pat string) *regexp.Regexp {
	if strings.HasSuffix(pat, "/") {
		return nil
	}
	anchored := strings.Contains(pat, "/")
	pat = strings.TrimPrefix(pat, "/")
	var b strings.Builder
	b.WriteString("^")
	if !anchored {
		b.WriteString("(?:.*/)?")
	}
	for i := 0; i < len(pat); i++ {
		c := pat[i]
		switch {
		case strings.HasPrefix(pat[i:], "**/"):
			b.WriteString("(?:.*/)?")
			i += 2
		case strings.HasPrefix(pat[i:], "/**") && i+3 == len(pat):
			b.WriteString("/.*")
			i += 2
		case c == '*':
			b.WriteString("[^/]*")
		case c == '?':
			b.WriteString("[^/]")
		case c == '[':
			end := strings.IndexByte(pat[i+1:], ']')
			if end < 0 {
				b.WriteString(`\[`)
				continue
			}
			class := pat[i+1 : i+1+end]
			if strings.HasPrefix(class, "!") {
				class = "^" + class[1:]
			}
			b.WriteString("[" + strings.ReplaceAll(class, `\`, `\\`) + "]")
			i += end + 1
		case c == '\\' && i+1 < len(pat):
			i++
			b.WriteString(regexp.QuoteMeta(pat[i : i+1]))
		default:
			b.WriteString(regexp.QuoteMeta(pat[i : i+1]))
		}
	}
	b.WriteString("$")
	re, err := regexp.Compile(b.String())
	if err != nil {
		return nil
	}
	return re
}

func sortRulesByDepth(rules []attrRule) {
	slices.SortStableFunc(rules, func(a, b attrRule) int { return cmp.Compare(a.depth, b.depth) })
}
