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
