package mapfile

import (
	"fmt"
	"io"
	"os"
)

// readWhole reads size bytes of f, the fallback when a file cannot be
// mapped.
func readWhole(f *os.File, size int64) ([]byte, func(), error) {
	data := make([]byte, size)
	if _, err := io.ReadFull(f, data); err != nil {
		return nil, nil, fmt.Errorf("read %s: %w", f.Name(), err)
	}
	return data, func() {}, nil
}
