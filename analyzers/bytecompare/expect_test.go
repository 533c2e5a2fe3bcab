package bytecompare_test

import (
	"errors"
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
