package gitrepo

import (
	"fmt"
	"math/rand"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/gitrepo/internal/gittest"
)

// TestMergeBasesMatchGit builds random histories of merges and criss-cross
// merges (two roots, so some pairs share nothing; a few committer times
// out of order) and compares every answer with git merge-base --all.
func TestMergeBasesMatchGit(t *testing.T) {
	r := newTestRepo(t)
	commits := graphHistory(r, nil, 60, 7)
	repo, err := Open(r.dir)
	if err != nil {
		t.Fatal(err)
	}
	defer repo.Close()
	none, several := checkMergeBases(t, r, repo, commits, 150, 7)
	if none == 0 || several == 0 {
		t.Errorf("the history tried %d pairs without a merge base and %d with several: want both", none, several)
	}
}

// checkMergeBases compares MergeBases with git merge-base --all on pairs
// of commits drawn at random, and its first base with git merge-base's
// one. It returns how many pairs had no merge base and how many several.
func checkMergeBases(t *testing.T, r *testRepo, repo *Repo, commits []string, pairs int, seed int64) (none, several int) {
	t.Helper()
	rng := rand.New(rand.NewSource(seed))
	for range pairs {
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
		// With one merge base git merge-base prints it, so it is asked
		// only when it must choose.
		if len(want) < 2 {
			continue
		}
		if one := strings.TrimSpace(r.gitMaybe("merge-base", a, b)); first != one {
			t.Errorf("MergeBases(%.7s, %.7s) puts %.7s first, git merge-base says %.7s", a, b, first, one)
		}
	}
	return none, several
}

// graphHistory adds n commits to commits (oldest first) with merges,
// octopus merges of up to five parents (a commit graph lists their third
// and later parents apart), two roots when it starts from none, and a few
// committer times out of order (clock skew).
func graphHistory(r *testRepo, commits []string, n int, seed int64) []string {
	r.t.Helper()
	rng := rand.New(rand.NewSource(seed))
	start := len(commits)
	var made []gittest.Commit
	for i := start; i < start+n; i++ {
		c := gittest.Commit{Msg: fmt.Sprint(i), When: int64(1700000000 + i*60)}
		if i != 0 && i != 5 {
			for range 1 + rng.Intn(5)*rng.Intn(2) {
				// git commit-tree drops a parent named twice; so does this.
				if p := rng.Intn(i); !slices.Contains(c.Parents, p) {
					c.Parents = append(c.Parents, p)
				}
			}
		}
		if rng.Intn(8) == 0 {
			c.When -= 600
		}
		made = append(made, c)
	}
	// Each commit gets a ref, so that a commit graph written with
	// --reachable holds them all.
	return r.g().Graph(commits, made)
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

// TestCommitHeadMatchesGit: the header-only read a merge-base walk uses
// gives the tree, parents and committer time git reads, for commits whose
// committer line is past the first read (many parents, a long name), a
// signature and a long message after it, and no message at all; loose
// and packed.
func TestCommitHeadMatchesGit(t *testing.T) {
	r := newTestRepo(t)
	tree := strings.TrimSpace(r.git("mktree"))
	hashObject := func(body string) string {
		cmd := exec.Command("git", "hash-object", "-t", "commit", "-w", "--stdin")
		cmd.Dir, cmd.Env = r.dir, gitEnv(r.home)
		cmd.Stdin = strings.NewReader(body)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("hash-object: %v", err)
		}
		return strings.TrimSpace(string(out))
	}
	var commits []string
	root := strings.TrimSpace(r.git("commit-tree", tree, "-m", "root"))
	commits = append(commits, root)
	for i := 0; i < 12; i++ { // parents enough for an octopus
		commits = append(commits, strings.TrimSpace(r.git("commit-tree", tree, "-p", root, "-m", fmt.Sprint(i))))
	}
	person := func(name string, when int) string {
		return fmt.Sprintf("%s <%s@example.com> %d +0100", name, strings.ToLower(name[:1]), when)
	}
	sig := "gpgsig -----BEGIN PGP SIGNATURE-----\n" + strings.Repeat(" iQIzBAABCAAdFiEE0123456789abcdefghijklmnopqrstuvwxyz\n", 20) + " -----END PGP SIGNATURE-----\n"
	type shape struct {
		extraParents, nameLen   int
		afterCommitter, message string
	}
	for i, c := range []shape{
		{0, 5, "", "plain\n"},
		{0, 5, sig, strings.Repeat("a long message line\n", 100)},
		{1, 5, "", ""}, // no message, no blank line
		{11, 5, "", "octopus: the committer line is past the first bytes read\n"},
		{0, 600, "", "a committer name longer than the first read\n"},
		{1, 5, sig + "mergetag object " + root + "\n type commit\n", "signed merge\n"},
	} {
		body := "tree " + tree + "\n"
		for p := 0; p <= c.extraParents; p++ {
			body += "parent " + commits[len(commits)-1-p] + "\n"
		}
		name := strings.Repeat("N", c.nameLen)
		body += "author " + person("Author", 1700000000+i) + "\ncommitter " + person(name, 1700001000+i*7) + "\n" + c.afterCommitter
		if c.message != "" {
			body += "\n" + c.message
		}
		commits = append(commits, hashObject(body))
	}
	check := func(how string) {
		repo, err := Open(r.dir)
		if err != nil {
			t.Fatal(err)
		}
		defer repo.Close()
		for _, h := range commits {
			want := strings.Fields(r.git("log", "-1", "--format=%T %ct %P", h))
			c, err := repo.readCommitHead(NewHash(h))
			if err != nil {
				t.Fatalf("%s %.7s: %v", how, h, err)
			}
			got := []string{c.Tree.String(), fmt.Sprint(c.Time)}
			for _, p := range c.Parents {
				got = append(got, p.String())
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s %.7s: tree, time, parents %.7s, git says %.7s", how, h, got, want)
			}
		}
	}
	check("loose")
	r.git("repack", "-adq")
	check("packed")
}
