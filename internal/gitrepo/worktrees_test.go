package gitrepo

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// git lists every work tree, a missing one marked, and answers for each
// where it runs hooks from: with a relative core.hooksPath, its own root.
func TestWorktreesAndTheirHooks(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not on PATH")
	}
	base, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	main, linked, gone := filepath.Join(base, "main"), filepath.Join(base, "linked"), filepath.Join(base, "gone")
	run := func(dir string, args ...string) {
		t.Helper()
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=/dev/null",
			"GIT_AUTHOR_NAME=A", "GIT_AUTHOR_EMAIL=a@example.com", "GIT_COMMITTER_NAME=C", "GIT_COMMITTER_EMAIL=c@example.com")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	run(base, "init", "-q", "main")
	run(main, "commit", "-q", "--allow-empty", "-m", "root")
	run(main, "config", "core.hooksPath", ".githooks")
	run(main, "worktree", "add", "-q", linked)
	run(main, "worktree", "add", "-q", gone)
	if err := os.RemoveAll(gone); err != nil {
		t.Fatal(err)
	}
	repo, err := Open(main)
	if err != nil {
		t.Fatal(err)
	}
	defer repo.Close()
	list, err := repo.Worktrees()
	if err != nil {
		t.Fatal(err)
	}
	// The main work tree first; git lists the linked ones in no set order.
	want := map[Worktree]bool{{Path: gone, Missing: true}: true, {Path: linked}: true}
	if len(list) != 3 || list[0] != (Worktree{Path: main}) || !want[list[1]] || !want[list[2]] || list[1] == list[2] {
		t.Fatalf("worktrees %+v, want %s first, then %+v", list, main, want)
	}
	for _, wt := range []string{main, linked} {
		dir, err := HooksDirIn(wt)
		if err != nil || dir != filepath.Join(wt, ".githooks") {
			t.Errorf("hooks of %s: %q, %v; want its own .githooks", wt, dir, err)
		}
	}
}
