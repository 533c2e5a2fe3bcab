// Package gittest builds throwaway git repositories with real commits for
// the analyzers' tests: the git binary is the real client, isolated from the
// machine's configuration. It is test support only; nothing ships with it.
package gittest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Repo is a repository in a temporary directory.
type Repo struct {
	t   testing.TB
	Dir string
	env []string
}

// New initialises an empty repository on branch main.
func New(t testing.TB) *Repo {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	dir := t.TempDir()
	r := &Repo{t: t, Dir: dir, env: append(os.Environ(),
		"HOME="+dir, "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=/dev/null",
		"GIT_AUTHOR_NAME=A", "GIT_AUTHOR_EMAIL=a@example.com",
		"GIT_COMMITTER_NAME=C", "GIT_COMMITTER_EMAIL=c@example.com",
		"GIT_AUTHOR_DATE=2024-01-01T00:00:00Z", "GIT_COMMITTER_DATE=2024-01-01T00:00:00Z")}
	r.Git("init", "-q", "-b", "main")
	return r
}

// Git runs git in the repository and returns its trimmed output.
func (r *Repo) Git(args ...string) string {
	r.t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir, cmd.Env = r.Dir, r.env
	out, err := cmd.CombinedOutput()
	if err != nil {
		r.t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

// Commit writes files (an empty content deletes the file), stages
// everything and commits; it returns the new commit's id.
func (r *Repo) Commit(msg string, files map[string]string) string {
	r.t.Helper()
	for name, content := range files {
		p := filepath.Join(r.Dir, filepath.FromSlash(name))
		if content == "" {
			if err := os.Remove(p); err != nil {
				r.t.Fatal(err)
			}
			continue
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			r.t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			r.t.Fatal(err)
		}
	}
	r.Git("add", "-A")
	r.Git("commit", "-q", "--allow-empty", "-m", msg)
	return r.Git("rev-parse", "HEAD")
}

// AddSubmodule commits sub's current commit as a submodule at path, the
// way a user adds one: git clones it into the work tree and stages the
// gitlink and .gitmodules.
func (r *Repo) AddSubmodule(sub *Repo, path string) string {
	r.t.Helper()
	r.Git("-c", "protocol.file.allow=always", "submodule", "add", "-q", sub.Dir, path)
	r.Git("commit", "-q", "-m", "add submodule "+path)
	return r.Git("rev-parse", "HEAD")
}

// WantGoBuildError runs go build ./... in the work tree, offline and
// outside any workspace, and fails the test unless it fails saying want:
// the go command is the judge of what the checkout builds. Without a go
// command there is no judge, and nothing is run.
func (r *Repo) WantGoBuildError(want string) {
	r.t.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		return
	}
	cmd := exec.Command("go", "build", "./...")
	cmd.Dir = r.Dir
	cmd.Env = append(os.Environ(), "GOTOOLCHAIN=local", "GOFLAGS=", "GOWORK=off", "GOPROXY=off", "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err == nil || !strings.Contains(string(out), want) {
		r.t.Fatalf("go build ./... at head: %v, want an error saying %q\n%s", err, want, out)
	}
}
