package odb

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"io"
	"sync"
)

// maxDeflateRatio bounds how much one byte of a zlib stream can expand
// (deflate's limit is about 1032:1). A declared size beyond what the
// remaining compressed bytes could produce is corrupt or hostile, and is
// refused before anything is allocated.
const maxDeflateRatio = 1100

// zlibReaders recycles inflaters: each holds a 32 KiB window and tables,
// which would otherwise be allocated for every object read.
var zlibReaders sync.Pool

type inflater struct {
	src bytes.Reader
	zr  io.ReadCloser
}

func getInflater(stream []byte) (*inflater, error) {
	z, _ := zlibReaders.Get().(*inflater)
	if z == nil {
		z = &inflater{}
	}
	z.src.Reset(stream)
	var err error
	if z.zr == nil {
		z.zr, err = zlib.NewReader(&z.src)
	} else {
		err = z.zr.(zlib.Resetter).Reset(&z.src, nil)
	}
	if err != nil {
		z.zr = nil
		zlibReaders.Put(z)
		return nil, fmt.Errorf("inflate: %w", err)
	}
	return z, nil
}

func (z *inflater) release() {
	z.src.Reset(nil)
	zlibReaders.Put(z)
}

// inflate decompresses stream, which must produce exactly size bytes. With
// limit >= 0 only the first min(limit, size) bytes are produced, and the
// stream's end is not checked. A pack entry is in memory whole, so
// inflateFast decodes it in one call; loose objects, read in two steps
// (header, then content), go through compress/zlib.
func inflate(stream []byte, size int64, limit int64) ([]byte, error) {
	if size > int64(len(stream))*maxDeflateRatio+64 {
		return nil, fmt.Errorf("inflate: declared size %d is more than %d compressed bytes can hold", size, len(stream))
	}
	want := size
	if limit >= 0 && limit < size {
		want = limit
	}
	out, err := inflateFast(stream, int(want), want == size)
	if err != nil {
		return nil, fmt.Errorf("inflate %d bytes: %w", want, err)
	}
	return out, nil
}
