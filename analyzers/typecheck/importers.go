package typecheck

import (
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// Importers lists the package directories of snap, other than dirs, with
// a file (test files included) that imports one of dirs' packages: the
// packages a change to dirs can break without touching them. Only import
// declarations are parsed; directories the go command never builds are
// left out.
func Importers(snap snapshot.Snapshot, dirs []string) []string {
	s := &side{mods: readModules(snap)}
	targets := map[string]bool{}
	for _, d := range dirs {
		targets[s.importPath(d)] = true
	}
	found := map[string]bool{}
	for _, p := range snap.Paths() {
		dir := path.Dir(p)
		if !strings.HasSuffix(p, ".go") || found[dir] || slices.Contains(dirs, dir) || skippedDir(dir) || inVendor(dir) {
			continue
		}
		src, err := snap.ReadFile(p)
		if err != nil {
			continue
		}
		_, imports, ok := headerImports(p, src)
		if !ok {
			continue
		}
		for _, imp := range imports {
			if ip, err := strconv.Unquote(imp.lit); err == nil && targets[ip] {
				found[dir] = true
				break
			}
		}
	}
	out := make([]string, 0, len(found))
	for d := range found {
		out = append(out, d)
	}
	slices.Sort(out)
	return out
}

func inVendor(dir string) bool {
	return dir == "vendor" || strings.HasPrefix(dir, "vendor/") || strings.Contains(dir, "/vendor/") || strings.HasSuffix(dir, "/vendor")
}
