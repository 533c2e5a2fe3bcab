package pointers

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
)

// A symbolic link is followed as a checkout follows it, and the checkout
// is the judge: a pointer resolves where os.Stat finds the file in the
// work tree. A link left behind when its target went is broken, a
// directory reached through a link holds its files, a loop is no file,
// and a link to a folder that stays resolves.
func TestSymlinksFollowedAsCheckedOut(t *testing.T) {
	r := gittest.New(t)
	write := func(files map[string]string, links map[string]string, gone ...string) {
		t.Helper()
		for _, p := range gone {
			if err := os.Remove(filepath.Join(r.Dir, p)); err != nil {
				t.Fatal(err)
			}
		}
		for p, c := range files {
			full := filepath.Join(r.Dir, p)
			if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(full, []byte(c), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		for p, target := range links {
			if err := os.Symlink(target, filepath.Join(r.Dir, p)); err != nil {
				t.Fatal(err)
			}
		}
	}
	cited := []string{"docs/current.md", "docs/latest/guide.md", "docs/loop.md", "docs/twice.md", "docs/stay"}
	var readme strings.Builder
	for _, p := range cited {
		readme.WriteString("See [it](" + p + ").\n\n")
	}
	write(map[string]string{"README.md": readme.String(), "docs/v2.md": "# V2\n", "docs/v2/guide.md": "# Guide\n", "docs/real.md": "# Real\n"},
		map[string]string{"docs/current.md": "v2.md", "docs/latest": "v2", "docs/loop.md": "real.md", "docs/twice.md": "./v2/../loop.md", "docs/stay": "v2"})
	r.Git("add", "-A")
	r.Git("commit", "-q", "-m", "base")
	base := r.Git("rev-parse", "HEAD")
	stat := func() map[string]bool {
		ok := map[string]bool{}
		for _, p := range cited {
			_, err := os.Stat(filepath.Join(r.Dir, p))
			ok[p] = err == nil
		}
		return ok
	}
	atBase := stat()
	// Head: the link's target goes, the linked folder loses the guide,
	// real.md becomes a link back to loop.md.
	write(map[string]string{"docs/v2/other.md": "# Other\n"}, map[string]string{"docs/real.md": "loop.md"}, "docs/v2.md", "docs/v2/guide.md", "docs/real.md")
	r.Git("add", "-A")
	r.Git("commit", "-q", "-m", "head")
	atHead := stat()
	got := strings.Join(analyzeCommits(t, r.Dir, base, "HEAD"), "\n")
	for i, p := range cited {
		if !atBase[p] {
			t.Fatalf("%s does not resolve in the base checkout", p)
		}
		broken := strings.Contains(got, "path "+p+" cited at README.md:"+string(rune('1'+2*i))+" resolved at base but not at head")
		if broken == atHead[p] {
			t.Errorf("%s: in the head checkout os.Stat finds it %v, derive calls it broken %v\n%s", p, atHead[p], broken, got)
		}
	}
}
