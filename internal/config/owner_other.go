//go:build !unix

package config

import "os"

// fileOwner: no uid owns files here, so none is distrusted.
func fileOwner(os.FileInfo) (int, bool) { return 0, false }
