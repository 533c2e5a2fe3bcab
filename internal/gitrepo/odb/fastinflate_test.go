package odb

import (
	"bytes"
	"compress/flate"
	"compress/zlib"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"testing"
)

// zlibInflate is the oracle: compress/zlib reading exactly want bytes
// and, for a whole read, requiring the stream to end there.
func zlibInflate(stream []byte, want int, full bool) ([]byte, error) {
	zr, err := zlib.NewReader(bytes.NewReader(stream))
	if err != nil {
		return nil, err
	}
	out := make([]byte, want)
	if _, err := io.ReadFull(zr, out); err != nil {
		return nil, err
	}
	if full {
		var one [1]byte
		n, err := zr.Read(one[:])
		for tries := 0; n == 0 && err == nil && tries < 4; tries++ {
			n, err = zr.Read(one[:])
		}
		if n != 0 || !errors.Is(err, io.EOF) {
			return nil, fmt.Errorf("not at the end: %d, %v", n, err)
		}
	}
	return out, nil
}

// sample is data of the kinds objects are: text with repeats, random
// bytes, long runs, and nothing.
func sample(rng *rand.Rand) []byte {
	n := rng.Intn(1 << uint(rng.Intn(17)))
	b := make([]byte, n)
	switch rng.Intn(4) {
	case 0:
		rng.Read(b)
	case 1:
		for i := range b {
			b[i] = byte('a' + rng.Intn(1+rng.Intn(26)))
		}
	case 2:
		words := []string{"func ", "return ", "if err != nil {\n", "\t", "}\n", "x", "0123456789", "// comment\n"}
		var buf bytes.Buffer
		for buf.Len() < n {
			buf.WriteString(words[rng.Intn(len(words))])
		}
		b = buf.Bytes()[:n]
	default:
		for i := range b {
			b[i] = byte(i / (1 + rng.Intn(300)))
		}
	}
	return b
}

func compressAt(data []byte, level int) []byte {
	var buf bytes.Buffer
	w, err := zlib.NewWriterLevel(&buf, level)
	if err != nil {
		panic(err)
	}
	w.Write(data)
	w.Close()
	return buf.Bytes()
}

var levels = []int{flate.HuffmanOnly, flate.NoCompression, flate.BestSpeed, 5, flate.BestCompression}

// Valid streams of every block kind inflate to what was compressed, whole
// and cut short; a declared size one off either way is refused.
func TestFastInflateValid(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for iter := 0; iter < 600; iter++ {
		data := sample(rng)
		stream := compressAt(data, levels[iter%len(levels)])
		// Something after the stream, as the next entry of a pack is.
		stream = append(stream, 0x78, 0x9c, 1, 2, 3, 4, 5, 6, 7, 8, 9)
		got, err := inflateFast(stream, len(data), true)
		if err != nil || !bytes.Equal(got, data) {
			t.Fatalf("%d bytes at level %d: %v, equal %v", len(data), levels[iter%len(levels)], err, bytes.Equal(got, data))
		}
		cut := rng.Intn(len(data) + 1)
		if got, err := inflateFast(stream, cut, false); err != nil || !bytes.Equal(got, data[:cut]) {
			t.Fatalf("first %d of %d bytes: %v", cut, len(data), err)
		}
		if _, err := inflateFast(stream, len(data)+1, true); err == nil {
			t.Fatalf("%d bytes read as %d", len(data), len(data)+1)
		}
		if len(data) > 0 {
			if _, err := inflateFast(stream, len(data)-1, true); err == nil {
				t.Fatalf("%d bytes read as %d", len(data), len(data)-1)
			}
		}
	}
}

// Corrupt and truncated streams: the fast inflater fails exactly when
// compress/zlib does, and agrees with it on the bytes otherwise.
func TestFastInflateAgreesOnDamage(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	type compressed struct{ data, stream []byte }
	var pool []compressed
	for i := 0; i < 100; i++ {
		data := sample(rng)
		if len(data) > 4096 {
			data = data[:4096]
		}
		pool = append(pool, compressed{data, compressAt(data, levels[i%len(levels)])})
	}
	for iter := 0; iter < 20000; iter++ {
		c := pool[rng.Intn(len(pool))]
		data, stream := c.data, bytes.Clone(c.stream)
		switch rng.Intn(3) {
		case 0:
			stream = stream[:rng.Intn(len(stream)+1)]
		case 1:
			for k := 1 + rng.Intn(3); k > 0; k-- {
				stream[rng.Intn(len(stream))] ^= byte(1 << rng.Intn(8))
			}
		default:
			stream[2+rng.Intn(len(stream)-2)] = byte(rng.Intn(256))
		}
		size := len(data)
		full := rng.Intn(3) > 0
		if !full {
			size = rng.Intn(len(data) + 1)
		}
		want, werr := zlibInflate(stream, size, full)
		got, gerr := inflateFast(stream, size, full)
		if (werr == nil) != (gerr == nil) || !bytes.Equal(got, want) {
			t.Fatalf("iteration %d, %d bytes (full %v): compress/zlib %v, fast %v, equal %v\nstream %x", iter, size, full, werr, gerr, bytes.Equal(got, want), stream)
		}
	}
}

func FuzzFastInflate(f *testing.F) {
	f.Add(compressAt([]byte("hello, hello, hello"), 6), 19, true)
	f.Add(compressAt([]byte("abc"), 0), 2, false)
	f.Fuzz(func(t *testing.T, stream []byte, size int, full bool) {
		if size < 0 || size > 1<<20 {
			return
		}
		want, werr := zlibInflate(stream, size, full)
		got, gerr := inflateFast(stream, size, full)
		if (werr == nil) != (gerr == nil) || !bytes.Equal(got, want) {
			t.Fatalf("compress/zlib %v, fast %v", werr, gerr)
		}
	})
}

// BenchmarkInflate compares the fast inflater with compress/zlib on
// objects of a commit's size and of a source file's, compressed as git
// compresses them (zlib's default level).
func BenchmarkInflate(b *testing.B) {
	rng := rand.New(rand.NewSource(3))
	text := func(n int) []byte {
		words := []string{"func ", "return ", "if err != nil {\n", "\t", "}\n", "value", "0123456789", "// comment\n", "author A U Thor <a@example.com> 1700000000 +0000\n"}
		var buf bytes.Buffer
		for buf.Len() < n {
			buf.WriteString(words[rng.Intn(len(words))])
		}
		return buf.Bytes()[:n]
	}
	for _, size := range []int{600, 8 << 10, 256 << 10} {
		data := text(size)
		stream := compressAt(data, zlib.DefaultCompression)
		for _, impl := range []struct {
			name string
			fn   func() ([]byte, error)
		}{
			{"fast", func() ([]byte, error) { return inflateFast(stream, len(data), true) }},
			{"zlib", func() ([]byte, error) { return zlibInflate(stream, len(data), true) }},
		} {
			b.Run(fmt.Sprintf("%s/%d", impl.name, size), func(b *testing.B) {
				b.SetBytes(int64(size))
				for b.Loop() {
					if out, err := impl.fn(); err != nil || len(out) != size {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
