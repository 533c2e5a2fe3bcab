//go:build !unix

package mapfile

import (
	"fmt"
	"os"
)

// Map reads a whole file where memory mapping is not available.
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
	return readWhole(f, fi.Size())
}
