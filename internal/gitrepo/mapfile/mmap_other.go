//go:build !unix

package mapfile

import "os"

// mmap is not available here: Map reads the file instead.
func mmap(*os.File, int) ([]byte, func(), bool) { return nil, nil, false }
