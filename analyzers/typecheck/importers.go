package typecheck

import (
	"maps"
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
	found, _ := new(importerMemo).importers(snap, dirs)
	return found
}

// importerMemo remembers, by content id, whether a file imports one of
// the packages looked for, so that the second side of a change reads
// only the files the change touched (snapshot.Identified).
type importerMemo struct {
	targets string          // the import paths looked for, sorted, one a line
	imports map[string]bool // content id → imports one of targets
}

// importers also lists the Go files it could not read (too large, held
// in Git LFS), any of which may be an importer.
func (m *importerMemo) importers(snap snapshot.Snapshot, dirs []string) (_ []string, unread []snapshot.Skip) {
	s := &side{mods: readModules(snap)}
	targets := map[string]bool{}
	for _, d := range dirs {
		targets[s.importPath(d)] = true
	}
	if t := strings.Join(slices.Sorted(maps.Keys(targets)), "\n"); t != m.targets || m.imports == nil {
		m.targets, m.imports = t, map[string]bool{}
	}
	ids, _ := snap.(snapshot.Identified)
	found := map[string]bool{}
	for _, p := range snap.Paths() {
		dir := path.Dir(p)
		if !strings.HasSuffix(p, ".go") || found[dir] || slices.Contains(dirs, dir) || skippedDir(dir) || inVendor(dir) {
			continue
		}
		id, byID := "", false
		if ids != nil {
			id, byID = ids.ContentID(p)
		}
		imports, known := m.imports[id]
		if !known || !byID {
			var err error
			if imports, err = importsOneOf(snap, p, targets); err != nil {
				unread = append(unread, snapshot.Skip{Path: p, Reason: err.Error()})
				continue
			}
			if byID {
				m.imports[id] = imports
			}
		}
		if imports {
			found[dir] = true
		}
	}
	out := make([]string, 0, len(found))
	for d := range found {
		out = append(out, d)
	}
	slices.Sort(out)
	return out, unread
}

// importsOneOf reports whether snap's file p imports one of targets; an
// error is a file that may, unread.
func importsOneOf(snap snapshot.Snapshot, p string, targets map[string]bool) (bool, error) {
	if err := linked(snap, p); err != nil {
		return false, err
	}
	src, err := snap.ReadFile(p)
	if snapshot.Unreadable(err) {
		return false, err
	}
	if err != nil {
		return false, nil
	}
	_, imports, ok := headerImports(p, src)
	if !ok {
		return false, nil
	}
	for _, imp := range imports {
		if ip, err := strconv.Unquote(imp.lit); err == nil && targets[ip] {
			return true, nil
		}
	}
	return false, nil
}

func inVendor(dir string) bool {
	return dir == "vendor" || strings.HasPrefix(dir, "vendor/") || strings.Contains(dir, "/vendor/") || strings.HasSuffix(dir, "/vendor")
}
