package refs

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/go-git/go-git/v5/plumbing"

	"github.com/reviewlint/reviewlint/internal/gitrepo/internal/gittest"
)

// history makes a repository with branches, a lightweight and an
// annotated tag, a remote-tracking ref and its symbolic HEAD.
func history(t *testing.T) *gittest.Repo {
	r := gittest.New(t)
	r.Write("a", "1\n")
	r.CommitAll("one")
	r.Git("tag", "light")
	r.Git("tag", "-a", "-m", "annotated", "v1")
	r.Git("branch", "side")
	r.Write("a", "2\n")
	r.CommitAll("two")
	r.Git("update-ref", "refs/remotes/origin/main", "HEAD~1")
	r.Git("symbolic-ref", "refs/remotes/origin/HEAD", "refs/remotes/origin/main")
	return r
}

// oracle is what git resolves each name to, "" when it resolves none.
func oracle(r *gittest.Repo, name string) string {
	cmd := exec.Command("git", "rev-parse", "-q", "--verify", "--end-of-options", name)
	cmd.Dir = r.Dir
	cmd.Env = gittest.Env(r.Home)
	out, _ := cmd.Output() // exit 1: no such ref
	return strings.TrimSpace(string(out))
}

// checkResolve compares Resolve with git rev-parse for every ref git
// lists, HEAD, and names that are no refs.
func checkResolve(t *testing.T, r *gittest.Repo, s *Store) {
	t.Helper()
	names := strings.Fields(r.Git("for-each-ref", "--format=%(refname)"))
	names = append(names, "HEAD", "ORIG_HEAD", "refs/heads/absent", "refs/heads")
	for _, name := range names {
		want := oracle(r, name)
		got, err := s.Resolve(name)
		switch {
		case want == "" && !errors.Is(err, ErrNotFound):
			t.Errorf("Resolve(%s) = %s, %v; git resolves nothing", name, got, err)
		case want != "" && (err != nil || got.String() != want):
			t.Errorf("Resolve(%s) = %s, %v; git: %s", name, got, err, want)
		}
	}
}

// checkForEach compares ForEach with git for-each-ref, symbolic refs left
// out.
func checkForEach(t *testing.T, r *gittest.Repo, s *Store) {
	t.Helper()
	var want []string
	for _, line := range strings.Split(strings.TrimSpace(r.Git("for-each-ref", "--format=%(objectname) %(refname) %(symref)")), "\n") {
		f := strings.Fields(line)
		if len(f) == 2 {
			want = append(want, f[0]+" "+f[1])
		}
	}
	var got []string
	err := s.ForEach(func(name string, h plumbing.Hash) error {
		if name != "HEAD" {
			got = append(got, h.String()+" "+name)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(want)
	sort.Strings(got)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("ForEach:\n%s\ngit for-each-ref:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func gitDir(r *gittest.Repo) string { return filepath.Join(r.Dir, ".git") }

func TestLooseRefs(t *testing.T) {
	r := history(t)
	s := New(gitDir(r), gitDir(r))
	checkResolve(t, r, s)
	checkForEach(t, r, s)
}

// TestPackedRefs: refs packed, then one of them moved (its loose file
// wins) and one deleted (gone from both).
func TestPackedRefs(t *testing.T) {
	r := history(t)
	r.Git("pack-refs", "--all")
	checkResolve(t, r, New(gitDir(r), gitDir(r)))
	r.Git("update-ref", "refs/heads/side", "HEAD")
	r.Git("update-ref", "-d", "refs/tags/light")
	s := New(gitDir(r), gitDir(r))
	checkResolve(t, r, s)
	checkForEach(t, r, s)
}

func TestDetachedHead(t *testing.T) {
	r := history(t)
	r.Git("checkout", "-q", "--detach", "HEAD~1")
	s := New(gitDir(r), gitDir(r))
	checkResolve(t, r, s)
	var head plumbing.Hash
	_ = s.ForEach(func(name string, h plumbing.Hash) error {
		if name == "HEAD" {
			head = h
		}
		return nil
	})
	if want := oracle(r, "HEAD"); head.String() != want {
		t.Errorf("ForEach's HEAD = %s, git: %s", head, want)
	}
}

// TestWorktreeRefs: a linked worktree has its own HEAD and refs/bisect,
// and shares every other ref.
func TestWorktreeRefs(t *testing.T) {
	r := history(t)
	wt := filepath.Join(filepath.Dir(r.Dir), "wt")
	r.Git("worktree", "add", "-q", "-b", "feature", wt, "HEAD~1")
	r.Git("-C", wt, "update-ref", "refs/bisect/bad", "HEAD")
	main := &gittest.Repo{T: t, Dir: r.Dir, Home: r.Home}
	linked := &gittest.Repo{T: t, Dir: wt, Home: r.Home}
	wtGitDir := strings.TrimSpace(linked.Git("rev-parse", "--absolute-git-dir"))
	checkResolve(t, linked, New(wtGitDir, gitDir(r)))
	checkForEach(t, linked, New(wtGitDir, gitDir(r)))
	checkResolve(t, main, New(gitDir(r), gitDir(r)))
	checkForEach(t, main, New(gitDir(r), gitDir(r)))
}

// TestHostileNames: a name git refuses as a ref name reads no file, even
// one that holds an object id.
func TestHostileNames(t *testing.T) {
	r := history(t)
	head := oracle(r, "HEAD")
	outside := filepath.Join(filepath.Dir(r.Dir), "planted")
	if err := os.WriteFile(outside, []byte(head+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(gitDir(r), "refs", "heads", ".hidden"), []byte(head+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := New(gitDir(r), gitDir(r))
	for _, name := range []string{"refs/../../planted", "refs/heads/../../../planted", "refs/heads/.hidden",
		"refs/heads/main.lock", "refs/heads//main", "refs/heads/ma in", "refs/heads/main\x00", "refs/", "head", "../planted"} {
		if h, err := s.Resolve(name); !errors.Is(err, ErrNotFound) {
			t.Errorf("Resolve(%q) = %s, %v; want not found", name, h, err)
		}
	}
	checkForEach(t, r, s)
}

// TestBrokenRefs: a loose ref that holds garbage is an error to resolve
// and left out of the listing (git ignores it with a warning); a
// packed-refs line that is no ref makes the file unreadable, as in git; a
// loop of symbolic refs ends.
func TestBrokenRefs(t *testing.T) {
	r := history(t)
	dir := gitDir(r)
	if err := os.WriteFile(filepath.Join(dir, "refs", "heads", "broken"), []byte("not an id\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := New(dir, dir)
	if _, err := s.Resolve("refs/heads/broken"); err == nil || errors.Is(err, ErrNotFound) {
		t.Errorf("Resolve(broken) = %v, want an error", err)
	}
	if err := os.Remove(filepath.Join(dir, "refs", "heads", "broken")); err != nil {
		t.Fatal(err)
	}
	checkForEach(t, r, s)

	for _, loop := range [][2]string{{"refs/heads/a", "refs/heads/b"}, {"refs/heads/b", "refs/heads/a"}} {
		if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(loop[0])), []byte("ref: "+loop[1]+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.Resolve("refs/heads/a"); err == nil {
		t.Error("a loop of symbolic refs resolved")
	}

	if err := os.WriteFile(filepath.Join(dir, "packed-refs"), []byte("# pack-refs with: peeled\nnonsense\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := New(dir, dir).Resolve("refs/heads/packed-only"); err == nil || errors.Is(err, ErrNotFound) {
		t.Errorf("a packed-refs line that is no ref: %v, want an error", err)
	}
}
