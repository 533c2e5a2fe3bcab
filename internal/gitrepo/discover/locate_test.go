package discover

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/gitrepo/internal/gittest"
)

// TestLocateMatchesGit compares Locate, from several starting points and
// environments, with what `git rev-parse` says from the same place.
func TestLocateMatchesGit(t *testing.T) {
	r := gittest.New(t)
	r.Write("a/b/c.txt", "x\n")
	r.CommitAll("one")
	wt := filepath.Join(filepath.Dir(r.Dir), "wt")
	r.Git("worktree", "add", "-q", "-b", "side", wt)
	bare := filepath.Join(filepath.Dir(r.Dir), "bare.git")
	r.Git("clone", "-q", "--bare", r.Dir, bare)
	for _, tc := range []struct {
		name, dir string
		env       []string
	}{
		{"work tree root", r.Dir, nil},
		{"subfolder", filepath.Join(r.Dir, "a", "b"), nil},
		{"linked worktree", filepath.Join(wt, "a"), nil},
		{"bare", bare, nil},
		{"GIT_DIR of a bare repository", bare, []string{"GIT_DIR=" + bare}},
		{"GIT_DIR and GIT_WORK_TREE", filepath.Join(r.Dir, "a"), []string{"GIT_DIR=" + filepath.Join(r.Dir, ".git"), "GIT_WORK_TREE=" + r.Dir}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			vars := map[string]string{}
			for _, kv := range tc.env {
				k, v, _ := strings.Cut(kv, "=")
				vars[k] = v
			}
			loc, err := Locate(tc.dir, func(k string) string { return vars[k] })
			if err != nil {
				t.Fatal(err)
			}
			git := &gittest.Repo{T: t, Dir: tc.dir, Home: r.Home}
			out := strings.Fields(git.GitEnv(tc.env, "rev-parse", "--path-format=absolute", "--git-dir", "--git-common-dir", "--is-bare-repository"))
			if len(out) != 3 {
				t.Fatalf("git rev-parse: %q", out)
			}
			if loc.GitDir != out[0] || loc.CommonDir != out[1] {
				t.Errorf("git dir %s, common dir %s; git says %s, %s", loc.GitDir, loc.CommonDir, out[0], out[1])
			}
			want := ""
			if out[2] == "false" {
				want = strings.TrimSpace(git.GitEnv(tc.env, "rev-parse", "--show-toplevel"))
			}
			if loc.WorkTree != want {
				t.Errorf("work tree %q, git says %q", loc.WorkTree, want)
			}
		})
	}
}
