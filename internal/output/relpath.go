package output

import (
	"net/url"
	"path/filepath"
	"strings"
)

// repoPath turns a diagnostic's path into the slash-separated path relative
// to root that code-scanning tools match against the checkout: "./" and
// redundant separators removed, absolute paths under root made relative.
// A path outside root, and a name such as "<stdin>" or "commit:abc", is
// returned cleaned but otherwise as it is.
func repoPath(p, root string) string {
	if strings.HasPrefix(p, "<") || strings.HasPrefix(p, "commit:") {
		return p
	}
	if filepath.IsAbs(p) && root != "" {
		if rel, err := filepath.Rel(root, p); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			p = rel
		}
	}
	return strings.TrimPrefix(filepath.ToSlash(filepath.Clean(p)), "./")
}

// pathURI percent-encodes each segment of a slash-separated path, so that
// spaces, '#', '?' and '%' in file names survive as a URI reference.
func pathURI(p string) string {
	segs := strings.Split(p, "/")
	for i, s := range segs {
		segs[i] = url.PathEscape(s)
	}
	return strings.Join(segs, "/")
}
