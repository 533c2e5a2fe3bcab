package typecheck

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/mod/module"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A //go:embed pattern that matches no file stops the go command before
// any type is checked (`pattern static/*.css: no matching files found`),
// and go/types never sees it: a range that deletes what a package embeds
// breaks its build while every type still checks. embedSites resolves
// each group's patterns (the package's files, its in-package tests', its
// external tests') against the snapshot's files as the go command does
// (cmd/go's resolveEmbed): in sorted order, the first that fails is the
// group's one error, at the pattern's first place. Embedded files play no
// part in types, only their names do: the unit's key holds the names
// under its directory when a file embeds (embedListing).

// embedDirective is the //go:embed text a file may hold.
const embedDirective = "//go:embed"

// embedPattern is one pattern of a //go:embed line, where it is written.
type embedPattern struct {
	text string
	pos  token.Position
}

// readEmbeds reads the //go:embed patterns of the file at p, which
// holds src. The checked files are parsed without their comments, so a
// file that holds the directive is parsed again with them.
func readEmbeds(p string, src []byte) []embedPattern {
	fset := token.NewFileSet()
	f, _ := parser.ParseFile(fset, p, src, parser.ParseComments|parser.SkipObjectResolution)
	if f == nil {
		return nil
	}
	return embedPatterns(fset, f)
}

// embedPatterns reads the //go:embed lines of f, as go/build does: the
// patterns after the directive, separated by spaces, each bare or quoted.
func embedPatterns(fset *token.FileSet, f *ast.File) []embedPattern {
	var out []embedPattern
	for _, g := range f.Comments {
		for _, c := range g.List {
			args, ok := strings.CutPrefix(c.Text, embedDirective)
			if !ok || args == "" || args[0] != ' ' && args[0] != '\t' {
				continue
			}
			base := fset.Position(c.Slash)
			base.Column += len(embedDirective)
			base.Offset += len(embedDirective)
			for i := 0; i < len(args); {
				if args[i] == ' ' || args[i] == '\t' {
					i++
					continue
				}
				text, n := embedArg(args[i:])
				if n == 0 {
					break // an unterminated quote: go/build's error, not this one's
				}
				pos := base
				pos.Column += i
				pos.Offset += i
				out = append(out, embedPattern{text, pos})
				i += n
			}
		}
	}
	return out
}

// embedArg reads one pattern at the start of s: its text and how many
// bytes it takes (0 when a quote does not close).
func embedArg(s string) (string, int) {
	switch s[0] {
	case '"', '`':
		q, err := strconv.QuotedPrefix(s)
		if err != nil {
			return "", 0
		}
		text, err := strconv.Unquote(q)
		if err != nil {
			return "", 0
		}
		return text, len(q)
	}
	n := strings.IndexAny(s, " \t")
	if n < 0 {
		n = len(s)
	}
	return s[:n], n
}

// embedError resolves patterns (sorted and unique by text) against files,
// the snapshot's paths below the package directory relative to it, and
// returns the first failure as a site.
func embedError(patterns []embedPattern, files []string) (Site, bool) {
	first := map[string]embedPattern{}
	var texts []string
	for _, p := range patterns {
		if _, seen := first[p.text]; !seen {
			first[p.text] = p
			texts = append(texts, p.text)
		}
	}
	slices.Sort(texts)
	tree := newEmbedTree(files)
	for _, t := range texts {
		if msg := tree.resolve(t); msg != "" {
			p := first[t]
			return Site{Path: p.pos.Filename, Line: p.pos.Line, Col: p.pos.Column, Msg: "pattern " + t + ": " + msg}, true
		}
	}
	return Site{}, false
}

// embedTree is a package directory's files and the directories above
// them, relative to it.
type embedTree struct {
	files   map[string]bool
	dirs    map[string]bool
	all     []string         // files and directories, sorted
	byDepth map[int][]string // all, by how many slashes each holds
}

func newEmbedTree(files []string) *embedTree {
	t := &embedTree{files: map[string]bool{}, dirs: map[string]bool{}}
	for _, f := range files {
		t.files[f] = true
		for d := path.Dir(f); d != "." && !t.dirs[d]; d = path.Dir(d) {
			t.dirs[d] = true
		}
	}
	for f := range t.files {
		t.all = append(t.all, f)
	}
	for d := range t.dirs {
		t.all = append(t.all, d)
	}
	slices.Sort(t.all)
	t.byDepth = map[int][]string{}
	for _, rel := range t.all {
		d := strings.Count(rel, "/")
		t.byDepth[d] = append(t.byDepth[d], rel)
	}
	return t
}

