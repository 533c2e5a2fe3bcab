package snapshot_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
	"github.com/reviewlint/reviewlint/analyzers/snapshot"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// A gitlink is no file of the snapshot, but where it stands is known: a
// reading of the files is narrower than the checkout there.
func TestSubmodulesListed(t *testing.T) {
	r := gittest.New(t)
	commit := r.Commit("base", map[string]string{"a.go": "package a\n"}) // any commit id will do
	// Staged by hand: add -A would drop a gitlink with no checkout.
	r.Git("update-index", "--add", "--cacheinfo", "160000,"+commit+",vendor/lib")
	r.Git("commit", "-q", "-m", "submodule")
	repo, snap := headSnapshot(t, r)
	if got := snapshot.SubmodulesOf(snap); !slices.Equal(got, []string{"vendor/lib"}) || !slices.Equal(snap.Paths(), []string{"a.go"}) {
		t.Fatalf("submodules %q, paths %q", got, snap.Paths())
	}

	// The index: a gitlink staged, another removed.
	r.Git("update-index", "--add", "--cacheinfo", "160000,"+commit+",plug")
	r.Git("update-index", "--force-remove", "vendor/lib")
	idx, err := snapshot.FromIndex(repo, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got := snapshot.SubmodulesOf(idx); !slices.Equal(got, []string{"plug"}) || !slices.Equal(idx.Paths(), []string{"a.go"}) {
		t.Fatalf("index: submodules %q, paths %q", got, idx.Paths())
	}
	if got := snapshot.SubmodulesOf(snapshot.Map{"a.go": ""}); got != nil {
		t.Fatalf("a Map holds no submodule, got %q", got)
	}
}

// lfsPointerText is a Git LFS pointer as git-lfs writes one.
const lfsPointerText = "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n"

// A file held in Git LFS is a pointer in the objects, one git-crypt
// encrypts is ciphertext: what the checkout holds is in none of them, so
// reading it is an error the analyzers skip and list, never the stored
// bytes read as code.
func TestLFSPointerIsUnreadable(t *testing.T) {
	r := gittest.New(t)
	r.Commit("base", map[string]string{"model.py": lfsPointerText, "notes.md": "version https://git-lfs.github.com/spec/v1 is a spec\n",
		"secret.py": "\x00GITCRYPT\x00\x8f\x13ciphertext"})
	_, snap := headSnapshot(t, r)
	if _, err := snap.ReadFile("model.py"); !errors.Is(err, snapshot.ErrPointer) || !snapshot.Unreadable(err) {
		t.Errorf("pointer read: %v", err)
	}
	if _, err := snap.ReadFile("secret.py"); !errors.Is(err, snapshot.ErrEncrypted) || !snapshot.Unreadable(err) {
		t.Errorf("git-crypt read: %v", err)
	}
	if data, err := snap.ReadFile("notes.md"); err != nil || len(data) == 0 {
		t.Errorf("a text that only starts like a pointer: %v", err)
	}
}

// headSnapshot opens r and lists its HEAD commit.
func headSnapshot(t *testing.T, r *gittest.Repo) (*gitrepo.Repo, *snapshot.Git) {
	t.Helper()
	repo, err := gitrepo.Open(r.Dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { repo.Close() })
	head, _, err := repo.HeadCommit()
	if err != nil {
		t.Fatal(err)
	}
	snap, err := snapshot.FromCommit(repo, head, 0)
	if err != nil {
		t.Fatal(err)
	}
	return repo, snap
}

// A submodule's files are read from its repository where git submodule
// update put it, at the commit the gitlink records, and never from a
// folder a hostile .gitmodules name points outside the modules folder.
func TestSubmoduleFilesRead(t *testing.T) {
	plug := gittest.New(t)
	plug.Commit("plug", map[string]string{"plug.go": "package plug\n"})
	r := gittest.New(t)
	r.Commit("base", map[string]string{"a.go": "package a\n"})
	r.AddSubmodule(plug, "plug")
	plug.Commit("later", map[string]string{"later.go": "package plug\n"}) // not the recorded commit
	_, snap := headSnapshot(t, r)
	files, ok := snapshot.SubmoduleFiles(snap, "plug")
	if !ok || !slices.Equal(files.Paths(), []string{"plug.go"}) {
		t.Fatalf("submodule files %v, %v", ok, files)
	}
	if _, ok := snapshot.SubmoduleFiles(snap, "a.go"); ok {
		t.Error("a file read as a submodule")
	}
	r.Commit("rename", map[string]string{".gitmodules": "[submodule \"../../../plug\"]\n\tpath = plug\n\turl = x\n"})
	_, snap = headSnapshot(t, r)
	if _, ok := snapshot.SubmoduleFiles(snap, "plug"); ok {
		t.Error("a submodule read through a name leaving the modules folder")
	}
}
