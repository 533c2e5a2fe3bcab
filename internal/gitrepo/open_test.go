package gitrepo

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestOpenFromSubfolder(t *testing.T) {
	r := newTestRepo(t)
	r.write("a/b/c.txt", "x\n")
	r.commitAll("one")
	repo := r.open(filepath.Join(r.dir, "a", "b"))
	if repo.WorkTree() != r.dir || repo.GitDir() != filepath.Join(r.dir, ".git") || repo.CommonDir() != repo.GitDir() {
		t.Errorf("got work tree %q git dir %q common %q", repo.WorkTree(), repo.GitDir(), repo.CommonDir())
	}
	if repo.IndexPath() != filepath.Join(r.dir, ".git", "index") {
		t.Errorf("index path %q", repo.IndexPath())
	}
	hooks, err := repo.HooksDir()
	if err != nil || hooks != filepath.Join(r.dir, ".git", "hooks") {
		t.Errorf("hooks dir %q, %v", hooks, err)
	}
}

func TestOpenNotARepository(t *testing.T) {
	_, err := OpenEnv(t.TempDir(), func(string) string { return "" })
	if err == nil || !strings.Contains(err.Error(), "not a git repository") {
		t.Fatalf("want not-a-repository error, got %v", err)
	}
}

func TestOpenLinkedWorktree(t *testing.T) {
	r := newTestRepo(t)
	r.write("f.txt", "1\n")
	r.commitAll("one")
	wt := filepath.Join(filepath.Dir(r.dir), "wt")
	r.git("worktree", "add", "-q", "-b", "side", wt)
	os.WriteFile(filepath.Join(wt, "g.txt"), []byte("2\n"), 0o644)
	r.gitEnv(nil, "-C", wt, "add", "g.txt")

	repo := r.open(wt)
	if repo.WorkTree() != wt || repo.GitDir() != filepath.Join(r.dir, ".git", "worktrees", "wt") || repo.CommonDir() != filepath.Join(r.dir, ".git") {
		t.Errorf("got work tree %q git dir %q common %q", repo.WorkTree(), repo.GitDir(), repo.CommonDir())
	}
	hooks, _ := repo.HooksDir()
	if hooks != filepath.Join(r.dir, ".git", "hooks") {
		t.Errorf("hooks dir %q", hooks)
	}
	head, born, err := repo.HeadCommit()
	if err != nil || !born || head.String() != strings.TrimSpace(r.git("rev-parse", "side")) {
		t.Errorf("head %s %v %v", head, born, err)
	}
	changes, err := repo.StagedChanges()
	if err != nil || nameStatus(changes) != "A\x00g.txt\x00" {
		t.Errorf("staged %q, %v", nameStatus(changes), err)
	}
}

func TestOpenBare(t *testing.T) {
	r := newTestRepo(t)
	r.write("f.txt", "1\n")
	want := r.commitAll("one")
	bare := filepath.Join(filepath.Dir(r.dir), "bare.git")
	r.git("clone", "-q", "--bare", r.dir, bare)
	repo := r.open(bare)
	if repo.WorkTree() != "" || repo.GitDir() != bare {
		t.Errorf("work tree %q git dir %q", repo.WorkTree(), repo.GitDir())
	}
	if h, err := repo.Resolve("main"); err != nil || h.String() != want {
		t.Errorf("resolve main: %s %v", h, err)
	}
	// As a pre-receive hook sees it: GIT_DIR=. in the bare repository.
	repo = r.open(bare, "GIT_DIR="+bare)
	if repo.WorkTree() != "" {
		t.Errorf("GIT_DIR bare: work tree %q", repo.WorkTree())
	}
}

