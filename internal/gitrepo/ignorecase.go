package gitrepo

// IgnoreCase reports core.ignorecase: git set it at init or clone on a
// case-insensitive file system, and then matches paths without regard to
// case.
func (r *Repo) IgnoreCase() bool {
	v, ok := r.ConfigValue("core", "", "ignorecase")
	return ok && configBool(v)
}
