package pointers

import (
	"fmt"
	"path"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// pointersAt extracts the pointers of one file; ok is false for a file
// that is neither markdown nor commented source, or is over the limit.
func (an *scan) pointersAt(snap snapshot.Snapshot, p string, atHead bool) ([]pointer, bool, error) {
	markdown := isMarkdown(p)
	style, commented := styleFor(p)
	if !markdown && !commented {
		return nil, false, nil
	}
	raw, err := snap.ReadFile(p)
	if snapshot.Unreadable(err) {
		if atHead {
			an.result.Skipped = append(an.result.Skipped, Skip{Path: p, Reason: err.Error()})
		}
		return nil, false, nil
	}
	if err != nil {
		return nil, false, fmt.Errorf("read %s: %w", p, err)
	}
	if an.in.MaxFileSize > 0 && len(raw) > an.in.MaxFileSize {
		if atHead {
			an.result.Skipped = append(an.result.Skipped, Skip{Path: p, Reason: fmt.Sprintf("larger than %d bytes", an.in.MaxFileSize)})
		}
		return nil, false, nil
	}
	var lines []line
	var out []pointer
	if markdown {
		doc := parseMarkdown(string(raw))
		lines = doc.prose
		for _, l := range doc.links {
			if ptr, ok := linkPointer(l.text, l.num, true); ok && an.siteRoot(&ptr) {
				out = append(out, ptr)
			}
		}
	} else {
		lines = commentLines(style, string(raw))
	}
	seen := map[string]bool{}
	for _, ptr := range out {
		seen[fmt.Sprintf("%d %s %s", ptr.line, ptr.typ, ptr.text)] = true
	}
	for _, l := range lines {
		ptrs, ignored := extract(l, markdown, an.keys, an.ignore)
		if atHead {
			for _, k := range ignored {
				an.ignored[strings.ToUpper(k)]++
			}
		}
		for _, ptr := range ptrs {
			if ptr.typ != KeyPointer && !ptr.bare && !an.siteRoot(&ptr) {
				continue
			}
			id := fmt.Sprintf("%d %s %s", ptr.line, ptr.typ, ptr.text)
			if !seen[id] {
				seen[id] = true
				out = append(out, ptr)
			}
		}
	}
	return out, true, nil
}

// siteRoot applies the root-links setting to a link whose path starts
// with "/"; false when such links are not checked.
func (an *scan) siteRoot(p *pointer) bool {
	rooted, ok := strings.CutPrefix(p.path, "/")
	if !ok {
		return true
	}
	switch an.in.RootLinks {
	case "", "repository":
		return true
	case "skip":
		return false
	}
	p.path = "/" + path.Join(an.in.RootLinks, rooted)
	return true
}
