package gittest

import (
	"os"
	"path/filepath"
	"testing"
)

// WriteTree writes files (slash-separated paths to content) into a new
// temporary folder and returns it: a tree for a language's own tools
// to judge, outside any repository.
func WriteTree(t testing.TB, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for p, body := range files {
		full := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}
