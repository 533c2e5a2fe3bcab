package gittest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Env is a clean environment for the git oracle: no GIT_* from a hook
// that may be running these tests, a fixed identity, no user config.
func Env(home string, extra ...string) []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "GIT_") && !strings.HasPrefix(kv, "HOME=") && !strings.HasPrefix(kv, "XDG_CONFIG_HOME=") {
			env = append(env, kv)
		}
	}
	env = append(env, "HOME="+home, "GIT_CONFIG_NOSYSTEM=1",
		"GIT_AUTHOR_NAME=A", "GIT_AUTHOR_EMAIL=a@example.com",
		"GIT_COMMITTER_NAME=C", "GIT_COMMITTER_EMAIL=c@example.com",
		"GIT_AUTHOR_DATE=2024-01-01T00:00:00Z", "GIT_COMMITTER_DATE=2024-01-01T00:00:00Z")
	return append(env, extra...)
}

// Repo is a temporary repository driven by the real git binary: Dir is
// its work tree (or the bare repository), Home the HOME git runs with.
type Repo struct {
	T    testing.TB
	Dir  string
	Home string
}

// New runs `git init` (with initArgs) in a new temporary folder.
func New(t testing.TB, initArgs ...string) *Repo {
	t.Helper()
	root := t.TempDir()
	r := &Repo{T: t, Dir: filepath.Join(root, "repo"), Home: filepath.Join(root, "home")}
	if err := os.MkdirAll(r.Home, 0o755); err != nil {
		t.Fatal(err)
	}
	r.Git(append([]string{"init", "-q", "-b", "main"}, append(initArgs, r.Dir)...)...)
	return r
}

// Git runs git in the repository and returns its stdout.
func (r *Repo) Git(args ...string) string {
	r.T.Helper()
	return r.GitEnv(nil, args...)
}

// GitEnv is Git with extra environment variables.
func (r *Repo) GitEnv(extra []string, args ...string) string {
	r.T.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = r.Dir
	if _, err := os.Stat(r.Dir); err != nil {
		cmd.Dir = filepath.Dir(r.Dir)
	}
	cmd.Env = Env(r.Home, extra...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		r.T.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
	}
	return string(out)
}

// Write creates or replaces a file in the work tree.
func (r *Repo) Write(path, content string) {
	r.T.Helper()
	full := filepath.Join(r.Dir, path)
	if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
		r.T.Fatal(err)
	}
	if err := os.WriteFile(full, []byte(content), 0o644); err != nil {
		r.T.Fatal(err)
	}
}

// CommitAll stages everything and commits.
func (r *Repo) CommitAll(msg string) string {
	r.T.Helper()
	r.Git("add", "-A")
	r.Git("commit", "-q", "--allow-empty", "-m", msg)
	return strings.TrimSpace(r.Git("rev-parse", "HEAD"))
}
