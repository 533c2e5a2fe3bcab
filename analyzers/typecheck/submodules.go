package typecheck

import (
	"fmt"
	"path"
	"strconv"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
	"golang.org/x/mod/modfile"
	"golang.org/x/mod/module"
)

// hiddenImporters lists the submodules at head that may hold packages
// importing one of dirs, with why. A submodule's files are another
// repository's objects, which no snapshot of this one holds, yet the go
// command builds them as part of the module whose tree they sit in (when
// they have no go.mod of their own) or of a go.work: a package there
// that imports a changed one is an importer no check here sees. Where
// this machine holds the submodule's repository, its Go files are read
// for their imports instead, and only one that imports a changed
// package (or cannot be read) keeps it listed.
func hiddenImporters(head snapshot.Snapshot, dirs []string) []snapshot.Skip {
	subs := snapshot.SubmodulesOf(head)
	if len(subs) == 0 {
		return nil
	}
	mods := readModules(head)
	workspace := false
	for _, p := range head.Paths() {
		if path.Base(p) == "go.work" {
			workspace = true
			break
		}
	}
	s := &side{mods: mods}
	targets := map[string]bool{}
	for _, d := range dirs {
		targets[s.importPath(d)] = true
	}
	var hidden []snapshot.Skip
	for _, sub := range subs {
		if !workspace && !mayImport(mods, sub, dirs) {
			continue
		}
		if why := submoduleImports(head, sub, targets); why != "" {
			hidden = append(hidden, snapshot.Skip{Path: sub, Reason: why})
		}
	}
	return hidden
}

// submoduleImports is why the submodule at sub may import one of
// targets, "" when its Go files, read, import none of them.
func submoduleImports(head snapshot.Snapshot, sub string, targets map[string]bool) string {
	files, ok := snapshot.SubmoduleFiles(head, sub)
	if !ok || len(snapshot.SubmodulesOf(files)) > 0 {
		return "a submodule, not read: its packages may import a changed one"
	}
	for _, p := range files.Paths() {
		if !strings.HasSuffix(p, ".go") || skippedDir(path.Dir(p)) || inVendor(path.Dir(p)) {
			continue
		}
		imports, err := importsOneOf(files, p, targets)
		if err != nil {
			return fmt.Sprintf("a submodule whose %s was not read (%v): it may import a changed package", path.Join(sub, p), err)
		}
		if imports {
			return fmt.Sprintf("a submodule whose %s imports a changed package: it is not checked", path.Join(sub, p))
		}
	}
	return ""
}

// mayImport reports whether a submodule at sub lies in the tree of a
// module holding one of dirs, or where no go.mod encloses one of them.
func mayImport(mods []*goModule, sub string, dirs []string) bool {
	for _, d := range dirs {
		m := enclosing(mods, d)
		if m == nil || within(sub, m.root) || replacedInto(m, sub) {
			return true
		}
	}
	return false
}

// replacedInto reports whether m replaces a module by a folder that is,
// holds or lies in sub: the go command builds that module's packages
// from there with m's, and one may import a package of m.
func replacedInto(m *goModule, sub string) bool {
	for _, repl := range m.replace {
		if dir, ok := localReplace(m, repl); ok && (within(dir, sub) || within(sub, dir)) {
			return true
		}
	}
	return false
}

// localReplace is the folder of the tree a replacement by a directory
// names, ok false for a module version or an absolute path.
func localReplace(m *goModule, repl module.Version) (string, bool) {
	if repl.Version != "" || !modfile.IsDirectoryPath(repl.Path) || path.IsAbs(repl.Path) {
		return "", false
	}
	return path.Join(m.root, repl.Path), true
}

// importedSubmodules lists the submodules at head that hold packages one
// of dirs imports, with why. The go command builds them from the
// submodule's files, which no snapshot holds: what a package uses from
// them resolves nowhere on either side, so a new use of a name they lack
// is no new error here.
func importedSubmodules(head snapshot.Snapshot, dirs []string) []snapshot.Skip {
	subs := snapshot.SubmodulesOf(head)
	if len(subs) == 0 || len(dirs) == 0 {
		return nil
	}
	mods := readModules(head)
	s := &side{mods: mods}
	prefixes := map[string][]string{} // submodule → import paths of its packages' roots
	for _, sub := range subs {
		if enclosing(mods, sub) != nil {
			prefixes[sub] = append(prefixes[sub], s.importPath(sub))
		}
		for _, m := range mods {
			for old, repl := range m.replace {
				dir, ok := localReplace(m, repl)
				switch {
				case !ok:
				case within(dir, sub):
					prefixes[sub] = append(prefixes[sub], old)
				case within(sub, dir):
					prefixes[sub] = append(prefixes[sub], old+"/"+strings.TrimPrefix(sub, dir+"/"))
				}
			}
		}
		if files, ok := snapshot.SubmoduleFiles(head, sub); ok {
			for _, m := range readModules(files) {
				prefixes[sub] = append(prefixes[sub], m.path)
			}
		}
	}
	var found []snapshot.Skip
	imports := importsOf(head, dirs)
	for _, sub := range subs {
		if ip, p := importedUnder(imports, prefixes[sub]); ip != "" {
			found = append(found, snapshot.Skip{Path: sub, Reason: fmt.Sprintf(
				"a submodule holding %s, which %s imports: its files are not checked, so what the package uses from it is unchecked", ip, p)})
		}
	}
	return found
}

// anImport is one import a checked package's file writes.
type anImport struct{ path, file string }

// importsOf lists the imports the Go files of dirs write at head.
func importsOf(head snapshot.Snapshot, dirs []string) []anImport {
	wanted := map[string]bool{}
	for _, d := range dirs {
		wanted[d] = true
	}
	var all []anImport
	for _, p := range head.Paths() {
		if !strings.HasSuffix(p, ".go") || !wanted[path.Dir(p)] || linked(head, p) != nil {
			continue
		}
		src, err := head.ReadFile(p)
		if err != nil {
			continue // listed where the package is checked
		}
		_, imports, ok := headerImports(p, src)
		if !ok {
			continue
		}
		for _, imp := range imports {
			if ip, err := strconv.Unquote(imp.lit); err == nil {
				all = append(all, anImport{ip, p})
			}
		}
	}
	return all
}

// importedUnder returns the first of imports of a package at or under
// one of prefixes, and the file writing it; "" when none.
func importedUnder(imports []anImport, prefixes []string) (ip, file string) {
	for _, imp := range imports {
		for _, pre := range prefixes {
			if imp.path == pre || strings.HasPrefix(imp.path, pre+"/") {
				return imp.path, imp.file
			}
		}
	}
	return "", ""
}
