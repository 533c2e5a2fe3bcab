package symbols

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// run analyses base→head given as in-memory snapshots and returns the
// facts as sentences, the form a reviewer reads.
func run(t *testing.T, base, head snapshot.Map) []string {
	t.Helper()
	res, err := Analyze(Input{Base: base, Head: head, Changes: snapshot.Diff(base, head)})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range res.Skipped {
		t.Errorf("skipped %s: %s", s.Path, s.Reason)
	}
	var got []string
	for _, f := range res.Facts {
		got = append(got, f.String())
	}
	return got
}

func check(t *testing.T, got []string, want ...string) {
	t.Helper()
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("facts:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

const goMod = "module example.com/m\n\ngo 1.22\n"

func TestGoDeletedFunctionStillCalled(t *testing.T) {
	base := snapshot.Map{
		"go.mod":        goMod,
		"lib/lib.go":    "package lib\n\nfunc Helper() int { return 1 }\n\nfunc Keep() int { return 2 }\n",
		"app/app.go":    "package app\n\nimport \"example.com/m/lib\"\n\nfunc Run() int {\n\treturn lib.Helper() + lib.Keep()\n}\n",
		"lib/x_test.go": "package lib_test\n\nimport (\n\t\"testing\"\n\n\t\"example.com/m/lib\"\n)\n\nfunc TestHelper(t *testing.T) {\n\t_ = lib.Helper()\n}\n",
	}
	head := clone(base)
	head["lib/lib.go"] = "package lib\n\nfunc Keep() int { return 2 }\n"
	check(t, run(t, base, head),
		"symbol Helper (lib/lib.go:3) removed at head but still referenced at app/app.go:6, lib/x_test.go:10")
}

func TestGoRenamedMethodCalledByOldName(t *testing.T) {
	base := snapshot.Map{
		"go.mod":   goMod,
		"s/s.go":   "package s\n\ntype Store struct{}\n\nfunc (s *Store) Fetch() {}\n",
		"s/use.go": "package s\n\nfunc use(st *Store) {\n\tst.Fetch()\n}\n",
	}
	head := clone(base)
	head["s/s.go"] = "package s\n\ntype Store struct{}\n\nfunc (s *Store) Get() {}\n"
	check(t, run(t, base, head),
		"symbol Store.Fetch (s/s.go:5) removed at head but still referenced at s/use.go:4",
		"symbol Store.Get (s/s.go:5) could not be checked (added: an exported method, which reflection or a template may call by name)")
}

func TestGoShadowedNameIsNoReference(t *testing.T) {
	base := snapshot.Map{
		"go.mod": goMod,
		"p/a.go": "package p\n\nvar limit = 3\n",
		"p/b.go": "package p\n\nfunc F() int {\n\tlimit := 4\n\treturn limit\n}\n\nfunc G(limit int) int { return limit }\n",
	}
	head := clone(base)
	head["p/a.go"] = "package p\n"
	check(t, run(t, base, head), "symbol limit (p/a.go:3) removed; no references remain at head")
}

func TestGoMovedWithinPackageIsNotRemoved(t *testing.T) {
	base := snapshot.Map{"go.mod": goMod, "p/a.go": "package p\n\nfunc F() {}\n", "p/b.go": "package p\n\nfunc G() { F() }\n"}
	head := snapshot.Map{"go.mod": goMod, "p/c.go": "package p\n\nfunc F() {}\n", "p/b.go": "package p\n\nfunc G() { F() }\n"}
	check(t, run(t, base, head))
}

func TestGoAddedSymbols(t *testing.T) {
	base := snapshot.Map{"go.mod": goMod, "p/a.go": "package p\n"}
	head := snapshot.Map{"go.mod": goMod, "p/a.go": `package p

func unused(n int) int {
	if n == 0 {
		return 0
	}
	return unused(n - 1)
}

func used() {}

var Table = map[string]func(){"x": used}

type T struct{}

func (T) String() string { return "" }

func TestX() {}

func init() {}
`}
	// T is not reported: its method's receiver names it. TestX is in no
	// _test.go file, so it is ordinary code; init is the runtime's.
	check(t, run(t, base, head),
		"symbol unused (p/a.go:3) added; nothing at head references it",
		"symbol Table (p/a.go:12) added; nothing at head references it (exported: uses outside the repository are not seen)",
		"symbol TestX (p/a.go:18) added; nothing at head references it (exported: uses outside the repository are not seen)")
}

func clone(m snapshot.Map) snapshot.Map {
	c := snapshot.Map{}
	for k, v := range m {
		c[k] = v
	}
	return c
}

func TestGoMethodNameStillDefinedElsewhereIsAmbiguous(t *testing.T) {
	base := snapshot.Map{
		"go.mod": goMod,
		"p/a.go": "package p\n\ntype A struct{}\n\nfunc (A) Close() {}\n\ntype B struct{}\n\nfunc (B) Close() {}\n",
		"p/u.go": "package p\n\nfunc use(b B) { b.Close() }\n",
	}
	head := clone(base)
	head["p/a.go"] = "package p\n\ntype A struct{}\n\ntype B struct{}\n\nfunc (B) Close() {}\n"
	check(t, run(t, base, head),
		"symbol A.Close (p/a.go:5) removed; its name is still used at p/u.go:3, not attributed (still a method of p.B)")
}

// Only go test's own functions are exempt: TestServer() in a non-test file,
// a method named Test, or func main outside package main are ordinary code.
func TestGoToolchainNamesOnlyInTheirPlace(t *testing.T) {
	base := snapshot.Map{
		"go.mod":          goMod,
		"lib/lib.go":      "package lib\n\nfunc TestServer() int { return 1 }\n\nfunc main() {}\n\nfunc init() {}\n",
		"lib/lib_test.go": "package lib\n\nimport \"testing\"\n\nfunc TestOK(t *testing.T) {}\n\nfunc ExampleOK() {}\n\nfunc BenchmarkHelper() int { return 2 }\n",
		"app/app.go":      "package app\n\nimport \"example.com/m/lib\"\n\nvar X = lib.TestServer()\n",
	}
	head := clone(base)
	head["lib/lib.go"] = "package lib\n"
	head["lib/lib_test.go"] = "package lib\n"
	check(t, run(t, base, head),
		"symbol TestServer (lib/lib.go:3) removed at head but still referenced at app/app.go:5",
		"symbol main (lib/lib.go:5) removed; no references remain at head",
		"symbol BenchmarkHelper (lib/lib_test.go:9) removed; no references remain at head")
}
