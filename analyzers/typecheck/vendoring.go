package typecheck

import (
	"go/version"
	"path"
	"strings"

	"golang.org/x/mod/modfile"
	"golang.org/x/mod/module"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A module with a vendor directory builds from it (go 1.14 and later),
// and the go command first holds go.mod to vendor/modules.txt: a
// requirement or replacement one has and the other does not stops every
// build in the module ("inconsistent vendoring"). A range that bumps a
// requirement without `go mod vendor` breaks the build while every type
// checks against the old vendored copy. vendorSites states those
// refusals, at the go.mod line or the modules.txt line that disagrees,
// as the go command's checkVendorConsistency words them.

// vendorEntry is one module vendor/modules.txt lists.
type vendorEntry struct {
	explicit    bool
	replacement module.Version
	line        int
}

// vendorSites are the vendoring errors of the modules enclosing dirs in
// snap.
func vendorSites(snap snapshot.Snapshot, dirs []string) []Site {
	roots := map[string]bool{}
	for _, m := range readModules(snap) {
		for _, d := range dirs {
			if enclosing([]*goModule{m}, d) != nil && !roots[m.root] {
				roots[m.root] = true
			}
		}
	}
	for _, p := range snap.Paths() {
		if path.Base(p) == "go.work" {
			return nil // a workspace builds from its own vendor directory, if any
		}
	}
	var sites []Site
	for root := range roots {
		sites = append(sites, moduleVendorSites(snap, root)...)
	}
	return sites
}

// moduleVendorSites checks one module's go.mod against its
// vendor/modules.txt.
func moduleVendorSites(snap snapshot.Snapshot, root string) []Site {
	modPath, listPath := path.Join(root, "go.mod"), path.Join(root, "vendor", "modules.txt")
	data, err := snap.ReadFile(modPath)
	if err != nil {
		return nil
	}
	f, err := modfile.Parse(modPath, data, nil)
	if err != nil || f.Go == nil || version.Compare("go"+f.Go.Version, "go1.14") < 0 || !hasDir(snap, path.Join(root, "vendor")) {
		return nil // no vendor directory, or one the go command does not use by itself
	}
	list, _ := snap.ReadFile(listPath)
	entries, replaced := readVendorList(string(list))
	var sites []Site
	bad := func(p string, line int, mod module.Version, detail string) {
		name := mod.Path
		if mod.Version != "" {
			name += "@" + mod.Version
		}
		sites = append(sites, Site{Path: p, Line: line, Msg: "inconsistent vendoring: " + name + ": " + detail})
	}
	required := map[module.Version]bool{}
	for _, r := range f.Require {
		required[r.Mod] = true
		if !entries[r.Mod].explicit {
			bad(modPath, r.Syntax.Start.Line, r.Mod, "is explicitly required in go.mod, but not marked as explicit in vendor/modules.txt")
		}
	}
	seen := map[module.Version]bool{}
	for _, r := range f.Replace {
		if seen[r.Old] {
			continue
		}
		seen[r.Old] = true
		switch vr := entries[r.Old].replacement; {
		case vr == module.Version{}:
			bad(modPath, r.Syntax.Start.Line, r.Old, "is replaced in go.mod, but not marked as replaced in vendor/modules.txt")
		case vr != r.New:
			bad(modPath, r.Syntax.Start.Line, r.Old, "is replaced by "+describeVersion(r.New)+" in go.mod, but marked as replaced by "+describeVersion(vr)+" in vendor/modules.txt")
		}
	}
	for mod, e := range entries {
		if e.explicit && !required[mod] {
			bad(listPath, e.line, mod, "is marked as explicit in vendor/modules.txt, but not explicitly required in go.mod")
		}
	}
	for _, mod := range replaced {
		if !seen[mod] && !seen[module.Version{Path: mod.Path}] {
			bad(listPath, entries[mod].line, mod, "is marked as replaced in vendor/modules.txt, but not replaced in go.mod")
		}
	}
	return sites
}

// readVendorList reads vendor/modules.txt as the go command does: a
// "# path version [=> new [version]]" line names a module, a
// "## explicit" line after it marks it required by go.mod.
func readVendorList(list string) (map[module.Version]vendorEntry, []module.Version) {
	entries := map[module.Version]vendorEntry{}
	var replaced []module.Version
	var cur module.Version
	have := false
	for i, line := range strings.Split(list, "\n") {
		switch {
		case strings.HasPrefix(line, "# "):
			f := strings.Fields(line[2:])
			have = false
			var mod module.Version
			switch {
			case len(f) >= 2 && f[1] != "=>":
				mod = module.Version{Path: f[0], Version: f[1]}
				f = f[2:]
			case len(f) >= 1:
				mod = module.Version{Path: f[0]}
				f = f[1:]
			default:
				continue
			}
			e := entries[mod]
			e.line = i + 1
			if len(f) >= 2 && f[0] == "=>" {
				e.replacement = module.Version{Path: f[1]}
				if len(f) >= 3 {
					e.replacement.Version = f[2]
				}
				replaced = append(replaced, mod)
			}
			entries[mod] = e
			cur, have = mod, true
		case strings.HasPrefix(line, "## ") && have:
			for _, meta := range strings.Split(line[3:], ";") {
				if strings.TrimSpace(meta) == "explicit" {
					e := entries[cur]
					e.explicit = true
					entries[cur] = e
				}
			}
		}
	}
	return entries, replaced
}

func describeVersion(m module.Version) string {
	if m.Version == "" {
		return m.Path
	}
	return m.Path + "@" + m.Version
}

// hasDir reports whether the snapshot holds a file below dir.
func hasDir(snap snapshot.Snapshot, dir string) bool {
	for _, p := range snap.Paths() {
		if strings.HasPrefix(p, dir+"/") {
			return true
		}
	}
	return false
}

// vendoredModuleDirs are, for each module whose go.mod or
// vendor/modules.txt is among others (changed files that are not Go)
// and that vendors, one of its package directories: the vendoring
// check covers the whole module, and needs a package of it checked.
func vendoredModuleDirs(others []string, snaps ...snapshot.Snapshot) []string {
	var out []string
	for _, p := range others {
		root := ""
		switch {
		case path.Base(p) == "go.mod":
			root = path.Dir(p)
		case p == "vendor/modules.txt" || strings.HasSuffix(p, "/vendor/modules.txt"):
			root = path.Dir(path.Dir(p))
		default:
			continue
		}
		for _, snap := range snaps {
			if d := firstPackageDir(snap, root); d != "" && hasDir(snap, path.Join(root, "vendor")) {
				out = append(out, d)
				break
			}
		}
	}
	return out
}

// firstPackageDir is the first directory, in path order, of the module
// at root that holds a Go file: not below its vendor directory or
// another module's root.
func firstPackageDir(snap snapshot.Snapshot, root string) string {
	mods := readModules(snap)
	for _, p := range snap.Paths() {
		d := path.Dir(p)
		if !strings.HasSuffix(p, ".go") || !within(d, root) || notBuilt(d) {
			continue
		}
		if m := enclosing(mods, d); m == nil || m.root != root {
			continue
		}
		if rel := strings.TrimPrefix(d, root+"/"); rel == "vendor" || strings.HasPrefix(rel, "vendor/") || strings.Contains(d, "/vendor/") {
			continue
		}
		return d
	}
	return ""
}
