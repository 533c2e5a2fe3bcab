package typecheck

import (
	"strconv"
	"strings"
)

// The go command refuses an import of a package below an internal
// directory from outside the tree that holds it ("use of internal
// package … not allowed"), which go/types, given the package's types,
// never sees: a range that imports another tree's internal package broke
// the build while every type checked. Import paths stand for the
// directories the go command compares, as the snapshot's modules lay
// them out.

// internalDenied reports whether a package at importer may not import p.
func internalDenied(importer, p string) bool {
	var i int
	switch {
	case strings.HasSuffix(p, "/internal"):
		i = len(p) - len("internal")
	case strings.Contains(p, "/internal/"):
		i = strings.LastIndex(p, "/internal/") + 1
	case p == "internal" || strings.HasPrefix(p, "internal/"):
		return true // the standard library's own: no checked package is one of its
	default:
		return false
	}
	parent := p[:i-1]
	return importer != parent && !strings.HasPrefix(importer, parent+"/")
}

// internalSites are the errors at the imports of files that a package
// at importer may not make.
func (c *GoChecker) internalSites(importer string, files []goFile) []Site {
	var sites []Site
	for _, f := range files {
		for _, imp := range f.ast.Imports {
			p, err := strconv.Unquote(imp.Path.Value)
			if err != nil || !internalDenied(importer, p) {
				continue
			}
			pos := c.fset.Position(imp.Pos()) // the name, when the import gives one
			sites = append(sites, Site{Path: f.path, Line: pos.Line, Col: pos.Column, Msg: "use of internal package " + p + " not allowed"})
		}
	}
	return sites
}
