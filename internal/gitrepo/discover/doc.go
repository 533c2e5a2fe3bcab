// Package discover finds a repository as git's setup does, before
// anything in it is read: walking up from a folder to a ".git" folder, a
// "gitdir:" file (linked worktrees, submodules) or a bare repository, or
// taking GIT_DIR, GIT_WORK_TREE and GIT_COMMON_DIR as git gives them to a
// hook; and the common dir a linked worktree shares (Locate). With
// GIT_DIR alone, the work tree comes from core.worktree or the current
// folder, as in git (WorkTreeForGitDir).
//
// CheckFormat applies git's repository-format rules
// (core.repositoryformatversion, extensions.*) and refuses, with
// ErrUnsupported, what could not be read faithfully: an unknown
// extension, a partial clone, a sha256 or reftable repository.
//
// It opens nothing and reads no object; gitrepo does that with what it
// finds.
package discover
