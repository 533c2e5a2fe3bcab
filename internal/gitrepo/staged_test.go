package gitrepo

import (
	"errors"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// checkStaged compares StagedChanges with git's own answer.
func checkStaged(t *testing.T, r *testRepo, env ...string) {
	t.Helper()
	want := r.gitEnv(env, "diff", "--cached", "--name-status", "-z", "--no-renames")
	changes, err := r.open(r.dir, env...).StagedChanges()
	if err != nil {
		t.Fatalf("StagedChanges: %v", err)
	}
	if got := nameStatus(changes); got != want {
		t.Errorf("staged changes differ from git\n got: %q\nwant: %q", got, want)
	}
}

func TestStagedUnborn(t *testing.T) {
	r := newTestRepo(t)
	r.write("b.txt", "b\n")
	r.write("a/x.txt", "x\n")
	r.git("add", "-A")
	checkStaged(t, r)
	h, _, err := r.open(r.dir).StagedFile("a/x.txt")
	if err != nil || h.String() != strings.TrimSpace(r.git("rev-parse", ":a/x.txt")) {
		t.Errorf("StagedFile: %s %v", h, err)
	}
	if _, ok, _ := r.open(r.dir).StagedFile("nope"); ok {
		t.Error("StagedFile found a path that is not staged")
	}
}

func TestStagedTemporaryIndex(t *testing.T) {
	r := newTestRepo(t)
	r.write("a.txt", "1\n")
	r.write("b.txt", "1\n")
	r.commitAll("one")
	r.write("a.txt", "2\n")
	r.write("b.txt", "2\n")
	r.git("add", "a.txt")
	// As `git commit -a` does: a copy of the index, everything added to it.
	tmp := filepath.Join(r.dir, ".git", "next-index")
	data, _ := os.ReadFile(filepath.Join(r.dir, ".git", "index"))
	os.WriteFile(tmp, data, 0o644)
	env := []string{"GIT_INDEX_FILE=" + tmp}
	r.gitEnv(env, "add", "-u")
	checkStaged(t, r)
	checkStaged(t, r, env...)
	repo := r.open(r.dir, env...)
	if repo.IndexPath() != tmp {
		t.Errorf("index path %q", repo.IndexPath())
	}
}

func TestStagedIndexFormats(t *testing.T) {
	r := newTestRepo(t)
	for i := 0; i < 30; i++ {
		r.write(fmt.Sprintf("dir%d/sub/file%d.txt", i%4, i), "x\n")
	}
	r.commitAll("one")
	r.write("dir1/sub/file1.txt", "changed\n")
	r.write("dir2/new.txt", "new\n")
	os.Remove(filepath.Join(r.dir, "dir3/sub/file3.txt"))
	r.git("add", "-A")
	for _, v := range []string{"2", "3", "4"} {
		r.git("update-index", "--index-version", v)
		checkStaged(t, r)
	}
	r.git("update-index", "--split-index")
	if _, err := r.open(r.dir).StagedChanges(); !errors.Is(err, ErrUnsupportedRepository) {
		t.Errorf("split index: want ErrUnsupportedRepository, got %v", err)
	}
}

func TestStagedConflict(t *testing.T) {
	r := newTestRepo(t)
	r.write("c.txt", "base\n")
	r.commitAll("base")
	r.git("checkout", "-q", "-b", "other")
	r.write("c.txt", "other\n")
	r.commitAll("other")
	r.git("checkout", "-q", "main")
	r.write("c.txt", "main\n")
	r.commitAll("main")
	cmd := exec.Command("git", "merge", "-q", "other")
	cmd.Dir, cmd.Env = r.dir, gitEnv(r.home)
	if cmd.Run() == nil {
		t.Fatal("merge should conflict")
	}
	checkStaged(t, r)
	changes, err := r.open(r.dir).StagedChanges()
	if err != nil || len(changes) != 1 || changes[0].Status != Unmerged || changes[0].Path != "c.txt" {
		t.Errorf("conflict: %+v %v", changes, err)
	}
}

// TestStagedRandom applies random edits and compares with git after each
// round, with the cache-tree both fresh (after commit) and partly stale.
func TestStagedRandom(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	r := newTestRepo(t)
	var paths []string
	for i := 0; i < 60; i++ {
		p := fmt.Sprintf("%c/%c%d/f%d.txt", 'a'+rng.Intn(4), 'p'+rng.Intn(3), rng.Intn(3), i)
		paths = append(paths, p)
		r.write(p, fmt.Sprint(i, "\n"))
	}
	r.write("a.txt", "top\n")
	r.write("a-b", "dash\n")
	r.commitAll("init")
	for round := 0; round < 12; round++ {
		for k := 0; k < 6; k++ {
			p := paths[rng.Intn(len(paths))]
			full := filepath.Join(r.dir, p)
			switch rng.Intn(6) {
			case 0:
				os.Remove(full)
			case 1:
				os.Chmod(full, 0o755)
			case 2:
				os.Remove(full)
				os.Symlink("target", full)
			case 3:
				os.RemoveAll(full)
				r.write(p+"/inner.txt", "now a dir\n")
			default:
				os.RemoveAll(full)
				r.write(p, fmt.Sprint(round, k, "\n"))
			}
		}
		r.git("add", "-A")
		checkStaged(t, r)
		if round%3 == 2 {
			r.git("commit", "-q", "-m", "round")
			checkStaged(t, r)
		}
	}
}
