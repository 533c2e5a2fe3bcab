package odb

import (
	"bytes"
	"fmt"

	"github.com/go-git/go-git/v5/plumbing"
)

// maxDeltaChain bounds a delta chain (git's default depth is 50, gc
// --aggressive uses 250); it also stops REF_DELTA cycles.
const maxDeltaChain = 10000

// findPacked looks h up in the packs opened so far.
func (db *DB) findPacked(h plumbing.Hash) (*pack, int64, bool, error) {
	packs, err := db.packList()
	if err != nil {
		return nil, 0, false, err
	}
	for _, p := range packs {
		off, ok, err := p.idx.find(h)
		if err != nil {
			return nil, 0, false, fmt.Errorf("%s: %w", p.path, err)
		}
		if ok {
			return p, off, true, nil
		}
	}
	return nil, 0, false, nil
}

// locate finds h as git does: in the packs, then loose; on a miss in both
// it rescans the pack folders once, since git may have repacked (moving
// loose objects into a new pack) while we run. loose is true when h is a
// loose object (p is then nil).
func (db *DB) locate(h plumbing.Hash) (p *pack, off int64, loose bool, err error) {
	for attempt := 0; attempt < 2; attempt++ {
		p, off, ok, err := db.findPacked(h)
		if err != nil || ok {
			return p, off, false, err
		}
		if db.hasLoose(h) {
			return nil, 0, true, nil
		}
		if attempt == 0 {
			if added, err := db.scanPacks(); err != nil || !added {
				return nil, 0, false, err
			}
		}
	}
	return nil, 0, false, nil
}

// Read returns an object's type and content; ErrNotFound when no objects
// folder holds it.
func (db *DB) Read(h plumbing.Hash) (plumbing.ObjectType, []byte, error) {
	return db.ReadMax(h, -1)
}

// SizeError is ReadMax's refusal: the object has Size bytes, over Max.
type SizeError struct{ Size, Max int64 }

func (e *SizeError) Error() string {
	return fmt.Sprintf("object has %d bytes, over the limit of %d", e.Size, e.Max)
}

// ReadMax is Read, refusing with a *SizeError an object larger than max
// bytes (max < 0: no limit), as soon as the size is known: from the entry
// header, or from the first delta's header, before the chain is applied.
func (db *DB) ReadMax(h plumbing.Hash, max int64) (plumbing.ObjectType, []byte, error) {
	return db.read(h, max, false)
}

// ReadMaxShared is ReadMax handing out the cache's bytes as ReadShared
// does.
func (db *DB) ReadMaxShared(h plumbing.Hash, max int64) (plumbing.ObjectType, []byte, error) {
	return db.read(h, max, true)
}

// ReadShared is Read for a caller that only reads the bytes: they may be
// the delta-base cache's own, handed out without a copy, and must not be
// modified. Trees are read so: a tree diff scans each tree once, and
// copying a large directory's tree from the cache cost as much as the
// scan.
func (db *DB) ReadShared(h plumbing.Hash) (plumbing.ObjectType, []byte, error) {
	return db.read(h, -1, true)
}

func (db *DB) read(h plumbing.Hash, max int64, shared bool) (plumbing.ObjectType, []byte, error) {
	p, off, loose, err := db.locate(h)
	if err != nil {
		return 0, nil, err
	}
	if p != nil {
		return db.readPacked(p, off, max, shared)
	}
	if !loose {
		return 0, nil, ErrNotFound
	}
	// One read of the file: the header says the size, and an object over
	// max is inflated no further.
	typ, size, data, err := db.readLoose(h, -1, max)
	if err == nil && max >= 0 && size > max {
		return 0, nil, &SizeError{size, max}
	}
	return typ, data, err
}

// readPacked resolves the entry at off: walk down the delta chain to a
// whole object (or a cached base), then apply the deltas back up. With
// shared, bytes the cache holds are returned as they are, not copied.
func (db *DB) readPacked(p *pack, off int64, max int64, shared bool) (plumbing.ObjectType, []byte, error) {
	type link struct {
		p     *pack
		off   int64
		delta []byte
	}
	var chain []link
	var typ plumbing.ObjectType
	var data []byte
	for {
		if t, d, ok := db.cache.get(p, off); ok {
			typ, data = t, d
			if len(chain) == 0 {
				if max >= 0 && int64(len(d)) > max {
					return 0, nil, &SizeError{int64(len(d)), max}
				}
				if !shared {
					data = bytes.Clone(d) // cached bytes are shared
				}
			}
			break
		}
		h, err := parseEntryHeader(p.data, off)
		if err != nil {
			return 0, nil, fmt.Errorf("%s: %w", p.path, err)
		}
		if max >= 0 && len(chain) == 0 && !isDelta(h.typ) && h.size > max {
			return 0, nil, &SizeError{h.size, max}
		}
		if !isDelta(h.typ) {
			if data, err = p.inflateEntry(h, -1); err != nil {
				return 0, nil, err
			}
			typ = h.typ
			// Cache whole objects even when read directly: the other
			// side of a diff is often a delta against this very blob.
			if db.cache.put(p, off, typ, data) && len(chain) == 0 && !shared {
				data = bytes.Clone(data)
			}
			break
		}
		if len(chain) >= maxDeltaChain {
			return 0, nil, fmt.Errorf("%s at %d: delta chain longer than %d", p.path, off, maxDeltaChain)
		}
		delta, err := p.inflateEntry(h, -1)
		if err != nil {
			return 0, nil, err
		}
		if max >= 0 && len(chain) == 0 {
			if _, size, _, err := deltaSizes(delta); err == nil && size > max {
				return 0, nil, &SizeError{size, max}
			}
		}
		chain = append(chain, link{p, off, delta})
		if h.typ == plumbing.OFSDeltaObject {
			off = h.baseOff
			continue
		}
		bp, boff, found, err := db.findPacked(h.baseHash)
		if err != nil {
			return 0, nil, err
		}
		if found {
			p, off = bp, boff
			continue
		}
		// A REF_DELTA base outside every pack: only a loose object is left.
		if typ, _, data, err = db.readLoose(h.baseHash, -1, -1); err != nil {
			return 0, nil, fmt.Errorf("delta base %s: %w", h.baseHash, err)
		}
		break
	}
	for i := len(chain) - 1; i >= 0; i-- {
		out, err := applyDelta(data, chain[i].delta)
		if err != nil {
			return 0, nil, fmt.Errorf("%s at %d: %w", chain[i].p.path, chain[i].off, err)
		}
		data = out
		if i > 0 {
			db.cache.put(chain[i].p, chain[i].off, typ, data)
		}
	}
	return typ, data, nil
}
