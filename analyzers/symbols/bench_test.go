package symbols

import (
	"fmt"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// genRepo builds a module of nFiles Go files, 20 per package; every file
// defines a type with methods, functions, a var and a const, and calls into
// the previous package. The head removes one function and renames one
// method in each of the first nChanged files, and adds a function.
func genRepo(nFiles, nChanged int) (base, head snapshot.Map) {
	base, head = snapshot.Map{"go.mod": goMod}, snapshot.Map{"go.mod": goMod}
	for i := range nFiles {
		pkg, prev := i/20, max(0, i/20-1)
		p := fmt.Sprintf("pkg%03d/file%02d.go", pkg, i%20)
		base[p] = genFile(pkg, prev, i, false)
		head[p] = base[p]
		if i < nChanged {
			head[p] = genFile(pkg, prev, i, true)
		}
	}
	return base, head
}

func genFile(pkg, prev, i int, changed bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "package pkg%03d\n\nimport (\n\t\"fmt\"\n\n\tdep \"example.com/m/pkg%03d\"\n)\n\n", pkg, prev)
	fmt.Fprintf(&b, "const Limit%d = %d\n\nvar registry%d = map[string]int{\"a\": Limit%d}\n\n", i, i, i, i)
	fmt.Fprintf(&b, "type Store%d struct {\n\tname string\n\tcount int\n}\n\n", i)
	method := fmt.Sprint("Fetch", i)
	if changed {
		method = fmt.Sprint("Get", i)
	}
	fmt.Fprintf(&b, "func (s *Store%d) %s(key string) (int, error) {\n\tif v, ok := registry%d[key]; ok {\n\t\treturn v + s.count, nil\n\t}\n\treturn 0, fmt.Errorf(\"no %%s\", key)\n}\n\n", i, method, i)
	if !changed {
		fmt.Fprintf(&b, "// Helper%d is removed at head.\nfunc Helper%d(n int) int {\n\ttotal := 0\n\tfor j := 0; j < n; j++ {\n\t\ttotal += j * %d\n\t}\n\treturn total\n}\n\n", i, i, i)
	} else {
		fmt.Fprintf(&b, "func added%d() string { return \"new\" }\n\n", i)
	}
	fmt.Fprintf(&b, "func Use%d(s *Store%d) int {\n\tv, _ := s.Fetch%d(\"a\")\n\treturn v + dep.Limit%d + Helper%d(3)\n}\n", i, i, i, prev*20, i)
	for k := range 8 {
		fmt.Fprintf(&b, "\nfunc filler%d_%d(xs []int) (sum int) {\n\tfor _, x := range xs {\n\t\tif x%%2 == 0 {\n\t\t\tsum += x\n\t\t} else {\n\t\t\tsum -= x\n\t\t}\n\t}\n\treturn sum\n}\n", i, k)
	}
	return b.String()
}

// BenchmarkSymbols is the target: a range touching 300 Go files of
// 2,000, at most 2 s.
func BenchmarkSymbols(b *testing.B) {
	base, head := genRepo(2000, 300)
	changes := snapshot.Diff(base, head)
	b.ResetTimer()
	for b.Loop() {
		res, err := Analyze(Input{Base: base, Head: head, Changes: changes})
		if err != nil {
			b.Fatal(err)
		}
		if len(res.Facts) == 0 || len(res.Skipped) > 0 {
			b.Fatalf("facts %d, skipped %v", len(res.Facts), res.Skipped)
		}
	}
}

func TestGeneratedRepoFacts(t *testing.T) {
	base, head := genRepo(40, 3)
	res, err := Analyze(Input{Base: base, Head: head, Changes: snapshot.Diff(base, head)})
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[Kind]int{}
	for _, f := range res.Facts {
		kinds[f.Kind]++
	}
	// Per changed file: Helper (dangling: Use calls it), Store.Fetch
	// (dangling: Use calls s.Fetch), added (unreferenced); Store.Get is
	// never called either, but an exported method may be called by name.
	if kinds[Dangling] != 6 || kinds[Unreferenced] != 3 || kinds[Unchecked] != 3 || kinds[Removed] != 0 {
		for _, f := range res.Facts {
			t.Log(f)
		}
		t.Errorf("kinds = %v", kinds)
	}
}
