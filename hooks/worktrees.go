package hooks

import (
	"errors"
	"fmt"
	"path/filepath"

	"github.com/reviewlint/reviewlint/internal/gitquote"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// Every work tree of a repository commits through hooks, but not always
// the same ones. git runs them from the folder `git rev-parse --git-path
// hooks` names in that work tree: the common git dir's hooks, shared by
// all, unless core.hooksPath says otherwise. A relative core.hooksPath
// (.githooks) is taken from each work tree's root, so an install in one
// work tree writes hooks that the others never run; per-worktree
// configuration (extensions.worktreeConfig) can send one elsewhere too.
// git is asked in each work tree, and the ones left unprotected are
// named with the way to fix it.

// Unprotected is a work tree where git runs hooks from a folder that does
// not hold reviewlint's hooks.
type Unprotected struct {
	Worktree string
	// Folder is where git runs hooks from there; "" when git could not
	// say (Err).
	Folder string
	// Missing lists the hooks reviewlint would run that are not installed
	// there.
	Missing []string
	Err     error
}

// UnprotectedWorktrees lists the other work trees of the repository
// holding opts.Dir where git would not run the hooks opts names
// (DefaultHooks when none) that are installed in folder, the folder of
// the work tree at hand. Without git on PATH nothing is listed: only git
// can say where each work tree looks.
func UnprotectedWorktrees(opts Options, folder Folder) ([]Unprotected, error) {
	repo, err := openRepo(opts.Dir)
	if err != nil {
		return nil, err
	}
	defer repo.Close()
	if repo.WorkTree() == "" || folder.Empty {
		return nil, nil
	}
	worktrees, err := repo.Worktrees()
	if errors.Is(err, gitrepo.ErrNoGit) || len(worktrees) < 2 {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("list the work trees: %w", err)
	}
	names, err := hookNames(opts.Hooks, DefaultHooks)
	if err != nil {
		return nil, err
	}
	binary, err := resolveBinary(opts.Binary)
	if err != nil {
		return nil, err
	}
	here, mine := realPath(repo.WorkTree()), realPath(folder.Path)
	var out []Unprotected
	for _, wt := range worktrees {
		if wt.Bare || wt.Missing || realPath(wt.Path) == here {
			continue
		}
		dir, err := gitrepo.HooksDirIn(wt.Path)
		if err != nil {
			out = append(out, Unprotected{Worktree: wt.Path, Err: err})
			continue
		}
		if realPath(dir) == mine {
			continue
		}
		u := Unprotected{Worktree: wt.Path, Folder: dir}
		for _, name := range names {
			if serverHooks[name] {
				continue // a server's, never run in a work tree
			}
			if st, err := statusOf(filepath.Join(dir, name), name, binary); err != nil || st.State != "installed" {
				u.Missing = append(u.Missing, name)
			}
		}
		if len(u.Missing) > 0 {
			out = append(out, u)
		}
	}
	return out, nil
}

// Note says what is unprotected and how to fix it.
func (u Unprotected) Note() string {
	if u.Err != nil {
		return fmt.Sprintf("warning: the work tree %s may run no reviewlint hook: git could not say where it runs hooks from (%s)",
			gitquote.Path(u.Worktree), gitquote.Text(u.Err.Error()))
	}
	return fmt.Sprintf("warning: the work tree %s is not protected: git runs its hooks from %s, where %s not installed "+
		"(a relative core.hooksPath is taken from each work tree's root); run `reviewlint install` in %s, "+
		"or give core.hooksPath an absolute path that every work tree shares and install again",
		gitquote.Path(u.Worktree), gitquote.Path(u.Folder), missingList(u.Missing), gitquote.Path(u.Worktree))
}

func missingList(names []string) string {
	if len(names) == 1 {
		return names[0] + " is"
	}
	s := ""
	for i, n := range names {
		switch {
		case i == 0:
		case i == len(names)-1:
			s += " and "
		default:
			s += ", "
		}
		s += n
	}
	return s + " are"
}
