package symbols

import (
	"go/ast"
	"go/token"
)

// collector gathers one file's definitions and references.
type collector struct {
	gf   *goFile
	line func(token.Pos) int
	// topDecls are the declarations an ident's Obj.Decl points at when it
	// names a package-level symbol of this file.
	topDecls map[any]bool
	// defIdents are the defining names themselves, never references.
	defIdents  map[*ast.Ident]bool
	unresolved map[*ast.Ident]bool
}

func (c *collector) collectDefs(file *ast.File) {
	for _, decl := range file.Decls {
		switch d := decl.(type) {
		case *ast.FuncDecl:
			c.defIdents[d.Name] = true
			def := goDef{name: d.Name.Name, line: c.line(d.Name.Pos()), endLine: c.line(d.End()), params: -1}
			if d.Recv != nil && len(d.Recv.List) > 0 {
				def.method = d.Name.Name
				def.name = receiverType(d.Recv.List[0].Type) + "." + d.Name.Name
			} else {
				c.topDecls[d] = true
				def.params = d.Type.Params.NumFields()
			}
			c.gf.defs = append(c.gf.defs, def)
		case *ast.GenDecl:
			for _, spec := range d.Specs {
				c.collectSpec(spec)
			}
		}
	}
}

func (c *collector) collectSpec(spec ast.Spec) {
	end := c.line(spec.End())
	switch s := spec.(type) {
	case *ast.TypeSpec:
		c.topDecls[s] = true
		c.defIdents[s.Name] = true
		c.gf.defs = append(c.gf.defs, goDef{name: s.Name.Name, line: c.line(s.Name.Pos()), endLine: end, params: -1, shape: shapeOf(s)})
	case *ast.ValueSpec:
		c.topDecls[s] = true
		for _, name := range s.Names {
			c.defIdents[name] = true
			if name.Name != "_" {
				c.gf.defs = append(c.gf.defs, goDef{name: name.Name, line: c.line(name.Pos()), endLine: end, params: -1})
			}
		}
	}
}

// receiverType is the base type name of a receiver: T from T, *T, T[K].
func receiverType(expr ast.Expr) string {
	for {
		switch e := expr.(type) {
		case *ast.StarExpr:
			expr = e.X
		case *ast.ParenExpr:
			expr = e.X
		case *ast.IndexExpr:
			expr = e.X
		case *ast.IndexListExpr:
			expr = e.X
		case *ast.Ident:
			return e.Name
		default:
			return "?"
		}
	}
}

// walk records references under node. A method's receiver type counts: a
// method left behind on a removed type is what breaks the build, so the type
// is still referenced (and an added type with methods is not "unreferenced").
func (c *collector) walk(node ast.Node) {
	ast.Inspect(node, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			typ, typed := c.operandType(n.X, 0)
			c.gf.selectors = append(c.gf.selectors, selAt{nameAt{n.Sel.Name, c.line(n.Sel.Pos())}, typ, typed})
			if x, ok := n.X.(*ast.Ident); ok && c.unresolved[x] {
				c.gf.pkgSels = append(c.gf.pkgSels, pkgSel{x.Name, n.Sel.Name, c.line(x.Pos())})
				return false
			}
		case *ast.InterfaceType:
			for _, field := range n.Methods.List {
				for _, name := range field.Names {
					c.gf.ifaceMethods = append(c.gf.ifaceMethods, name.Name)
				}
			}
		case *ast.Ident:
			c.ident(n)
		}
		return true
	})
}

// ident keeps a use that may name a package-level symbol: unresolved in the
// file (declared in another file of the package, or predeclared) or
// resolved to one of this file's top-level declarations. Selector names,
// struct fields and composite-literal keys have no object and are not in
// the file's unresolved list, so they fall out here.
func (c *collector) ident(id *ast.Ident) {
	if id.Name == "_" || c.defIdents[id] {
		return
	}
	if c.unresolved[id] || (id.Obj != nil && c.topDecls[id.Obj.Decl]) {
		c.gf.idents = append(c.gf.idents, nameAt{id.Name, c.line(id.Pos())})
	}
}
