package odb

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/bits"

	"github.com/go-git/go-git/v5/plumbing"
)

// ErrUnsupported marks a pack this reader does not understand (an index
// or pack version it does not know). Once one is seen, every read fails
// with it: that pack's objects could be anywhere, so the caller must read
// them some other way (gitrepo steps aside for go-git).
var ErrUnsupported = errors.New("pack index format not supported by the fast reader")

// packIndex is a pack .idx (version 2, or the older version 1), kept
// mapped: the fan-out table says
// where ids with a given first byte lie in the sorted sha table, so a
// lookup reads one fan-out entry and about log2(n) sha rows. Nothing is
// decoded up front and the trailing checksum is not verified: git checked
// the file when it wrote it, and hashing a large idx on every start is
// what made go-git slow to read one commit.
type packIndex struct {
	data    []byte
	count   int
	version int
	// Byte offsets of the tables in data; in version 1 each sha row is
	// preceded by its 4-byte offset (stride 24).
	fanout, shas, stride     int
	off32, off64, off64Count int
}

const (
	idxHeader  = 8
	idxFanout  = 256 * 4
	idxTrailer = 2 * 20
)

// parsePackIndex checks the header and that the tables fit the file.
func parsePackIndex(data []byte) (*packIndex, error) {
	if len(data) < idxHeader+idxFanout+idxTrailer {
		return nil, errors.New("pack index is truncated")
	}
	if !bytes.Equal(data[:4], []byte{0xff, 't', 'O', 'c'}) {
		return parsePackIndexV1(data)
	}
	if v := binary.BigEndian.Uint32(data[4:8]); v != 2 {
		return nil, fmt.Errorf("%w: version %d", ErrUnsupported, v)
	}
	p := &packIndex{data: data, version: 2, fanout: idxHeader, stride: 20}
	if err := p.readFanout(); err != nil {
		return nil, err
	}
	p.shas = idxHeader + idxFanout
	crcs := p.shas + 20*p.count
	p.off32 = crcs + 4*p.count
	p.off64 = p.off32 + 4*p.count
	rest := len(data) - idxTrailer - p.off64
	if p.count > len(data)/28 || rest < 0 || rest%8 != 0 {
		return nil, fmt.Errorf("pack index of %d bytes cannot hold %d objects", len(data), p.count)
	}
	p.off64Count = rest / 8
	return p, nil
}

// parsePackIndexV1 reads the headerless version 1: the fan-out table,
// then rows of a 4-byte offset and a sha.
func parsePackIndexV1(data []byte) (*packIndex, error) {
	p := &packIndex{data: data, version: 1, fanout: 0, shas: idxFanout + 4, stride: 24}
	if err := p.readFanout(); err != nil {
		return nil, err
	}
	if len(data) != idxFanout+24*p.count+idxTrailer {
		return nil, fmt.Errorf("pack index (version 1) of %d bytes cannot hold %d objects", len(data), p.count)
	}
	return p, nil
}

// readFanout checks that the fan-out table is sorted and takes the
// object count from its last entry.
func (p *packIndex) readFanout() error {
	if len(p.data) < p.fanout+idxFanout {
		return errors.New("pack index is truncated")
	}
	prev := uint32(0)
	for i := 0; i < 256; i++ {
		n := binary.BigEndian.Uint32(p.data[p.fanout+4*i:])
		if n < prev {
			return errors.New("pack index fan-out table is not sorted")
		}
		prev = n
	}
	if int(prev) > len(p.data)/24 {
		return fmt.Errorf("pack index of %d bytes cannot hold %d objects", len(p.data), prev)
	}
	p.count = int(prev)
	return nil
}

// bounds returns the range of sha rows whose first byte is b.
func (p *packIndex) bounds(b byte) (lo, hi int) {
	hi = int(binary.BigEndian.Uint32(p.data[p.fanout+4*int(b):]))
	if b > 0 {
		lo = int(binary.BigEndian.Uint32(p.data[p.fanout+4*(int(b)-1):]))
	}
	return lo, hi
}

