// Package gitrepo is reviewlint's one way into git. It opens a repository
// the way git itself finds one (any folder inside a work tree, a linked
// worktree, a bare repository, or the GIT_DIR / GIT_WORK_TREE /
// GIT_INDEX_FILE a hook is given), resolves revisions, reads trees, the
// index git names for this process, blobs and raw configuration, and lists
// what changed between two trees or between HEAD and the index.
//
// It is the only package that imports go-git, and the only one that runs
// the git binary: only to ask where git itself looks (the hooks folder,
// resolved configuration with conditional includes) and whether the work
// tree differs from HEAD (status.go), where git's behaviour is the
// definition (gitbin.go). It never writes to the repository, the
// index or the work tree.
//
// Objects (commits, trees, blobs) are read by a small reader of its own
// (package odb): pack indexes are mapped and
// searched in place rather than loaded and checksummed whole, which is what
// made go-git slow to read a single commit in a hook. go-git remains for
// refs, and reads any object the fast reader cannot (odd packs, objects it
// does not find), so the fast path never turns into "no such object".
// Package init matters too: importing go-git's root package or
// plumbing/object links in transports and openpgp; neither is imported.
//
// A repository it cannot read faithfully (an unknown extension, a partial
// clone, a sha256 object format, a split or sparse index) is an error, never
// an empty result that would look like "no change".
//
// A Repo is not safe for concurrent use: read objects from one goroutine and
// hand the bytes to workers.
package gitrepo
