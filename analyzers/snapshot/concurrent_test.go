package snapshot_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// ReadFileFast reads what ReadFile reads, refusals included, and leaves
// ReadFile a symbolic link (whose readers refuse it through LinkTarget)
// and a path the snapshot does not hold.
func TestReadFileFast(t *testing.T) {
	r := gittest.New(t)
	r.Commit("base", map[string]string{"a.go": "package a\n", "model.bin": lfsPointerText})
	if err := os.Symlink("a.go", filepath.Join(r.Dir, "link.go")); err != nil {
		t.Fatal(err)
	}
	r.Git("add", "link.go")
	r.Git("commit", "-q", "-m", "link")
	_, snap := headSnapshot(t, r)
	var _ snapshot.Concurrent = snap
	for _, p := range []string{"a.go", "model.bin"} {
		want, wantErr := snap.ReadFile(p)
		data, ok, err := snap.ReadFileFast(p)
		if !ok || !bytes.Equal(data, want) || (err == nil) != (wantErr == nil) || err != nil && err.Error() != wantErr.Error() {
			t.Errorf("%s: ReadFileFast %q, %v, %v; ReadFile %q, %v", p, data, ok, err, want, wantErr)
		}
	}
	for _, p := range []string{"link.go", "absent.go"} {
		if _, ok, err := snap.ReadFileFast(p); ok || err != nil {
			t.Errorf("%s answered: %v", p, err)
		}
	}
}
