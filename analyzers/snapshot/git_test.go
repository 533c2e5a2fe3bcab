package snapshot_test

import (
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
	repo, err := gitrepo.Open(r.Dir)
	if err != nil {
		t.Fatal(err)
	}
	defer repo.Close()
	head, _, err := repo.HeadCommit()
	if err != nil {
		t.Fatal(err)
	}
	snap, err := snapshot.FromCommit(repo, head, 0)
	if err != nil {
		t.Fatal(err)
	}
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
