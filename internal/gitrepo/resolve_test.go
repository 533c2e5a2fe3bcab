package gitrepo

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestResolveAndCommits(t *testing.T) {
	r := newTestRepo(t)
	var ids []string
	for i := 0; i < 4; i++ {
		r.write("f.txt", fmt.Sprint(i, "\n"))
		ids = append(ids, r.commitAll(fmt.Sprint("commit ", i)))
	}
	r.git("tag", "-a", "-m", "annotated", "v1", ids[1])
	repo := r.open(r.dir)
	for rev, want := range map[string]string{
		"HEAD": ids[3], "main": ids[3], "HEAD~2": ids[1], "HEAD^": ids[2],
		ids[0]: ids[0], ids[0][:10]: ids[0], "v1": ids[1],
	} {
		if h, err := repo.Resolve(rev); err != nil || h.String() != want {
			t.Errorf("Resolve(%q) = %s, %v; want %s", rev, h, err, want)
		}
	}
	if _, err := repo.Resolve("no-such-branch"); err == nil {
		t.Error("Resolve of a missing name succeeded")
	}
	base, head, err := repo.ResolveRange("HEAD~3..v1")
	if err != nil || base.String() != ids[0] || head.String() != ids[1] {
		t.Errorf("ResolveRange: %s %s %v", base, head, err)
	}
	commits, err := repo.Commits(base, repo.mustResolve(t, "HEAD"))
	if err != nil || len(commits) != 3 {
		t.Fatalf("Commits: %d %v", len(commits), err)
	}
	for i, c := range commits {
		if c.Hash.String() != ids[i+1] || c.Message != fmt.Sprint("commit ", i+1, "\n") {
			t.Errorf("commit %d: %s %q", i, c.Hash, c.Message)
		}
	}
}

func (r *Repo) mustResolve(t *testing.T, rev string) (h [20]byte) {
	t.Helper()
	h, err := r.Resolve(rev)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func TestTreeChangesMatchesGit(t *testing.T) {
	r := newTestRepo(t)
	r.write("keep/a.txt", "a\n")
	r.write("gone/b.txt", "b\n")
	r.write("mode.sh", "#!/bin/sh\n")
	r.write("link", "not yet a link\n")
	r.write("file-then-dir", "f\n")
	base := r.commitAll("base")
	os.RemoveAll(filepath.Join(r.dir, "gone"))
	os.Chmod(filepath.Join(r.dir, "mode.sh"), 0o755)
	os.Remove(filepath.Join(r.dir, "link"))
	os.Symlink("keep/a.txt", filepath.Join(r.dir, "link"))
	os.Remove(filepath.Join(r.dir, "file-then-dir"))
	r.write("file-then-dir/x", "x\n")
	r.write("new/deep/c.txt", "c\n")
	head := r.commitAll("head")
	repo := r.open(r.dir)
	b, h := repo.mustResolve(t, base), repo.mustResolve(t, head)
	changes, err := repo.TreeChanges(b, h)
	if err != nil {
		t.Fatal(err)
	}
	want := r.git("diff-tree", "-r", "--no-renames", "--name-status", "-z", base, head)
	if got := nameStatus(changes); got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	hash, mode, ok, err := repo.FileAt(h, "new/deep/c.txt")
	if err != nil || !ok || mode.String() != "0100644" || hash.String() != strings.TrimSpace(r.git("rev-parse", head+":new/deep/c.txt")) {
		t.Errorf("FileAt: %s %s %v %v", hash, mode, ok, err)
	}
	if _, _, ok, _ := repo.FileAt(h, "new/deep"); ok {
		t.Error("FileAt found a directory")
	}
	data, err := repo.ReadBlob(hash, 0)
	if err != nil || string(data) != "c\n" {
		t.Errorf("ReadBlob: %q %v", data, err)
	}
	if _, err := repo.ReadBlob(hash, 1); err == nil || !strings.Contains(err.Error(), "over the limit") {
		t.Errorf("ReadBlob over the limit: %v", err)
	}
}
