//go:build unix

package mapfile

import (
	"fmt"
	"os"
	"syscall"
)

// Map maps a whole file read-only. Pack files and their indexes are
// mapped rather than read so that a lookup touches only the pages it needs
// (the fan-out table and a few sha rows of a large idx). If mapping fails
// (some filesystems refuse), the file is read instead.
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
	data, err = syscall.Mmap(int(f.Fd()), 0, int(size), syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return readWhole(f, size)
	}
	return data, func() { syscall.Munmap(data) }, nil
}
