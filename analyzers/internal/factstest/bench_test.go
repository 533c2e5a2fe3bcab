package factstest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers"
	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
	"github.com/reviewlint/reviewlint/analyzers/symbols"
)

// benchFile is one generated Go file: 20 per package, each calling into the
// previous package. changed removes Helper, renames the method and adds a
// function, so the range has dangling, added and unreferenced symbols.
func benchFile(i int, changed bool) string {
	pkg, prev := i/20, max(0, i/20-1)
	var b strings.Builder
	fmt.Fprintf(&b, "package pkg%03d\n\nimport dep \"example.com/m/pkg%03d\"\n\n", pkg, prev)
	fmt.Fprintf(&b, "const Limit%d = %d\n\ntype Store%d struct{ n int }\n\n", i, i, i)
	if changed {
		fmt.Fprintf(&b, "func (s *Store%d) Get%d() int { return s.n }\n\nfunc added%d() {}\n\n", i, i, i)
	} else {
		fmt.Fprintf(&b, "func (s *Store%d) Fetch%d() int { return s.n }\n\nfunc Helper%d(n int) int {\n\treturn n * 2\n}\n\n", i, i, i)
	}
	fmt.Fprintf(&b, "func Use%d(s *Store%d) int {\n\treturn s.Fetch%d() + dep.Limit%d + Helper%d(3)\n}\n", i, i, i, prev*20, i)
	for k := range 8 {
		fmt.Fprintf(&b, "\nfunc filler%d_%d(xs []int) (sum int) {\n\tfor _, x := range xs {\n\t\tif x%%2 == 0 {\n\t\t\tsum += x\n\t\t}\n\t}\n\treturn sum\n}\n", i, k)
	}
	return b.String()
}

// benchRepo is a 2,000-file Go repository and a range that changes 300
// of its files.
func benchRepo(b *testing.B) (dir, base string) {
	r := gittest.New(b)
	files := map[string]string{"go.mod": "module example.com/m\n\ngo 1.22\n"}
	for i := range 2000 {
		files[fmt.Sprintf("pkg%03d/f%02d.go", i/20, i%20)] = benchFile(i, false)
	}
	base = r.Commit("base", files)
	changed := map[string]string{}
	for i := range 300 {
		changed[fmt.Sprintf("pkg%03d/f%02d.go", i/20, i%20)] = benchFile(i, true)
	}
	r.Commit("change 300 files", changed)
	return r.Dir, base
}

// BenchmarkDeriveSymbols derives symbols over a range touching 300 Go
// files of a 2,000-file repository, read from git objects.
func BenchmarkDeriveSymbols(b *testing.B) {
	dir, base := benchRepo(b)
	b.ResetTimer()
	for b.Loop() {
		rep, err := analyzers.Derive(analyzers.Request{Dir: dir, BaseRev: base, HeadRev: "HEAD", Names: []string{"symbols"}})
		if err != nil {
			b.Fatal(err)
		}
		res, ok := rep.Results["symbols"].(symbols.Result)
		if !ok {
			b.Fatalf("symbols result is %T", rep.Results["symbols"])
		}
		kinds := map[symbols.Kind]int{}
		for _, f := range res.Facts {
			kinds[f.Kind]++
		}
		// Per changed file: Helper and Store.Fetch dangling; Get and added
		// unreferenced.
		if kinds[symbols.Dangling] != 600 || kinds[symbols.Unreferenced] != 600 || len(res.Skipped) > 0 {
			b.Fatalf("facts by kind %v, skipped %d", kinds, len(res.Skipped))
		}
	}
}

// BenchmarkDeriveTreeReaders runs, over the same range, the analyzers
// that read whole trees (typecheck aside: go/types would dominate), as
// one derive run does.
func BenchmarkDeriveTreeReaders(b *testing.B) {
	dir, base := benchRepo(b)
	b.ResetTimer()
	for b.Loop() {
		if _, err := analyzers.Derive(analyzers.Request{Dir: dir, BaseRev: base, HeadRev: "HEAD",
			Names: []string{"symbols", "pointers", "evidence"}}); err != nil {
			b.Fatal(err)
		}
	}
}
