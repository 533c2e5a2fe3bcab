//go:build !linux && !darwin

package typecheck

import "os"

// readFile reads a file of the standard library or the module cache.
func readFile(p string) ([]byte, error) { return os.ReadFile(p) }
