package gitrepo

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/gitrepo/odb"
)

// TestFallbackToGoGit: when the fast reader gives up on a repository (an
// index version it does not know, say), every read goes to go-git, with
// the same answers.
func TestFallbackToGoGit(t *testing.T) {
	r := newTestRepo(t)
	history(r, 5, 11)
	r.git("repack", "-q", "-a", "-d")
	// One commit more, loose: go-git's loose-object reader answers for it.
	r.write("loose.txt", "not packed\n")
	r.commitAll("loose")
	objs := r.catAll(filepath.Join(r.dir, ".git"))
	// A version 3 pack index beside the real pack: the fast reader refuses
	// the whole repository, since that pack's objects could be anywhere;
	// go-git lists packs by their .pack files and never sees it.
	idx := filepath.Join(r.dir, ".git", "objects", "pack", "pack-"+strings.Repeat("0", 40)+".idx")
	if err := os.WriteFile(idx, append([]byte("\xfftOc\x00\x00\x00\x03"), make([]byte, 1100)...), 0o644); err != nil {
		t.Fatal(err)
	}
	repo := r.open(r.dir)
	if _, _, err := repo.odb.Read(objs[0].ID); !errors.Is(err, odb.ErrUnsupported) {
		t.Fatalf("fast reader after giving up: %v, want odb.ErrUnsupported", err)
	}
	for _, o := range objs {
		typ, data, err := repo.readObject(o.ID)
		if err != nil || typ.String() != o.Type || !bytes.Equal(data, o.Data) {
			t.Fatalf("read %s through go-git: %s, %v", o.ID, typ, err)
		}
	}
	head, err := repo.Resolve("HEAD~2")
	if err != nil {
		t.Fatal(err)
	}
	changes, err := repo.TreeChanges(head, repo.mustResolve(t, "HEAD"))
	if err != nil {
		t.Fatalf("TreeChanges through go-git: %v", err)
	}
	if got, want := nameStatus(changes), r.git("diff-tree", "-r", "--no-renames", "--name-status", "-z", "HEAD~2", "HEAD"); got != want {
		t.Errorf("TreeChanges through go-git differ from git\n got: %q\nwant: %q", got, want)
	}
	for _, o := range objs {
		if h, err := repo.resolveName(o.ID.String()[:12]); err != nil || h != o.ID {
			t.Errorf("abbreviated id through go-git: %s, %v", h, err)
		}
	}
}
