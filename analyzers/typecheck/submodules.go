package typecheck

import (
	"path"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// hiddenImporters lists the submodules at head that may hold packages
// importing one of dirs. A submodule's files are another repository's
// objects, which no snapshot of this one holds, yet the go command
// builds them as part of the module whose tree they sit in (when they
// have no go.mod of their own) or of a go.work: a package there that
// imports a changed one is an importer no check here sees.
func hiddenImporters(head snapshot.Snapshot, dirs []string) []string {
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
	var hidden []string
	for _, s := range subs {
		if workspace || mayImport(mods, s, dirs) {
			hidden = append(hidden, s)
		}
	}
	return hidden
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
