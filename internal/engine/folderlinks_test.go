package engine

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/lint"
)

// Files under a linked folder are reached by their path through the link,
// through links inside it too; links back up the tree are followed once,
// never round and round.
func TestThroughFolderLinks(t *testing.T) {
	dir := newRepo(t)
	write(t, dir, "docs/x.md", "x\n")
	write(t, dir, "more/y.md", "y\n")
	for link, target := range map[string]string{"reviews": "docs", "docs/sub": "../more", "docs/up": "..", "loop": "."} {
		if err := os.Symlink(target, filepath.Join(dir, link)); err != nil {
			t.Skip("no symbolic links here:", err)
		}
	}
	gitIn(t, dir, "add", ".")
	repo := open(t, dir)
	files, err := repo.StagedFiles()
	if err != nil {
		t.Fatal(err)
	}
	reached, err := ThroughFolderLinks(repo, IndexLookup(repo), lint.New(config.Default()), files)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range reached {
		got = append(got, r.File.Path)
	}
	slices.Sort(got)
	// loop/reviews/x.md is reached too, but the globs (reviews/**) do not
	// select it; reviews/up leads back to the root, a cycle.
	want := []string{"reviews/sub/y.md", "reviews/x.md"}
	if !slices.Equal(got, want) {
		t.Errorf("reached %q, want %q", got, want)
	}
	for touched, want := range map[string]int{"docs/x.md": 1, "more/y.md": 1, "docs/sub": 1, "reviews": 2, "README": 0} {
		if n := len(ChangedThrough(reached, map[string]bool{touched: true})); n != want {
			t.Errorf("touching %s changes %d files, want %d", touched, n, want)
		}
	}
}
