package typecheck

import (
	"bytes"
	"go/parser"
	"go/token"
	"path"
	"strconv"
	"strings"

	"golang.org/x/mod/module"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// moduleChangeDirs are, for each module whose go.mod or go.sum is among
// others (changed files that are not Go), the package directories of the
// module, on either side, whose Go files import a package of a module
// the change affects: one whose requirement or replacement differs
// between the sides, or that go.sum vouches for on one side only. Such a
// range changes no Go file, yet may break those packages' build (a
// missing go.sum entry, a version without the package).
func moduleChangeDirs(others []string, base, head snapshot.Snapshot) []string {
	roots := map[string]bool{}
	for _, p := range others {
		if b := path.Base(p); b == "go.mod" || b == "go.sum" {
			roots[path.Dir(p)] = true
		}
	}
	if len(roots) == 0 {
		return nil
	}
	byRoot := func(snap snapshot.Snapshot) map[string]*goModule {
		out := map[string]*goModule{}
		for _, m := range readModules(snap) {
			out[m.root] = m
		}
		return out
	}
	bm, hm := byRoot(base), byRoot(head)
	dirs := map[string]bool{}
	for root := range roots {
		b, h := bm[root], hm[root]
		if b == nil || h == nil {
			continue // a module added or removed: its Go files changed too
		}
		affected := affectedModules(b, h)
		if len(affected) == 0 {
			continue
		}
		for _, snap := range []snapshot.Snapshot{base, head} {
			importers(snap, root, affected, dirs)
		}
	}
	var out []string
	for d := range dirs {
		out = append(out, d)
	}
	return out
}

// affectedModules are the module paths whose requirement, replacement or
// go.sum entry differs between b and h, the same module's two sides.
func affectedModules(b, h *goModule) []string {
	paths := map[string]bool{}
	for p := range b.require {
		paths[p] = true
	}
	for p := range h.require {
		paths[p] = true
	}
	var out []string
	for p := range paths {
		bv, bok := b.provider(p)
		hv, hok := h.provider(p)
		if bok != hok || bv != hv || b.vouches(bv) != h.vouches(hv) {
			out = append(out, p)
		}
	}
	return out
}

// provider is the module version that provides the required module path
// p, its replacement applied.
func (m *goModule) provider(p string) (module.Version, bool) {
	v, ok := m.require[p]
	if !ok {
		return module.Version{}, false
	}
	if r, ok := m.replace[p]; ok {
		return r, true
	}
	return module.Version{Path: p, Version: v}, true
}

// vouches reports whether the go command would take mod as go.sum
// stands: always where it does not consult go.sum, and for a directory.
func (m *goModule) vouches(mod module.Version) bool {
	return m.sums == nil || mod.Version == "" || m.sums[mod]
}

// importers adds to dirs the package directories of the module at root
// in snap whose Go files import a package of one of mods.
func importers(snap snapshot.Snapshot, root string, mods []string, dirs map[string]bool) {
	all := readModules(snap)
	for _, p := range snap.Paths() {
		d := path.Dir(p)
		if !strings.HasSuffix(p, ".go") || dirs[d] || !within(d, root) || notBuilt(d) || strings.Contains("/"+d+"/", "/vendor/") {
			continue
		}
		if m := enclosing(all, d); m == nil || m.root != root {
			continue
		}
		src, err := snap.ReadFile(p)
		if err != nil || !mentionsAny(src, mods) {
			continue
		}
		f, _ := parser.ParseFile(token.NewFileSet(), p, src, parser.ImportsOnly|parser.SkipObjectResolution)
		if f == nil {
			continue
		}
		for _, imp := range f.Imports {
			ip, err := strconv.Unquote(imp.Path.Value)
			if err != nil {
				continue
			}
			for _, mod := range mods {
				if _, in := under(ip, mod); in {
					dirs[d] = true
				}
			}
		}
	}
}

func mentionsAny(src []byte, words []string) bool {
	for _, w := range words {
		if bytes.Contains(src, []byte(w)) {
			return true
		}
	}
	return false
}
