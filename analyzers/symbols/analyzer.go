package symbols

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/analysis"
	"github.com/reviewlint/reviewlint/analyzers/snapshot"
	"github.com/reviewlint/reviewlint/internal/config"
)

// Analyzer reports dangling, removed and unreferenced top-level symbols.
var Analyzer = &analysis.Analyzer{
	Name: "symbols",
	Doc: `top-level symbols the range removed that head still references, and added symbols nothing references

Go is parsed with go/parser from the blobs (no checkout, no build):
package-level funcs, types, vars and consts, and methods (Type.Method).
References are resolved within the package (a shadowing local is not a
reference), through imports (pkg.Name, import paths from go.mod), and for
methods by selector name; test files count. A removed method is dangling
only where syntax shows the operand is of its type (T{}.M, T.M, a parameter
of type *T); other uses of its name are reported as ambiguous.
TypeScript/JavaScript, Python, Rust and Java are lexed and resolved
through imports, re-exports, module paths and local bindings; a use
syntax cannot attribute (x.name, a string) is ambiguous, as is one that
may reach the symbol by a route not followed (a workspace package not
resolved, a module __getattr__, globals() writes, module.exports built
at run time, an item-defining macro). Go uses count only from modules
built against this copy (one module, a go.work, a replace). A file that
cannot be read as its language (a string, bracket or comment left open,
nesting or work past the readers' bounds, a Java \u escape that spells
code) is listed as skipped, and the claims it could falsify are
unchecked. rules.toml languages use definition patterns. Vendored trees
report only dangling symbols. Each fact names where the symbol was
defined and up to five referring places.`,
	Requires: []*analysis.Analyzer{snapshot.Analyzer},
	Run:      runSymbols,
}

func runSymbols(pass *analysis.Pass) (any, error) {
	sides := pass.ResultOf[snapshot.Analyzer].(*snapshot.Sides)
	langs, err := symbolLanguages(pass.Options.Symbols)
	if err != nil {
		return nil, err
	}
	res, err := Analyze(Input{Base: sides.Base, Head: sides.Head, Changes: sides.Changes,
		Languages: langs, MaxReferences: pass.Options.Symbols.MaxReferences,
		IncludeVendored: pass.Options.Symbols.IncludeVendored})
	if err != nil {
		return nil, err
	}
	counts := map[Kind]int{}
	for _, f := range res.Facts {
		switch f.Kind {
		case Unchecked:
			pass.Unchecked("%s", f)
		case Dangling:
			pass.Failed(f.Defined.Path, f.String(), "head still refers to a symbol the range removed")
		case Ambiguous:
			// True as said, but it leaves open what a reader asks of a
			// removal (does head still reach it?): a use not attributed
			// may be a live one (a module __getattr__ serving the old
			// name, another type's method of that name).
			pass.Unchecked("%s", f.Claim())
		default:
			pass.Fact("%s", f.Claim())
		}
		if f.Kind != Unchecked || f.Was != Unreferenced {
			// An addition left unchecked says nothing of what was
			// removed: the blanket line counts removals only.
			counts[f.Kind]++
		}
	}
	blanket(pass, counts, len(res.Skipped), Scopes(res.Facts))
	for _, s := range res.Skipped {
		pass.Unchecked("symbols in %s (%s)", analysis.CodePath(s.Path), s.Reason)
	}
	if res.Facts == nil {
		res.Facts = []Fact{} // JSON: [] rather than null
	}
	return res, nil
}

// symbolLanguages is the built-in languages with rules.toml's
// [derive.symbols.languages] added, a table replacing the built-in
// language of the same name.
func symbolLanguages(cfg config.DeriveSymbols) ([]Language, error) {
	var langs []Language
	for _, lang := range DefaultLanguages() {
		if _, replaced := cfg.Languages[lang.Name]; !replaced {
			langs = append(langs, lang)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(cfg.Languages)) {
		l := cfg.Languages[name]
		lang, err := Compile(name, Patterns{Extensions: l.Extensions, Definitions: l.Definitions, LineComment: l.LineComment})
		if err != nil {
			return nil, err
		}
		langs = append(langs, lang)
	}
	slices.SortFunc(langs, func(a, b Language) int { return strings.Compare(a.Name, b.Name) })
	return langs, nil
}

// blanket sums up the removals. "Nothing removed is still referenced" is
// only as good as the least certain fact: an ambiguous use may be a live
// reference, and an unchecked symbol or a file not analysed may hide one.
func blanket(pass *analysis.Pass, counts map[Kind]int, skipped int, scope string) {
	if counts[Dangling] > 0 {
		return
	}
	var doubts []string
	if n := counts[Ambiguous]; n > 0 {
		doubts = append(doubts, fmt.Sprintf("%d %s ambiguous", n, analysis.Plural(n, "is", "are")))
	}
	if n := counts[Unchecked]; n > 0 {
		doubts = append(doubts, fmt.Sprintf("%d could not be checked", n))
	}
	if skipped > 0 {
		doubts = append(doubts, fmt.Sprintf("%d %s not analysed", skipped, analysis.Plural(skipped, "file was", "files were")))
	}
	if len(doubts) == 0 && counts[Removed] == 0 {
		// Vacuously true, so no fact: a reader would take it for a check.
		pass.Unchecked("symbols: nothing to check, the range removes no top-level symbol in a language the analyzer reads")
		return
	}
	if len(doubts) == 0 {
		pass.Fact("no top-level symbol the range removed is still referenced at head (scope: %s)", scope)
		return
	}
	pass.Unchecked("no removed symbol is provably still referenced at head; %s (see above)", strings.Join(doubts, ", "))
}
