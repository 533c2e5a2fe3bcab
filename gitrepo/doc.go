// Package gitrepo is reviewlint's one way into git. It opens a repository
// the way git itself finds one (any folder inside a work tree, a linked
// worktree, a bare repository, or the GIT_DIR / GIT_WORK_TREE /
// GIT_INDEX_FILE a hook is given), resolves revisions, reads trees, the
// index git names for this process, blobs and raw configuration, and lists
// what changed between two trees or between HEAD and the index.
//
// It is the only package that imports go-git. It never runs the git binary
// and never writes to the repository, the index or the work tree.
//
// A repository it cannot read faithfully (an unknown extension, a partial
// clone, a sha256 object format, a split or sparse index) is an error, never
// an empty result that would look like "no change".
//
// A Repo is not safe for concurrent use: read objects from one goroutine and
// hand the bytes to workers.
package gitrepo