func (p *packIndex) sha(i int) []byte {
	at := p.shas + p.stride*i
	return p.data[at : at+20]
}

// narrow returns rows [lo,hi) of the sha table that hold h if any row
// does. Ids are hashes, spread evenly, so within its fan-out range an id
// sits close to where its next bytes say; two rows read on either side of
// that guess narrow the search to a few hundred rows, which lie on one or
// two pages. A plain binary search over a large pack's range of a
// thousand or more rows touches a row on a different page at each of its
// first steps, and on a large pack that is where a lookup's time went
// (cache and TLB misses on a mapped file). The table is sorted, so
// whatever the ids (even ones made to cluster), each probe only drops
// rows that cannot hold h: a bad guess costs two comparisons more.
func (p *packIndex) narrow(h plumbing.Hash) (lo, hi int) {
	lo, hi = p.bounds(h[0])
	n := hi - lo
	if n < 256 {
		return lo, hi
	}
	// The rank of a uniform id among n varies by about sqrt(n)/2; w is
	// four times that, which the row sought lies beyond about once in
	// 15,000 lookups.
	w := int(2 * math.Sqrt(float64(n)))
	guess, _ := bits.Mul64(binary.BigEndian.Uint64(h[1:9]), uint64(n))
	at := lo + int(guess)
	if a := at - w; a > lo {
		if bytes.Compare(p.sha(a), h[:]) > 0 {
			return lo, a
		}
		lo = a
	}
	if b := at + w; b < hi {
		if bytes.Compare(p.sha(b), h[:]) < 0 {
			return b + 1, hi
		}
		hi = b + 1
	}
	return lo, hi
}

// find returns the pack offset of h.
func (p *packIndex) find(h plumbing.Hash) (int64, bool, error) {
	lo, hi := p.narrow(h)
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		switch c := bytes.Compare(p.sha(mid), h[:]); {
		case c == 0:
			off, err := p.offset(mid)
			return off, err == nil, err
		case c < 0:
			lo = mid + 1
		default:
			hi = mid
		}
	}
	return 0, false, nil
}

// offset reads row i's pack offset, from the 64-bit table when the 32-bit
// entry's top bit says so.
func (p *packIndex) offset(i int) (int64, error) {
	if p.version == 1 {
		return int64(binary.BigEndian.Uint32(p.data[idxFanout+24*i:])), nil
	}
	o := binary.BigEndian.Uint32(p.data[p.off32+4*i:])
	if o&0x80000000 == 0 {
		return int64(o), nil
	}
	j := int(o & 0x7fffffff)
	if j >= p.off64Count {
		return 0, fmt.Errorf("pack index: large offset %d out of range", j)
	}
	v := binary.BigEndian.Uint64(p.data[p.off64+8*j:])
	if v > 1<<62 {
		return 0, fmt.Errorf("pack index: offset %d out of range", v)
	}
	return int64(v), nil
}

// withPrefix calls fn with every id whose hex form starts with the given
// bytes (prefix holds the whole bytes; odd says a final half byte follows
// in half), stopping after two: callers only need to tell unique from
// ambiguous.
func (p *packIndex) withPrefix(prefix []byte, half byte, odd bool, fn func(plumbing.Hash) bool) {
	if len(prefix) == 0 {
		return
	}
	lo, hi := p.bounds(prefix[0])
	i := lo + searchRows(hi-lo, func(k int) bool { return bytes.Compare(p.sha(lo+k), prefix) >= 0 })
	for ; i < hi; i++ {
		row := p.sha(i)
		if !bytes.HasPrefix(row, prefix) {
			return
		}
		if odd && row[len(prefix)]>>4 != half {
			continue
		}
		var h plumbing.Hash
		copy(h[:], row)
		if !fn(h) {
			return
		}
	}
}

func searchRows(n int, f func(int) bool) int {
	lo, hi := 0, n
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if !f(mid) {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}
