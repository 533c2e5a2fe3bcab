package odb

import (
	"testing"

	"github.com/go-git/go-git/v5/plumbing"
)

// FuzzPackEntry reads the entry at off of an arbitrary pack through the
// same path as real reads: header, inflate, delta chain. Hostile input
// must give an error, never a panic or an allocation out of proportion to
// the input (the inflate and delta size guards).
func FuzzPackEntry(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte, off int64) {
		db := &DB{cache: newBaseCache(1 << 20), loaded: map[string]bool{}, scanned: true, users: 1}
		p := &pack{path: "fuzz.pack", data: data}
		typ, obj, err := db.readPacked(p, off, -1, false)
		if err != nil {
			return
		}
		if isDelta(typ) || int64(len(obj)) > int64(len(data))*maxDeflateRatio*maxDeltaGrowth+1<<20 {
			t.Fatalf("type %s, %d bytes from a %d-byte pack", typ, len(obj), len(data))
		}
		if _, _, err := db.Info(plumbing.Hash{}); err == nil {
			t.Fatal("an empty DB found an object")
		}
	})
}

// FuzzDelta applies an arbitrary delta to an arbitrary base: the result,
// when there is one, has exactly the size the delta declares.
func FuzzDelta(f *testing.F) {
	f.Fuzz(func(t *testing.T, base, delta []byte) {
		out, err := applyDelta(base, delta)
		if err != nil {
			return
		}
		_, target, _, err := deltaSizes(delta)
		if err != nil || int64(len(out)) != target {
			t.Fatalf("%d bytes, delta declares %d (%v)", len(out), target, err)
		}
	})
}
