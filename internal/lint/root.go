package lint

import (
	"os"
	"path/filepath"
)

// FindRoot returns the top of the work tree that contains dir (the nearest
// folder holding a `.git` folder or file), or "" outside any repository.
// Linting needs only this; reading git objects is package gitrepo's work.
func FindRoot(dir string) string {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	for {
		if _, err := os.Lstat(filepath.Join(abs, ".git")); err == nil {
			return abs
		}
		parent := filepath.Dir(abs)
		if parent == abs {
			return ""
		}
		abs = parent
	}
}
