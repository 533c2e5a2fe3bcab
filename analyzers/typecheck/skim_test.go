package typecheck

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/printer"
	"go/token"
	"hash/fnv"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// pruned parses a package's files without their function bodies, as
// checkDep does, skimmed first or not, prunes them, and prints what is
// left: each declaration and spec with where it starts and ends.
func pruned(t testing.TB, names []string, srcs [][]byte, reached func(string) bool, skim bool) (string, bool) {
	t.Helper()
	bufs := make([][]byte, len(srcs))
	bodies := make([][][2]int, len(srcs))
	for i, src := range srcs {
		d, ok := scanDecls(src)
		if !ok {
			return "", false
		}
		bufs[i], bodies[i] = blank(src, d), d.bodies
	}
	if skim {
		if _, ok := skimPackage(bufs, bodies, reached); !ok {
			return "", false
		}
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for i, b := range bufs {
		f, err := parser.ParseFile(fset, names[i], b, parser.SkipObjectResolution)
		if err != nil {
			if skim {
				t.Errorf("skimmed, %s does not parse: %v", names[i], err)
			}
			return "", false
		}
		dropElements(f)
		files = append(files, f)
	}
	pruneDecls(files, reached)
	var out bytes.Buffer
	for _, f := range files {
		for _, d := range f.Decls {
			fmt.Fprintf(&out, "%s-%s", fset.Position(d.Pos()), fset.Position(d.End()))
			if gd, ok := d.(*ast.GenDecl); ok {
				for _, s := range gd.Specs {
					fmt.Fprintf(&out, " [%d-%d]", s.Pos(), s.End())
				}
			}
			nodes := 0
			ast.Inspect(d, func(ast.Node) bool { nodes++; return true })
			fmt.Fprintf(&out, " %d nodes\n", nodes)
			if len(srcs) < 20 {
				if err := printer.Fprint(&out, fset, d); err != nil {
					t.Fatal(err)
				}
				out.WriteByte('\n')
			}
		}
	}
	return out.String(), true
}

// checkSkim holds skimPackage to pruneDecls on go/parser's syntax: the
// declarations left after pruning are the same, at the same places,
// whether the files were skimmed or not. It reports whether the files
// could be compared (they parse and skim).
func checkSkim(t testing.TB, name string, names []string, srcs [][]byte, reached func(string) bool) bool {
	t.Helper()
	want, ok := pruned(t, names, srcs, reached, false)
	if !ok {
		return false
	}
	got, ok := pruned(t, names, srcs, reached, true)
	if !ok {
		return false
	}
	if got != want {
		t.Errorf("%s: skimmed, pruning keeps other declarations\nskimmed:\n%s\nwhole:\n%s", name, got, want)
	}
	return true
}

func names(list ...string) func(string) bool {
	return func(n string) bool {
		for _, l := range list {
			if strings.EqualFold(l, n) {
				return true
			}
		}
		return false
	}
}

func TestSkimKeepsWhatPruneKeeps(t *testing.T) {
	a := `package p

import (
	"io"
	"strings"
)

// Doc of T.
type T struct{ r io.Reader }

func (t *T) Read(p []byte) (int, error) { return t.r.Read(p) }
func (t T) unexported() {}

type G[P any, Q comparable] struct{ p P }

func (g *G[P, Q]) Get() P { return g.p }
func (G[_, _]) Put()      {}

type (
	A = B
	B int
	C[P any] interface{ M(P) B }
)

var (
	x, y = 1, strings.ToUpper("a")
	z    int; w = x
	tbl  = map[string]func() int{"a": func() int { return x }}
)

var Table = []struct{ a, b int }{{1, 2}, {3, 4}}
var Sized = [...]T{{}, {}}

const (
	K0 = iota
	K1
	k2
)

const Solo = K1 + 1; var Then = Solo

func F() T { return T{} }
func init() {}
func (r (R)) Odd() {}
func (a, b R) Two() {}
type R int
func asm(x int) int
var _ = F
`
	b := "package p\n\nfunc H() A { var a A; return a }\n\nvar Uses = Sized\n"
	srcs := [][]byte{[]byte(a), []byte(b)}
	files := []string{"a.go", "b.go"}
	for _, reached := range []func(string) bool{
		names(), names("Read"), names("T"), names("F", "H"), names("Get"), names("Uses"),
		names("Solo", "z"), names("y"), names("w"), names("B"), names("tbl"), names("Odd", "R"), names("C", "K0"), names("Then"),
		func(string) bool { return true },
	} {
		if !checkSkim(t, "a.go+b.go", files, srcs, reached) {
			t.Fatal("the test's files do not skim")
		}
	}
}

// A file that is not a list of declarations skimPackage can tell apart
// is left as it was, and so are the others of its package.
func TestSkimRefusesWhatItCannotRead(t *testing.T) {
	for _, src := range []string{
		"package p\n\nx := 1\n",
		"package p\n\nvar s = \"open\n",
		"package p\n\nvar (a = 1\n",
		"package p\n\nvar a = (1))\n",
	} {
		bufs := [][]byte{[]byte(src), []byte("package p\n\nvar Dropped = 1\n")}
		if _, ok := skimPackage(bufs, nil, names()); ok {
			t.Errorf("%q: skimmed", src)
		}
		if string(bufs[1]) != "package p\n\nvar Dropped = 1\n" {
			t.Errorf("%q: the other file was blanked: %q", src, bufs[1])
		}
	}
}

// The standard library's packages prune alike, skimmed or not, for names
// reached in several ways. REVIEWLINT_SKIM_ALL=1 takes every package of
// GOROOT, and REVIEWLINT_SKIM_ROOT=DIR every package under DIR (a module
// cache), instead of a few.
func TestSkimOnRealCode(t *testing.T) {
	goroot := LocalGoEnv().GOROOT
	if goroot == "" {
		t.Skip("no GOROOT")
	}
	var dirs []string
	switch {
	case os.Getenv("REVIEWLINT_SKIM_ROOT") != "":
		dirs = packageDirs(t, os.Getenv("REVIEWLINT_SKIM_ROOT"))
	case os.Getenv("REVIEWLINT_SKIM_ALL") != "":
		dirs = packageDirs(t, filepath.Join(goroot, "src"))
	default:
		for _, p := range []string{"unicode", "strconv", "net/http", "syscall", "crypto/internal/fips140/nistec"} {
			dirs = append(dirs, filepath.Join(goroot, "src", p))
		}
	}
	ctx := build.Default
	ctx.CgoEnabled = false
	compared := 0
	for _, dir := range dirs {
		pkg, err := ctx.ImportDir(dir, 0)
		if err != nil {
			continue
		}
		var files []string
		var srcs [][]byte
		for _, f := range pkg.GoFiles {
			src, err := os.ReadFile(filepath.Join(dir, f))
			if err != nil {
				t.Fatal(err)
			}
			files, srcs = append(files, filepath.Join(dir, f)), append(srcs, src)
		}
		for i, reached := range []func(string) bool{
			names(),
			func(n string) bool { return token.IsExported(n) },
			func(n string) bool { h := fnv.New32(); h.Write([]byte(n)); return h.Sum32()%7 == 0 },
			func(n string) bool { h := fnv.New32(); h.Write([]byte(n)); return h.Sum32()%3 == 1 },
		} {
			if checkSkim(t, fmt.Sprintf("%s (names %d)", dir, i), files, srcs, reached) {
				compared++
			}
		}
	}
	if compared == 0 {
		t.Fatal("no package compared")
	}
	t.Logf("%d packages × names compared", compared)
}

func packageDirs(t *testing.T, root string) []string {
	var dirs []string
	filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") || strings.HasPrefix(d.Name(), "_")) {
			return filepath.SkipDir
		}
		if d.IsDir() {
			dirs = append(dirs, p)
		}
		return nil
	})
	return dirs
}

