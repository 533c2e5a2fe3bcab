//go:build !unix

package gitrepo

import (
	"fmt"
	"os"
)

// mapFile reads a whole file where memory mapping is not available.
func mapFile(path string) (data []byte, release func(), err error) {
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
