package gitrepo

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"testing"
)

// TestPackIndexV1: git can still write version 1 indexes; go-git cannot
// read them, the fast reader can.
func TestPackIndexV1(t *testing.T) {
	r := newTestRepo(t)
	history(r, 8, 12)
	r.git("-c", "pack.indexVersion=1", "repack", "-q", "-a", "-d")
	checkAllObjects(t, r, r.open(r.dir), filepath.Join(r.dir, ".git"))
}

// TestFallbackToGoGit: when the fast reader gives up on a repository (an
// index version it does not know, say), every read goes to go-git, with
// the same answers.
func TestFallbackToGoGit(t *testing.T) {
	r := newTestRepo(t)
	history(r, 5, 11)
	r.git("repack", "-q", "-a", "-d")
	repo := r.open(r.dir)
	objs := r.catAll(filepath.Join(r.dir, ".git"))
	repo.odb.unsupported = fmt.Errorf("%w: version 3 (simulated)", errIdxUnsupported)
	if _, _, err := repo.odb.read(objs[0].id); !errors.Is(err, errIdxUnsupported) {
		t.Fatalf("fast reader after giving up: %v, want errIdxUnsupported", err)
	}
	for _, o := range objs {
		typ, data, err := repo.readObject(o.id)
		if err != nil || typ.String() != o.typ || !bytes.Equal(data, o.data) {
			t.Fatalf("read %s through go-git: %s, %v", o.id, typ, err)
		}
	}
	head, err := repo.Resolve("HEAD~2")
	if err != nil {
		t.Fatal(err)
	}
	if changes, err := repo.TreeChanges(head, repo.mustResolve(t, "HEAD")); err != nil || len(changes) == 0 {
		t.Fatalf("TreeChanges through go-git: %d changes, %v", len(changes), err)
	}
	if h, err := repo.resolveName(objs[0].id.String()[:12]); err != nil || h != objs[0].id {
		t.Errorf("abbreviated id through go-git: %s, %v", h, err)
	}
}
