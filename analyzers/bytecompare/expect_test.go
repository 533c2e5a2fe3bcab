package bytecompare_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers"
	"github.com/reviewlint/reviewlint/analyzers/analysis"
	"github.com/reviewlint/reviewlint/analyzers/bytecompare"
	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
)

// Overlapping globs state each identical file once; each glob still
// counts its own matches.
func TestExpectUnchangedOverlappingGlobs(t *testing.T) {
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{"docs/a.md": "a\n", "docs/b/c.md": "c\n", "x.txt": "x\n"})
	r.Commit("head", map[string]string{"x.txt": "y\n"})
	rep, err := analyzers.Derive(analyzers.Request{Dir: r.Dir, BaseRev: base, Names: []string{"byte-compare"},
		Options: analysis.Options{ExpectUnchanged: []string{"docs/**", "docs/*.md"}}})
	if err != nil {
		t.Fatal(err)
	}
	var identical []string
	for _, f := range rep.Results["byte-compare"].(*bytecompare.Result).Files {
		if f.Status == "identical" {
			identical = append(identical, f.Path)
		}
	}
	if strings.Join(identical, " ") != "docs/a.md docs/b/c.md" {
		t.Errorf("identical files listed: %v", identical)
	}
	got := strings.Join(rep.CoverageEntries(), "\n")
	if strings.Count(got, "`docs/a.md` byte-identical") != 1 ||
		!strings.Contains(got, "all 2 files matching `docs/**` unchanged") ||
		!strings.Contains(got, "all 1 file matching `docs/*.md` unchanged") {
		t.Errorf("claims:\n%s", got)
	}
}

// --expect-unchanged that could not run is a finding: exit 1, never a
// clean pass.
func TestExpectUnchangedThatCannotRunIsAFinding(t *testing.T) {
	p := &analysis.Pass{Analyzer: bytecompare.Analyzer, Options: analysis.Options{ExpectUnchanged: []string{"x/**"}}}
	p.Stopped(errors.New("tree unreadable"))
	if f := p.Findings(); len(f) != 1 || !strings.Contains(f[0].Message, "tree unreadable") {
		t.Errorf("findings %v", f)
	}
}

// A glob that reaches its files through a symbolic link (`mirror/**`,
// where mirror points at docs) matches the link itself, whose blob is
// unchanged while a file it points to changed: no fact says the files
// are unchanged, and the glob is a finding.
func TestExpectUnchangedThroughASymlink(t *testing.T) {
	r := gittest.New(t)
	r.Commit("docs", map[string]string{"docs/a.md": "a\n", "docs/b.md": "b\n"})
	if err := os.Symlink("docs", filepath.Join(r.Dir, "mirror")); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	r.Git("add", "mirror")
	r.Git("commit", "-q", "-m", "link")
	base := strings.TrimSpace(r.Git("rev-parse", "HEAD"))
	r.Commit("change", map[string]string{"docs/a.md": "changed\n"})
	if mode := r.Git("ls-tree", "HEAD", "mirror"); !strings.HasPrefix(mode, "120000 ") {
		t.Fatalf("mirror is no symbolic link: %q", mode)
	}
	for _, glob := range []string{"mirror/**", "mirror/*", "m*/**", "**/mirror/**"} {
		rep, err := analyzers.Derive(analyzers.Request{Dir: r.Dir, BaseRev: base, Names: []string{"byte-compare"},
			Options: analysis.Options{ExpectUnchanged: []string{glob}}})
		if err != nil {
			t.Fatal(err)
		}
		got := strings.Join(rep.CoverageEntries(), "\n")
		if strings.Contains(got, "unchanged") || strings.Contains(got, "`mirror` byte-identical") {
			t.Errorf("%s: a fact says what the link points to is unchanged:\n%s", glob, got)
		}
		if len(rep.Findings) == 0 {
			t.Errorf("%s: no finding, though the glob checks nothing:\n%s", glob, got)
		}
	}
}
