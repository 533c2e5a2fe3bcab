package typecheck

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// declarations prints a file's declarations, function bodies left out,
// each with where it starts and ends: what a dependency's types are made
// of.
func declarations(t testing.TB, src []byte) (string, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "x.go", src, parser.SkipObjectResolution)
	if err != nil {
		return "", err
	}
	var b bytes.Buffer
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok {
			fd.Body = nil
		}
		b.WriteString(fset.Position(d.Pos()).String() + " " + fset.Position(d.End()).String() + " ")
		if err := printer.Fprint(&b, fset, d); err != nil {
			t.Fatal(err)
		}
		b.WriteByte('\n')
	}
	return b.String(), nil
}

// checkBlanked holds blankBodies to go/parser: a file that parses has,
// blanked, the same declarations at the same places, and the same bytes
// outside the bodies.
func checkBlanked(t testing.TB, name string, src []byte) bool {
	want, err := declarations(t, src)
	if err != nil {
		return false
	}
	blank, ok := blankBodies(src)
	if !ok {
		return false
	}
	got, err := declarations(t, blank)
	if err != nil {
		t.Errorf("%s: blanked, it does not parse: %v\n%s", name, err, blank)
		return true
	}
	if got != want {
		t.Errorf("%s: declarations differ\nblanked:\n%s\nwritten:\n%s", name, got, want)
	}
	if len(blank) != len(src) || bytes.Count(blank, []byte("\n")) != bytes.Count(src, []byte("\n")) {
		t.Errorf("%s: blanking moved lines", name)
	}
	return true
}

func TestBlankBodies(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		blanked   bool   // blankBodies takes it
		left      string // a body's text that must be gone
	}{
		{"plain", "package p\n\nfunc F() int { return 1 }\n", true, "return 1"},
		{"struct result", "package p\n\nfunc F() struct{ A int } { return struct{ A int }{1} }\n", true, "{1}"},
		{"interface constraint", "package p\n\nfunc F[T interface{ ~int }](x T) T { return x + 1 }\n", true, "x + 1"},
		{"method", "package p\n\ntype T struct{}\n\nfunc (t *T) M(x [2]int) { _ = x[1] }\n", true, "x[1]"},
		{"func result", "package p\n\nfunc F() func() { return func() { println() } }\n", true, "println"},
		{"no body then literal", "package p\n\nfunc Asm(x int)\n\ntype T struct{ A int }\n\nvar V = T{A: 1}\n", true, ""},
		{"braces in strings and comments", "package p\n\nfunc F() string {\n\t// }\n\t/* { */\n\tr := '}'\n\t_ = r\n\treturn `}` + \"{\\\"}\"\n}\n\nvar X = 1\n", true, "return"},
		{"array length literal", "package p\n\ntype T struct{ A int }\n\nfunc F(x [len([1]T{{}})]int) int { return x[0] }\n", true, "x[0]"},
		{"closure in var", "package p\n\nvar F = func() int { return 1 }\n", true, ""},
		{"line directive", "package p\n\nfunc F() {\n//line other.go:10\n}\n\nvar X int\n", false, ""},
		{"line directive after a byte order mark", "\xef\xbb\xbf//line other.go:10\npackage p\n\nfunc F() { _ = 1 }\n", false, ""},
		{"block line directive within a line", "package p\n\nfunc F() { /*line other.go:10*/ _ = 1 }\n\nvar X int\n", false, ""},
		{"line directive named in a comment", "package p\n\n// Note that //line directives move positions.\nfunc F() {\n\t_ = 1 // //line x.go:1\n}\n", true, "_ = 1"},
		{"unbalanced", "package p\n\nfunc F() {\n", false, ""},
		{"unterminated string", "package p\n\nfunc F() { _ = \"x\n}\n", false, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			blank, ok := blankBodies([]byte(tc.src))
			if ok != tc.blanked {
				t.Fatalf("blanked %v, want %v", ok, tc.blanked)
			}
			if !ok {
				return
			}
			if tc.left != "" && bytes.Contains(blank, []byte(tc.left)) {
				t.Errorf("%q is still there:\n%s", tc.left, blank)
			}
			checkBlanked(t, tc.name, []byte(tc.src))
		})
	}
}

// The declarations of the standard library's go/types and net/http (and,
// with REVIEWLINT_BLANK_ROOT=DIR, of every .go file under DIR, such as
// GOROOT/src or the module cache) are the same blanked.
func TestBlankBodiesOnRealCode(t *testing.T) {
	goroot := LocalGoEnv().GOROOT
	roots := []string{filepath.Join(goroot, "src", "go", "types"), filepath.Join(goroot, "src", "net", "http")}
	if root := os.Getenv("REVIEWLINT_BLANK_ROOT"); root != "" {
		roots = []string{root}
	} else if goroot == "" {
		t.Skip("no GOROOT")
	}
	files := 0
	for _, root := range roots {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") {
				return nil
			}
			src, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			if checkBlanked(t, p, src) {
				files++
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if files < 100 {
		t.Errorf("only %d files blanked", files)
	}
}

func FuzzBlankBodies(f *testing.F) {
	for _, s := range []string{
		"package p\n\nfunc F() int { return 1 }\n",
		"package p\n\nfunc F() struct{ A int } { return struct{ A int }{1} }\n",
		"package p\n\nfunc Asm(x int)\n\nvar V = T{A: 1}\n",
		"package p\n\nfunc F[T interface{ ~int }](x T) T { return x }\n",
		"package p\n\nfunc F() { s := `}`; r := '{'; _ = \"}\" /* { */ }\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		checkBlanked(t, "input", src)
	})
}

// blankRange leaves the newlines and makes every other byte a space,
// whatever the alignment and the bytes around.
func TestBlankRange(t *testing.T) {
	src := []byte("a\nbc\n\n\tdefghij\nklmnopqrstuvwxyz\n\n\n\n\n\n\n\n0123456789\xff\x0a\x8a\x0b" + strings.Repeat("x", 17))
	for start := 0; start < 9; start++ {
		for end := start; end <= len(src); end++ {
			got := bytes.Clone(src)
			blankRange(got[start:end])
			for i, c := range got {
				want := src[i]
				if i >= start && i < end && want != '\n' {
					want = ' '
				}
				if c != want {
					t.Fatalf("[%d:%d]: byte %d is %q, want %q", start, end, i, c, want)
				}
			}
		}
	}
}
