package typecheck

import "go/ast"

// mainUndeclared is the error the go command's link gives a main package
// whose files declare no func main ("function main is undeclared in the
// main package"), which go/types does not check: a range that renames
// main breaks the build while every type checks. It has no position of
// its own; it stands at the first file's package name. It is not said
// where a file left out with cgo off declares a main and mentions cgo:
// the package is built with cgo on where that file is its main.
func (c *GoChecker) mainUndeclared(lib []goFile) (Site, bool) {
	if len(lib) == 0 || lib[0].ast.Name.Name != "main" {
		return Site{}, false
	}
	for _, f := range lib {
		for _, d := range f.ast.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv == nil && fn.Name.Name == "main" {
				return Site{}, false
			}
		}
	}
	pos := c.fset.Position(lib[0].ast.Name.Pos())
	return Site{Path: lib[0].path, Line: pos.Line, Col: pos.Column, Msg: "function main is undeclared in the main package"}, true
}
