// Package engine is the one pipeline behind every verb that lints review
// files: `lint`, the commit hooks (pre-commit, commit-msg,
// pre-applypatch), `check` and the push hooks (pre-push, pre-receive).
//
// It decides which rules.toml a run applies (rules.go: the work tree's,
// the index's, or the target commit's, else the built-in rules); reads the
// files to lint from their source, the index git names or a commit's tree,
// following symbolic links the way git records them (files.go, links.go);
// says which commits share the code under review, for evidence-stale
// (samecode.go); and reads what the commit-message checks compare
// trailers with (messages.go). Files on disk are read by package lint,
// which also lints the bytes and weighs each finding by rules.toml;
// choosing the commits of a range or a push is package check's work, and
// printing is package output's.
package engine
