// Package mdfile says which file names GitHub renders as markdown, so
// that a review written as `pr-1.mdown` or `PR-1.MD` is read, or named
// as not read, like one written as `pr-1.md`.
package mdfile

import (
	"path"
	"strings"
)

// IsMarkdown reports whether p, by its extension in any case, names a
// file GitHub renders as markdown: .md, .markdown, .mdown, .mkdn, .mkd,
// .mkdown, .mdwn.
func IsMarkdown(p string) bool {
	switch strings.ToLower(path.Ext(strings.ReplaceAll(p, "\\", "/"))) {
	case ".md", ".markdown", ".mdown", ".mkdn", ".mkd", ".mkdown", ".mdwn":
		return true
	}
	return false
}
