// Package snapshot is the small, git-free view of a commit that the
// analyzers reading whole trees (symbols, pointers, evidence, typecheck)
// work over: list a snapshot's files, read one file's bytes on demand, and
// name the paths a range changed. Its Analyzer lists both sides of a derive
// run once and hands them to every analyzer that requires it.
//
// What the checkout holds and the objects do not is said, never read as
// if it were the file: a submodule is no file but is listed
// (Submodules), and its files are read from its own repository where
// this machine holds one (Submodule); a Git LFS pointer or git-crypt
// ciphertext fails to read (ErrPointer, ErrEncrypted), as a file over the
// size limit does, and the analyzers list it.
//
// It exists so that the analysis logic is pure (testable with in-memory file
// sets) and so that an adapter over gitrepo can read blobs lazily: the
// analyzers ask only for the files they need. It is not a cache and not a
// git abstraction; ReadFile may be called from one goroutine only, because
// go-git objects behind an adapter are not safe for concurrent use, but a
// Concurrent snapshot reads most files on any goroutine (ReadFileFast).
package snapshot
