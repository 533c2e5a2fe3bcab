// Command typeinject plants one known type error in a Go file, for
// bench/typecheck.sh: go run ./bench/typeinject KIND FILE. It rewrites
// FILE and prints the 1-based line where the error will be reported, or
// "-" when the error lands in other files (a renamed function's callers).
// It exits 3 when the file offers no place for that kind of error.
//
// Kinds: assign (a string assigned to an int at the end of the file),
// undefined (a use of an undefined name at the top of the first function
// body), import (a used import removed: its uses become undefined), rename
// (the first top-level function renamed: its callers break), arity (the
// first call of a function of the same file given one more argument).
package main

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"strconv"
	"strings"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: typeinject assign|undefined|import|rename|arity FILE")
		os.Exit(2)
	}
	kind, file := os.Args[1], os.Args[2]
	src, err := os.ReadFile(file)
	if err != nil {
		fail(err)
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, file, src, 0)
	if err != nil {
		fail(err)
	}
	out, line, ok := inject(kind, fset, f, src)
	if !ok {
		fmt.Fprintf(os.Stderr, "typeinject: no place for %s in %s\n", kind, file)
		os.Exit(3)
	}
	if err := os.WriteFile(file, out, 0o644); err != nil {
		fail(err)
	}
	if line == 0 {
		fmt.Println("-")
	} else {
		fmt.Println(line)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "typeinject:", err)
	os.Exit(2)
}

func inject(kind string, fset *token.FileSet, f *ast.File, src []byte) ([]byte, int, bool) {
	off := func(p token.Pos) int { return fset.Position(p).Offset }
	switch kind {
	case "assign":
		out := append(bytes.TrimRight(bytes.Clone(src), "\n"), []byte("\n\nvar _ int = \"injected\"\n")...)
		return out, bytes.Count(out, []byte("\n")), true
	case "undefined":
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				at := off(fd.Body.Lbrace) + 1
				out := splice(src, at, at, "\n\t_ = injectedUndefinedName")
				return out, fset.Position(fd.Body.Lbrace).Line + 1, true
			}
		}
	case "import":
		for _, imp := range f.Imports {
			name := importName(imp)
			if name == "_" || name == "." || name == "" || !uses(f, name) {
				continue
			}
			line := fset.Position(imp.Pos()).Line
			// A lone `import "fmt"` goes with its keyword: a bare
			// `import` left behind is a syntax error on that line, not
			// the undefined uses the harness expects.
			from, to := imp.Pos(), imp.End()
			if d := importDecl(f, imp); d != nil && !d.Lparen.IsValid() {
				from, to = d.Pos(), d.End()
			}
			return splice(src, off(from), off(to), ""), firstUse(fset, f, name), line > 0
		}
	case "rename":
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && fd.Name.Name != "main" && fd.Name.Name != "init" && !strings.HasPrefix(fd.Name.Name, "Test") {
				return splice(src, off(fd.Name.End()), off(fd.Name.End()), "Injected"), 0, true
			}
		}
	case "arity":
		funcs := map[string]int{}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && fd.Type.TypeParams == nil && !variadic(fd.Type) {
				funcs[fd.Name.Name] = fd.Type.Params.NumFields()
			}
		}
		var found *ast.CallExpr
		ast.Inspect(f, func(n ast.Node) bool {
			if c, ok := n.(*ast.CallExpr); ok && found == nil {
				if id, ok := c.Fun.(*ast.Ident); ok && c.Ellipsis == token.NoPos {
					if _, ok := funcs[id.Name]; ok {
						found = c
					}
				}
			}
			return found == nil
		})
		if found != nil {
			extra := "0"
			if len(found.Args) > 0 {
				extra = ", 0"
			}
			return splice(src, off(found.Rparen), off(found.Rparen), extra), fset.Position(found.Rparen).Line, true
		}
	}
	return nil, 0, false
}

// importDecl returns the import declaration that holds imp.
func importDecl(f *ast.File, imp *ast.ImportSpec) *ast.GenDecl {
	for _, d := range f.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.IMPORT {
			for _, s := range g.Specs {
				if s == imp {
					return g
				}
			}
		}
	}
	return nil
}

func variadic(t *ast.FuncType) bool {
	l := t.Params.List
	if len(l) == 0 {
		return false
	}
	_, ok := l[len(l)-1].Type.(*ast.Ellipsis)
	return ok
}

func splice(src []byte, from, to int, text string) []byte {
	out := append([]byte{}, src[:from]...)
	out = append(out, text...)
	return append(out, src[to:]...)
}

func importName(imp *ast.ImportSpec) string {
	if imp.Name != nil {
		return imp.Name.Name
	}
	p, _ := strconv.Unquote(imp.Path.Value)
	name := p[strings.LastIndex(p, "/")+1:]
	if len(name) > 1 && name[0] == 'v' && strings.Trim(name[1:], "0123456789") == "" {
		rest := strings.TrimSuffix(p, "/"+name)
		name = rest[strings.LastIndex(rest, "/")+1:]
	}
	return strings.TrimPrefix(name, "go-")
}

func uses(f *ast.File, name string) bool { return firstUseNode(f, name) != nil }

func firstUse(fset *token.FileSet, f *ast.File, name string) int {
	return fset.Position(firstUseNode(f, name).Pos()).Line
}

func firstUseNode(f *ast.File, name string) ast.Node {
	var found ast.Node
	ast.Inspect(f, func(n ast.Node) bool {
		if s, ok := n.(*ast.SelectorExpr); ok && found == nil {
			if id, ok := s.X.(*ast.Ident); ok && id.Name == name {
				found = id
			}
		}
		return found == nil
	})
	return found
}
