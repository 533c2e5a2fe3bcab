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

// A submodule is an entry of the tree GitHub links to, and its files are
// another repository's: a link to the entry resolves, one into it cannot
// be checked, and neither is a finding.
func TestSubmoduleLinks(t *testing.T) {
	plug := gittest.New(t)
	plug.Commit("plug", map[string]string{"README.md": "# Plug\n"})
	r := gittest.New(t)
	r.Commit("module", map[string]string{"README.md": "# M\n"})
	base := r.AddSubmodule(plug, "plug")
	r.Commit("cite", map[string]string{"README.md": "# M\n\nSee [the plugin](plug), [its readme](plug/README.md) and [a section](plug#usage).\n"})
	baseSnap, headSnap, changes := gittest.Snapshots(t, r.Dir, base, "HEAD")
	res, err := Analyze(Input{Base: baseSnap, Head: headSnap, Changes: changes})
	if err != nil {
		t.Fatal(err)
	}
	var unchecked []string
	for _, f := range res.Unchecked {
		unchecked = append(unchecked, f.Pointer+": "+f.Reason)
	}
	want := "plug/README.md: plug/README.md is in submodule plug, whose files are another repository's\n" +
		"plug#usage: plug is in submodule plug, whose files are another repository's"
	if len(res.Facts) != 0 || res.Checked != 1 || strings.Join(unchecked, "\n") != want {
		t.Errorf("facts %v, checked %d, unchecked:\n%s\nwant:\n%s", res.Facts, res.Checked, strings.Join(unchecked, "\n"), want)
	}
}

// A submodule the range removes takes its files with it: a pointer into
// it may have resolved at base (where the checkout held them) and does
// not at head, so it is unchecked, never counted sound.
func TestPointerIntoRemovedSubmodule(t *testing.T) {
	plug := gittest.New(t)
	plug.Commit("plug", map[string]string{"README.md": "# Plug\n"})
	r := gittest.New(t)
	r.Commit("module", map[string]string{"README.md": "# M\n"})
	r.AddSubmodule(plug, "plug")
	base := r.Commit("cite", map[string]string{"docs.md": "See [its readme](plug/README.md).\n"})
	r.Git("rm", "-q", "plug")
	r.Git("commit", "-q", "-m", "drop the submodule")
	baseSnap, headSnap, changes := gittest.Snapshots(t, r.Dir, base, "HEAD")
	res, err := Analyze(Input{Base: baseSnap, Head: headSnap, Changes: changes})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Facts) != 0 || res.Checked != 0 || len(res.Unchecked) != 1 || res.Unchecked[0].Pointer != "plug/README.md" {
		t.Errorf("facts %v, checked %d, unchecked %v", res.Facts, res.Checked, res.Unchecked)
	}
}
