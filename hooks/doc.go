// Package hooks installs reviewlint's git hooks and runs them.
//
// Installing writes small POSIX sh scripts into the folder git reads hooks
// from, as git names it (`git rev-parse --git-path hooks/…`: core.hooksPath
// however it is set, the common git dir of a linked worktree, a
// submodule's git dir). A hook the user already had is moved aside to
// <hook>.reviewlint-user and run first, with the same arguments and input;
// uninstalling puts it back untouched. Install and uninstall hold a lock
// file in the hooks folder and replace files by rename only, so runs at
// once take turns and an interrupted one leaves the old state or the new.
// A reviewlint hook, by whatever path or link, is never kept as the user's.
// Install lists in the git dir each folder it writes to, so that status and
// uninstall find its hooks there after git stops running hooks from it
// (core.hooksPath changed). Install refuses, changing nothing,
// where that would break something: a hooks folder the repository tracks,
// hooks run by husky, lefthook or pre-commit (they dispatch on the hook's
// name), and a reviewlint hook edited by hand. Our scripts are recognised
// byte for byte, so installing twice changes nothing.
//
// The local runners (PreCommit, also for pre-merge-commit, and CommitMsg)
// lint exactly what the commit records: blobs from the index git names in
// GIT_INDEX_FILE, never the working tree. Receive (pre-receive, update)
// checks the pushed commits through package check, reading git's
// quarantined objects. All read the repository through package gitrepo and
// never write to the index or the working tree: no stash, no checkout. The
// git dir gets one small file, and only for a commit whose configuration
// has a notice, so that pre-commit and commit-msg say it once.
//
// It does not decide what a malformed report is (packages lint, contract and
// commitmsg do) nor how diagnostics print (package output).
package hooks
