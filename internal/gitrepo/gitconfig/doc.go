// Package gitconfig reads git's configuration files as git does: the
// syntax (sections, "sub" and .sub subsections, quoting, escapes,
// comments, continuation lines), and the files git reads for a
// repository, in git's order of precedence (system, global, local,
// worktree with extensions.worktreeConfig, then GIT_CONFIG_COUNT from the
// environment), with include.path and includeIf "gitdir:" spliced in
// where they appear.
//
// It exists because go-git's config reader does not follow includes, does
// not read the user's or the worktree's files, and does not keep every
// value of a key in order. It is not a complete git config: other
// includeIf conditions never match, and values are returned raw (Bool
// reads one as --bool does). Where git's own answer matters (hooks,
// conditional includes), gitrepo asks the git binary instead.
//
// It never writes a configuration file.
package gitconfig
