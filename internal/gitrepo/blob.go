package gitrepo

import (
	"errors"
	"fmt"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"

	"github.com/reviewlint/reviewlint/internal/gitrepo/object"
	"github.com/reviewlint/reviewlint/internal/gitrepo/odb"
)

// ErrTooLarge is wrapped by ReadBlob's error when a blob exceeds the limit.
var ErrTooLarge = errors.New("blob too large")

// ReadBlob reads a blob whole, refusing (with an error wrapping
// ErrTooLarge) one larger than maxBytes; maxBytes <= 0 means no limit.
func (r *Repo) ReadBlob(h Hash, maxBytes int64) ([]byte, error) {
	return r.readBlob(h, maxBytes, r.odb.ReadMax, r.readObject)
}

// ReadBlobShared is ReadBlob for a caller that only reads the bytes and
// keeps none of them: they may be the object cache's own, handed out
// without a copy, and must never be written. Diffing a range reads both
// sides of every changed file once; copying each blob the cache holds
// (every whole blob read from a pack is cached, since the other side is
// often a delta against it) cost a copy and new memory per side.
func (r *Repo) ReadBlobShared(h Hash, maxBytes int64) ([]byte, error) {
	return r.readBlob(h, maxBytes, r.odb.ReadMaxShared, r.readObjectShared)
}

func (r *Repo) readBlob(h Hash, maxBytes int64, fastMax func(Hash, int64) (plumbing.ObjectType, []byte, error),
	read func(Hash) (plumbing.ObjectType, []byte, error)) ([]byte, error) {
	if maxBytes > 0 {
		// One pass: the fast reader checks the size as soon as it knows it.
		if data, ok, err := fastBlob(h, maxBytes, fastMax); ok {
			return data, err
		}
	}
	// The size comes from the object header, before anything is inflated.
	if maxBytes > 0 {
		size, err := r.BlobSize(h)
		if err != nil {
			return nil, err
		}
		if size > maxBytes {
			return nil, fmt.Errorf("blob %s has %d bytes, over the limit of %d: %w", h, size, maxBytes, ErrTooLarge)
		}
	}
	data, err := r.readTypedFrom(h, plumbing.BlobObject, read)
	if err != nil {
		return nil, fmt.Errorf("read blob %s: %w", h, err)
	}
	return data, nil
}

// fastBlob is what the fast reader answers of a blob (ok): its bytes, or
// its refusal of one over maxBytes (-1 for no limit). Anything else (an
// object only go-git reads, one that is not a blob, an error) is ok false,
// for go-git's reader to answer.
func fastBlob(h Hash, maxBytes int64, fastMax func(Hash, int64) (plumbing.ObjectType, []byte, error)) (data []byte, ok bool, err error) {
	typ, data, err := fastMax(h, maxBytes)
	var tooLarge *odb.SizeError
	switch {
	case errors.As(err, &tooLarge):
		return nil, true, fmt.Errorf("blob %s has %d bytes, over the limit of %d: %w", h, tooLarge.Size, maxBytes, ErrTooLarge)
	case err == nil && typ == plumbing.BlobObject:
		return data, true, nil
	}
	return nil, false, nil
}

// ReadBlobPrefix reads at most n bytes from the start of a blob.
func (r *Repo) ReadBlobPrefix(h Hash, n int) ([]byte, error) {
	typ, data, err := r.objectPrefix(h, n)
	if err == nil && typ != plumbing.BlobObject {
		err = fmt.Errorf("object is a %s", typ)
	}
	if err != nil {
		return nil, fmt.Errorf("read blob %s: %w", h, err)
	}
	return data, nil
}

// BlobSize returns a blob's size without reading its content.
func (r *Repo) BlobSize(h Hash) (int64, error) {
	typ, size, err := r.objectInfo(h)
	if err == nil && typ != plumbing.BlobObject {
		err = fmt.Errorf("object is a %s", typ)
	}
	if err != nil {
		return 0, fmt.Errorf("size of blob %s: %w", h, err)
	}
	return size, nil
}

// FileAt returns the entry at path in a commit's (or tree's) tree; false
// when nothing is there. A directory is not a file: false.
func (r *Repo) FileAt(commit Hash, path string) (Hash, FileMode, bool, error) {
	treeHash, err := r.treeOf(commit)
	if err != nil {
		return ZeroHash, 0, false, err
	}
	parts := strings.Split(path, "/")
	for i, name := range parts {
		tree, err := r.getTree(treeHash)
		if err != nil {
			return ZeroHash, 0, false, err
		}
		e, found := findEntry(tree, name)
		if !found {
			return ZeroHash, 0, false, nil
		}
		if i == len(parts)-1 {
			if e.Mode == ModeDir {
				return ZeroHash, 0, false, nil
			}
			return e.Hash, canonMode(e.Mode), true, nil
		}
		if e.Mode != ModeDir {
			return ZeroHash, 0, false, nil
		}
		treeHash = e.Hash
	}
	return ZeroHash, 0, false, nil
}

func findEntry(entries []object.TreeEntry, name string) (object.TreeEntry, bool) {
	for _, e := range entries {
		if e.Name == name {
			return e, true
		}
	}
	return object.TreeEntry{}, false
}

// DirAt reports whether path is a folder in a commit's (or tree's) tree,
// which FileAt reports as nothing there.
func (r *Repo) DirAt(commit Hash, path string) (bool, error) {
	treeHash, err := r.treeOf(commit)
	if err != nil {
		return false, err
	}
	for _, name := range strings.Split(path, "/") {
		tree, err := r.getTree(treeHash)
		if err != nil {
			return false, err
		}
		e, found := findEntry(tree, name)
		if !found || e.Mode != ModeDir {
			return false, nil
		}
		treeHash = e.Hash
	}
	return true, nil
}
