package typecheck

import (
	"go/ast"
	"go/parser"
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
	pruneDecls([]*ast.File{f}, func(n string) bool { return n == "selectedByImporter" })
	got := strings.Join(declNames(f), " ")
	want := "first second Third Exported field size Exported.m helperT New impl impl.close selectedByImporter a B"
	if got != want {
		t.Errorf("kept %s\nwant %s", got, want)
	}
}

// Pruning a dependency changes none of an importer's messages: an
// unexported name it writes, a method it lacks, a type reached through
// an exported function.
func TestPruneDeclsKeepsImportersMessages(t *testing.T) {
	snap := snapshot.Map{"go.mod": shareMod,
		"dep/dep.go": "package dep\n\ntype T struct{}\n\nfunc (T) hidden() {}\n\ntype I interface{ hidden() }\n\nfunc secret() int { return 1 }\n\nfunc Make() inner { return inner{} }\n\ntype inner struct{ N int }\n\nfunc (inner) Get() string { return \"\" }\n",
		"app/app.go": "package app\n\nimport \"example.com/m/dep\"\n\nvar _ = dep.secret()\n\nvar _ dep.I = struct{}{}\n\nvar _ int = dep.Make().Get()\n",
	}
	res := NewGoChecker(testEnv(t)).Check(snap, []string{"app"})
	want := []string{
		"app/app.go:5:13: name secret not exported by package dep",
		"app/app.go:7:15: cannot use struct{}{} (value of type struct{}) as dep.I value in variable declaration: struct{} does not implement dep.I (missing method hidden)",
		"app/app.go:9:13: cannot use dep.Make().Get() (value of type string) as int value in variable declaration",
	}
	if got := siteLines(res.Sites); !slices.Equal(got, want) {
		t.Errorf("sites\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
