package object

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/gitrepo/internal/gittest"
)

// objectRepo is a history with merges, an executable, a symbolic link, a
// submodule entry and an annotated tag: every kind of entry and header
// the parsers meet.
func objectRepo(t testing.TB) (*gittest.Repo, []gittest.Object) {
	r := gittest.New(t)
	r.History(6, 3)
	r.Git("checkout", "-q", "-b", "side", "HEAD~2")
	r.Write("side.sh", "#!/bin/sh\n")
	if err := os.Chmod(filepath.Join(r.Dir, "side.sh"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("side.sh", filepath.Join(r.Dir, "link")); err != nil {
		t.Fatal(err)
	}
	r.CommitAll("side\n\nwith a body\n")
	r.Git("checkout", "-q", "main")
	r.Git("merge", "-q", "--no-ff", "-m", "merge", "side")
	r.Git("update-index", "--add", "--cacheinfo", "160000,"+strings.TrimSpace(r.Git("rev-parse", "HEAD~1"))+",sub")
	r.Git("commit", "-q", "-m", "a submodule entry")
	r.Git("tag", "-a", "-m", "annotated", "v1", "HEAD~1")
	return r, r.CatAll(filepath.Join(r.Dir, ".git"))
}

// TestParseTreeMatchesLsTree compares every tree with `git ls-tree`.
func TestParseTreeMatchesLsTree(t *testing.T) {
	r, objs := objectRepo(t)
	trees := 0
	for _, o := range objs {
		if o.Type != "tree" {
			continue
		}
		trees++
		entries, err := ParseTree(o.Data)
		if err != nil {
			t.Fatalf("tree %s: %v", o.ID, err)
		}
		var got strings.Builder
		for _, e := range entries {
			typ := map[uint32]string{0o40000: "tree", 0o160000: "commit"}[uint32(e.Mode)]
			if typ == "" {
				typ = "blob"
			}
			fmt.Fprintf(&got, "%06o %s %s\t%s\x00", uint32(e.Mode), typ, e.Hash, e.Name)
		}
		if want := r.Git("ls-tree", "-z", o.ID.String()); got.String() != want {
			t.Errorf("tree %s\n got: %q\nwant: %q", o.ID, got.String(), want)
		}
	}
	if trees < 10 {
		t.Fatalf("only %d trees", trees)
	}
}

// TestParseCommitMatchesGit compares every commit's tree, parents and
// committer time with `git log`, and the tag's target with git's.
func TestParseCommitMatchesGit(t *testing.T) {
	r, objs := objectRepo(t)
	want := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(r.Git("log", "--all", "--format=%H %T %ct %P")), "\n") {
		id, rest, _ := strings.Cut(line, " ")
		want[id] = strings.TrimSpace(rest)
	}
	commits := 0
	for _, o := range objs {
		switch o.Type {
		case "commit":
			commits++
			c, err := ParseCommit(o.Data)
			if err != nil {
				t.Fatalf("commit %s: %v", o.ID, err)
			}
			got := fmt.Sprint(c.Tree, " ", c.Time)
			for _, p := range c.Parents {
				got += " " + p.String()
			}
			if got != want[o.ID.String()] {
				t.Errorf("commit %s: %q, git says %q", o.ID, got, want[o.ID.String()])
			}
		case "tag":
			target, err := ParseTagTarget(o.Data)
			if w := strings.TrimSpace(r.Git("rev-parse", o.ID.String()+"^{}")); err != nil || target.String() != w {
				t.Errorf("tag %s: %s %v, git says %s", o.ID, target, err, w)
			}
		}
	}
	if commits != len(want) {
		t.Errorf("%d commits parsed, git lists %d", commits, len(want))
	}
}

// FuzzParse: corrupt trees, commits and tags give an error, never a
// panic. The seeds are objects git wrote.
func FuzzParse(f *testing.F) {
	_, objs := objectRepo(f)
	for _, o := range objs {
		if o.Type != "blob" {
			f.Add(o.Data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if entries, err := ParseTree(data); err == nil && len(entries) > len(data)/22 {
			t.Fatalf("%d tree entries from %d bytes", len(entries), len(data))
		}
		ParseCommit(data)
		ParseTagTarget(data)
	})
}
