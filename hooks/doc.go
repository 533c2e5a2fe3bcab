// Package hooks installs reviewlint's git hooks and runs them.
//
// Installing writes small POSIX sh scripts into the folder git reads hooks
// from (core.hooksPath, the common git dir of a linked worktree, a
// submodule's git dir). A hook the user already had is moved aside to
// <hook>.reviewlint-user and run first, with the same arguments and input;
// uninstalling puts it back untouched. Our scripts carry a marker line, so
// installing twice changes nothing.
//
// The runners (PreCommit, CommitMsg) lint exactly what the commit records:
// blobs from the index git names in GIT_INDEX_FILE, never the working tree.
// They read the repository through package gitrepo and never write to the
// index, the working tree or the git dir: no stash, no checkout.
//
// It does not decide what a malformed report is (packages lint, contract and
// commitmsg do) nor how diagnostics print (package output).
package hooks
