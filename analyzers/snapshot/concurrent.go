package snapshot

import "github.com/reviewlint/reviewlint/internal/gitrepo"

// Concurrent is a Snapshot some of whose files may be read from several
// goroutines at once, beside the one that calls ReadFile: ReadFileFast
// answers as ReadFile would, or says (ok false) that only ReadFile
// answers for that file. It never answers for a symbolic link (Linked),
// so that a caller that refuses links need not ask LinkTarget, which
// reads on ReadFile's goroutine, of a file it answers. A type checker reads hundreds of files on
// several goroutines; reading each under one lock left all but one
// waiting while a blob was inflated.
type Concurrent interface {
	ReadFileFast(path string) (data []byte, ok bool, err error)
}

// ReadFileFast reads path's blob where gitrepo's fast reader answers
// (Repo.ReadBlobFast); a symbolic link, a file not in the snapshot and
// an object only go-git reads are left to ReadFile. What it reads of g
// is written only while g is made.
func (g *Git) ReadFileFast(path string) ([]byte, bool, error) {
	e, ok := g.blobs[path]
	if !ok || e.NewMode == gitrepo.ModeSymlink {
		return nil, false, nil
	}
	data, ok, err := g.repo.ReadBlobFast(e.NewHash, g.maxSize)
	if !ok {
		return nil, false, nil
	}
	data, err = blobRead(path, data, err)
	return data, true, err
}
