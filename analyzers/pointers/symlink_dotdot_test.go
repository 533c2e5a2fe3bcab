package pointers

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
)

// A link to the root (. or ..) leads to the root's files, and ".." after
// a link leaves the link's target in a checkout, not the link's folder
// as a URL reads it. os.Stat in the work tree is the judge: a pointer it
// finds is never called broken, and one it does not find is never
// counted as resolved.
func TestLinksToRootAndDotDotAfterLink(t *testing.T) {
	r := gittest.New(t)
	r.Commit("base", map[string]string{"secret.md": "# S\n", "docs/a.md": "# A\n", "docs/dlink/x.md": "# X\n", "real/deep/x.md": "# D\n"})
	for p, target := range map[string]string{"here": ".", "docs/up": ".."} {
		if err := os.Symlink(target, filepath.Join(r.Dir, p)); err != nil {
			t.Fatal(err)
		}
	}
	cited := []string{"docs/up/secret.md", "here/secret.md", "docs/dlink/../a.md"}
	var readme strings.Builder
	for _, p := range cited {
		readme.WriteString("See [it](" + p + ").\n\n")
	}
	if err := os.WriteFile(filepath.Join(r.Dir, "README.md"), []byte(readme.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	r.Git("add", "-A")
	r.Git("commit", "-q", "-m", "links")
	base := r.Git("rev-parse", "HEAD")
	// Head: the folder becomes a link to one without a.md.
	r.Git("rm", "-rq", "docs/dlink")
	if err := os.Symlink("../real/deep", filepath.Join(r.Dir, "docs/dlink")); err != nil {
		t.Fatal(err)
	}
	// docs/b.md, new, cites through the link to the root.
	r.Commit("link", map[string]string{"docs/b.md": "See [it](up/secret.md).\n"})

	baseSnap, headSnap, changes := gittest.Snapshots(t, r.Dir, base, "HEAD")
	res, err := Analyze(Input{Base: baseSnap, Head: headSnap, Changes: changes})
	if err != nil {
		t.Fatal(err)
	}
	var facts, unchecked []string
	for _, f := range res.Facts {
		facts = append(facts, f.String())
	}
	for _, f := range res.Unchecked {
		unchecked = append(unchecked, f.Pointer)
	}
	for _, p := range cited {
		_, err := os.Stat(r.Dir + "/" + p)     // not joined: Join drops "x/.."
		name := strings.TrimPrefix(p, "docs/") // as docs/b.md cites it
		called := false
		for _, f := range facts {
			called = called || strings.Contains(f, "path "+p+" ") || strings.Contains(f, "path "+name+" cited at docs/b.md")
		}
		unsure := strings.Contains(strings.Join(unchecked, "\n"), p)
		switch {
		case err == nil && called:
			t.Errorf("%s: os.Stat finds it at head, derive calls it broken\n%s", p, strings.Join(facts, "\n"))
		case err != nil && !called && !unsure:
			t.Errorf("%s: os.Stat does not find it at head (%v), derive counts it resolved", p, err)
		}
	}
}
