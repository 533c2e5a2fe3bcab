package gitrepo

import (
	"fmt"
	"math/rand"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestMergeBasesMatchGit builds random histories of merges and criss-cross
// merges (two roots, so some pairs share nothing; a few committer times
// out of order) and compares every answer with git merge-base --all.
func TestMergeBasesMatchGit(t *testing.T) {
	r := newTestRepo(t)
	tree := strings.TrimSpace(r.git("mktree"))
	rng := rand.New(rand.NewSource(7))
	var commits []string
	for i := 0; i < 60; i++ {
		args := []string{"commit-tree", tree, "-m", fmt.Sprint(i)}
		if i != 0 && i != 5 { // two roots
			args = append(args, "-p", commits[rng.Intn(len(commits))])
			if rng.Intn(3) == 0 {
				args = append(args, "-p", commits[rng.Intn(len(commits))])
			}
		}
		when := 1700000000 + i*60
		if rng.Intn(8) == 0 {
			when -= 600 // clock skew
		}
		date := fmt.Sprintf("GIT_COMMITTER_DATE=%d +0000", when)
		commits = append(commits, strings.TrimSpace(r.gitEnv([]string{date}, args...)))
	}
	repo, err := Open(r.dir)
	if err != nil {
		t.Fatal(err)
	}
	defer repo.Close()
	none, several := 0, 0
	for k := 0; k < 150; k++ {
		a, b := commits[rng.Intn(len(commits))], commits[rng.Intn(len(commits))]
		want := strings.Fields(r.gitMaybe("merge-base", "--all", a, b))
		got, err := repo.MergeBases(NewHash(a), NewHash(b))
		if err != nil {
			t.Fatal(err)
		}
		var gotText []string
		for _, h := range got {
			gotText = append(gotText, h.String())
		}
		slices.Sort(want)
		switch {
		case len(want) == 0:
			none++
		case len(want) > 1:
			several++
		}
		first := ""
		if len(gotText) > 0 {
			first = gotText[0]
		}
		slices.Sort(gotText)
		if !slices.Equal(gotText, want) {
			t.Errorf("MergeBases(%.7s, %.7s) = %.7s, git says %.7s", a, b, gotText, want)
		}
		if one := strings.TrimSpace(r.gitMaybe("merge-base", a, b)); len(want) > 0 && first != one {
			t.Errorf("MergeBases(%.7s, %.7s) puts %.7s first, git merge-base says %.7s", a, b, first, one)
		}
	}
	if none == 0 || several == 0 {
		t.Errorf("the history tried %d pairs without a merge base and %d with several: want both", none, several)
	}
}

// gitMaybe runs git and returns its stdout even when it exits non-zero
// (merge-base exits 1 when there is no common ancestor).
func (r *testRepo) gitMaybe(args ...string) string {
	r.t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir, cmd.Env = r.dir, gitEnv(r.home)
	out, _ := cmd.Output()
	return string(out)
}
