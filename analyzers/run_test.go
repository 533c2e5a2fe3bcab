package analyzers

import (
	"errors"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/analysis"
	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
)

// An analyzer that fails or panics says COULD NOT CHECK, with its reason,
// for what it could not derive; the facts it stated first stand and the
// other analyzers still run.
func TestFailingAnalyzerIsolated(t *testing.T) {
	failing := &analysis.Analyzer{Name: "failing", Doc: "fails", Run: func(p *analysis.Pass) (any, error) {
		p.Fact("a fact stated before the failure")
		return nil, errors.New("object abc is corrupt")
	}}
	panicking := &analysis.Analyzer{Name: "panicking", Doc: "panics", Run: func(*analysis.Pass) (any, error) {
		var m map[string]int
		//lint:ignore SA5000 a runtime error in an analyzer is the case under test
		m["x"]++
		return nil, nil
	}}
	saved := All
	All = append(append([]*analysis.Analyzer{}, All...), failing, panicking)
	t.Cleanup(func() { All = saved })

	r := gittest.New(t)
	base := r.Commit("base", map[string]string{"a.txt": "a\n"})
	r.Commit("head", map[string]string{"a.txt": "b\n"})
	cov := coverage(t, Request{Dir: r.Dir, BaseRev: base, Names: []string{"failing", "panicking", "byte-compare"}})
	for _, want := range []string{
		"- a fact stated before the failure: VERIFIED INDEPENDENTLY\n",
		"- everything else the failing analyzer derives (it stopped: object abc is corrupt): COULD NOT CHECK\n",
		"- everything else the panicking analyzer derives (it stopped: internal error: assignment to entry in nil map): COULD NOT CHECK\n",
		"- 1 path differs between ",
	} {
		if !strings.Contains(cov, want) {
			t.Errorf("no %q in\n%s", want, cov)
		}
	}
}

// An analyzer that several selected ones require runs once and prints
// nothing of its own; when it stops, each of them says COULD NOT CHECK
// with its reason, and the analyzers that do not require it still run.
func TestRequiredAnalyzerRunsOnce(t *testing.T) {
	runs := 0
	fail := false
	shared := &analysis.Analyzer{Name: "shared", Doc: "input", Run: func(p *analysis.Pass) (any, error) {
		runs++
		p.Fact("a fact of an analyzer nobody selected")
		if fail {
			return nil, errors.New("tree 1234 is missing")
		}
		return 42, nil
	}}
	reader := func(name string) *analysis.Analyzer {
		return &analysis.Analyzer{Name: name, Doc: "reads", Requires: []*analysis.Analyzer{shared},
			Run: func(p *analysis.Pass) (any, error) {
				p.Fact("%s read %v", name, p.ResultOf[shared])
				return nil, nil
			}}
	}
	saved := All
	All = append(append([]*analysis.Analyzer{}, All...), reader("first"), reader("second"))
	t.Cleanup(func() { All = saved })

	r := gittest.New(t)
	base := r.Commit("base", map[string]string{"a.txt": "a\n"})
	r.Commit("head", map[string]string{"a.txt": "b\n"})
	req := Request{Dir: r.Dir, BaseRev: base, Names: []string{"first", "byte-compare", "second"}}
	cov := coverage(t, req)
	if runs != 1 || !strings.Contains(cov, "- first read 42: VERIFIED") || !strings.Contains(cov, "- second read 42: VERIFIED") ||
		strings.Contains(cov, "nobody selected") {
		t.Errorf("shared ran %d times; coverage:\n%s", runs, cov)
	}
	runs, fail = 0, true
	cov = coverage(t, req)
	for _, want := range []string{
		"- everything else the first analyzer derives (it stopped: tree 1234 is missing): COULD NOT CHECK\n",
		"- 1 path differs between ",
		"- everything else the second analyzer derives (it stopped: tree 1234 is missing): COULD NOT CHECK\n",
	} {
		if !strings.Contains(cov, want) {
			t.Errorf("no %q in\n%s", want, cov)
		}
	}
	if runs != 1 {
		t.Errorf("a failing shared analyzer ran %d times", runs)
	}
}
