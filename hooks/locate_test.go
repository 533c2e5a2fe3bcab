package hooks

import (
	"os/user"
	"path/filepath"
	"testing"
)

// core.hooksPath = ~user/… is the user's home folder, as git expands it,
// never a folder named "~user" in the work tree (whose hooks would be
// committed); git is the oracle.
func TestHooksFolderUserHome(t *testing.T) {
	repo := newRepo(t)
	u, err := user.Current()
	if err != nil || u.Username == "" || u.HomeDir == "" {
		t.Skip("no current user to expand")
	}
	gitIn(t, repo, "config", "core.hooksPath", "~"+u.Username+"/reviewlint-test-never-created/hooks")
	want := filepath.Join(u.HomeDir, "reviewlint-test-never-created", "hooks")
	if got := gitIn(t, repo, "rev-parse", "--git-path", "hooks"); got != want {
		t.Fatalf("git says %s, the test expects %s", got, want)
	}
	folder, err := HooksFolder(repo)
	if err != nil || folder.Path != want || !folder.AskedGit {
		t.Fatalf("HooksFolder = %+v, %v; want %s, asked git", folder, err, want)
	}
	// Without git, the configuration is read directly, with the same answer.
	t.Setenv("PATH", t.TempDir())
	folder, err = HooksFolder(repo)
	if err != nil || folder.Path != want || folder.AskedGit {
		t.Fatalf("without git: HooksFolder = %+v, %v; want %s, not asked", folder, err, want)
	}
	if len(folder.Notes()) == 0 {
		t.Error("no note says git was not asked")
	}
}

// An empty core.hooksPath is seen with git and without.
func TestHooksFolderEmpty(t *testing.T) {
	repo := newRepo(t)
	gitIn(t, repo, "config", "core.hooksPath", "")
	for _, withGit := range []bool{true, false} {
		if !withGit {
			t.Setenv("PATH", t.TempDir())
		}
		folder, err := HooksFolder(repo)
		if err != nil || !folder.Empty {
			t.Errorf("git on PATH %v: HooksFolder = %+v, %v; want Empty", withGit, folder, err)
		}
		if _, err := Install(Options{Dir: repo, Binary: "/bin/true"}); err == nil {
			t.Errorf("git on PATH %v: install wrote hooks git never runs", withGit)
		}
	}
}
