package symbols

import (
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// goRefs indexes head's references to the names of interest, by how they
// can reach a symbol: unqualified within a package, qualified through an
// import path, or by selector name (methods).
type goRefs struct {
	unqualified map[string]map[string][]snapshot.Place // pkgKey → name
	qualified   map[string]map[string][]snapshot.Place // import path → name
	selectors   map[string][]snapshot.Place
	// typed are the selectors whose operand's type syntax shows, by
	// typedKey: the only uses that can be pinned on one type's method.
	typed map[string][]snapshot.Place
	// ifaceMethods are method names some interface at head declares: a
	// method may be "used" by satisfying it, with no call to see.
	ifaceMethods map[string]bool
	// dotBare are the bare uses in files with dot imports, with the
	// import paths their file dot-imports: the name there may be any of
	// theirs.
	dotBare map[snapshot.Place][]string
	// alone are the bare uses in files the go command builds only on
	// their own (//go:build ignore: `go run gen.go`), where a name
	// another file of the package defines is not in scope.
	alone map[snapshot.Place]bool
}

// indexGoRefs builds the index from head's files. importPathOf gives a
// package directory's import path; pkgNames gives the package name an
// unnamed import binds, by import path.
func indexGoRefs(files []*goFile, wanted map[string]bool, pkgNames map[string]string) *goRefs {
	refs := &goRefs{
		unqualified:  map[string]map[string][]snapshot.Place{},
		qualified:    map[string]map[string][]snapshot.Place{},
		selectors:    map[string][]snapshot.Place{},
		typed:        map[string][]snapshot.Place{},
		ifaceMethods: map[string]bool{},
		dotBare:      map[snapshot.Place][]string{},
		alone:        map[snapshot.Place]bool{},
	}
	for _, gf := range files {
		local, dots := importNames(gf.imports, pkgNames)
		alone := builtAlone(gf.constraint)
		addIdent := func(name string, line int) {
			if !wanted[name] {
				return
			}
			at := snapshot.Place{Path: gf.path, Line: line}
			if len(dots) > 0 {
				refs.dotBare[at] = dots
			}
			if alone {
				refs.alone[at] = true
			}
			add(refs.unqualified, gf.pkgKey(), name, at)
			for _, dotPath := range dots {
				add(refs.qualified, dotPath, name, at)
			}
		}
		for _, id := range gf.idents {
			addIdent(id.name, id.line)
		}
		for _, ps := range gf.pkgSels {
			if importPath, ok := local[ps.x]; ok {
				if wanted[ps.sel] {
					add(refs.qualified, importPath, ps.sel, snapshot.Place{Path: gf.path, Line: ps.line})
				}
				continue
			}
			addIdent(ps.x, ps.line)
		}
		for _, sel := range gf.selectors {
			if !wanted[sel.name] {
				continue
			}
			at := snapshot.Place{Path: gf.path, Line: sel.line}
			refs.selectors[sel.name] = append(refs.selectors[sel.name], at)
			switch ip, imported := local[sel.typ.qual]; {
			case !sel.typed:
			case sel.typ.qual == "":
				key := typedKey("pkg", gf.pkgKey(), sel.typ.name, sel.name)
				refs.typed[key] = append(refs.typed[key], at)
			case imported:
				key := typedKey("import", ip, sel.typ.name, sel.name)
				refs.typed[key] = append(refs.typed[key], at)
			}
		}
		for _, ln := range gf.linknames {
			at := snapshot.Place{Path: gf.path, Line: ln.line}
			typ, method, isMethod := strings.Cut(ln.sel, ".")
			switch {
			case isMethod && wanted[method]:
				key := typedKey("import", ln.x, typ, method)
				refs.typed[key] = append(refs.typed[key], at)
				refs.selectors[method] = append(refs.selectors[method], at)
			case !isMethod && wanted[ln.sel]:
				add(refs.qualified, ln.x, ln.sel, at)
			}
		}
		for _, m := range gf.ifaceMethods {
			refs.ifaceMethods[m] = true
		}
	}
	return refs
}

// typedKey identifies method on typ of a package, named by its pkgKey
// ("pkg") or its import path ("import").
func typedKey(by, pkg, typ, method string) string {
	return by + " " + pkg + " " + typ + "." + method
}

// importNames maps the names a file's imports bind to their import paths,
// and lists dot-imported paths (their names are used unqualified).
func importNames(imports []goImport, pkgNames map[string]string) (map[string]string, []string) {
	local := make(map[string]string, len(imports))
	var dots []string
	for _, imp := range imports {
		switch {
		case imp.name == ".":
			dots = append(dots, imp.path)
		case imp.name == "_":
		case imp.name != "":
			local[imp.name] = imp.path
		case pkgNames[imp.path] != "":
			local[pkgNames[imp.path]] = imp.path
		default:
			local[defaultImportName(imp.path)] = imp.path
		}
	}
	return local, dots
}

func add(m map[string]map[string][]snapshot.Place, key, name string, at snapshot.Place) {
	inner := m[key]
	if inner == nil {
		inner = map[string][]snapshot.Place{}
		m[key] = inner
	}
	inner[name] = append(inner[name], at)
}

// packageNames maps import paths to the package name of their non-test
// files, so an unnamed import binds the right name.
func packageNames(files []*goFile, importPathOf func(dir string) string) map[string]string {
	names := map[string]string{}
	for _, gf := range files {
		if strings.HasSuffix(gf.path, "_test.go") {
			continue
		}
		if ip := importPathOf(gf.dir); ip != "" {
			names[ip] = gf.pkg
		}
	}
	return names
}
