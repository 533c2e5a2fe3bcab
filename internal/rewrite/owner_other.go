//go:build !unix

package rewrite

import "io/fs"

// sameOwner has nothing to keep where files have no owner ids.
func sameOwner(string, fs.FileInfo) error { return nil }

// links is 1 where the system does not count hard links.
func links(fs.FileInfo) uint64 { return 1 }
