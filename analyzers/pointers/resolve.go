package pointers

import (
	"errors"
	"fmt"
	"net/url"
	"path"
	"regexp"
	"strconv"
	"strings"

	"github.com/reviewlint/reviewlint/internal/lazyregexp"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// resolver answers "does this pointer resolve?" at one snapshot, reading
// target files lazily and once.
type resolver struct {
	snap    snapshot.Snapshot
	files   map[string]bool
	dirs    map[string]bool
	keys    []*regexp.Regexp
	maxSize int
	anchors map[string]map[string]bool
	lines   map[string]int
	keyDefs map[string]bool
	subs    []string // submodules: tree entries, their files another repository's
	// keysUnread is a markdown file keyDefinitions could not read, any
	// key of which may be defined there; "" when it read them all.
	keysUnread string
}

func newResolver(snap snapshot.Snapshot, keys []*regexp.Regexp, maxSize int) *resolver {
	paths := snap.Paths()
	files := make(map[string]bool, len(paths))
	for _, p := range paths {
		files[p] = true
	}
	return &resolver{snap: snap, files: files, dirs: snapshot.Dirs(paths), keys: keys, maxSize: maxSize,
		anchors: map[string]map[string]bool{}, lines: map[string]int{}, subs: snapshot.SubmodulesOf(snap)}
}

// uncheckable is resolve's answer for a pointer whose target it cannot
// judge: the pointer is neither resolved nor broken, and is said to be
// unchecked.
type uncheckable struct{ reason string }

func (u uncheckable) Error() string { return u.reason }

var lineAnchor = &lazyregexp.Regexp{Expr: `^L(\d+)(?:-L?(\d+))?$`}

// resolve says whether p, cited in the file citing, resolves here, and if
// not, why.
func (r *resolver) resolve(p pointer, citing string) (bool, string, error) {
	if p.typ == KeyPointer {
		defs, err := r.keyDefinitions()
		if err == nil && !defs[p.text] && r.keysUnread != "" {
			return false, "", uncheckable{fmt.Sprintf("no file read defines it, and %s could not be read", r.keysUnread)}
		}
		return defs[p.text], "no heading, KEY: line or file name defines it", err
	}
	target, ok, err := r.locate(p, citing)
	if err != nil {
		return false, "", err
	}
	if !ok {
		return false, "no such file or directory", nil
	}
	if p.anchor == "" {
		return true, "", nil
	}
	if r.dirs[target] && !r.files[target] {
		// A folder's page shows its README, whose headings the anchor
		// names; the page of a folder without one has no heading at all.
		readme, ok := r.readme(target)
		if !ok {
			return false, target + " is a folder with no README whose headings the anchor could name", nil
		}
		target = readme
	}
	src, err := r.read(target)
	if err != nil {
		return false, "", err
	}
	if src == "" {
		return false, fmt.Sprintf("%s is empty: no anchors", target), nil
	}
	if isMarkdown(target) {
		if r.anchors[target] == nil {
			r.anchors[target] = anchors(src)
		}
		// A fragment is URL-encoded (#caf%C3%A9 cites "café"); a heading's
		// slug is not.
		anchor := p.anchor
		if decoded, err := url.PathUnescape(anchor); err == nil {
			anchor = decoded
		}
		return r.anchors[target][strings.ToLower(anchor)], fmt.Sprintf("no heading or id %q in %s", p.anchor, target), nil
	}
	m := lineAnchor.Get().FindStringSubmatch(p.anchor)
	if m == nil {
		// Neither broken nor resolved: what names an anchor in an
		// HTML page, a reStructuredText or AsciiDoc file is not read.
		return false, "", uncheckable{fmt.Sprintf("anchors in %s are not read", target)}
	}
	last, _ := strconv.Atoi(m[1])
	if last == 0 {
		// Lines count from 1: GitHub has no line #L0 to show.
		return false, fmt.Sprintf("%s has no line 0", target), nil
	}
	if end, err := strconv.Atoi(m[2]); err == nil {
		last = max(last, end)
	}
	n := strings.Count(strings.TrimSuffix(src, "\n"), "\n") + 1
	return last <= n, fmt.Sprintf("%s has %d lines", target, n), nil
}

// locate finds the file or directory p names. Links are relative to the
// citing file (a leading / to the root), as GitHub renders them; backticked
// and bare paths may also be written from the root.
//
// A symbolic link on the way is followed as a checkout follows it: a
// link whose target is gone is no file, however present the link is.
func (r *resolver) locate(p pointer, citing string) (string, bool, error) {
	if p.path == "" {
		return citing, r.files[citing], nil
	}
	var candidates []string
	if rooted, ok := strings.CutPrefix(p.path, "/"); ok {
		candidates = append(candidates, rooted)
	} else {
		// Not joined: path.Join would drop "x/.." before a link is seen.
		candidates = append(candidates, strings.TrimPrefix(path.Dir(citing)+"/", "./")+p.path)
		if !p.explicit {
			candidates = append(candidates, p.path)
		}
	}
	var inSub error
	for _, c := range candidates {
		c, err := r.reach(c)
		if err != nil {
			return "", false, err
		}
		if r.files[c] || r.dirs[c] {
			return c, true, nil
		}
		if sub, ok := r.submodule(c); ok {
			if sub == c && p.anchor == "" {
				return c, true, nil // the entry itself, which GitHub links
			}
			inSub = uncheckable{fmt.Sprintf("%s is in submodule %s, whose files are another repository's", c, sub)}
		}
	}
	return "", false, inSub
}

// submodule returns the submodule that is p or holds it.
func (r *resolver) submodule(p string) (string, bool) {
	for _, s := range r.subs {
		if p == s || strings.HasPrefix(p, s+"/") {
			return s, true
		}
	}
	return "", false
}

// maxLinks bounds the links one path follows, as the kernel bounds them:
// a loop is no file.
const maxLinks = 40

// follow replaces each symbolic link along p by its target. A target
// outside the repository, or absolute, is nothing the snapshot can say
// exists: uncheckable.
func (r *resolver) follow(p string) (string, error) {
	linked, ok := r.snap.(snapshot.Linked)
	if !ok {
		return p, nil
	}
	parts := strings.Split(p, "/")
	hops := 0
	for i := 0; i < len(parts); i++ {
		at := strings.Join(parts[:i+1], "/")
		if !r.files[at] {
			continue // a directory, or nothing: no link
		}
		target, isLink, err := linked.LinkTarget(at)
		if err != nil || !isLink {
			return p, err
		}
		if hops++; hops > maxLinks {
			return "", nil
		}
		joined := path.Join(path.Dir(at), target)
		if path.IsAbs(target) || joined == ".." || strings.HasPrefix(joined, "../") {
			return "", uncheckable{fmt.Sprintf("%s links to %s, outside the repository", at, target)}
		}
		// Cleaned: a link to the root (. or ..) joins to ".", which
		// names no file when kept as an element.
		p = path.Join(append([]string{joined}, parts[i+1:]...)...)
		parts, i = strings.Split(p, "/"), -1
	}
	return p, nil
}

// reach is where raw, a path as written (not cleaned), leads. A checkout
// takes its elements in turn, so ".." after a link leaves the link's
// target; a URL (and follow) drops "x/.." before any link is followed.
// Where the two readings differ the pointer names two places, and which
// one its reader meant cannot be told.
func (r *resolver) reach(raw string) (string, error) {
	lexical, err := r.follow(path.Clean(raw))
	if err != nil || !strings.Contains(raw, "..") {
		return lexical, err
	}
	physical, err := r.walk(raw)
	if err != nil {
		return "", err
	}
	if physical != lexical && (r.exists(physical) || r.exists(lexical)) {
		return "", uncheckable{fmt.Sprintf("%s is %s in a checkout, where \"..\" follows a symbolic link, but %s as a URL", raw, orNone(physical), orNone(lexical))}
	}
	return lexical, nil
}

// exists reports whether p is a file, a folder or in a submodule.
func (r *resolver) exists(p string) bool {
	_, inSub := r.submodule(p)
	return r.files[p] || r.dirs[p] || inSub
}

func orNone(p string) string {
	if p == "" {
		return "no file (a loop)"
	}
	return p
}

// walk resolves raw as the kernel does: element by element, a link
// replaced by its target where it stands, ".." taking the folder the
// path has reached, through links or not.
func (r *resolver) walk(raw string) (string, error) {
	linked, ok := r.snap.(snapshot.Linked)
	if !ok {
		return path.Clean(raw), nil
	}
	rest := strings.Split(raw, "/")
	cur, hops, last := "", 0, ""
	for len(rest) > 0 {
		e := rest[0]
		rest = rest[1:]
		switch e {
		case "", ".":
			continue
		case "..":
			switch {
			case cur != "":
				if cur = path.Dir(cur); cur == "." {
					cur = ""
				}
			case hops > 0:
				return "", uncheckable{fmt.Sprintf("%s leads outside the repository", last)}
			default:
				return path.Join(append([]string{".."}, rest...)...), nil
			}
			continue
		}
		next := path.Join(cur, e)
		if !r.files[next] {
			cur = next
			continue
		}
		target, isLink, err := linked.LinkTarget(next)
		if err != nil {
			return "", err
		}
		if !isLink {
			cur = next
			continue
		}
		if hops++; hops > maxLinks {
			return "", nil
		}
		if path.IsAbs(target) {
			return "", uncheckable{fmt.Sprintf("%s links to %s, outside the repository", next, target)}
		}
		last = next
		rest = append(strings.Split(target, "/"), rest...)
	}
	if cur == "" {
		return ".", nil
	}
	return cur, nil
}

// readme is the README a folder's page renders, as GitHub picks it.
func (r *resolver) readme(dir string) (string, bool) {
	for _, name := range []string{"README.md", "README.markdown", "readme.md", "Readme.md", "README"} {
		if p := path.Join(dir, name); r.files[p] {
			return p, true
		}
	}
	return "", false
}

func (r *resolver) read(p string) (string, error) {
	src, err := r.snap.ReadFile(p)
	if snapshot.Unreadable(err) {
		// The checkout holds the file, whose headings the objects lack.
		return "", uncheckable{err.Error()}
	}
	if err != nil {
		return "", fmt.Errorf("read %s: %w", p, err)
	}
	if r.maxSize > 0 && len(src) > r.maxSize {
		return "", uncheckable{fmt.Sprintf("%s is over the size limit of %d bytes", p, r.maxSize)}
	}
	return string(src), nil
}

// keyDefinitions reads every markdown file's defining headings and lines,
// and every path, once.
func (r *resolver) keyDefinitions() (map[string]bool, error) {
	if r.keyDefs != nil {
		return r.keyDefs, nil
	}
	r.keyDefs = map[string]bool{}
	for _, p := range r.snap.Paths() {
		for _, re := range r.keys {
			for _, key := range re.FindAllString(p, -1) {
				r.keyDefs[key] = true
			}
		}
		if !isMarkdown(p) {
			continue
		}
		src, err := r.read(p)
		if _, ok := errors.AsType[uncheckable](err); ok {
			if r.keysUnread == "" {
				r.keysUnread = p
			}
			continue
		}
		if err != nil {
			return nil, err
		}
		for _, key := range keyDefinitions(src, r.keys) {
			r.keyDefs[key] = true
		}
	}
	return r.keyDefs, nil
}
