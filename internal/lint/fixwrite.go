package lint

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/reviewlint/reviewlint/internal/rewrite"
)

// WriteFixed writes a fixed target's content to the file it was read
// from, atomically, in the file's mode, and only if the file still holds
// what was read. A symbolic link is kept: the file it names is rewritten
// (inside a repository, resolved as lint resolved it to read), when that
// file lies under root (the repository, or the working folder outside
// one); a link out of it is refused, so that fixing a report never writes
// outside the tree being fixed.
func (l *Linter) WriteFixed(f Fixed, root string) error {
	if !f.Changed() {
		return nil
	}
	if f.Target.File == "" {
		return fmt.Errorf("standard input cannot be fixed in place: use --diff")
	}
	read, err := l.diskPath(f.Target.File)
	if err != nil {
		return err
	}
	path, err := writablePath(read, root)
	if err != nil {
		return err
	}
	return rewrite.File(path, f.Before, f.After)
}

// writablePath resolves the links on the way to path, the file's own
// included, and refuses a file they lead to outside root: a link, of
// the file or of a folder above it, is followed only within root. A path
// that names a file outside root with no link on the way is the user's
// own choice, and is kept.
func writablePath(path, root string) (string, error) {
	info, err := os.Lstat(path)
	if err != nil {
		return "", err
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	absRoot, err := filepath.Abs(root)
	if err != nil {
		return "", err
	}
	isLink := info.Mode()&os.ModeSymlink != 0
	if !isLink && !under(absRoot, abs) {
		return path, nil
	}
	target, err := filepath.EvalSymlinks(path)
	if err != nil {
		return "", err
	}
	realRoot, err := filepath.EvalSymlinks(root)
	if err != nil {
		return "", err
	}
	if target, err = filepath.Abs(target); err != nil {
		return "", err
	}
	if !under(realRoot, target) {
		return "", fmt.Errorf("a symbolic link to a file outside %s: not changed", root)
	}
	if !isLink {
		return path, nil
	}
	return target, nil
}

// under reports whether path lies in dir.
func under(dir, path string) bool {
	rel, err := filepath.Rel(dir, path)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

// resolvedFile names the file a target reads, links followed, so that a
// file named twice (itself and through a link) is fixed once.
func resolvedFile(t Target) string {
	if t.File == "" {
		return ""
	}
	if p, err := filepath.EvalSymlinks(t.File); err == nil {
		if abs, err := filepath.Abs(p); err == nil {
			return abs
		}
	}
	return t.File
}
