package hooks

import (
	"errors"
	"fmt"

	"github.com/reviewlint/reviewlint/internal/gitquote"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// Folder is the hooks folder of a repository, as git names it.
type Folder struct {
	Path string
	// Shared is true when the folder lies outside the repository (an
	// absolute core.hooksPath, often set globally): other repositories run
	// the same hooks, and uninstalling here removes them there too.
	Shared bool
	// AskedGit is false when git is not on PATH and the folder was worked
	// out from the configuration files alone.
	AskedGit bool
	// Empty is true when core.hooksPath is set to "": git runs no hook of
	// this repository from any folder.
	Empty bool
}

// errEmptyHooksPath refuses to install where git would never run the hooks.
var errEmptyHooksPath = errors.New("core.hooksPath is set to an empty value, so git looks for each hook " +
	"at the root of the file system (/pre-commit) and runs none from this repository: reviewlint will not " +
	"write hooks that never run. Unset it (`git config --show-origin core.hooksPath` says where it is set; " +
	"`git config --unset core.hooksPath` there) or point it at a folder, then run `reviewlint install` again")

// HooksFolder finds the folder git runs hooks from for the repository
// holding dir ("" is the current directory), asking git (`git rev-parse
// --git-path hooks/…`) so that core.hooksPath counts however git resolves
// it.
func HooksFolder(dir string) (Folder, error) {
	repo, err := openRepo(dir)
	if err != nil {
		return Folder{}, err
	}
	defer repo.Close()
	return folderOf(repo)
}

func folderOf(repo *gitrepo.Repo) (Folder, error) {
	loc, err := repo.Hooks()
	if err != nil {
		return Folder{}, fmt.Errorf("find the hooks folder: %w", err)
	}
	_, inWorkTree := insideWorkTree(repo, loc.Dir)
	return Folder{Path: loc.Dir, Shared: !loc.EmptyHooksPath && !inWorkTree && !inGitDir(repo, realPath(loc.Dir)),
		AskedGit: loc.AskedGit, Empty: loc.EmptyHooksPath}, nil
}

// Notes are what install, uninstall and status say about the folder
// before anything else.
func (f Folder) Notes() []string {
	var notes []string
	if !f.AskedGit {
		notes = append(notes, "note: git is not on PATH, so the hooks folder was worked out from the "+
			"configuration files alone (includeIf \"onbranch:\" and \"hasconfig:\" are not evaluated): "+
			"check it with `git rev-parse --git-path hooks` where git is installed")
	}
	if f.Shared {
		notes = append(notes, "note: "+gitquote.Path(f.Path)+" lies outside this repository (core.hooksPath): every repository "+
			"using it runs these hooks, and installing or uninstalling here changes them for all of them")
	}
	return notes
}

// openRepo opens the repository holding dir, saying what to do when there
// is none.
func openRepo(dir string) (*gitrepo.Repo, error) {
	if dir == "" {
		dir = "."
	}
	repo, err := gitrepo.Open(dir)
	if err != nil {
		return nil, fmt.Errorf("open the git repository at %s: %w", dir, err)
	}
	return repo, nil
}
