// Package engine is the one pipeline behind every verb that lints review
// files: `lint`, the commit hooks (pre-commit, commit-msg,
// pre-applypatch), `check` and the push hooks (pre-push, pre-receive).
//
// It decides which rules.toml a run applies (rules.go: the work tree's, the
// index's, or the target commit's, with the built-in rules as fallback);
// reads the files to lint from their source (the work tree through package
// lint, the index git names, or a commit's tree) and follows symbolic links
// the way git records them (links.go); and reads what the commit-message
// checks compare trailers with (messages.go). Linting the bytes and
// applying severities is package lint's work; choosing which commits a
// range or a push holds is package check's; printing is package output's.
package engine
