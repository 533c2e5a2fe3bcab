package typecheck

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
)

// A checker reads the export as it would the checkout: a symbolic link
// there is a link to the same file, not a file holding the target's
// name; one leaving the tree is not written, and listed.
func TestExportKeepsSymbolicLinks(t *testing.T) {
	r := gittest.New(t)
	r.Commit("files", map[string]string{"shared/impl.go.in": "package a\n"})
	for p, target := range map[string]string{"a/impl.go": "../shared/impl.go.in", "out.go": "../outside.go"} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(r.Dir, p)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(target, filepath.Join(r.Dir, p)); err != nil {
			t.Fatal(err)
		}
	}
	r.Git("add", "-A")
	r.Git("commit", "-q", "-m", "links")
	_, head, _ := gittest.Snapshots(t, r.Dir, "HEAD", "HEAD")
	dir := filepath.Join(t.TempDir(), "tree")
	unread, err := Export(head, dir)
	if err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(filepath.Join(dir, "a", "impl.go")); err != nil || string(data) != "package a\n" {
		t.Errorf("a/impl.go in the export: %q, %v", data, err)
	}
	if _, err := os.Lstat(filepath.Join(dir, "out.go")); err == nil || len(unread) != 1 || unread[0].Path != "out.go" {
		t.Errorf("a link leaving the tree: written %v, unread %v", err == nil, unread)
	}
}
