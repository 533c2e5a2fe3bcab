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

// writablePath resolves a link to the file it names, under root.
func writablePath(path, root string) (string, error) {
	info, err := os.Lstat(path)
	if err != nil {
		return "", err
	}
	if info.Mode()&os.ModeSymlink == 0 {
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
	abs, err := filepath.Abs(target)
	if err != nil {
		return "", err
	}
	rel, err := filepath.Rel(realRoot, abs)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) || filepath.IsAbs(rel) {
		return "", fmt.Errorf("a symbolic link to a file outside %s: not changed", root)
	}
	return abs, nil
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
