package gitrepo

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/reviewlint/reviewlint/internal/gitrepo/gitconfig"
)

// HooksLocation is where git looks for hooks in a repository.
type HooksLocation struct {
	// Dir is the folder git runs hooks from, absolute.
	Dir string
	// AskedGit is false when git is not on PATH and Dir was worked out from
	// the configuration files alone (conditional includes other than gitdir:
	// are then not evaluated).
	AskedGit bool
	// EmptyHooksPath is true when core.hooksPath is set to "": git then
	// looks for /<hook>, at the root of the file system, and runs no hook
	// from any folder of the repository.
	EmptyHooksPath bool
}

// Hooks asks git where it looks for hooks: `git rev-parse --git-path
// hooks/<hook>`, which honours core.hooksPath however it is set (included
// under includeIf onbranch:, hasconfig: or gitdir:, with ~ or ~user,
// relative to the work tree root), a linked worktree's common dir and a
// submodule's git dir. Without git on PATH it falls back to reading the
// configuration (HooksDir) and says so in AskedGit.
func (r *Repo) Hooks() (HooksLocation, error) {
	out, _, err := r.runGit("rev-parse", "--git-path", "hooks/pre-commit")
	if errors.Is(err, ErrNoGit) {
		dir, err := r.HooksDir()
		p, set := r.ConfigValue("core", "", "hookspath")
		return HooksLocation{Dir: dir, EmptyHooksPath: set && p == ""}, err
	}
	if err != nil {
		return HooksLocation{}, fmt.Errorf("ask git for the hooks folder: %w", err)
	}
	p := strings.TrimRight(string(out), "\r\n")
	if p == "" || strings.ContainsRune(p, '\n') {
		return HooksLocation{}, fmt.Errorf("ask git for the hooks folder: unexpected answer %q", out)
	}
	if !filepath.IsAbs(p) {
		p = filepath.Join(r.dir, p) // git answers relative to where it ran
	}
	loc := HooksLocation{Dir: filepath.Dir(filepath.Clean(p)), AskedGit: true}
	v, set, err := r.GitConfig("core.hooksPath", false)
	if err != nil {
		return HooksLocation{}, fmt.Errorf("ask git for core.hooksPath: %w", err)
	}
	loc.EmptyHooksPath = set && v == ""
	return loc, nil
}

// HooksDir is the folder git runs hooks from, read from the configuration
// files without git: core.hooksPath (~ and ~user expanded; relative to the
// work tree root, or to the git dir in a bare repository) or <common
// dir>/hooks. It is what Hooks falls back to.
func (r *Repo) HooksDir() (string, error) {
	p, ok := r.ConfigValue("core", "", "hookspath")
	if !ok || p == "" {
		return filepath.Join(r.loc.CommonDir, "hooks"), nil
	}
	p, err := expandUserHome(p, r.getenv)
	if err != nil {
		return "", err
	}
	if filepath.IsAbs(p) {
		return filepath.Clean(p), nil
	}
	base := r.loc.WorkTree
	if base == "" {
		base = r.loc.GitDir
	}
	return filepath.Join(base, p), nil
}

// expandUserHome expands ~/ to $HOME and ~user/ to user's home folder, as
// git expands a path in its configuration; an unknown user is an error, as
// it is for git, not a folder named "~user" in the work tree.
func expandUserHome(p string, getenv func(string) string) (string, error) {
	if !strings.HasPrefix(p, "~") || p == "~" || strings.HasPrefix(p, "~/") {
		return gitconfig.ExpandHome(p, getenv), nil
	}
	name, rest, _ := strings.Cut(p[1:], "/")
	home, err := userHome(name)
	if err != nil {
		return "", fmt.Errorf("core.hooksPath %s: no user %q to expand ~%s: %w", p, name, name, err)
	}
	return filepath.Join(home, rest), nil
}
