//go:build unix

package refs

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/go-git/go-git/v5/plumbing"
)

// TestSpecialFiles: a fifo where a ref or packed-refs would be is no ref,
// and reading it does not block (git itself would wait for a writer).
func TestSpecialFiles(t *testing.T) {
	r := history(t)
	dir := gitDir(r)
	main := oracle(r, "refs/heads/main")
	for _, p := range []string{filepath.Join(dir, "refs", "heads", "fifo"), filepath.Join(dir, "packed-refs")} {
		if err := syscall.Mkfifo(p, 0o644); err != nil {
			t.Skipf("mkfifo: %v", err)
		}
	}
	s := New(dir, dir)
	if h, err := s.Resolve("refs/heads/fifo"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Resolve(fifo) = %s, %v; want not found", h, err)
	}
	if h, err := s.Resolve("refs/heads/main"); err != nil || h.String() != main {
		t.Errorf("Resolve(main) beside fifos = %s, %v; want %s", h, err, main)
	}
	if err := os.Remove(filepath.Join(dir, "refs", "heads", "fifo")); err != nil {
		t.Fatal(err)
	}
	if err := s.ForEach(func(string, plumbing.Hash) error { return nil }); err != nil {
		t.Errorf("ForEach beside a fifo packed-refs: %v", err)
	}
}
