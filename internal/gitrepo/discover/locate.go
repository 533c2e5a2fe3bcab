package discover

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/reviewlint/reviewlint/internal/gitrepo/gitconfig"
)

// Locate finds the git dir, common dir and work tree from dir or from the
// GIT_* variables.
func Locate(dir string, getenv func(string) string) (Location, error) {
	var loc Location
	var err error
	if gd := getenv("GIT_DIR"); gd != "" {
		if loc.GitDir, err = filepath.Abs(gd); err != nil {
			return loc, fmt.Errorf("resolve GIT_DIR %s: %w", gd, err)
		}
		if fi, err := os.Stat(loc.GitDir); err == nil && !fi.IsDir() {
			if loc.GitDir, err = readGitFile(loc.GitDir); err != nil {
				return loc, err
			}
		}
		if !isGitDir(loc.GitDir) {
			return loc, fmt.Errorf("GIT_DIR %s is not a git repository", gd)
		}
		loc.ExplicitGitDir = true
	} else if loc, err = discover(dir); err != nil {
		return loc, err
	}
	if wt := getenv("GIT_WORK_TREE"); wt != "" {
		if loc.WorkTree, err = filepath.Abs(wt); err != nil {
			return loc, fmt.Errorf("resolve GIT_WORK_TREE %s: %w", wt, err)
		}
	}
	if cd := getenv("GIT_COMMON_DIR"); cd != "" {
		loc.CommonDir, err = filepath.Abs(cd)
	} else {
		loc.CommonDir, err = readCommonDir(loc.GitDir)
	}
	return loc, err
}

// WorkTreeForGitDir applies git's rule when GIT_DIR is set without
// GIT_WORK_TREE: none for a bare repository, else core.worktree, else the
// current folder.
func WorkTreeForGitDir(loc Location, cfg gitconfig.Config, dir string) string {
	if v, ok := cfg.Get("core", "", "bare"); ok && gitconfig.Bool(v) {
		return ""
	}
	if wt, ok := cfg.Get("core", "", "worktree"); ok {
		if !filepath.IsAbs(wt) {
			wt = filepath.Join(loc.GitDir, wt)
		}
		return filepath.Clean(wt)
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	return abs
}
