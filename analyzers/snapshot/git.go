package snapshot

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"sync/atomic"

	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// Git is a Snapshot read through gitrepo: the file listing comes from the
// trees (no blob read), a file's bytes from its blob when asked for. Like
// the go-git objects under it, it is for one goroutine.
type Git struct {
	repo    *gitrepo.Repo
	paths   []string
	blobs   map[string]gitrepo.Change // path → entry; NewHash is the blob
	subs    map[string]gitrepo.Hash   // submodule path → the commit its gitlink records
	nested  submodules
	maxSize int64
}

// listings counts the full-tree listings made by this process: each walks
// every tree of a commit, so derive makes one per side per run, however
// many analyzers read the snapshots.
var listings atomic.Int64

// Listings returns how many full-tree listings (FromCommit, FromIndex)
// this process has made.
func Listings() int64 { return listings.Load() }

// FromCommit lists commit's files. Submodules are not files: they are left
// out of Paths and listed by Submodules. maxSize (0: none) bounds ReadFile, which then fails with
// gitrepo.ErrTooLarge.
func FromCommit(repo *gitrepo.Repo, commit gitrepo.Hash, maxSize int64) (*Git, error) {
	listings.Add(1)
	listing, err := repo.TreeChanges(gitrepo.ZeroHash, commit)
	if err != nil {
		return nil, fmt.Errorf("list files of %s: %w", commit, err)
	}
	return newGit(repo, listing, maxSize), nil
}

// FromIndex is the index git names for this process: HEAD's files with the
// staged changes applied.
func FromIndex(repo *gitrepo.Repo, maxSize int64) (*Git, error) {
	listings.Add(1)
	var listing []gitrepo.Change
	if head, born, err := repo.HeadCommit(); err != nil {
		return nil, err
	} else if born {
		if listing, err = repo.TreeChanges(gitrepo.ZeroHash, head); err != nil {
			return nil, fmt.Errorf("list files of HEAD: %w", err)
		}
	}
	staged, err := repo.StagedChanges()
	if err != nil {
		return nil, fmt.Errorf("read the index: %w", err)
	}
	g := newGit(repo, listing, maxSize)
	for _, c := range staged {
		delete(g.blobs, c.Path)
		delete(g.subs, c.Path)
		switch {
		case c.Status == gitrepo.Deleted || c.Status == gitrepo.Unmerged:
		case c.NewMode == gitrepo.ModeSubmodule:
			g.subs[c.Path] = c.NewHash
		default:
			g.blobs[c.Path] = c
		}
	}
	g.paths = g.paths[:0]
	for p := range g.blobs {
		g.paths = append(g.paths, p)
	}
	slices.Sort(g.paths)
	return g, nil
}

func newGit(repo *gitrepo.Repo, listing []gitrepo.Change, maxSize int64) *Git {
	g := &Git{repo: repo, blobs: make(map[string]gitrepo.Change, len(listing)), subs: map[string]gitrepo.Hash{}, maxSize: maxSize}
	for _, e := range listing {
		if e.NewMode == gitrepo.ModeSubmodule {
			g.subs[e.Path] = e.NewHash
			continue
		}
		g.paths = append(g.paths, e.Path)
		g.blobs[e.Path] = e
	}
	slices.Sort(g.paths)
	return g
}

// Paths lists the snapshot's files, sorted.
func (g *Git) Paths() []string { return g.paths }

// LinkTarget returns the target of the symbolic link at path, as git
// stores it; ok is false for any other file.
func (g *Git) LinkTarget(path string) (string, bool, error) {
	e, found := g.blobs[path]
	if !found || e.NewMode != gitrepo.ModeSymlink {
		return "", false, nil
	}
	data, err := g.repo.ReadBlob(e.NewHash, 4096)
	if err != nil {
		return "", false, fmt.Errorf("read link %s: %w", path, err)
	}
	return string(data), true, nil
}

// Submodules lists where the tree holds a submodule, sorted.
func (g *Git) Submodules() []string { return slices.Sorted(maps.Keys(g.subs)) }

// ReadFile reads path's blob; a Git LFS pointer fails with ErrPointer,
// a file git-crypt encrypts with ErrEncrypted.
func (g *Git) ReadFile(path string) ([]byte, error) {
	e, ok := g.blobs[path]
	if !ok {
		return nil, fmt.Errorf("read %s: no such file in snapshot", path)
	}
	data, err := g.repo.ReadBlob(e.NewHash, g.maxSize)
	return blobRead(path, data, err)
}

// blobRead is what ReadFile makes of reading path's blob.
func blobRead(path string, data []byte, err error) ([]byte, error) {
	if errors.Is(err, gitrepo.ErrTooLarge) {
		return nil, fmt.Errorf("read %s: %w (%v)", path, ErrTooLarge, err)
	}
	if err == nil && lfsPointer(data) {
		return nil, fmt.Errorf("read %s: %w", path, ErrPointer)
	}
	if err == nil && gitCrypt(data) {
		return nil, fmt.Errorf("read %s: %w", path, ErrEncrypted)
	}
	return data, err
}

// ContentID is path's blob id (Identified): git names a blob by its
// bytes.
func (g *Git) ContentID(path string) (string, bool) {
	e, ok := g.blobs[path]
	if !ok {
		return "", false
	}
	return string(e.NewHash[:]), true
}

// Changes converts gitrepo's changes (renames never detected) to Changes.
func Changes(changes []gitrepo.Change) []Change {
	out := make([]Change, 0, len(changes))
	for _, c := range changes {
		switch c.Status {
		case gitrepo.Added:
			out = append(out, Change{NewPath: c.Path})
		case gitrepo.Deleted:
			out = append(out, Change{OldPath: c.Path})
		default:
			out = append(out, Change{OldPath: c.OldPath, NewPath: c.Path})
		}
	}
	return out
}
