package gitrepo

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"

	"github.com/reviewlint/reviewlint/internal/gitrepo/odb"
)

// readObject returns an object's type and content. The fast reader (packs
// and loose objects read directly) answers first; whatever it cannot
// answer (an unsupported pack index, an object it does not find, data it
// judges corrupt) is asked of go-git, so the fast path can only make a
// read faster, never make an object look absent.
func (r *Repo) readObject(h Hash) (plumbing.ObjectType, []byte, error) {
	return r.readObjectFrom(h, r.odb.Read)
}

// readObjectShared is readObject for a caller that does not modify the
// bytes nor keep them past its use: they may be the fast reader's cache's
// own.
func (r *Repo) readObjectShared(h Hash) (plumbing.ObjectType, []byte, error) {
	return r.readObjectFrom(h, r.odb.ReadShared)
}

func (r *Repo) readObjectFrom(h Hash, fast func(Hash) (plumbing.ObjectType, []byte, error)) (plumbing.ObjectType, []byte, error) {
	typ, data, fastErr := fast(h)
	if fastErr == nil {
		return typ, data, nil
	}
	obj, rd, err := r.slowOpen(h, fastErr)
	if err != nil {
		return 0, nil, err
	}
	defer rd.Close()
	data = make([]byte, obj.Size())
	if _, err := io.ReadFull(rd, data); err != nil {
		return 0, nil, fallbackError(h, fastErr, err)
	}
	return obj.Type(), data, nil
}

// objectInfo returns an object's type and size without its content.
func (r *Repo) objectInfo(h Hash) (plumbing.ObjectType, int64, error) {
	typ, size, fastErr := r.odb.Info(h)
	if fastErr == nil {
		return typ, size, nil
	}
	obj, err := r.slow.object(h)
	if err != nil {
		return 0, 0, fallbackError(h, fastErr, err)
	}
	return obj.Type(), obj.Size(), nil
}

// objectPrefix returns an object's type and at most n bytes of it.
func (r *Repo) objectPrefix(h Hash, n int) (plumbing.ObjectType, []byte, error) {
	typ, data, fastErr := r.odb.ReadPrefix(h, n)
	if fastErr == nil {
		return typ, data, nil
	}
	obj, rd, err := r.slowOpen(h, fastErr)
	if err != nil {
		return 0, nil, err
	}
	defer rd.Close()
	data, err = io.ReadAll(io.LimitReader(rd, int64(n)))
	if err != nil {
		return 0, nil, fallbackError(h, fastErr, err)
	}
	return obj.Type(), data, nil
}

// slowOpen opens an object through go-git, for what the fast reader could
// not answer (fastErr says why); the caller closes the reader.
func (r *Repo) slowOpen(h Hash, fastErr error) (plumbing.EncodedObject, io.ReadCloser, error) {
	obj, err := r.slow.object(h)
	if err != nil {
		return nil, nil, fallbackError(h, fastErr, err)
	}
	rd, err := obj.Reader()
	if err != nil {
		return nil, nil, fallbackError(h, fastErr, err)
	}
	return obj, rd, nil
}

// fallbackError reports a read that failed both ways: go-git's error, with
// the fast reader's reason when it was more than "not found".
func fallbackError(h Hash, fastErr, gitErr error) error {
	if errors.Is(fastErr, odb.ErrNotFound) {
		return fmt.Errorf("object %s: %w", h, gitErr)
	}
	return fmt.Errorf("object %s: %w (fast reader: %v)", h, gitErr, fastErr)
}

// readTyped reads an object that must be of type want.
func (r *Repo) readTyped(h Hash, want plumbing.ObjectType) ([]byte, error) {
	return r.readTypedFrom(h, want, r.readObject)
}

func (r *Repo) readTypedFrom(h Hash, want plumbing.ObjectType, read func(Hash) (plumbing.ObjectType, []byte, error)) ([]byte, error) {
	typ, data, err := read(h)
	if err != nil {
		return nil, err
	}
	if typ != want {
		return nil, fmt.Errorf("object %s is a %s, not a %s", h, typ, want)
	}
	return data, nil
}

// objectsWithPrefix returns the ids starting with the hexadecimal prefix
// (lowercase, at least 4 digits), at most two: enough to tell a unique
// abbreviation from an ambiguous one.
func (r *Repo) objectsWithPrefix(prefix string) ([]Hash, error) {
	found, err := r.odb.WithPrefix(prefix)
	if err == nil {
		return found, nil
	}
	// The fast reader cannot list this repository: go-git's readers list
	// every object instead. Slow, but only for abbreviated ids in such a
	// case.
	found = nil
	gitErr := r.slow.ids(func(h Hash) bool {
		if strings.HasPrefix(h.String(), prefix) && !slices.Contains(found, h) {
			found = append(found, h)
		}
		return len(found) < 2
	})
	if gitErr != nil {
		return nil, fmt.Errorf("list objects: %w (fast reader: %v)", gitErr, err)
	}
	return found, nil
}

// Abbrev resolves a hexadecimal abbreviation of at least 4 digits to the
// one object whose id starts with it; false when none or more than one
// does, as git's own resolution refuses an ambiguous one. A full id
// resolves only when the object exists. Refs are not
// read: a branch named like an id does not stand for it.
func (r *Repo) Abbrev(prefix string) (Hash, bool, error) {
	prefix = strings.ToLower(prefix)
	if len(prefix) < 4 || len(prefix) > hexSize || !isHex(prefix) {
		return ZeroHash, false, nil
	}
	found, err := r.objectsWithPrefix(prefix)
	if err != nil || len(found) != 1 {
		return ZeroHash, false, err
	}
	return found[0], true, nil
}
