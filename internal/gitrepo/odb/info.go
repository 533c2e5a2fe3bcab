package odb

import (
	"bytes"
	"fmt"

	"github.com/go-git/go-git/v5/plumbing"
)

// Info returns an object's type and size without inflating its content:
// for a delta, the target size from the delta's first bytes and the type
// from the end of its chain (headers only).
func (db *DB) Info(h plumbing.Hash) (plumbing.ObjectType, int64, error) {
	p, off, _, err := db.locate(h)
	if err != nil {
		return 0, 0, err
	}
	if p == nil {
		typ, size, _, err := db.readLoose(h, 0, -1)
		return typ, size, err
	}
	eh, err := parseEntryHeader(p.data, off)
	if err != nil {
		return 0, 0, fmt.Errorf("%s: %w", p.path, err)
	}
	if !isDelta(eh.typ) {
		return eh.typ, eh.size, nil
	}
	head, err := p.inflateEntry(eh, 32)
	if err != nil {
		return 0, 0, err
	}
	_, size, _, err := deltaSizes(head)
	if err != nil {
		return 0, 0, fmt.Errorf("%s at %d: %w", p.path, off, err)
	}
	typ, err := db.chainType(p, eh)
	return typ, size, err
}

// chainType follows a delta's bases, reading entry headers only, to the
// whole object that gives the type.
func (db *DB) chainType(p *pack, eh entryHeader) (plumbing.ObjectType, error) {
	for depth := 0; depth < maxDeltaChain; depth++ {
		switch eh.typ {
		case plumbing.OFSDeltaObject:
			off := eh.baseOff
			if t, _, ok := db.cache.get(p, off); ok {
				return t, nil
			}
			var err error
			if eh, err = parseEntryHeader(p.data, off); err != nil {
				return 0, fmt.Errorf("%s: %w", p.path, err)
			}
		case plumbing.REFDeltaObject:
			bp, off, found, err := db.findPacked(eh.baseHash)
			if err != nil {
				return 0, err
			}
			if !found {
				typ, _, _, err := db.readLoose(eh.baseHash, 0, -1)
				return typ, err
			}
			p = bp
			if eh, err = parseEntryHeader(p.data, off); err != nil {
				return 0, fmt.Errorf("%s: %w", p.path, err)
			}
		default:
			return eh.typ, nil
		}
	}
	return 0, fmt.Errorf("%s: delta chain longer than %d", p.path, maxDeltaChain)
}

// ReadPrefix returns the type and at most n bytes from the start of an
// object. Only a whole (undeltified) object can be cut short while
// inflating; a delta's target is built whole first.
func (db *DB) ReadPrefix(h plumbing.Hash, n int) (plumbing.ObjectType, []byte, error) {
	p, off, _, err := db.locate(h)
	if err != nil {
		return 0, nil, err
	}
	if p == nil {
		typ, _, data, err := db.readLoose(h, int64(n), -1)
		return typ, data, err
	}
	eh, err := parseEntryHeader(p.data, off)
	if err != nil {
		return 0, nil, fmt.Errorf("%s: %w", p.path, err)
	}
	if !isDelta(eh.typ) {
		data, err := p.inflateEntry(eh, int64(n))
		return eh.typ, data, err
	}
	typ, data, err := db.readPacked(p, off, -1, false)
	if err != nil || len(data) <= n {
		return typ, data, err
	}
	return typ, bytes.Clone(data[:n]), nil
}
