package typecheck

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// readFile reads what os.ReadFile reads, empty and large files alike,
// and fails where it fails.
func TestReadFileIsOSReadFile(t *testing.T) {
	dir := t.TempDir()
	for i, c := range []string{"", "package a\n", strings.Repeat("x", 70000)} {
		p := filepath.Join(dir, string(rune('a'+i))+".go")
		if err := os.WriteFile(p, []byte(c), 0o644); err != nil {
			t.Fatal(err)
		}
		got, err := readFile(p)
		if want, _ := os.ReadFile(p); err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s: read %d bytes (%v), want %d", p, len(got), err, len(want))
		}
		// Into a buffer that held a longer file, and one too short.
		for _, buf := range [][]byte{bytes.Repeat([]byte("y"), 80000), make([]byte, 3)} {
			got, err := readFileInto(p, buf)
			if want, _ := os.ReadFile(p); err != nil || !bytes.Equal(got, want) {
				t.Errorf("%s into %d bytes: read %q (%v)", p, len(buf), got[:min(len(got), 20)], err)
			}
		}
	}
	for _, p := range []string{filepath.Join(dir, "absent.go"), dir} {
		if _, err := readFile(p); err == nil {
			t.Errorf("%s: read", p)
		}
	}
}
