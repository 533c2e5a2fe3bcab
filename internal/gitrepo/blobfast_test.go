package gitrepo

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// ReadBlobFast answers as ReadBlob does where the fast reader answers,
// from several goroutines at once (under -race, beside ReadBlob on the
// Repo's own), and leaves the rest to ReadBlob: objects that are not
// blobs, and every object of a repository the fast reader refuses.
func TestReadBlobFast(t *testing.T) {
	r := newTestRepo(t)
	history(r, 5, 7)
	r.git("repack", "-q", "-a", "-d")
	r.write("loose.txt", "not packed, and longer than the limit\n")
	r.commitAll("loose")
	objs := r.catAll(filepath.Join(r.dir, ".git"))
	repo := r.open(r.dir)

	const limit = 16
	var wg sync.WaitGroup
	for range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, o := range objs {
				data, ok, err := repo.ReadBlobFast(o.ID, 0)
				if o.Type != "blob" {
					if ok {
						t.Errorf("%s, a %s, read as a blob", o.ID, o.Type)
					}
					continue
				}
				if !ok || err != nil || !bytes.Equal(data, o.Data) {
					t.Errorf("blob %s: ok %v, %v", o.ID, ok, err)
				}
				_, ok, err = repo.ReadBlobFast(o.ID, limit)
				if want := len(o.Data) > limit; !ok || errors.Is(err, ErrTooLarge) != want {
					t.Errorf("blob %s of %d bytes, limit %d: ok %v, %v", o.ID, len(o.Data), limit, ok, err)
				}
			}
		}()
	}
	for _, o := range objs {
		if o.Type != "blob" {
			continue
		}
		want, wantErr := repo.ReadBlob(o.ID, limit)
		data, ok, err := repo.ReadBlobFast(o.ID, limit)
		if !ok || !bytes.Equal(data, want) || (err == nil) != (wantErr == nil) || err != nil && err.Error() != wantErr.Error() {
			t.Errorf("blob %s: ReadBlobFast %q, %v; ReadBlob %q, %v", o.ID, data, err, want, wantErr)
		}
	}
	wg.Wait()

	// A version 3 pack index beside the real pack: the fast reader
	// refuses the whole repository (TestFallbackToGoGit).
	idx := filepath.Join(r.dir, ".git", "objects", "pack", "pack-"+strings.Repeat("0", 40)+".idx")
	if err := os.WriteFile(idx, append([]byte("\xfftOc\x00\x00\x00\x03"), make([]byte, 1100)...), 0o644); err != nil {
		t.Fatal(err)
	}
	refused := r.open(r.dir)
	for _, o := range objs {
		if _, ok, err := refused.ReadBlobFast(o.ID, 0); ok || err != nil {
			t.Errorf("%s answered by a reader that refuses the repository: ok %v, %v", o.ID, ok, err)
		}
	}
}
