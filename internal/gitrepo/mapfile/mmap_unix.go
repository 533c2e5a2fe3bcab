//go:build unix

package mapfile

import (
	"os"
	"syscall"
)

// mmap maps size bytes of f read-only; ok is false when the system
// refuses, and Map reads the file instead.
func mmap(f *os.File, size int) (data []byte, release func(), ok bool) {
	data, err := syscall.Mmap(int(f.Fd()), 0, size, syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return nil, nil, false
	}
	return data, func() { syscall.Munmap(data) }, true
}
