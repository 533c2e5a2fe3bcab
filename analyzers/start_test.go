package analyzers

import (
	"slices"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/analysis"
	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// An analyzer's Start begins before the analyzers run, and what it
// began is let go once they have run.
func TestDeriveStartsAnalyzersBeforeTheyRun(t *testing.T) {
	r := gittest.New(t)
	r.Commit("one", map[string]string{"a": "a\n"})
	r.Commit("two", map[string]string{"a": "b\n"})
	var events []string
	a := &analysis.Analyzer{Name: "starting", Doc: "starts early",
		Start: func(analysis.Options, []gitrepo.Change) func() {
			events = append(events, "start")
			return func() { events = append(events, "release") }
		},
		Run: func(*analysis.Pass) (any, error) {
			events = append(events, "run")
			return nil, nil
		}}
	old := All
	All = append(slices.Clip(All), a)
	t.Cleanup(func() { All = old })
	if _, err := Derive(Request{Dir: r.Dir, BaseRev: "HEAD~1", Names: []string{"starting"}}); err != nil {
		t.Fatal(err)
	}
	if want := []string{"start", "run", "release"}; !slices.Equal(events, want) {
		t.Errorf("events %v, want %v", events, want)
	}
}
