// Package gitrepo is reviewlint's one way into git. It opens a repository
// the way git itself finds one (any folder inside a work tree, a linked
// worktree, a bare repository, or the GIT_DIR / GIT_WORK_TREE /
// GIT_INDEX_FILE a hook is given), resolves revisions, reads trees, the
// index git names for this process, blobs and raw configuration, and lists
// what changed between two trees or between HEAD and the index. It never
// writes to the repository, the index or the work tree.
//
// Repo is the façade the rest of reviewlint uses; the formats it reads
// are packages of their own below it, each usable and tested alone:
//
//   - odb: the object store (pack indexes, packs, deltas, loose objects),
//     checked object by object against `git cat-file` and against corrupt
//     and hostile packs.
//   - object: the contents of commits, trees and tags.
//   - index: the index file and its cache-tree.
//   - gitconfig: config syntax and the files git reads, with includes.
//   - discover: where a repository's git dir, common dir and work tree
//     are, and whether its format can be read faithfully.
//   - mapfile: read-only file mapping, shared by odb and index.
//   - refs: loose and packed refs, symbolic refs, a worktree's own refs.
//
// Here remains what needs several of them at once: opening (open.go,
// errors.go), revisions (revparse.go, resolve.go), trees and their diffs
// (tree.go, treediff.go, files.go), history walks (walk.go, commits.go,
// mergebase.go), HEAD against the index (staged.go), pushes (receive.go,
// quarantine.go) and the fallback object reader (slowstore.go).
//
// # What go-git is used for, and why
//
// go-git is the fallback object reader: any object odb cannot answer for
// (a pack format it does not know, an object it does not find, data it
// judges corrupt) is read through go-git's pack, pack index and loose
// object readers (slowstore.go), so the fast path can only make a read
// faster, never make an object look absent (objects.go). Its plumbing
// types (Hash, ObjectType, FileMode) are the id and mode types of gitrepo
// and its packages; Hash and FileMode are re-exported (types.go) so that
// callers need not import go-git.
//
// go-git's storage layer (storage/filesystem and dotgit) is not imported:
// it links go-git's configuration package, gcfg and encoding/gob, whose
// package initialisation every run of the binary would pay, whatever the
// verb. Refs are read by refs, git's files backend and nothing more.
//
// Everything else is read without it, each for a measured reason:
//
//   - Objects: go-git loads and checksums a whole pack index before its
//     first read, which made reading one commit in a hook slow; odb maps
//     the index and searches it in place, and reads random objects about
//     twice as fast.
//   - The index: go-git's decoder loses the cache-tree's invalidated nodes
//     (so the HEAD walk cannot skip unchanged directories) and does not
//     refuse a split or sparse index, whose entries would silently vanish;
//     it also reads only .git/index, not the GIT_INDEX_FILE git gives a
//     hook.
//   - Configuration: go-git does not follow include.path or includeIf,
//     and does not read the user's, the system's or the worktree's files.
//   - Discovery: go-git does not honour the GIT_* variables git sets for
//     hooks, and some of its releases refuse extensions.worktreeConfig.
//   - Work tree status: go-git's Worktree.Status takes seconds where git
//     takes milliseconds.
//
// go-git's object cache hashes with collision-detecting SHA-1; hash.go
// swaps in the standard library's, since reviewlint only reads objects git
// already checked. Its root package and plumbing/object are not imported:
// their package init links in transports and openpgp.
//
// The git binary is run only where git's behaviour is the definition
// (gitbin.go): where it looks for hooks, configuration resolved with every
// conditional include, and whether the work tree differs from HEAD
// (status.go).
//
// A repository it cannot read faithfully (an unknown extension, a partial
// clone, a sha256 object format, a split or sparse index) is an error
// wrapping ErrUnsupportedRepository, never an empty result that would look
// like "no change".
//
// A Repo is not safe for concurrent use: read objects from one goroutine and
// hand the bytes to workers, or give each goroutine its own Reopen copy.
package gitrepo