// Any file that parses and skims prunes alike, skimmed or not, with the
// names a few ways reached.
func FuzzSkim(f *testing.F) {
	f.Add("package p\n\nvar A, b = 1, 2\nfunc (T) M() {}\ntype T int\n")
	f.Fuzz(func(t *testing.T, src string) {
		for _, reached := range []func(string) bool{
			names(), names("a", "m", "t", "k", "get"),
			func(n string) bool { return token.IsExported(n) },
		} {
			checkSkim(t, "fuzz.go", []string{"fuzz.go"}, [][]byte{[]byte(src)}, reached)
		}
	})
}

// A dependency's file none of whose declarations is reached is not
// parsed: only the files with something left are in the package.
func TestParseSkimmedLeavesOutEmptiedFiles(t *testing.T) {
	dir := t.TempDir()
	srcs := map[string]string{
		"a.go": "package lib\n\nfunc Reached() T { return 0 }\n",
		"b.go": "package lib\n\nimport \"strings\"\n\nfunc Unreached() string { return strings.ToUpper(\"x\") }\n",
		"c.go": "package lib\n\ntype T int\n",
	}
	n := &node{importPath: "example.com/lib", name: "lib", dir: dir}
	for _, name := range []string{"a.go", "b.go", "c.go"} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(srcs[name]), 0o644); err != nil {
			t.Fatal(err)
		}
		d, ok := scanDecls([]byte(srcs[name]))
		if !ok {
			t.Fatal(name)
		}
		n.files, n.decls = append(n.files, p), append(n.decls, &d)
	}
	c := NewGoChecker(GoEnv{GOOS: "linux", GOARCH: "amd64"})
	files, _, ok := c.parseSkimmed(n, func(name string) bool { return name == "Reached" })
	if !ok {
		t.Fatal("not skimmed")
	}
	var got []string
	for _, f := range files {
		got = append(got, filepath.Base(c.fset.File(f.FileStart).Name()))
	}
	if strings.Join(got, " ") != "a.go c.go" {
		t.Errorf("parsed %v, want a.go c.go", got)
	}
	// Nothing reached: one file stays, for the package's name.
	files, _, _ = c.parseSkimmed(n, func(string) bool { return false })
	if len(files) != 1 || files[0].Name.Name != "lib" {
		t.Errorf("parsed %d files, want one of package lib", len(files))
	}
}
