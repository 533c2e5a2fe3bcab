package hooks

import (
	"fmt"

	"github.com/reviewlint/reviewlint/gitrepo"
)

// HooksDir is the folder git runs hooks from for the repository holding
// dir ("" is the current directory): core.hooksPath when set (relative to
// the work tree root), else the common git dir's hooks folder, which a
// linked worktree shares and a submodule has under .git/modules/.
func HooksDir(dir string) (string, error) {
	repo, err := openRepo(dir)
	if err != nil {
		return "", err
	}
	defer repo.Close()
	hooks, err := repo.HooksDir()
	if err != nil {
		return "", fmt.Errorf("find the hooks folder: %w", err)
	}
	return hooks, nil
}

// openRepo opens the repository holding dir, saying what to do when there
// is none.
func openRepo(dir string) (*gitrepo.Repo, error) {
	if dir == "" {
		dir = "."
	}
	repo, err := gitrepo.Open(dir)
	if err != nil {
		return nil, fmt.Errorf("open the git repository at %s: %w (run reviewlint inside a git work tree)", dir, err)
	}
	return repo, nil
}
