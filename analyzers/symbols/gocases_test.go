package symbols

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A package-level min shadows the builtin; once removed, its callers call
// the builtin and the package still builds: removed, not dangling.
func TestGoRemovedBuiltinShadowIsNotDangling(t *testing.T) {
	base := snapshot.Map{
		"go.mod": goMod,
		"p/m.go": "package p\n\nfunc min(a, b int) int {\n\tif a < b {\n\t\treturn a\n\t}\n\treturn b\n}\n\nfunc clear() {}\n\nfunc helper() {}\n",
		"p/u.go": "package p\n\nfunc F() int {\n\tclear()\n\thelper()\n\treturn min(1, 2)\n}\n",
	}
	head := clone(base)
	head["p/m.go"] = "package p\n"
	check(t, run(t, base, head),
		"symbol helper (p/m.go:12) removed at head but still referenced at p/u.go:5",
		"symbol min (p/m.go:3) removed; no references remain at head (its uses now resolve to the predeclared min)",
		"symbol clear (p/m.go:10) removed; no references remain at head (its uses now resolve to the predeclared clear)")
}

// Renaming a package keeps its import path; its callers name it through
// the import, so nothing it defines is removed or added.
func TestGoRenamedPackageKeepsItsSymbols(t *testing.T) {
	base := snapshot.Map{
		"go.mod":         goMod,
		"util/u.go":      "package util\n\nfunc Do() {}\n\ntype T struct{}\n\nfunc (T) M() {}\n",
		"util/u_test.go": "package util_test\n\nimport \"testing\"\n\nfunc TestDo(t *testing.T) {}\n",
		"app/a.go":       "package app\n\nimport \"example.com/m/util\"\n\nfunc R() { util.Do(); util.T{}.M() }\n",
	}
	head := clone(base)
	head["util/u.go"] = "package helpers\n\nfunc Do() {}\n\ntype T struct{}\n\nfunc (T) M() {}\n"
	head["util/u_test.go"] = "package helpers_test\n\nimport \"testing\"\n\nfunc TestDo(t *testing.T) {}\n"
	head["app/a.go"] = "package app\n\nimport util \"example.com/m/util\"\n\nfunc R() { util.Do(); util.T{}.M() }\n"
	check(t, run(t, base, head))
}

// Methods a suite runner finds by reflection are no dead code.
func TestGoSuiteMethodsAreNotUnreferenced(t *testing.T) {
	base := snapshot.Map{"go.mod": goMod, "p/p.go": "package p\n"}
	head := clone(base)
	head["p/s_test.go"] = `package p

import "testing"

type StoreSuite struct{ n int }

func TestStore(t *testing.T) { run(t, new(StoreSuite)) }

func run(t *testing.T, s any) {}

func (s *StoreSuite) SetupTest()      { s.n = 0 }
func (s *StoreSuite) TestPut()        {}
func (s *StoreSuite) TearDownSuite()  {}
func (s *StoreSuite) helperNobodyCalls() {}
`
	check(t, run(t, base, head),
		"symbol StoreSuite.helperNobodyCalls (p/s_test.go:14) added; nothing at head references it")
}

// Unexported, internal and main-package symbols carry no API note; an
// exported one says what "nothing references it" cannot see.
func TestGoExportedUnreferencedSaysSo(t *testing.T) {
	base := snapshot.Map{"go.mod": goMod, "p/p.go": "package p\n", "internal/q/q.go": "package q\n", "cmd/x/main.go": "package main\n\nfunc main() {}\n"}
	head := clone(base)
	head["p/p.go"] = "package p\n\nfunc API() {}\n\nfunc local() {}\n"
	head["internal/q/q.go"] = "package q\n\nfunc Inner() {}\n"
	head["cmd/x/main.go"] = "package main\n\nfunc main() {}\n\nfunc Tool() {}\n"
	check(t, run(t, base, head),
		"symbol Tool (cmd/x/main.go:5) added; nothing at head references it",
		"symbol Inner (internal/q/q.go:3) added; nothing at head references it",
		"symbol API (p/p.go:3) added; nothing at head references it (exported: uses outside the repository are not seen)",
		"symbol local (p/p.go:5) added; nothing at head references it")
}

