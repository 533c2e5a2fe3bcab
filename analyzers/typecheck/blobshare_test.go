package typecheck

import (
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// readCounter counts a git snapshot's reads of each file.
type readCounter struct {
	snapshot.Snapshot
	reads map[string]int
}

func (r readCounter) ReadFile(p string) ([]byte, error) {
	r.reads[p]++
	return r.Snapshot.ReadFile(p)
}

func (r readCounter) ContentID(p string) (string, bool) {
	return r.Snapshot.(snapshot.Identified).ContentID(p)
}

// gitSides commits base, then head over it, and returns the two commits'
// snapshots as derive reads them, counting their reads.
func gitSides(t *testing.T, base, head map[string]string) (readCounter, readCounter) {
	t.Helper()
	r := gittest.New(t)
	b := r.Commit("base", base)
	h := r.Commit("head", head)
	bs, hs, _ := gittest.Snapshots(t, r.Dir, b, h)
	return readCounter{bs, map[string]int{}}, readCounter{hs, map[string]int{}}
}

// The head side of a git range reads none of the files the change
// leaves alone, whether a checked package's, a dependency's or one
// looked through for importers, and finds what the base found in them;
// what the change touches it reads, and a new importer is found.
func TestCheckSidesReadsAFileTheSidesShareOnce(t *testing.T) {
	base := map[string]string{"go.mod": shareMod,
		"lib/lib.go": "package lib\n\nimport \"example.com/m/dep\"\n\nfunc F() dep.T { return 1 }\n",
		"dep/dep.go": "package dep\n\ntype T int\n",
		"app/app.go": "package app\n\nimport \"example.com/m/lib\"\n\nvar X string = lib.F()\n",
		"doc/doc.go": "package doc\n"}
	head := map[string]string{
		"lib/lib.go": "package lib\n\nimport \"example.com/m/dep\"\n\nfunc F() dep.T {\n\treturn 2\n}\n",
		"new/new.go": "package new\n\nimport \"example.com/m/lib\"\n\nvar Y = lib.F()\n"}
	bs, hs := gitSides(t, base, head)
	memo := new(importerMemo)
	var found [][]string
	for _, s := range []snapshot.Snapshot{bs, hs} {
		dirs, _ := memo.importers(s, []string{"lib"})
		found = append(found, dirs)
	}
	if !slices.Equal(found[0], []string{"app"}) || !slices.Equal(found[1], []string{"app", "new"}) {
		t.Errorf("importers %v, want [app] then [app new]", found)
	}
	c := NewGoChecker(testEnv(t))
	res := c.CheckSides([]snapshot.Snapshot{bs, hs}, []string{"lib", "app"})
	for _, p := range []string{"app/app.go", "dep/dep.go", "doc/doc.go"} {
		if hs.reads[p] != 0 {
			t.Errorf("head read %s %d times, want it shared with the base", p, hs.reads[p])
		}
	}
	if hs.reads["lib/lib.go"] == 0 || hs.reads["new/new.go"] == 0 {
		t.Errorf("head reads %v: want the changed and the added file read", hs.reads)
	}
	want := "app/app.go:5:16: cannot use lib.F() (value of int type dep.T) as string value in variable declaration"
	for i, r := range res {
		if got := strings.Join(siteLines(r.Sites), "\n"); got != want {
			t.Errorf("side %d sites: %s\nwant %s", i, got, want)
		}
	}
}
