package odb

import (
	"errors"
	"fmt"

	"github.com/go-git/go-git/v5/plumbing"
)

// entryHeader is what precedes a pack entry's zlib stream: the type, the
// inflated size (for a delta, the size of the delta itself) and, for the
// two delta types, where the base is.
type entryHeader struct {
	typ      plumbing.ObjectType
	size     int64
	data     int64         // offset of the zlib stream in the pack
	baseOff  int64         // OFS_DELTA: the base's offset in the same pack
	baseHash plumbing.Hash // REF_DELTA: the base's id
}

var errEntryTruncated = errors.New("pack entry header runs past the end of the pack")

// parseEntryHeader decodes the entry at off. Every offset is checked
// against the pack, so a corrupt or hostile pack gives an error.
func parseEntryHeader(pack []byte, off int64) (entryHeader, error) {
	var h entryHeader
	// The 20-byte trailer is the pack's checksum: no entry starts there.
	if off < 12 || off >= int64(len(pack))-20 {
		return h, fmt.Errorf("pack entry offset %d outside the pack (%d bytes)", off, len(pack))
	}
	p := off
	c := pack[p]
	p++
	h.typ = plumbing.ObjectType((c >> 4) & 7)
	size := uint64(c & 15)
	for shift := uint(4); c&0x80 != 0; shift += 7 {
		if p >= int64(len(pack)) {
			return h, errEntryTruncated
		}
		if shift > 56 {
			return h, fmt.Errorf("pack entry at %d: size does not fit in 63 bits", off)
		}
		c = pack[p]
		p++
		size |= uint64(c&0x7f) << shift
	}
	if size > 1<<62 {
		return h, fmt.Errorf("pack entry at %d: size %d out of range", off, size)
	}
	h.size = int64(size)
	switch h.typ {
	case plumbing.CommitObject, plumbing.TreeObject, plumbing.BlobObject, plumbing.TagObject:
	case plumbing.OFSDeltaObject:
		rel, n, err := readOfsOffset(pack[p:])
		if err != nil {
			return h, fmt.Errorf("pack entry at %d: %w", off, err)
		}
		p += int64(n)
		// A base always lies before its delta, which also rules out cycles.
		if rel <= 0 || rel >= off {
			return h, fmt.Errorf("pack entry at %d: base offset -%d outside the pack", off, rel)
		}
		h.baseOff = off - rel
	case plumbing.REFDeltaObject:
		if p+20 > int64(len(pack)) {
			return h, errEntryTruncated
		}
		copy(h.baseHash[:], pack[p:p+20])
		p += 20
	default:
		return h, fmt.Errorf("pack entry at %d: invalid object type %d", off, h.typ)
	}
	if p >= int64(len(pack))-20 {
		return h, errEntryTruncated
	}
	h.data = p
	return h, nil
}

// readOfsOffset decodes OFS_DELTA's relative offset: big-endian groups of
// seven bits, each continuation adding one so that no value has two
// encodings.
func readOfsOffset(b []byte) (int64, int, error) {
	if len(b) == 0 {
		return 0, 0, errEntryTruncated
	}
	c := b[0]
	v := int64(c & 0x7f)
	n := 1
	for c&0x80 != 0 {
		if n >= len(b) {
			return 0, 0, errEntryTruncated
		}
		if v >= 1<<55 {
			return 0, 0, errors.New("delta base offset overflows")
		}
		c = b[n]
		n++
		v = (v+1)<<7 | int64(c&0x7f)
	}
	return v, n, nil
}

// isDelta reports whether an entry of type t needs a base.
func isDelta(t plumbing.ObjectType) bool {
	return t == plumbing.OFSDeltaObject || t == plumbing.REFDeltaObject
}
