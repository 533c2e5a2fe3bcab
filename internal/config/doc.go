// Package config reads rules.toml: the file globs that say which files are
// review reports and verdict files, per-rule severities, per-path overrides,
// the commit-msg policy and the defaults of `reviewlint derive`.
//
// The defaults are the embedded rules.toml itself, so there is one source of
// truth. Unknown keys and bad values are errors that carry the file name,
// line and key: a configuration mistake must stop the run, never be ignored.
//
// It does not decide what a rule finds; it only says how loud a rule is.
package config
