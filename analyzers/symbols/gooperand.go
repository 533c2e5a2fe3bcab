package symbols

import (
	"go/ast"
	"go/token"
)

// typeRef names a package-level type as a file spells it: qual is the
// import's local name for pkg.T, "" for a type of the file's own package.
type typeRef struct{ qual, name string }

// operandType is the type of a selector's operand x when syntax alone shows
// it, without a type checker: a composite literal T{} or &T{}, a method
// expression T.M or (*T).M, or a variable declared with T or *T (a
// parameter, var x T, x := T{}). A Go variable's type never changes after
// its declaration, so these are exact. Anything else (a call result, a
// field, a package-level var of another file) is unknown: ok is false.
func (c *collector) operandType(x ast.Expr, depth int) (typeRef, bool) {
	if depth > 4 {
		return typeRef{}, false
	}
	switch e := x.(type) {
	case *ast.ParenExpr:
		return c.operandType(e.X, depth+1)
	case *ast.StarExpr:
		return c.operandType(e.X, depth+1)
	case *ast.UnaryExpr:
		if e.Op == token.AND {
			return c.operandType(e.X, depth+1)
		}
	case *ast.CompositeLit:
		return c.typeExpr(e.Type)
	case *ast.SelectorExpr:
		return c.typeExpr(e) // pkg.T as a method expression's operand
	case *ast.Ident:
		if c.unresolved[e] || (e.Obj != nil && c.topDecls[e.Obj.Decl] && e.Obj.Kind == ast.Typ) {
			return typeRef{name: e.Name}, true // the type itself, if it is one at head
		}
		if e.Obj != nil && e.Obj.Kind == ast.Var {
			return c.declaredType(e, depth)
		}
	}
	return typeRef{}, false
}

// declaredType is the type a variable's declaration states or initialises.
func (c *collector) declaredType(id *ast.Ident, depth int) (typeRef, bool) {
	switch d := id.Obj.Decl.(type) {
	case *ast.Field:
		return c.typeExpr(d.Type)
	case *ast.ValueSpec:
		if d.Type != nil {
			return c.typeExpr(d.Type)
		}
		if i := identIndex(d.Names, id.Name); i >= 0 && len(d.Values) == len(d.Names) {
			return c.literalType(d.Values[i], depth)
		}
	case *ast.AssignStmt:
		if i := exprIndex(d.Lhs, id.Name); d.Tok == token.DEFINE && i >= 0 && len(d.Rhs) == len(d.Lhs) {
			return c.literalType(d.Rhs[i], depth)
		}
	}
	return typeRef{}, false
}

// literalType accepts an initialiser only when it is T{} or &T{}.
func (c *collector) literalType(x ast.Expr, depth int) (typeRef, bool) {
	for {
		switch e := x.(type) {
		case *ast.ParenExpr:
			x = e.X
			continue
		case *ast.UnaryExpr:
			if e.Op == token.AND {
				x = e.X
				continue
			}
		case *ast.CompositeLit:
			return c.operandType(e, depth+1)
		}
		return typeRef{}, false
	}
}

// typeExpr reads a type expression: T, *T, pkg.T, T[K]. T must name a
// package-level type (unresolved in the file or declared at its top level):
// a type parameter or a local type resolves elsewhere and is refused.
func (c *collector) typeExpr(x ast.Expr) (typeRef, bool) {
	switch e := x.(type) {
	case *ast.StarExpr:
		return c.typeExpr(e.X)
	case *ast.ParenExpr:
		return c.typeExpr(e.X)
	case *ast.IndexExpr:
		return c.typeExpr(e.X)
	case *ast.IndexListExpr:
		return c.typeExpr(e.X)
	case *ast.Ident:
		if c.unresolved[e] || (e.Obj != nil && c.topDecls[e.Obj.Decl]) {
			return typeRef{name: e.Name}, true
		}
	case *ast.SelectorExpr:
		if pkg, ok := e.X.(*ast.Ident); ok && c.unresolved[pkg] {
			return typeRef{qual: pkg.Name, name: e.Sel.Name}, true
		}
	}
	return typeRef{}, false
}

func identIndex(names []*ast.Ident, name string) int {
	for i, n := range names {
		if n.Name == name {
			return i
		}
	}
	return -1
}

func exprIndex(exprs []ast.Expr, name string) int {
	for i, x := range exprs {
		if id, ok := x.(*ast.Ident); ok && id.Name == name {
			return i
		}
	}
	return -1
}