// Vendored trees are other projects' code: what they add or drop is no
// fact, unless the repository still calls what they dropped.
func TestGoVendoredTreesAreSkipped(t *testing.T) {
	base := snapshot.Map{
		"go.mod":                    goMod,
		".gitattributes":            "gen/** linguist-vendored\ngen/keep.go -linguist-vendored\n",
		"vendor/example.org/v/v.go": "package v\n\nfunc Old() {}\n\nfunc Called() {}\n",
		"third_party/t/t.go":        "package t\n",
		"gen/g.go":                  "package gen\n",
		"gen/keep.go":               "package gen\n",
		"app/a.go":                  "package app\n\nimport \"example.org/v\"\n\nfunc R() { v.Called() }\n",
	}
	head := clone(base)
	head["vendor/example.org/v/v.go"] = "package v\n\nfunc New() {}\n"
	head["third_party/t/t.go"] = "package t\n\nfunc Added() {}\n"
	head["gen/g.go"] = "package gen\n\nfunc generated() {}\n"
	head["gen/keep.go"] = "package gen\n\nfunc mine() {}\n"
	check(t, run(t, base, head),
		"symbol Called (vendor/example.org/v/v.go:5) removed at head but still referenced at app/a.go:5",
		"symbol mine (gen/keep.go:3) added; nothing at head references it")
	res, err := Analyze(Input{Base: base, Head: head, Changes: snapshot.Diff(base, head), IncludeVendored: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Facts) != 6 {
		t.Errorf("IncludeVendored: got %d facts, want 6: %v", len(res.Facts), res.Facts)
	}
}

// git check-attr is the oracle for which paths .gitattributes marks.
func TestVendoredAgreesWithGitCheckAttr(t *testing.T) {
	t.Parallel()
	r := gittest.New(t)
	files := map[string]string{
		".gitattributes":     "*.gen.ts linguist-vendored\n/lib/** linguist-vendored\nlib/own/** -linguist-vendored\ndocs/*.js linguist-vendored=true\n**/fixtures/*.py linguist-vendored\nweird[0-9].rs linguist-vendored\n",
		"sub/.gitattributes": "*.rs linguist-vendored\nkeep.rs linguist-vendored=false\n",
		"a.gen.ts":           "x", "src/b.gen.ts": "x", "lib/x.go": "x", "lib/deep/y.go": "x", "lib/own/z.go": "x",
		"docs/a.js": "x", "docs/sub/b.js": "x", "t/fixtures/f.py": "x", "fixtures/g.py": "x",
		"weird1.rs": "x", "weirda.rs": "x", "sub/k.rs": "x", "sub/keep.rs": "x", "other/k.rs": "x",
		"src/vendor/v.go": "x", "node_modules/m/i.js": "x", "vendors/v.go": "x",
	}
	r.Commit("attrs", files)
	_, head, _ := gittest.Snapshots(t, r.Dir, "HEAD", "HEAD")
	vendored := vendoredFunc(head)
	for p := range files {
		out := r.Git("check-attr", "linguist-vendored", "--", p)
		val := strings.TrimSpace(out[strings.LastIndex(out, ":")+1:])
		want := val == "set" || val == "true"
		for _, dir := range strings.Split(p, "/")[:strings.Count(p, "/")] {
			if vendoredDirs.get()[dir] {
				want = val != "unset" && val != "false"
			}
		}
		if got := vendored(p); got != want {
			t.Errorf("%s: vendored %v, git check-attr says %q", p, got, val)
		}
	}
}

// The go command builds no directory named testdata or starting with _
// or .: a use there breaks no build of the module (go vet ./... passes
// on the head), yet a test may still load it. Neither dangling nor "no
// references remain": ambiguous. A use in a built directory stays
// dangling.
func TestGoUsesInIgnoredDirectoriesAreAmbiguous(t *testing.T) {
	t.Parallel()
	base := snapshot.Map{
		"go.mod":                    goMod,
		"lib/lib.go":                "package lib\n\nfunc Helper() int { return 1 }\n\nfunc Keep() int { return 2 }\n",
		"lib/testdata/src/a/a.go":   "package a\n\nimport \"example.com/m/lib\"\n\nvar _ = lib.Helper()\n",
		"_attic/old.go":             "package old\n\nimport \"example.com/m/lib\"\n\nvar _ = lib.Helper()\n",
		".github/tools/t/main.go":   "package main\n\nimport \"example.com/m/lib\"\n\nfunc main() { println(lib.Helper()) }\n",
		"lib/testdata/keep/keep.go": "package keep\n\nfunc kept() {}\n",
	}
	head := clone(base)
	head["lib/lib.go"] = "package lib\n\nfunc Keep() int { return 2 }\n"
	check(t, run(t, base, head),
		"symbol Helper (lib/lib.go:3) removed; its name is still used at .github/tools/t/main.go:5, _attic/old.go:5, lib/testdata/src/a/a.go:5, not attributed (used only in a directory the go command ignores (testdata, or a name starting with _ or .), which a test or a script may still build)")
	if out, ok := goCommand(t, head, "vet", "./..."); !ok {
		t.Fatalf("go vet ./... should pass on the head:\n%s", out)
	}

	built := clone(base)
	built["app/main.go"] = "package main\n\nimport \"example.com/m/lib\"\n\nfunc main() { println(lib.Helper()) }\n"
	builtHead := clone(built)
	builtHead["lib/lib.go"] = head["lib/lib.go"]
	check(t, run(t, built, builtHead), "symbol Helper (lib/lib.go:3) removed at head but still referenced at app/main.go:5")
	if out, ok := goBuild(t, builtHead); ok {
		t.Fatalf("head should fail to build:\n%s", out)
	}

	// Inside testdata, a package's own uses there still count.
	td := snapshot.Map{"go.mod": goMod,
		"x/testdata/src/a/a.go": "package a\n\nfunc helper() int { return 1 }\n\nvar _ = helper()\n",
	}
	tdHead := clone(td)
	tdHead["x/testdata/src/a/a.go"] = "package a\n\nvar _ = helper()\n"
	check(t, run(t, td, tdHead), "symbol helper (x/testdata/src/a/a.go:3) removed at head but still referenced at x/testdata/src/a/a.go:3")
}

// A bare name in a file that dot-imports another package may be that
// package's: moving a function there and dot-importing it builds (go
// build passes), so the bare use is ambiguous, not dangling. A use the
// file qualifies, or a bare use in a file without dot imports, stays
// dangling.
func TestGoBareUseUnderDotImportIsAmbiguous(t *testing.T) {
	t.Parallel()
	base := snapshot.Map{"go.mod": goMod,
		"lib/h.go":   "package lib\n\nfunc Helper() int { return 1 }\n",
		"lib/use.go": "package lib\n\nfunc Use() int { return Helper() }\n",
	}
	head := clone(base)
	head["util/u.go"] = "package util\n\nfunc Helper() int { return 1 }\n"
	head["lib/use.go"] = "package lib\n\nimport . \"example.com/m/util\"\n\nfunc Use() int { return Helper() }\n"
	delete(head, "lib/h.go")
	check(t, run(t, base, head), "symbol Helper (lib/h.go:3) removed; its name is still used at lib/use.go:5, not attributed (used bare in a file that dot-imports another package, which may supply the name)")
	if out, ok := goBuild(t, head); !ok {
		t.Fatalf("head should build:\n%s", out)
	}

	broken := clone(head)
	broken["app/main.go"] = "package main\n\nimport (\n\t. \"example.com/m/util\"\n\t\"example.com/m/lib\"\n)\n\nfunc main() {\n\tprintln(Helper())\n\tprintln(lib.Helper())\n}\n"
	broken["util/u.go"] = "package util\n\nfunc Helper() int { return 1 }\n\nfunc Other() int { return 1 }\n"
	brokenBase := clone(base)
	brokenBase["app/main.go"] = "package main\n\nimport \"example.com/m/lib\"\n\nfunc main() { println(lib.Helper()) }\n"
	brokenBase["util/u.go"] = "package util\n\nfunc Other() int { return 1 }\n"
	check(t, run(t, brokenBase, broken), "symbol Helper (lib/h.go:3) removed at head but still referenced at app/main.go:10")
	if out, ok := goBuild(t, broken); ok {
		t.Fatalf("head should fail to build:\n%s", out)
	}
}

// A //go:build ignore file is a program `go run gen.go` compiles on its
// own: a bare name there was never the package's other files' (go run
// fails at base as at head, go build passes), so it is ambiguous, not
// dangling. Through an import the generator uses the package, and go
// run shows the break: dangling. A //go:build linux file is built with
// its package: dangling.
func TestGoBareUseInIgnoredGeneratorIsAmbiguous(t *testing.T) {
	t.Parallel()
	const gen = "//go:build ignore\n\npackage main\n\nfunc main() { println(Helper()) }\n"
	base := snapshot.Map{"go.mod": goMod,
		"main.go": "package main\n\nfunc Helper() int { return 1 }\n\nfunc main() {}\n",
		"gen.go":  gen,
	}
	head := clone(base)
	head["main.go"] = "package main\n\nfunc main() {}\n"
	check(t, run(t, base, head), "symbol Helper (main.go:3) removed; its name is still used at gen.go:5, not attributed (used bare in a file built only on its own (//go:build ignore), which sees its package's names only when a go run names their files too)")
	if out, ok := goBuild(t, head); !ok {
		t.Fatalf("head should build:\n%s", out)
	}
	if out, ok := goCommand(t, base, "run", "gen.go"); ok || !strings.Contains(out, "undefined: Helper") {
		t.Fatalf("go run gen.go should fail at base too:\n%s", out)
	}

	linux := clone(head)
	linux["gen.go"] = strings.Replace(gen, "ignore", "linux", 1)
	linux["gen.go"] = strings.Replace(linux["gen.go"], "func main() {", "func init() {", 1)
	linuxBase := clone(base)
	linuxBase["gen.go"] = linux["gen.go"]
	check(t, run(t, linuxBase, linux), "symbol Helper (main.go:3) removed at head but still referenced at gen.go:5")

	imported := snapshot.Map{"go.mod": goMod,
		"lib/lib.go": "package lib\n\nfunc Helper() int { return 1 }\n\nfunc Keep() int { return 2 }\n",
		"gen.go":     "//go:build ignore\n\npackage main\n\nimport \"example.com/m/lib\"\n\nfunc main() { println(lib.Helper()) }\n",
	}
	importedHead := clone(imported)
	importedHead["lib/lib.go"] = "package lib\n\nfunc Keep() int { return 2 }\n"
	check(t, run(t, imported, importedHead), "symbol Helper (lib/lib.go:3) removed at head but still referenced at gen.go:7")
	if out, ok := goCommand(t, importedHead, "run", "gen.go"); ok || !strings.Contains(out, "undefined: lib.Helper") {
		t.Fatalf("go run gen.go should fail at head:\n%s", out)
	}
}

// builtAlone holds for a constraint that fails without the ignore tag
// whatever the others, and only then.
func TestBuiltAlone(t *testing.T) {
	for c, want := range map[string]bool{
		"ignore": true, "ignore && linux": true, "!windows && ignore": true,
		"": false, "linux": false, "!linux": false, "linux && !windows": false,
		"ignore || linux": false, "!ignore": false,
	} {
		if got := builtAlone(c); got != want {
			t.Errorf("builtAlone(%q) = %v, want %v", c, got, want)
		}
	}
}
