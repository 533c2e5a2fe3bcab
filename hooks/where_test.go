package hooks

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Install writes each hook where git runs it, however core.hooksPath is
// set, and --status calls it installed; git is the oracle twice over:
// `git rev-parse --git-path hooks` names the folder, and the git command
// then runs the hook installed there.
func TestInstallWhereGitRunsHooks(t *testing.T) {
	cases := []struct {
		name string
		// setup configures repo (a repository with one commit, in base)
		// and returns the folder to install from and the git command that
		// runs the hook there (a push, from repo).
		setup func(t *testing.T, base, repo string) (dir string, run []string)
		hook  string
	}{
		{"per-worktree core.hooksPath", func(t *testing.T, base, repo string) (string, []string) {
			wt := filepath.Join(base, "wt")
			gitIn(t, repo, "worktree", "add", "-q", wt)
			gitIn(t, repo, "config", "extensions.worktreeConfig", "true")
			gitIn(t, wt, "config", "--worktree", "core.hooksPath", filepath.Join(base, "wt-hooks"))
			return wt, []string{"commit", "-q", "--allow-empty", "-m", "in the worktree"}
		}, "pre-commit"},
		{"includeIf gitdir/i", func(t *testing.T, base, repo string) (string, []string) {
			inc := filepath.Join(base, "inc")
			os.WriteFile(inc, []byte("[core]\n\thooksPath = "+filepath.Join(base, "gitdir-hooks")+"\n"), 0o644)
			gitIn(t, repo, "config", "includeIf.gitdir/i:"+strings.ToUpper(repo)+"/.path", inc)
			return repo, []string{"commit", "-q", "--allow-empty", "-m", "x"}
		}, "pre-commit"},
		{"relative include.path", func(t *testing.T, base, repo string) (string, []string) {
			os.WriteFile(filepath.Join(repo, ".git", "more"), []byte("[core]\n\thooksPath = ../included-hooks\n"), 0o644)
			gitIn(t, repo, "config", "include.path", "more")
			return filepath.Join(repo), []string{"commit", "-q", "--allow-empty", "-m", "x"}
		}, "pre-commit"},
		{"~/ core.hooksPath", func(t *testing.T, base, repo string) (string, []string) {
			t.Setenv("HOME", base)
			gitIn(t, repo, "config", "core.hooksPath", "~/home-hooks")
			return repo, []string{"commit", "-q", "--allow-empty", "-m", "x"}
		}, "pre-commit"},
		{"bare repository, relative core.hooksPath", func(t *testing.T, base, repo string) (string, []string) {
			bare := filepath.Join(base, "bare.git")
			gitIn(t, base, "clone", "-q", "--bare", repo, bare)
			gitIn(t, bare, "config", "core.hooksPath", "server-hooks")
			gitIn(t, repo, "commit", "-q", "--allow-empty", "-m", "to push")
			return bare, []string{"push", "-q", bare, "HEAD:refs/heads/pushed"}
		}, "pre-receive"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			repo := newRepo(t)
			base := filepath.Dir(repo)
			dir, run := c.setup(t, base, repo)
			want := gitIn(t, dir, "rev-parse", "--path-format=absolute", "--git-path", "hooks")
			log := filepath.Join(base, "log")
			binary := fakeBinary(t, base, log, 0)
			results, err := Install(Options{Dir: dir, Hooks: []string{c.hook}, Binary: binary})
			if err != nil {
				t.Fatal(err)
			}
			if got := filepath.Dir(results[0].Path); realPath(got) != realPath(want) {
				t.Fatalf("installed in %s; git runs hooks from %s", got, want)
			}
			_, statuses, _, err := Status(Options{Dir: dir, Binary: binary})
			if err != nil {
				t.Fatal(err)
			}
			for _, st := range statuses {
				if st.Hook == c.hook && st.State != "installed" {
					t.Errorf("--status says %s is %q", c.hook, st.State)
				}
			}
			runIn := dir
			if c.hook == "pre-receive" {
				runIn = repo // the push starts in the clone
			}
			gitIn(t, runIn, run...)
			if data, _ := os.ReadFile(log); !strings.Contains(string(data), "ours hook "+c.hook) {
				t.Fatalf("git did not run the installed %s hook; log: %q", c.hook, data)
			}
			if status := gitIn(t, repo, "status", "--porcelain"); status != "" {
				t.Errorf("install left files in the work tree:\n%s", status)
			}
		})
	}
}
