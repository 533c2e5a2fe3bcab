//go:build !linux && !darwin

package typecheck

import "os"

// readFile reads a file of the standard library or the module cache.
func readFile(p string) ([]byte, error) { return os.ReadFile(p) }

// readFileInto is readFile; buf is not used.
func readFileInto(p string, _ []byte) ([]byte, error) { return os.ReadFile(p) }