// resolve is what the go command says of one pattern: "" when it embeds
// at least one file.
func (t *embedTree) resolve(pattern string) string {
	glob, all := strings.CutPrefix(pattern, "all:")
	if _, err := path.Match(glob, ""); err != nil || glob == "." || !fs.ValidPath(glob) {
		return "invalid pattern syntax"
	}
	candidates := t.byDepth[strings.Count(glob, "/")] // a glob's * never crosses a slash
	if !strings.ContainsAny(glob, `*?[\`) {
		candidates = nil // a name matches itself alone
		if t.files[glob] || t.dirs[glob] {
			candidates = []string{glob}
		}
	}
	found := false
	for _, rel := range candidates {
		if ok, _ := path.Match(glob, rel); !ok {
			continue
		}
		what := "file"
		if t.dirs[rel] {
			what = "directory"
		}
		for d := rel; d != "."; d = path.Dir(d) {
			if t.files[d+"/go.mod"] {
				return "cannot embed " + what + " " + rel + ": in different module"
			}
			if elem := path.Base(d); badEmbedName(elem) {
				if d == rel {
					return "cannot embed " + what + " " + rel + ": invalid name " + elem
				}
				return "cannot embed " + what + " " + rel + ": in invalid directory " + elem
			}
		}
		if !t.dirs[rel] {
			found = true
			continue
		}
		count, msg := t.walk(rel, all)
		if msg != "" {
			return msg
		}
		if count == 0 {
			return "cannot embed directory " + rel + ": contains no embeddable files"
		}
		found = true
	}
	if !found {
		return "no matching files found"
	}
	return ""
}

// walk counts the files a directory pattern embeds: not those under a
// hidden name (unless all), a badly named one or another module.
func (t *embedTree) walk(dir string, all bool) (int, string) {
	count := 0
	skipped := map[string]bool{}
	// What lies below dir is one run of the sorted list.
	for _, rel := range t.all[sort.SearchStrings(t.all, dir+"/"):] {
		if !strings.HasPrefix(rel, dir+"/") {
			break
		}
		if underSkipped(rel, dir, skipped) {
			continue
		}
		name := path.Base(rel)
		if badEmbedName(name) || (name[0] == '.' || name[0] == '_') && !all {
			switch {
			case t.dirs[rel]:
				skipped[rel] = true
			case name[0] != '.' && name[0] != '_':
				return 0, "cannot embed file " + rel + ": invalid name " + name
			}
			continue
		}
		if t.dirs[rel] {
			if t.files[rel+"/go.mod"] {
				skipped[rel] = true
			}
			continue
		}
		count++
	}
	return count, ""
}

// underSkipped reports whether a directory between dir and rel was
// skipped.
func underSkipped(rel, dir string, skipped map[string]bool) bool {
	for d := path.Dir(rel); d != dir && d != "."; d = path.Dir(d) {
		if skipped[d] {
			return true
		}
	}
	return false
}

// badEmbedName: a name no module holds (cmd/go's isBadEmbedName).
func badEmbedName(name string) bool {
	if module.CheckFilePath(name) != nil {
		return true
	}
	switch name {
	case "", ".bzr", ".hg", ".git", ".svn":
		return true
	}
	return false
}

// embedListing is what a unit's key holds of its directory when one of
// its files embeds: every path below it, relative to it.
func embedListing(paths []string, dir string) []string {
	prefix := dir + "/"
	if dir == "." {
		prefix = ""
	}
	var out []string
	for _, p := range paths {
		if rel, ok := strings.CutPrefix(p, prefix); ok {
			out = append(out, rel)
		}
	}
	slices.Sort(out)
	return out
}

// embeddingDirs are the package directories, on either side, that hold
// a Go file with a //go:embed line above one of others, changed files
// that are not Go:
// a change to what a package embeds may break its build, so the package
// is checked though none of its Go files changed.
func embeddingDirs(others []string, snaps ...snapshot.Snapshot) []string {
	if len(others) == 0 {
		return nil
	}
	goFiles := make([]map[string][]string, len(snaps)) // dir → its .go files, per side
	for i, snap := range snaps {
		goFiles[i] = map[string][]string{}
		for _, p := range snap.Paths() {
			if strings.HasSuffix(p, ".go") {
				goFiles[i][path.Dir(p)] = append(goFiles[i][path.Dir(p)], p)
			}
		}
	}
	embeds := map[string]bool{}
	for _, p := range others {
		for d := path.Dir(p); ; d = path.Dir(d) {
			if _, seen := embeds[d]; !seen {
				embeds[d] = false
			search:
				for i, snap := range snaps {
					for _, f := range goFiles[i][d] {
						if src, err := snap.ReadFile(f); err == nil && bytes.Contains(src, []byte(embedDirective)) {
							embeds[d] = true
							break search
						}
					}
				}
			}
			if d == "." {
				break
			}
		}
	}
	var out []string
	for d, ok := range embeds {
		if ok {
			out = append(out, d)
		}
	}
	slices.Sort(out)
	return out
}
