package gitrepo

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// gitEnv is a clean environment for the git oracle: no GIT_* from a hook
// that may be running these tests, a fixed identity, no user config.
func gitEnv(home string, extra ...string) []string {
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

// testRepo is a temporary repository driven by the real git binary.
type testRepo struct {
	t    *testing.T
	dir  string
	home string
}

func newTestRepo(t *testing.T, initArgs ...string) *testRepo {
	t.Helper()
	root := t.TempDir()
	r := &testRepo{t: t, dir: filepath.Join(root, "repo"), home: filepath.Join(root, "home")}
	if err := os.MkdirAll(r.home, 0o755); err != nil {
		t.Fatal(err)
	}
	r.git(append([]string{"init", "-q", "-b", "main"}, append(initArgs, r.dir)...)...)
	return r
}

// git runs git in the repository and returns its stdout.
func (r *testRepo) git(args ...string) string {
	r.t.Helper()
	return r.gitEnv(nil, args...)
}

func (r *testRepo) gitEnv(extra []string, args ...string) string {
	r.t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = r.dir
	if _, err := os.Stat(r.dir); err != nil {
		cmd.Dir = filepath.Dir(r.dir)
	}
	cmd.Env = gitEnv(r.home, extra...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		r.t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
	}
	return string(out)
}

// write creates or replaces a file in the work tree.
func (r *testRepo) write(path, content string) {
	r.t.Helper()
	full := filepath.Join(r.dir, path)
	if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
		r.t.Fatal(err)
	}
	if err := os.WriteFile(full, []byte(content), 0o644); err != nil {
		r.t.Fatal(err)
	}
}

// commitAll stages everything and commits.
func (r *testRepo) commitAll(msg string) string {
	r.t.Helper()
	r.git("add", "-A")
	r.git("commit", "-q", "--allow-empty", "-m", msg)
	return strings.TrimSpace(r.git("rev-parse", "HEAD"))
}

// open opens dir with an environment holding only the given variables
// (plus HOME), never the test process's own GIT_*.
func (r *testRepo) open(dir string, env ...string) *Repo {
	r.t.Helper()
	repo, err := r.tryOpen(dir, env...)
	if err != nil {
		r.t.Fatalf("open %s: %v", dir, err)
	}
	r.t.Cleanup(func() { repo.Close() })
	return repo
}

func (r *testRepo) tryOpen(dir string, env ...string) (*Repo, error) {
	vars := map[string]string{"HOME": r.home, "GIT_CONFIG_NOSYSTEM": "1"}
	for _, kv := range env {
		k, v, _ := strings.Cut(kv, "=")
		vars[k] = v
	}
	return OpenEnv(dir, func(k string) string { return vars[k] })
}

// nameStatus formats changes as git's --name-status -z output does.
func nameStatus(changes []Change) string {
	var b strings.Builder
	for _, c := range changes {
		b.WriteString(c.Status.String() + "\x00" + c.Path + "\x00")
	}
	return b.String()
}
