package analyzers

import (
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/bytecompare"
	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
)

// forked is a branch that changed mine.txt while main, after the fork,
// changed theirs.txt and deleted gone.txt.
func forked(t *testing.T) *gittest.Repo {
	r := gittest.New(t)
	r.Commit("base", map[string]string{"mine.txt": "a\n", "theirs.txt": "a\n", "gone.txt": "a\n"})
	r.Git("checkout", "-q", "-b", "topic")
	r.Commit("topic work", map[string]string{"mine.txt": "b\n"})
	r.Git("checkout", "-q", "main")
	r.Commit("main moves on", map[string]string{"theirs.txt": "c\n", "gone.txt": ""})
	r.Git("checkout", "-q", "topic")
	return r
}

// --base main is the fork point, as git diff main...HEAD: what main did
// since is not the branch's change. --no-merge-base compares the tips.
func TestBaseIsTheMergeBase(t *testing.T) {
	r := forked(t)
	for _, tc := range []struct {
		noMergeBase bool
		gitRange    string
	}{{false, "main...HEAD"}, {true, "main"}} {
		rep, err := Derive(Request{Dir: r.Dir, BaseRev: "main", NoMergeBase: tc.noMergeBase, Names: []string{"byte-compare"}})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, f := range rep.Results["byte-compare"].(*bytecompare.Result).Files {
			got = append(got, f.Path)
		}
		want := strings.Fields(r.Git("diff", "--name-only", "--no-renames", tc.gitRange))
		if !slices.Equal(got, want) {
			t.Errorf("--base main (no-merge-base %v) lists %q; git diff %s lists %q", tc.noMergeBase, got, tc.gitRange, want)
		}
		wantBase := r.Git("merge-base", "main", "HEAD")
		if tc.noMergeBase {
			wantBase = r.Git("rev-parse", "main")
		}
		if rep.Base != wantBase || rep.BaseTip != r.Git("rev-parse", "main") || rep.Head != r.Git("rev-parse", "HEAD") {
			t.Errorf("report names base %s (tip %s), head %s", rep.Base, rep.BaseTip, rep.Head)
		}
	}
	cov := coverage(t, Request{Dir: r.Dir, BaseRev: "main", Names: []string{"deleted-ranges"}})
	if strings.Contains(cov, "gone.txt") || strings.Contains(cov, "theirs.txt") {
		t.Errorf("coverage states what main did as the branch's change:\n%s", cov)
	}
	mb := r.Git("merge-base", "main", "HEAD")[:12]
	if !strings.Contains(cov, "`"+mb+"`, the merge base of `main`") {
		t.Errorf("coverage does not name the merge base %s:\n%s", mb, cov)
	}
}

// Histories that share nothing have no fork point: a usage error that
// names the way out.
func TestNoMergeBase(t *testing.T) {
	r := gittest.New(t)
	r.Commit("one", map[string]string{"a": "a\n"})
	r.Git("checkout", "-q", "--orphan", "other")
	r.Commit("two", map[string]string{"b": "b\n"})
	_, err := Derive(Request{Dir: r.Dir, BaseRev: "main", Names: []string{"byte-compare"}})
	if err == nil || !strings.Contains(err.Error(), "--no-merge-base") {
		t.Fatalf("unrelated histories: %v", err)
	}
	if _, err := Derive(Request{Dir: r.Dir, BaseRev: "main", NoMergeBase: true, Names: []string{"byte-compare"}}); err != nil {
		t.Fatal(err)
	}
}
