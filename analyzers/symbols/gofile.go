package symbols

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path"
	"strconv"
)

// goFile is what one parsed Go file contributes: its definitions and every
// name it uses that could refer to a package-level symbol.
type goFile struct {
	path, dir, pkg string
	defs           []goDef
	imports        []goImport
	// idents are uses that resolve to file scope or stay unresolved (so may
	// be package-level in another file, or predeclared); locals are not here.
	idents []nameAt
	// pkgSels are x.Sel where x is unresolved: an import, or a package-level
	// value declared in another file. Which one is decided once every
	// package's name is known.
	pkgSels []pkgSel
	// linknames are the symbols //go:linkname directives pull from
	// other packages, as import path (x) and name (sel).
	linknames []pkgSel
	// selectors are the Sel of every selector expression: method references,
	// with the operand's type when syntax shows it.
	selectors []selAt
	// ifaceMethods are method names declared by interface types.
	ifaceMethods []string
	// constraint is the build constraint the file is built under, ""
	// when always (goConstraint).
	constraint string
}

type goDef struct {
	name    string // Name, or Type.Method
	method  string // the method name for a method, else ""
	line    int
	endLine int
	// params is a plain function's parameter count (-1 for anything else):
	// the shape that tells a TestX(t) the toolchain calls from a TestX().
	params int
	// shape is set for a type: what else its selectors could reach.
	shape *typeShape
}

type goImport struct{ name, path string }

type nameAt struct {
	name string
	line int
}

// selAt is x.name at a line; typed says typ is x's type.
type selAt struct {
	nameAt
	typ   typeRef
	typed bool
}

type pkgSel struct {
	x, sel string
	line   int
}

// pkgKey identifies a Go package: a directory and a package name, so that
// an external test package (foo_test) is apart from foo.
func (f *goFile) pkgKey() string { return f.dir + ":" + f.pkg }

// parseGoFile parses src. Object resolution stays on: it is what tells a
// use of a package-level name from a local that shadows it.
func parseGoFile(filePath string, src []byte) (*goFile, error) {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, filePath, src, 0)
	if err != nil {
		return nil, err
	}
	gf := &goFile{path: filePath, dir: path.Dir(filePath), pkg: file.Name.Name, constraint: goConstraint(filePath, src)}
	line := func(p token.Pos) int { return fset.Position(p).Line }
	for _, spec := range file.Imports {
		imp := goImport{}
		imp.path, _ = strconv.Unquote(spec.Path.Value)
		if spec.Name != nil {
			imp.name = spec.Name.Name
		}
		gf.imports = append(gf.imports, imp)
	}
	tf := fset.File(file.Pos())
	gf.linknames = goLinknames(src, func(off int) int { return tf.Line(tf.Pos(off)) })
	c := collector{gf: gf, line: line, topDecls: map[any]bool{}, defIdents: map[*ast.Ident]bool{},
		unresolved: make(map[*ast.Ident]bool, len(file.Unresolved))}
	for _, id := range file.Unresolved {
		c.unresolved[id] = true
	}
	c.collectDefs(file)
	for _, decl := range file.Decls {
		c.walk(decl)
	}
	return gf, nil
}
