package gitrepo

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestCommitGraphMatchesCommits: every commit read from the commit graph
// has the tree, parents (in order, octopus merges too) and committer time
// its object has, and the graph holds them all.
func TestCommitGraphMatchesCommits(t *testing.T) {
	r := newTestRepo(t)
	commits := graphHistory(r, nil, 80, 3)
	r.git("commit-graph", "write", "--reachable")
	repo := r.open(r.dir)
	defer repo.Close()
	g := repo.commitGraph()
	if g == nil {
		t.Fatal("the commit graph git wrote was not opened")
	}
	octopus := 0
	for _, h := range commits {
		fromGraph, ok := g.head(NewHash(h))
		if !ok {
			t.Fatalf("the graph does not hold %.7s", h)
		}
		fromObject, err := repo.readCommit(NewHash(h))
		if err != nil {
			t.Fatal(err)
		}
		if fromGraph.Tree != fromObject.Tree || fromGraph.Time != fromObject.Time || !slices.Equal(fromGraph.Parents, fromObject.Parents) {
			t.Errorf("%.7s: graph reads tree %s time %d parents %v; the object says %s %d %v", h,
				fromGraph.Tree, fromGraph.Time, fromGraph.Parents, fromObject.Tree, fromObject.Time, fromObject.Parents)
		}
		if len(fromObject.Parents) > 2 {
			octopus++
		}
	}
	if octopus == 0 {
		t.Error("the history has no octopus merge: the extra edges went untried")
	}
	if _, ok := g.head(NewHash(strings.Repeat("ab", 20))); ok {
		t.Error("the graph claims a commit it does not hold")
	}
}

// TestMergeBasesWithCommitGraph: with a graph that holds part of the
// history (commits made after it was written are read from the objects),
// a split graph, a damaged one and one core.commitGraph turns off,
// MergeBases answers as git merge-base --all does.
func TestMergeBasesWithCommitGraph(t *testing.T) {
	for _, form := range []string{"partial", "split", "damaged", "off"} {
		t.Run(form, func(t *testing.T) {
			r := newTestRepo(t)
			commits := graphHistory(r, nil, 40, 11)
			switch form {
			case "split":
				r.git("commit-graph", "write", "--reachable", "--split")
			case "off":
				r.git("commit-graph", "write", "--reachable")
				r.git("config", "core.commitGraph", "false")
			default:
				r.git("commit-graph", "write", "--reachable")
			}
			graph := filepath.Join(r.dir, ".git", "objects", "info", "commit-graph")
			if form == "damaged" {
				data, err := os.ReadFile(graph)
				if err != nil {
					t.Fatal(err)
				}
				// The chunk table points past the end of the file.
				if err := os.WriteFile(graph, data[:len(data)/2], 0o644); err != nil {
					t.Fatal(err)
				}
			}
			commits = graphHistory(r, commits, 40, 12)
			repo := r.open(r.dir)
			defer repo.Close()
			if used := repo.commitGraph() != nil; used != (form == "partial") {
				t.Fatalf("commit graph used: %v", used)
			}
			checkMergeBases(t, r, repo, commits, 120, 5)
		})
	}
}

// FuzzCommitGraph: a graph file of any content is refused or read without
// a panic.
func FuzzCommitGraph(f *testing.F) {
	f.Add([]byte("CGPH\x01\x01\x00\x00"))
	f.Add([]byte("CGPH\x01\x01\x01\x00OIDF\x00\x00\x00\x00\x00\x00\x00\x14\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x14"))
	f.Fuzz(func(t *testing.T, data []byte) {
		g := parseCommitGraph(data)
		if g == nil {
			return
		}
		for i := range min(g.n, 64) {
			var h Hash
			copy(h[:], g.oids[i*20:])
			g.head(h)
		}
	})
}

// TestCommitGraphUnusedWhereHistoryIsRewritten: a graph written before
// the history was cut (a shallow clone), grafted or replaced records
// parents git no longer walks; git then ignores the graph, and so do we,
// for each way the history can be rewritten, loose or packed.
func TestCommitGraphUnusedWhereHistoryIsRewritten(t *testing.T) {
	for name, rewrite := range map[string]func(r *testRepo, commits []string){
		"shallow": func(r *testRepo, commits []string) {
			writeFile(r.t, filepath.Join(r.dir, ".git", "shallow"), commits[10]+"\n")
		},
		"grafts": func(r *testRepo, commits []string) {
			writeFile(r.t, filepath.Join(r.dir, ".git", "info", "grafts"), commits[10]+"\n")
		},
		"replace ref": func(r *testRepo, commits []string) {
			r.git("replace", commits[10], commits[3])
		},
		"packed replace ref": func(r *testRepo, commits []string) {
			r.git("replace", commits[10], commits[3])
			r.git("pack-refs", "--all")
		},
	} {
		t.Run(name, func(t *testing.T) {
			r := newTestRepo(t)
			commits := graphHistory(r, nil, 20, 5)
			r.git("commit-graph", "write", "--reachable")
			rewrite(r, commits)
			repo := r.open(r.dir)
			defer repo.Close()
			if repo.commitGraph() != nil {
				t.Errorf("the commit graph is read though the history is rewritten (%s)", name)
			}
		})
	}
}

func writeFile(t testing.TB, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}
