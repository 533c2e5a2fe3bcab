package odb

import (
	"bytes"
	"compress/zlib"
	"runtime"
	"testing"
)

func zlibBytes(b []byte) []byte {
	var buf bytes.Buffer
	w := zlib.NewWriter(&buf)
	w.Write(b)
	w.Close()
	return buf.Bytes()
}

// allocated returns the bytes fn allocates.
func allocated(fn func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	fn()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestHostileSizesAllocateNothingLarge: sizes a corrupt pack declares are
// checked before anything of that size is allocated.
func TestHostileSizesAllocateNothingLarge(t *testing.T) {
	stream := zlibBytes([]byte("x"))
	n := allocated(func() {
		if _, err := inflate(stream, 1<<40, -1); err == nil {
			t.Error("inflate of a 1 TiB declared size succeeded")
		}
	})
	// 0x80 0x80 0x80 0x80 0x10: a target of 1<<32 bytes from a 3-byte base.
	delta := []byte{3, 0x80, 0x80, 0x80, 0x80, 0x10, 0x90, 3}
	n += allocated(func() {
		if _, err := applyDelta([]byte("abc"), delta); err == nil {
			t.Error("a delta claiming 4 GiB from 3 bytes applied")
		}
	})
	if n > 1<<20 {
		t.Errorf("hostile sizes allocated %d bytes", n)
	}
}

// TestHostileOffsets: entries and delta bases outside the pack are errors.
func TestHostileOffsets(t *testing.T) {
	pack := append([]byte("PACK\x00\x00\x00\x02\x00\x00\x00\x01"), make([]byte, 40)...)
	for _, off := range []int64{-1, 0, 11, int64(len(pack)) - 20, 1 << 40} {
		if _, err := parseEntryHeader(pack, off); err == nil {
			t.Errorf("entry at %d of a %d-byte pack parsed", off, len(pack))
		}
	}
	// An OFS_DELTA whose base would lie before the pack's start.
	copy(pack[12:], []byte{0x65, 0x7f})
	if _, err := parseEntryHeader(pack, 12); err == nil {
		t.Error("a delta base before the pack's start parsed")
	}
	// A copy instruction reaching past the base.
	if _, err := applyDelta([]byte("abc"), []byte{3, 4, 0x91, 2, 4}); err == nil {
		t.Error("a copy past the base applied")
	}
}
