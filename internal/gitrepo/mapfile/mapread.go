package mapfile

import (
	"fmt"
	"io"
	"os"
)

// Map maps a whole file read-only. Pack files and their indexes are
// mapped rather than read so that a lookup touches only the pages it needs
// (the fan-out table and a few sha rows of a large idx). Where mapping is
// not available or fails (some filesystems refuse), the file is read
// instead.
func Map(path string) (data []byte, release func(), err error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, nil, fmt.Errorf("stat %s: %w", path, err)
	}
	size := fi.Size()
	if size == 0 {
		return []byte{}, func() {}, nil
	}
	if int64(int(size)) != size {
		return nil, nil, fmt.Errorf("map %s: %d bytes do not fit in memory", path, size)
	}
	if data, release, ok := mmap(f, int(size)); ok {
		return data, release, nil
	}
	return readWhole(f, size)
}

// readWhole reads size bytes of f, the fallback when a file cannot be
// mapped.
func readWhole(f *os.File, size int64) ([]byte, func(), error) {
	data := make([]byte, size)
	if _, err := io.ReadFull(f, data); err != nil {
		return nil, nil, fmt.Errorf("read %s: %w", f.Name(), err)
	}
	return data, func() {}, nil
}
