package symbols

import (
	"cmp"
	"slices"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// DefaultMaxReferences is how many referring places a fact lists.
const DefaultMaxReferences = 5

// Input is one range to analyse.
type Input struct {
	Base, Head snapshot.Snapshot
	Changes    []snapshot.Change
	// Languages are the pattern-based languages; nil means DefaultLanguages.
	// Go is always analysed with go/parser and needs no entry.
	Languages []Language
	// MaxReferences bounds Fact.References; 0 means DefaultMaxReferences.
	MaxReferences int
	// MaxFileSize skips larger files (reported in Result.Skipped); 0: none.
	MaxFileSize int
	// IncludeVendored reports every fact on symbols defined in vendored
	// trees (vendor/, node_modules/, third_party/, linguist-vendored
	// paths); by default only their dangling symbols are: a vendored API
	// the repository still calls breaks it, the rest is not its code.
	IncludeVendored bool

	skip func(path string) bool // set by Analyze: vendored paths
}

// Analyze runs the Go and the pattern-based analyses over the range.
func Analyze(in Input) (Result, error) {
	if in.MaxReferences <= 0 {
		in.MaxReferences = DefaultMaxReferences
	}
	if in.Languages == nil {
		in.Languages = DefaultLanguages()
	}
	in.skip = func(string) bool { return false }
	if !in.IncludeVendored {
		in.skip = vendoredFunc(in.Head)
	}
	facts, skipped, err := analyzeGo(in)
	if err != nil {
		return Result{}, err
	}
	for _, lang := range in.Languages {
		analyze := analyzePatterns
		if lang.syntax != nil {
			analyze = analyzeSyntax
		}
		langFacts, langSkipped, err := analyze(in, lang)
		if err != nil {
			return Result{}, err
		}
		facts = append(facts, langFacts...)
		skipped = append(skipped, langSkipped...)
	}
	subs := searchSubmodules(in.Head, facts, in.MaxFileSize)
	for i, f := range facts {
		if why := subs.doubt(f); why != "" {
			facts[i] = unchecked(f, why)
		} else if absenceClaim(f) {
			facts[i].Scope += subs.scope()
		}
	}
	sortFacts(facts)
	slices.SortFunc(skipped, func(a, b Skip) int { return cmp.Compare(a.Path, b.Path) })
	return Result{Facts: facts, Skipped: skipped}, nil
}

var kindOrder = lazyMap[Kind, int]{build: func() map[Kind]int {
	return map[Kind]int{Dangling: 0, Ambiguous: 1, Removed: 2, Unreferenced: 3, Unchecked: 4}
}}

func sortFacts(facts []Fact) {
	slices.SortFunc(facts, func(a, b Fact) int {
		return cmp.Or(
			cmp.Compare(kindOrder.get()[a.Kind], kindOrder.get()[b.Kind]),
			snapshot.ComparePlaces(a.Defined, b.Defined),
			cmp.Compare(a.Symbol, b.Symbol),
		)
	})
}
