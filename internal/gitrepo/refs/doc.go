// Package refs reads git's files ref backend: loose refs (one file a ref
// under the git dir), the packed-refs file, and symbolic refs such as
// HEAD. Reading nothing else, it keeps go-git's storage layer out of the
// binary: that layer brings go-git's configuration package, gcfg and
// encoding/gob, whose package initialisation every run of reviewlint
// paid, whatever the verb.
//
// It follows git's rules where go-git's differ: a worktree's own refs
// (HEAD and the other root refs, refs/worktree/, refs/bisect/,
// refs/rewritten/) are read from its git dir and every other ref from the
// common dir; a loose ref file is an object id followed by nothing or a
// blank, or "ref:" and the name it stands for; at most five symbolic refs
// are followed in a row. A name that git would refuse as a ref name (a
// "..", a component starting with a dot, a control character) is never
// looked up, so no name reads a file outside the ref folders.
//
// It never writes. A repository whose refs live in another backend
// (reftable) is refused before this package is reached (discover).
package refs
