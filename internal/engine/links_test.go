package engine

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/lint"
)

// A commit that changes only what a linked report leads to changes the
// report; one that changes something else does not.
func TestLinkedChangesFollowTheTarget(t *testing.T) {
	dir := newRepo(t)
	write(t, dir, "docs/review.md", "# Review\n")
	write(t, dir, "docs/other.md", "other\n")
	if err := os.MkdirAll(filepath.Join(dir, "reviews"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("../docs/review.md", filepath.Join(dir, "reviews", "link.md")); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	gitIn(t, dir, "add", ".")
	repo := open(t, dir)
	files, err := repo.StagedFiles()
	if err != nil {
		t.Fatal(err)
	}
	linter := lint.New(config.Default())
	for touched, want := range map[string]string{"docs/review.md": "reviews/link.md", "docs/other.md": ""} {
		changes, err := LinkedChanges(repo, IndexLookup(repo), linter, files, map[string]bool{touched: true})
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		for _, c := range changes {
			got += c.Path
		}
		if got != want {
			t.Errorf("touching %s changes %q, want %q", touched, got, want)
		}
	}
}
