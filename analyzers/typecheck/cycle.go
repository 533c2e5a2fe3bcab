package typecheck

import (
	"strconv"
	"strings"
)

// The go command refuses a package that imports itself through others
// ("import cycle not allowed"); go/types, given each import's types,
// never sees the loop, and resolving cuts it where a dependency closes
// it, as the dependency's own error, which is not reported. A range that
// adds an import closing a cycle broke the build while every type
// checked. cycleVia finds the loop through the packages of the unit's
// own module, every import their files write counted (a cycle through
// function bodies is one too); external test packages may import the
// package, and are not followed from. Another module of the snapshot is
// not followed: outside a workspace the go command builds it at the
// version go.mod requires, another copy of the unit's package.

// cycleVia is the first of imports through which the snapshot's packages
// import u back, or "".
func (s *side) cycleVia(u *unit, imports []string, main *goModule) string {
	seen := map[*node]bool{}
	for _, first := range imports {
		queue := []*node{s.snapshotDep(first, origin{dir: u.dir}, main)}
		for len(queue) > 0 {
			n := queue[0]
			queue = queue[1:]
			if n == nil || seen[n] || enclosing(s.mods, n.dir) != main {
				continue
			}
			seen[n] = true
			if n.dir == u.dir {
				return first
			}
			queue = append(queue, s.snapshotDeps(n)...)
		}
	}
	return ""
}

// snapshotDeps are the snapshot's packages n's files import, resolved
// once a side: every unit's search walks the same graph.
func (s *side) snapshotDeps(n *node) []*node {
	if deps, ok := s.edges[n]; ok {
		return deps
	}
	s.readHeaders(n, false)
	var deps []*node
	for _, p := range n.allImports {
		if d := s.snapshotDep(p, n.from, n.main); d != nil {
			deps = append(deps, d)
		}
	}
	if s.edges == nil {
		s.edges = map[*node][]*node{}
	}
	s.edges[n] = deps
	return deps
}

// snapshotDep is the snapshot's package an import leads to, or nil: a
// package of the standard library or the module cache imports none of
// the snapshot's.
func (s *side) snapshotDep(p string, from origin, main *goModule) *node {
	if p == "C" || p == "unsafe" || from.disk {
		return nil
	}
	if first, _, _ := strings.Cut(p, "/"); !strings.Contains(first, ".") && !s.inSnapshotModule(p) {
		return nil
	}
	n, err := s.resolve(p, from, main)
	if err != nil || n == nil || n.src == nil || n.err != nil {
		return nil
	}
	return n
}

// cycleSite is the error at the import that closes u's cycle, in the
// first of files that writes it.
func (c *GoChecker) cycleSite(u *unit, files []goFile) (Site, bool) {
	if u.cycleVia == "" {
		return Site{}, false
	}
	for _, f := range files {
		for _, imp := range f.ast.Imports {
			if p, err := strconv.Unquote(imp.Path.Value); err != nil || p != u.cycleVia {
				continue
			}
			msg := "import cycle not allowed"
			if strings.HasSuffix(f.path, "_test.go") {
				msg += " in test"
			}
			pos := c.fset.Position(imp.Path.Pos())
			return Site{Path: f.path, Line: pos.Line, Col: pos.Column, Msg: msg}, true
		}
	}
	return Site{}, false
}
