package gittest

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// Snapshots reads base..head of the repository in dir through gitrepo, as
// the derive verb reads it: both snapshots and the changes between them.
func Snapshots(t testing.TB, dir, base, head string) (baseSnap, headSnap snapshot.Snapshot, changes []snapshot.Change) {
	t.Helper()
	repo, err := gitrepo.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { repo.Close() })
	baseHash, err := repo.Resolve(base)
	if err != nil {
		t.Fatal(err)
	}
	headHash, err := repo.Resolve(head)
	if err != nil {
		t.Fatal(err)
	}
	treeChanges, err := repo.TreeChanges(baseHash, headHash)
	if err != nil {
		t.Fatal(err)
	}
	if baseSnap, err = snapshot.FromCommit(repo, baseHash, 0); err != nil {
		t.Fatal(err)
	}
	if headSnap, err = snapshot.FromCommit(repo, headHash, 0); err != nil {
		t.Fatal(err)
	}
	return baseSnap, headSnap, snapshot.Changes(treeChanges)
}