func TestOpenWorktreeConfig(t *testing.T) {
	r := newTestRepo(t)
	r.write("f.txt", "1\n")
	r.commitAll("one")
	r.git("config", "extensions.worktreeConfig", "true")
	r.git("config", "--worktree", "core.hooksPath", "wt-hooks")
	repo := r.open(r.dir)
	hooks, err := repo.HooksDir()
	if err != nil || hooks != filepath.Join(r.dir, "wt-hooks") {
		t.Errorf("hooks dir %q, %v", hooks, err)
	}
	if want := strings.TrimSpace(r.git("rev-parse", "--git-path", "hooks")); filepath.Join(r.dir, want) != hooks {
		t.Errorf("git says %q, we say %q", want, hooks)
	}
	if _, err := repo.Resolve("HEAD"); err != nil {
		t.Error(err)
	}
}

func TestHooksPath(t *testing.T) {
	r := newTestRepo(t)
	abs := filepath.Join(t.TempDir(), "abs-hooks")
	for _, tc := range []struct{ value, want string }{
		{"", filepath.Join(r.dir, ".git", "hooks")},
		{"my/hooks", filepath.Join(r.dir, "my", "hooks")},
		{abs, abs},
		{"~/global-hooks", filepath.Join(r.home, "global-hooks")},
	} {
		if tc.value != "" {
			r.git("config", "core.hooksPath", tc.value)
		}
		hooks, err := r.open(filepath.Join(r.dir)).HooksDir()
		if err != nil || hooks != tc.want {
			t.Errorf("core.hooksPath %q: got %q, %v; want %q", tc.value, hooks, err, tc.want)
		}
	}
	// The user's global config counts when the repository says nothing.
	r.git("config", "--unset", "core.hooksPath")
	r.git("config", "--global", "core.hooksPath", "/global/hooks")
	if hooks, _ := r.open(r.dir).HooksDir(); hooks != "/global/hooks" {
		t.Errorf("global core.hooksPath: got %q", hooks)
	}
	if v, ok := r.open(r.dir).ConfigValue("Core", "", "HOOKSPATH"); !ok || v != "/global/hooks" {
		t.Errorf("ConfigValue case-insensitive: %q %v", v, ok)
	}
}

func TestOpenRefusesWhatGoGitCannotRead(t *testing.T) {
	for name, setup := range map[string]func(r *testRepo){
		"unknown extension": func(r *testRepo) {
			r.git("config", "core.repositoryformatversion", "1")
			r.git("config", "extensions.frobnicate", "true")
		},
		"partial clone": func(r *testRepo) {
			r.git("config", "core.repositoryformatversion", "1")
			r.git("config", "extensions.partialClone", "origin")
		},
		// Git 2.45 and later write reftable repositories so; the files
		// backend's loose and packed refs are then stale or absent.
		"reftable": func(r *testRepo) {
			r.git("config", "core.repositoryformatversion", "1")
			r.git("config", "extensions.refStorage", "reftable")
		},
		"promisor remote":  func(r *testRepo) { r.git("config", "remote.origin.promisor", "true") },
		"format version 2": func(r *testRepo) { r.git("config", "core.repositoryformatversion", "2") },
	} {
		t.Run(name, func(t *testing.T) {
			r := newTestRepo(t)
			setup(r)
			_, err := r.tryOpen(r.dir)
			if !errors.Is(err, ErrUnsupportedRepository) {
				t.Fatalf("want ErrUnsupportedRepository, got %v", err)
			}
		})
	}
	t.Run("sha256", func(t *testing.T) {
		r := newTestRepo(t, "--object-format=sha256")
		_, err := r.tryOpen(r.dir)
		if !errors.Is(err, ErrUnsupportedRepository) || !strings.Contains(err.Error(), "sha256") {
			t.Fatalf("want sha256 refused, got %v", err)
		}
	})
	t.Run("version 0 ignores v1 extensions like git", func(t *testing.T) {
		r := newTestRepo(t)
		r.git("config", "extensions.frobnicate", "true")
		r.git("status") // git itself accepts it
		if _, err := r.tryOpen(r.dir); err != nil {
			t.Fatal(err)
		}
	})
}
