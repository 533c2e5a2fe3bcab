package hooks

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// createdMarker, in a hooks folder, records that install created the
// folder, so that uninstall may remove it again once it is empty, and only
// then: a folder the user or git made stays.
const createdMarker = ".reviewlint-created"

// makeHooksFolder creates dir when it is missing, leaving the marker.
func makeHooksFolder(dir string) error {
	if _, err := os.Stat(dir); err == nil {
		return nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("create hooks folder: %w", err)
	}
	if err := os.WriteFile(filepath.Join(dir, createdMarker), nil, 0o644); err != nil {
		return fmt.Errorf("create hooks folder: %w", err)
	}
	return nil
}

// removeCreatedFolder removes dir if install created it and nothing but
// the marker is left in it. It says whether it did.
func removeCreatedFolder(dir string) (bool, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return false, nil
	}
	if len(entries) != 1 || entries[0].Name() != createdMarker {
		return false, nil
	}
	if err := os.Remove(filepath.Join(dir, createdMarker)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return false, fmt.Errorf("remove %s: %w", dir, err)
	}
	// os.Remove refuses a folder something was written to meanwhile.
	if err := os.Remove(dir); err != nil {
		return false, fmt.Errorf("remove %s: %w", dir, err)
	}
	return true, nil
}

// inGitDir reports whether path (symbolic links resolved) lies in the
// repository's git dir or common dir.
func inGitDir(repo *gitrepo.Repo, path string) bool {
	return within(realPath(repo.CommonDir()), path) || within(realPath(repo.GitDir()), path)
}

// within reports whether path is root or lies under it.
func within(root, path string) bool {
	rel, err := filepath.Rel(root, path)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}
