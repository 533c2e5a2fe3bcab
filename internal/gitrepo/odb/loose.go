package odb

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"

	"github.com/go-git/go-git/v5/plumbing"
)

// loosePath is where a loose object would be in objects folder dir.
func loosePath(dir string, h plumbing.Hash) string {
	s := h.String()
	return filepath.Join(dir, s[:2], s[2:])
}

// hasLoose reports whether some objects folder has h as a loose object.
func (db *DB) hasLoose(h plumbing.Hash) bool {
	for _, dir := range db.dirs {
		if _, err := os.Stat(loosePath(dir, h)); err == nil {
			return true
		}
	}
	return false
}

// readLoose reads a loose object from the first folder that has it: a
// zlib stream of "<type> <size>\x00" and the content. limit as for
// inflate; the size returned is the whole object's. An object over max
// bytes (max >= 0) is inflated no further than its header, and its data
// is nil.
func (db *DB) readLoose(h plumbing.Hash, limit, max int64) (plumbing.ObjectType, int64, []byte, error) {
	for _, dir := range db.dirs {
		raw, err := os.ReadFile(loosePath(dir, h))
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			return 0, 0, nil, fmt.Errorf("read loose object %s: %w", h, err)
		}
		typ, size, data, err := decodeLoose(raw, limit, max)
		if err != nil {
			return 0, 0, nil, fmt.Errorf("loose object %s: %w", h, err)
		}
		return typ, size, data, nil
	}
	return 0, 0, nil, ErrNotFound
}

// decodeLoose inflates a loose object's header and then as much of the
// content as limit allows (all of it when limit < 0, checking its end),
// nothing when the object has over max bytes (max >= 0).
func decodeLoose(raw []byte, limit, max int64) (plumbing.ObjectType, int64, []byte, error) {
	z, err := getInflater(raw)
	if err != nil {
		return 0, 0, nil, err
	}
	defer z.release()
	var head [64]byte
	n, err := io.ReadFull(z.zr, head[:])
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) {
		return 0, 0, nil, fmt.Errorf("inflate: %w", err)
	}
	nul := bytes.IndexByte(head[:n], 0)
	sp := bytes.IndexByte(head[:n], ' ')
	if nul < 0 || sp < 0 || sp > nul {
		return 0, 0, nil, errors.New("bad header")
	}
	typ, err := plumbing.ParseObjectType(string(head[:sp]))
	if err != nil || isDelta(typ) || typ == plumbing.AnyObject {
		return 0, 0, nil, fmt.Errorf("bad object type %q", head[:sp])
	}
	size, err := strconv.ParseInt(string(head[sp+1:nul]), 10, 64)
	if err != nil || size < 0 || size > int64(len(raw))*maxDeflateRatio+64 {
		return 0, 0, nil, fmt.Errorf("bad object size %q", head[sp+1:nul])
	}
	got := head[nul+1 : n]
	if int64(len(got)) > size {
		return 0, 0, nil, errors.New("more data than the declared size")
	}
	if max >= 0 && size > max {
		return typ, size, nil, nil
	}
	want := size
	if limit >= 0 && limit < size {
		want = limit
	}
	if int64(len(got)) >= want {
		return typ, size, bytes.Clone(got[:want]), nil
	}
	out := make([]byte, want)
	copy(out, got)
	if _, err := io.ReadFull(z.zr, out[len(got):]); err != nil {
		return 0, 0, nil, fmt.Errorf("inflate %d bytes: %w", want, err)
	}
	if want == size {
		if _, err := z.zr.Read(head[:1]); !errors.Is(err, io.EOF) {
			return 0, 0, nil, errors.New("more data than the declared size")
		}
	}
	return typ, size, out, nil
}
