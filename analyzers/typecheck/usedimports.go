package typecheck

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"
)

// usedImports lists the imports of n that the declarations left in
// files may name: an import whose name no identifier of them spells
// plays no part in the package's types, and what it leads to need not
// be read. A dot import is always used.
func usedImports(n *node, files []*ast.File) map[string]*node {
	used := map[string]*node{}
	for _, f := range files {
		names := map[string][]*node{}
		for _, imp := range f.Imports {
			p, err := strconv.Unquote(imp.Path.Value)
			if err != nil {
				continue
			}
			dep, ok := n.imports[p]
			if !ok || used[p] != nil {
				continue
			}
			name := dep.name
			if imp.Name != nil {
				name = imp.Name.Name
			}
			switch name {
			case "_":
			case "", ".":
				used[p] = dep
			default:
				names[name] = append(names[name], dep)
			}
		}
		if len(names) == 0 {
			continue
		}
		for _, d := range f.Decls {
			if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.IMPORT {
				continue
			}
			ast.Inspect(d, func(x ast.Node) bool {
				if id, ok := x.(*ast.Ident); ok {
					for _, dep := range names[id.Name] {
						used[dep.importPath] = dep
					}
					delete(names, id.Name)
				}
				return len(names) > 0
			})
			if len(names) == 0 {
				break
			}
		}
	}
	return used
}

// depImporter resolves a dependency's imports: those its declarations
// use to the loaded packages, the others to stubs that stand for them
// in what go/types keeps of a package's imports.
func (d *depCache) depImporter(n *node, used map[string]*node) importerFunc {
	full := d.importer(n.imports, n.importErrs)
	return func(p string) (*types.Package, error) {
		if dep, ok := n.imports[p]; ok && used[p] == nil && dep.err == nil {
			return d.stub(dep), nil
		}
		return full(p)
	}
}

// stub is a package that stands for n where n's types are not needed:
// a package go/types checks keeps the packages it imports, and theirs,
// and names a type in a message by its package's path where two of them
// have one name. A stub has n's path and name, and imports what n would.
func (d *depCache) stub(n *node) *types.Package {
	d.mu.Lock()
	pkg := d.stubs[n]
	d.mu.Unlock()
	if pkg != nil {
		return pkg
	}
	pkg = types.NewPackage(n.importPath, n.name)
	var imports []*types.Package
	seen := map[string]bool{}
	for _, p := range n.allImports {
		if seen[p] {
			continue
		}
		seen[p] = true
		imports = append(imports, d.stubImport(n, p))
	}
	pkg.SetImports(imports)
	pkg.MarkComplete()
	d.mu.Lock()
	if d.stubs[n] == nil {
		d.stubs[n] = pkg
	}
	pkg = d.stubs[n]
	d.mu.Unlock()
	return pkg
}

// stubImport is the package go/types would record for n's import of p.
func (d *depCache) stubImport(n *node, p string) *types.Package {
	switch p {
	case "unsafe":
		return types.Unsafe
	case "C":
		return types.NewPackage("C", "C")
	}
	dep, ok := n.imports[p]
	if !ok || dep.err != nil || dep.name == "" || dep.name == "_" {
		return fakePackage(p)
	}
	return d.stub(dep)
}

// fakePackage is the package go/types makes up for an import that
// fails, named as it names it.
func fakePackage(p string) *types.Package {
	name := strings.TrimSuffix(p, "/")
	if i := strings.LastIndex(name, "/"); i >= 0 {
		name = name[i+1:]
	}
	return types.NewPackage(p, name)
}
