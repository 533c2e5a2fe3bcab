package gitrepo

import "path/filepath"

// HooksDir is the folder git runs hooks from, as `git rev-parse --git-path
// hooks` names it: core.hooksPath (~ expanded; relative to the work tree
// root, or to the git dir in a bare repository) or <common dir>/hooks.
func (r *Repo) HooksDir() (string, error) {
	p, ok := r.ConfigValue("core", "", "hookspath")
	if !ok || p == "" {
		return filepath.Join(r.loc.commonDir, "hooks"), nil
	}
	p = expandHome(p, r.getenv)
	if filepath.IsAbs(p) {
		return filepath.Clean(p), nil
	}
	base := r.loc.workTree
	if base == "" {
		base = r.loc.gitDir
	}
	return filepath.Join(base, p), nil
}
