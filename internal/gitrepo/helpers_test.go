package gitrepo

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/gitrepo/internal/gittest"
)

// gitEnv is a clean environment for the git oracle.
var gitEnv = gittest.Env

// testRepo is a temporary repository driven by the real git binary.
type testRepo struct {
	t    testing.TB
	dir  string
	home string
}

func newTestRepo(t *testing.T, initArgs ...string) *testRepo {
	t.Helper()
	g := gittest.New(t, initArgs...)
	return &testRepo{t: t, dir: g.Dir, home: g.Home}
}

func (r *testRepo) g() *gittest.Repo { return &gittest.Repo{T: r.t, Dir: r.dir, Home: r.home} }

// git runs git in the repository and returns its stdout.
func (r *testRepo) git(args ...string) string {
	r.t.Helper()
	return r.g().Git(args...)
}

func (r *testRepo) gitEnv(extra []string, args ...string) string {
	r.t.Helper()
	return r.g().GitEnv(extra, args...)
}

// write creates or replaces a file in the work tree.
func (r *testRepo) write(path, content string) {
	r.t.Helper()
	r.g().Write(path, content)
}

// commitAll stages everything and commits.
func (r *testRepo) commitAll(msg string) string {
	r.t.Helper()
	return r.g().CommitAll(msg)
}

// catAll is every object of the repository at gitDir, as git reads it.
func (r *testRepo) catAll(gitDir string) []gittest.Object {
	r.t.Helper()
	return r.g().CatAll(gitDir)
}

// history makes commits that git deltifies against each other.
func history(r *testRepo, commits int, seed int64) {
	r.t.Helper()
	r.g().History(commits, seed)
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
