package typecheck

import (
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// declNames lists a file's package-level names, methods as T.m.
func declNames(f *ast.File) []string {
	var out []string
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			name := d.Name.Name
			if d.Recv != nil {
				recv, _ := receiverName(d.Recv)
				name = recv + "." + name
			}
			out = append(out, name)
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.ValueSpec:
					for _, n := range s.Names {
						out = append(out, n.Name)
					}
				case *ast.TypeSpec:
					out = append(out, s.Name.Name)
				}
			}
		}
	}
	return out
}

func TestPruneDeclsKeepsWhatImportersReach(t *testing.T) {
	src := `package p

import "strings"

const (
	first = iota
	second
	Third
)

const lone = 1

type Exported struct{ f field }

type field [size]byte

const size = 4

func (Exported) m() helperT { return helperT{} }

type helperT int

type orphan int

func (orphan) M() {}

func New() *impl { return nil }

type impl struct{}

func (*impl) close() {}

func unused() strings.Builder { return strings.Builder{} }

func selectedByImporter() {}

var _ = unused()

func init() {}

var a, B = 1, 2

var c int
`
	f, err := parser.ParseFile(token.NewFileSet(), "p.go", src, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	pruneDecls([]*ast.File{f}, func(n string) bool { return ast.IsExported(n) || n == "selectedByImporter" })
	got := strings.Join(declNames(f), " ")
	want := "first second Third Exported field size Exported.m helperT New impl impl.close selectedByImporter a B"
	if got != want {
		t.Errorf("kept %s\nwant %s", got, want)
	}
	// An exported name nobody writes goes too, with what only it names.
	f, _ = parser.ParseFile(token.NewFileSet(), "p.go", src, parser.SkipObjectResolution)
	pruneDecls([]*ast.File{f}, func(n string) bool { return n == "New" })
	if got, want := strings.Join(declNames(f), " "), "New impl impl.close"; got != want {
		t.Errorf("kept %s\nwant %s", got, want)
	}
}

// Pruning a dependency changes none of an importer's messages: an
// unexported name it writes, a method it lacks, a type reached through
// an exported function and another package, the exported name a
// misspelt one hints at, a dot import's names.
func TestPruneDeclsKeepsImportersMessages(t *testing.T) {
	snap := snapshot.Map{"go.mod": shareMod,
		"dep/dep.go": "package dep\n\nimport \"example.com/m/via\"\n\ntype T struct{}\n\nfunc (T) hidden() {}\n\ntype I interface{ hidden() }\n\nfunc secret() int { return 1 }\n\nfunc Make() via.Inner { return via.Inner{} }\n\nfunc LongName() {}\n",
		"via/via.go": "package via\n\ntype Inner struct{ N int }\n\nfunc (Inner) Get() string { return \"\" }\n",
		"dot/dot.go": "package dot\n\nconst Answer = \"42\"\n",
		"app/app.go": "package app\n\nimport (\n\t\"example.com/m/dep\"\n\t. \"example.com/m/dot\"\n)\n\nvar _ = dep.secret()\n\nvar _ dep.I = struct{}{}\n\nvar _ int = dep.Make().Get()\n\nvar _ = dep.longname\n\nvar _ int = Answer\n",
	}
	res := NewGoChecker(testEnv(t)).Check(snap, []string{"app"})
	want := []string{
		"app/app.go:8:13: name secret not exported by package dep",
		"app/app.go:10:15: cannot use struct{}{} (value of type struct{}) as dep.I value in variable declaration: struct{} does not implement dep.I (missing method hidden)",
		"app/app.go:12:13: cannot use dep.Make().Get() (value of type string) as int value in variable declaration",
		"app/app.go:14:13: undefined: dep.longname (but have LongName)",
		"app/app.go:16:13: cannot use Answer (untyped string constant \"42\") as int value in variable declaration",
	}
	if got := siteLines(res.Sites); !slices.Equal(got, want) {
		t.Errorf("sites\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// Every name go/scanner reads after a dot is noted, in the whole file
// (noteSelected) and outside the function bodies (scanDecls), with the
// identifier before the dot or, where a space or a comment is, with none.
func FuzzSelectedNames(f *testing.F) {
	for _, s := range []string{
		"package p\n\nvar _ = fmt.Sprint(x.\n\tField, y./* c */Name, z.// c\nOther)\n",
		"package p\n\nfunc F() { a.inside() }\n\nvar V = b.Outside\n",
		"package p\n\nvar s = \"a.b\" + `c.d` + 'e' + x.Ünïcode\n",
		"package p\n\nvar f = 1.5e3 + x.y2\n",
		"package p\n\nvar _ = a /* c */ .B + c\n\t.D + e().F\n",
	} {
		f.Add([]byte(s))
	}
	f.Add([]byte("package p\n\nvar _ = a.ÜberName + a.MixedCase + a.mixedcase + a.X_Y9 + a.ǅ + a.\xffBad\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		whole := map[string]bool{}
		noteSelected(src, whole)
		d, ok := scanDecls(src)
		var sc scanner.Scanner
		sc.Init(token.NewFileSet().AddFile("", -1, len(src)), src, func(token.Position, string) {}, 0)
		afterDot := false
		var qual, prev string // the identifier before the dot, the last one read
		for {
			pos, tok, lit := sc.Scan()
			if tok == token.EOF {
				break
			}
			if afterDot && tok == token.IDENT && qual != "" {
				noted := func(names map[string]bool) bool {
					l := strings.ToLower(lit)
					return names[strings.ToLower(qual)+"."+l] || names["."+l]
				}
				if !noted(whole) {
					t.Fatalf("noteSelected missed %s.%s: %v", qual, lit, whole)
				}
				inBody := slices.ContainsFunc(d.bodies, func(b [2]int) bool { return b[0] <= int(pos)-1 && int(pos)-1 < b[1] })
				if ok && !inBody && !noted(d.selected) {
					t.Fatalf("scanDecls missed %s.%s at %d", qual, lit, pos)
				}
			}
			afterDot = tok == token.PERIOD
			if afterDot {
				qual = prev
			}
			prev = ""
			if tok == token.IDENT {
				prev = lit
			}
		}
	})
}
