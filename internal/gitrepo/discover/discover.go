package discover

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Location is where a repository's parts live, found before anything is
// opened: the per-worktree git dir, the common dir shared by linked
// worktrees, and the work tree ("" for a bare repository or when the
// process runs inside the git dir).
type Location struct {
	GitDir, CommonDir, WorkTree string
	// ExplicitGitDir is true when GIT_DIR named the git dir: then the work
	// tree comes from GIT_WORK_TREE, core.worktree or the current folder.
	ExplicitGitDir bool
}

// NotRepositoryError is Locate's error when neither the folder it started
// from nor any folder above it holds a repository. gitrepo passes it on as
// its own NotRepositoryError; callers tell it apart with errors.As, so
// that every command says it in the same words.
type NotRepositoryError struct{ Dir string }

func (e *NotRepositoryError) Error() string {
	return "not a git repository (nor any folder above it): " + e.Dir
}

// discover walks up from start the way git's setup does: at each level a
// ".git" folder or "gitdir:" file first, then the folder itself as a bare
// repository.
func discover(start string) (Location, error) {
	dir, err := filepath.Abs(start)
	if err != nil {
		return Location{}, fmt.Errorf("find repository from %s: %w", start, err)
	}
	from := dir
	for {
		dotGit := filepath.Join(dir, ".git")
		if fi, err := os.Stat(dotGit); err == nil {
			gitDir := dotGit
			if !fi.IsDir() {
				if gitDir, err = readGitFile(dotGit); err != nil {
					return Location{}, err
				}
			}
			if isGitDir(gitDir) {
				return Location{GitDir: gitDir, WorkTree: dir}, nil
			}
		}
		if isGitDir(dir) {
			loc := Location{GitDir: dir}
			if filepath.Base(dir) == ".git" {
				// Inside the .git folder of a work tree: git treats this as
				// "not in a work tree"; keep its parent so hooks can find it.
				loc.WorkTree = filepath.Dir(dir)
			}
			return loc, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return Location{}, &NotRepositoryError{Dir: from}
		}
		dir = parent
	}
}

// readGitFile follows a ".git" file ("gitdir: PATH"), as linked worktrees
// and submodules have; a relative PATH is relative to the file's folder.
func readGitFile(path string) (string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("read %s: %w", path, err)
	}
	line := strings.TrimSpace(string(data))
	target, ok := strings.CutPrefix(line, "gitdir:")
	if !ok {
		return "", fmt.Errorf("invalid gitfile format: %s", path)
	}
	target = strings.TrimSpace(target)
	if !filepath.IsAbs(target) {
		target = filepath.Join(filepath.Dir(path), target)
	}
	return filepath.Clean(target), nil
}

// isGitDir is git's is_git_directory: a HEAD, and objects/ and refs/ either
// here or in the common dir a "commondir" file names.
func isGitDir(dir string) bool {
	if _, err := os.Stat(filepath.Join(dir, "HEAD")); err != nil {
		return false
	}
	common := dir
	if c, err := readCommonDir(dir); err == nil {
		common = c
	}
	for _, sub := range []string{"objects", "refs"} {
		if fi, err := os.Stat(filepath.Join(common, sub)); err != nil || !fi.IsDir() {
			return false
		}
	}
	return true
}

// readCommonDir returns the common dir of a git dir: the one its "commondir"
// file names (relative to the git dir), or the git dir itself.
func readCommonDir(gitDir string) (string, error) {
	data, err := os.ReadFile(filepath.Join(gitDir, "commondir"))
	if os.IsNotExist(err) {
		return gitDir, nil
	}
	if err != nil {
		return "", fmt.Errorf("read commondir of %s: %w", gitDir, err)
	}
	common := strings.TrimSpace(string(data))
	if !filepath.IsAbs(common) {
		common = filepath.Join(gitDir, common)
	}
	return filepath.Clean(common), nil
}
