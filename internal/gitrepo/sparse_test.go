package gitrepo

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
)

// TestSparseCheckoutInLinkedWorktree opens a linked worktree whose sparse
// checkout lives in its own config.worktree (extensions.worktreeConfig), as
// `git sparse-checkout` sets it up: files outside the cone are still in the
// index and in HEAD, so nothing about them may read as "deleted" or "no
// change".
func TestSparseCheckoutInLinkedWorktree(t *testing.T) {
	r := newTestRepo(t)
	r.write("a/one.txt", "1\n")
	r.write("b/two.txt", "2\n")
	r.commitAll("base")
	wt := filepath.Join(filepath.Dir(r.dir), "wt")
	r.git("worktree", "add", "-q", "-b", "side", wt)
	linked := &testRepo{t: t, dir: wt, home: r.home}
	linked.git("sparse-checkout", "set", "--cone", "--no-sparse-index", "a")
	if got := strings.TrimSpace(r.git("config", "extensions.worktreeConfig")); got != "true" {
		t.Fatalf("git did not turn on extensions.worktreeConfig (%q); the case is not exercised", got)
	}
	linked.write("a/one.txt", "changed\n")
	linked.git("add", "a/one.txt")

	repo := linked.open(wt)
	files, err := repo.StagedFiles()
	if err != nil {
		t.Fatal(err)
	}
	var paths []string
	for _, f := range files {
		paths = append(paths, f.Path)
	}
	if got := strings.Join(paths, " "); got != "a/one.txt b/two.txt" {
		t.Errorf("staged files %q, want both, the one outside the cone too", got)
	}
	changes, err := repo.StagedChanges()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := nameStatus(changes), linked.git("diff", "--cached", "--name-status", "-z"); got != want {
		t.Errorf("staged changes %q, git says %q", got, want)
	}
	head, err := repo.Resolve("HEAD")
	if err != nil {
		t.Fatal(err)
	}
	h, _, ok, err := repo.FileAt(head, "b/two.txt")
	if err != nil || !ok {
		t.Fatalf("b/two.txt at HEAD: %v %v", ok, err)
	}
	if data, err := repo.ReadBlob(h, 1<<10); err != nil || string(data) != "2\n" {
		t.Errorf("blob outside the cone: %q %v", data, err)
	}
	// The main worktree is not sparse: its config.worktree says nothing.
	if files, err := r.open(r.dir).StagedFiles(); err != nil || len(files) != 2 {
		t.Errorf("main worktree: %d files, %v", len(files), err)
	}
}

// TestSparseIndexIsRefused: a sparse index folds whole folders into one
// entry, which would make files vanish from a listing; reading one must be
// an error that says what to do, never a shorter list.
func TestSparseIndexIsRefused(t *testing.T) {
	r := newTestRepo(t)
	r.write("a/one.txt", "1\n")
	r.write("b/two.txt", "2\n")
	r.commitAll("base")
	r.git("sparse-checkout", "set", "--cone", "--sparse-index", "a")
	_, err := r.open(r.dir).StagedFiles()
	if !errors.Is(err, ErrUnsupportedRepository) || !strings.Contains(err.Error(), "sparse index") {
		t.Errorf("sparse index: got %v, want an unsupported-repository error naming it", err)
	}
}
