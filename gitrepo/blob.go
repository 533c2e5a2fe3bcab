package gitrepo

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
)

// ErrTooLarge is wrapped by ReadBlob's error when a blob exceeds the limit.
var ErrTooLarge = errors.New("blob too large")

// ReadBlob reads a blob whole, refusing (with an error wrapping
// ErrTooLarge) one larger than maxBytes; maxBytes <= 0 means no limit.
func (r *Repo) ReadBlob(h plumbing.Hash, maxBytes int64) ([]byte, error) {
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
	obj, err := r.storage.EncodedObject(plumbing.BlobObject, h)
	if err != nil {
		return nil, fmt.Errorf("read blob %s: %w", h, err)
	}
	if maxBytes > 0 && obj.Size() > maxBytes {
		return nil, fmt.Errorf("blob %s has %d bytes, over the limit of %d: %w", h, obj.Size(), maxBytes, ErrTooLarge)
	}
	rd, err := obj.Reader()
	if err != nil {
		return nil, fmt.Errorf("read blob %s: %w", h, err)
	}
	defer rd.Close()
	data := make([]byte, obj.Size())
	if _, err := io.ReadFull(rd, data); err != nil {
		return nil, fmt.Errorf("read blob %s: %w", h, err)
	}
	return data, nil
}

// ReadBlobPrefix reads at most n bytes from the start of a blob.
func (r *Repo) ReadBlobPrefix(h plumbing.Hash, n int) ([]byte, error) {
	obj, err := r.storage.EncodedObject(plumbing.BlobObject, h)
	if err != nil {
		return nil, fmt.Errorf("read blob %s: %w", h, err)
	}
	rd, err := obj.Reader()
	if err != nil {
		return nil, fmt.Errorf("read blob %s: %w", h, err)
	}
	defer rd.Close()
	data, err := io.ReadAll(io.LimitReader(rd, int64(n)))
	if err != nil {
		return nil, fmt.Errorf("read blob %s: %w", h, err)
	}
	return data, nil
}

// BlobSize returns a blob's size without reading its content.
func (r *Repo) BlobSize(h plumbing.Hash) (int64, error) {
	size, err := r.storage.EncodedObjectSize(h)
	if err != nil {
		return 0, fmt.Errorf("size of blob %s: %w", h, err)
	}
	return size, nil
}

// FileAt returns the entry at path in a commit's (or tree's) tree; false
// when nothing is there. A directory is not a file: false.
func (r *Repo) FileAt(commit plumbing.Hash, path string) (plumbing.Hash, filemode.FileMode, bool, error) {
	treeHash, err := r.treeOf(commit)
	if err != nil {
		return plumbing.ZeroHash, 0, false, err
	}
	parts := strings.Split(path, "/")
	for i, name := range parts {
		tree, err := r.getTree(treeHash)
		if err != nil {
			return plumbing.ZeroHash, 0, false, err
		}
		e, found := findEntry(tree, name)
		if !found {
			return plumbing.ZeroHash, 0, false, nil
		}
		if i == len(parts)-1 {
			if e.Mode == filemode.Dir {
				return plumbing.ZeroHash, 0, false, nil
			}
			return e.Hash, canonMode(e.Mode), true, nil
		}
		if e.Mode != filemode.Dir {
			return plumbing.ZeroHash, 0, false, nil
		}
		treeHash = e.Hash
	}
	return plumbing.ZeroHash, 0, false, nil
}

func findEntry(t *object.Tree, name string) (object.TreeEntry, bool) {
	for _, e := range t.Entries {
		if e.Name == name {
			return e, true
		}
	}
	return object.TreeEntry{}, false
}
