package gitrepo

import (
	"fmt"
	"math/rand"
	"os/exec"
	"strings"
	"testing"
)

// TreeChanges against git diff-tree on random histories whose names
// stress git's tree order: a directory sorts as if its name ended in
// "/", so "a", "a-b", "a.b", "a/" and "a0" interleave, and a path may be
// a file in one commit and a directory, a link or a submodule in
// another.
func TestTreeChangesMatchesGitOnRandomTrees(t *testing.T) {
	for seed := int64(1); seed <= 3; seed++ {
		t.Run(fmt.Sprint("seed", seed), func(t *testing.T) {
			r := newTestRepo(t)
			commits := randomHistory(t, r, seed, 12)
			repo := r.open(r.dir)
			rng := rand.New(rand.NewSource(seed))
			for range 30 {
				a, b := commits[rng.Intn(len(commits))], commits[rng.Intn(len(commits))]
				got, err := repo.TreeChanges(repo.mustResolve(t, a), repo.mustResolve(t, b))
				if err != nil {
					t.Fatal(err)
				}
				want := r.git("diff-tree", "-r", "--no-renames", "--name-status", "-z", a, b)
				if nameStatus(got) != want {
					t.Fatalf("%s..%s:\n got  %q\nwant %q", a, b, nameStatus(got), want)
				}
			}
		})
	}
}

// randomHistory writes n commits through git fast-import, each changing
// a few random paths, and returns their ids.
func randomHistory(t *testing.T, r *testRepo, seed int64, n int) []string {
	t.Helper()
	rng := rand.New(rand.NewSource(seed))
	names := []string{"a", "a-b", "a.b", "a0", "ab", "b", "a b", "\u00e9"}
	pick := func() string {
		depth := 1 + rng.Intn(3)
		parts := make([]string, depth)
		for i := range parts {
			parts[i] = names[rng.Intn(len(names))]
		}
		return strings.Join(parts, "/")
	}
	var stream strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&stream, "commit refs/heads/main\nmark :%d\ncommitter T <t@example.com> %d +0000\ndata 2\nc\n", i, 1700000000+i)
		if i > 1 {
			fmt.Fprintf(&stream, "from :%d\n", i-1)
		}
		for range 1 + rng.Intn(8) {
			p := pick()
			switch rng.Intn(6) {
			case 0:
				fmt.Fprintf(&stream, "D %s\n", p)
			case 1:
				fmt.Fprintf(&stream, "M 100755 inline %s\ndata 3\nx%d\n", p, rng.Intn(10))
			case 2:
				fmt.Fprintf(&stream, "M 120000 inline %s\ndata 1\n%s\n", p, names[rng.Intn(len(names))][:1])
			case 3:
				fmt.Fprintf(&stream, "M 160000 %040x %s\n", rng.Int63(), p)
			default:
				fmt.Fprintf(&stream, "M 100644 inline %s\ndata 3\ny%d\n", p, rng.Intn(10))
			}
		}
	}
	cmd := exec.Command("git", "fast-import", "--quiet")
	cmd.Dir, cmd.Env = r.dir, gitEnv(r.home)
	cmd.Stdin = strings.NewReader(stream.String())
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("fast-import: %v\n%s", err, out)
	}
	ids := strings.Fields(r.git("rev-list", "--reverse", "main"))
	if len(ids) != n {
		t.Fatalf("%d commits, want %d", len(ids), n)
	}
	return ids
}
