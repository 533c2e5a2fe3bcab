// Package odb reads git objects straight from a repository's objects
// folders, by format:
//
//   - packidx.go: pack indexes (.idx, versions 1 and 2), mapped and searched
//     in place: a lookup reads one fan-out entry and about log2(n) rows,
//     and nothing is decoded or checksummed up front.
//   - pack.go, packentry.go: pack files, mapped; an entry's header (type,
//     size, delta base) is checked against the pack's bounds.
//   - delta.go: git's delta format (copy and insert instructions), checked
//     in a first pass before anything is allocated.
//   - loose.go: loose objects, one zlib stream each.
//   - inflate.go: zlib with declared sizes checked against what the
//     compressed bytes could hold.
//   - read.go, info.go, prefix.go, basecache.go: the reader over all of
//     them: packs then loose objects, alternates, a bounded delta-base
//     cache, reads cut short at a size or a prefix, abbreviated ids.
//
// It exists for speed and robustness, and its tests say so: every object
// of repositories git packed in different ways (aggressive gc, several
// packs, REF_DELTA, version 1 indexes, alternates, a large blob) must read
// back as `git cat-file` prints it, and corrupt or hostile packs must give
// an error, never a panic or an allocation of a size a pack merely
// declares (the fuzz targets and their corpus in testdata/fuzz).
//
// It does not write, verify checksums (git did when it wrote the files),
// resolve refs or parse object contents. When it cannot answer (ErrNotFound,
// ErrUnsupported, a corrupt object) the caller asks another reader: package
// gitrepo falls back to go-git, so this reader can make a read faster but
// never make an object look absent.
package odb
