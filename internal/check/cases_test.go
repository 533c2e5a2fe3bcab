package check_test

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/check"
	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
	"github.com/reviewlint/reviewlint/internal/ruletest"
)

// -update makes ruletest.Run rewrite the want markers from what is reported.
var _ = flag.Bool("update", false, "rewrite the want markers of the cases in testdata")

// TestRuleCases checks each testdata/rules/RULE/*.txtar: a repository
// whose first commit holds the archive's base/ files and whose second
// holds its head/ files, checked as `reviewlint check --range HEAD~1..HEAD`
// checks it. Diagnostics are about the head's files.
func TestRuleCases(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	ruletest.Run(t, "testdata/rules", func(t *testing.T, c *ruletest.Case) []diag.Diagnostic {
		dir := t.TempDir()
		git := func(args ...string) {
			t.Helper()
			cmd := exec.Command("git", args...)
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), "HOME="+dir, "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=/dev/null",
				"GIT_AUTHOR_NAME=a", "GIT_AUTHOR_EMAIL=a@example.com", "GIT_COMMITTER_NAME=a", "GIT_COMMITTER_EMAIL=a@example.com")
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
			}
		}
		git("init", "-q")
		for _, side := range []string{"base/", "head/"} {
			git("rm", "-rq", "--ignore-unmatch", ".")
			for _, f := range c.Files {
				name, ok := strings.CutPrefix(f.Name, side)
				if !ok {
					continue
				}
				p := filepath.Join(dir, filepath.FromSlash(name))
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, f.Data, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			git("add", "-A")
			git("commit", "-q", "--allow-empty", "-m", strings.TrimSuffix(side, "/"))
		}
		repo, err := gitrepo.Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		ds, err := check.Range(repo, "HEAD~1..HEAD", check.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for i := range ds {
			ds[i].Path = "head/" + ds[i].Path
		}
		return ds
	})
}
