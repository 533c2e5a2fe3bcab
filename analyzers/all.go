package analyzers

import (
	"github.com/reviewlint/reviewlint/analyzers/analysis"
	"github.com/reviewlint/reviewlint/analyzers/bytecompare"
	"github.com/reviewlint/reviewlint/analyzers/deletedranges"
	"github.com/reviewlint/reviewlint/analyzers/evidence"
	"github.com/reviewlint/reviewlint/analyzers/pointers"
	"github.com/reviewlint/reviewlint/analyzers/symbols"
	"github.com/reviewlint/reviewlint/analyzers/typecheck"
)

// All lists every analyzer in the order derive runs and prints them.
var All = []*analysis.Analyzer{
	deletedranges.Analyzer,
	bytecompare.Analyzer,
	symbols.Analyzer,
	pointers.Analyzer,
	evidence.Analyzer,
	typecheck.Analyzer,
}

// Lookup returns the analyzer called name.
func Lookup(name string) (*analysis.Analyzer, bool) {
	for _, a := range All {
		if a.Name == name {
			return a, true
		}
	}
	return nil, false
}
