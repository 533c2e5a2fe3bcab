package typecheck

import (
	"fmt"
	"path"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
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
		if m == nil || within(sub, m.root) {
			return true
		}
	}
	return false
}
