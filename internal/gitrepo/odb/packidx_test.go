package odb

import (
	"bytes"
	"encoding/binary"
	"math/rand/v2"
	"slices"
	"sort"
	"testing"

	"github.com/go-git/go-git/v5/plumbing"
)

// buildIndex lays out a version 2 .idx holding ids, sorted, row i at pack
// offset 12+i.
func buildIndex(t *testing.T, ids []plumbing.Hash) *packIndex {
	t.Helper()
	slices.SortFunc(ids, func(a, b plumbing.Hash) int { return bytes.Compare(a[:], b[:]) })
	ids = slices.Compact(ids)
	var b []byte
	b = append(b, 0xff, 't', 'O', 'c', 0, 0, 0, 2)
	for first := range 256 {
		n := sort.Search(len(ids), func(i int) bool { return int(ids[i][0]) > first })
		b = binary.BigEndian.AppendUint32(b, uint32(n))
	}
	for _, h := range ids {
		b = append(b, h[:]...)
	}
	b = append(b, make([]byte, 4*len(ids))...) // crc32s
	for i := range ids {
		b = binary.BigEndian.AppendUint32(b, uint32(12+i))
	}
	b = append(b, make([]byte, 40)...)
	p, err := parsePackIndex(b)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// checkFind holds find to a plain search over the sorted rows, for every
// id in the index, the ids next to each, and random ones.
func checkFind(t *testing.T, p *packIndex, r *rand.Rand) {
	t.Helper()
	rows := make([]plumbing.Hash, p.count)
	for i := range rows {
		copy(rows[i][:], p.sha(i))
	}
	var probes []plumbing.Hash
	for _, h := range rows {
		probes = append(probes, h)
		for _, d := range []int{-1, 1} {
			n := h
			n[19] += byte(d)
			probes = append(probes, n)
		}
	}
	for range 2000 {
		var h plumbing.Hash
		for i := range h {
			h[i] = byte(r.Uint32())
		}
		probes = append(probes, h)
	}
	for _, h := range probes {
		i, want := slices.BinarySearchFunc(rows, h, func(a, b plumbing.Hash) int { return bytes.Compare(a[:], b[:]) })
		off, found, err := p.find(h)
		if err != nil || found != want || (found && off != int64(12+i)) {
			t.Fatalf("find(%s) = %d, %v, %v; want row %d, %v", h, off, found, err, i, want)
		}
	}
}

// TestPackIndexFind: the guess find starts from only narrows the search;
// ids made to crowd one end of their fan-out range (where the guess is
// far off) are found as evenly spread ones are.
func TestPackIndexFind(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	shapes := map[string]func(i int) plumbing.Hash{
		"uniform": func(int) plumbing.Hash {
			var h plumbing.Hash
			for i := range h {
				h[i] = byte(r.Uint32())
			}
			return h
		},
		"crowded low": func(i int) plumbing.Hash {
			h := plumbing.Hash{0x42}
			binary.BigEndian.PutUint32(h[16:], uint32(i*3))
			return h
		},
		"crowded high": func(i int) plumbing.Hash {
			h := plumbing.Hash{0x42, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}
			binary.BigEndian.PutUint32(h[16:], uint32(i*3))
			return h
		},
		"two clumps": func(i int) plumbing.Hash {
			h := plumbing.Hash{0x42, byte(i % 2 * 0x80)}
			binary.BigEndian.PutUint32(h[16:], uint32(i*3))
			return h
		},
	}
	for name, id := range shapes {
		t.Run(name, func(t *testing.T) {
			ids := make([]plumbing.Hash, 6000)
			for i := range ids {
				ids[i] = id(i)
			}
			checkFind(t, buildIndex(t, ids), r)
		})
	}
}

// TestPackIndexNarrow: for hashes, the two rows read around the guess
// leave a window of a few hundred rows of a 20,000-row fan-out range, so
// a lookup's binary search stays on one or two pages of the mapped
// index instead of touching a row on a new page at each early step.
func TestPackIndexNarrow(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	ids := make([]plumbing.Hash, 20000)
	for i := range ids {
		for j := range ids[i] {
			ids[i][j] = byte(r.Uint32())
		}
		ids[i][0] = 7
	}
	p := buildIndex(t, ids)
	wide := 0
	for i := range p.count {
		var h plumbing.Hash
		copy(h[:], p.sha(i))
		lo, hi := p.narrow(h)
		if i < lo || i >= hi {
			t.Fatalf("row %d outside the window [%d,%d)", i, lo, hi)
		}
		if hi-lo > 600 {
			wide++
		}
	}
	if wide > p.count/100 {
		t.Errorf("%d of %d lookups left more than 600 rows to search", wide, p.count)
	}
}
