package gitrepo

import "github.com/reviewlint/reviewlint/internal/gitrepo/gitconfig"

// IgnoreCase reports core.ignorecase: git set it at init or clone on a
// case-insensitive file system, and then matches paths without regard to
// case.
func (r *Repo) IgnoreCase() bool {
	v, ok := r.ConfigValue("core", "", "ignorecase")
	return ok && gitconfig.Bool(v)
}
