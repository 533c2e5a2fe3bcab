package analyzers

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// Every analyzer that reads whole trees shares one listing of each side:
// a run of all of them lists the base and the head once each, for a range
// and for the index alike.
func TestDeriveListsEachTreeOnce(t *testing.T) {
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{
		"go.mod":    "module example.com/m\n\ngo 1.22\n",
		"a/a.go":    "package a\n\nfunc A() int { return 1 }\n",
		"README.md": "# M\n\nSee [a](a/a.go).\n",
	})
	r.Commit("head", map[string]string{"a/a.go": "package a\n\nfunc B() int { return 2 }\n"})
	stage(t, r, map[string]string{"README.md": "# M\n"})
	for name, req := range map[string]Request{
		"range":  {Dir: r.Dir, BaseRev: base},
		"staged": {Dir: r.Dir, Staged: true},
	} {
		before := snapshot.Listings()
		if _, err := Derive(req); err != nil {
			t.Fatal(err)
		}
		if n := snapshot.Listings() - before; n != 2 {
			t.Errorf("%s: derive of all %d analyzers listed the trees %d times, want 2 (base and head)", name, len(All), n)
		}
	}
}
