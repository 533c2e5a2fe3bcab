package typecheck

import (
	"go/version"
	"path"
	"strings"

	"golang.org/x/mod/modfile"
	"golang.org/x/mod/module"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// goModule is one go.mod of a snapshot.
type goModule struct {
	root, path string // directory in the snapshot; module path
	goVersion  string // "go1.22", "" when absent or unusable
	require    map[string]string
	replace    map[string]module.Version // old path → new; Version "" for a directory
	// sums holds the modules go.sum vouches for (a "path version h1:"
	// line); nil when the go command does not consult go.sum for this
	// module's builds: it vendors, or a go.work holds it.
	sums map[module.Version]bool
}

// readModules reads every go.mod in the snapshot. One that does not parse
// contributes what it can (its module path, when that much is there).
func readModules(snap snapshot.Snapshot) []*goModule {
	var mods []*goModule
	for _, p := range snap.Paths() {
		if path.Base(p) != "go.mod" || skippedDir(path.Dir(p)) {
			continue
		}
		data, err := snap.ReadFile(p)
		if err != nil {
			continue
		}
		f, err := modfile.Parse(p, data, nil)
		if err != nil {
			if f, err = modfile.ParseLax(p, data, nil); err != nil {
				continue
			}
		}
		if f.Module == nil {
			continue
		}
		m := &goModule{root: path.Dir(p), path: f.Module.Mod.Path, require: map[string]string{}, replace: map[string]module.Version{}}
		if f.Go != nil && version.IsValid("go"+f.Go.Version) {
			m.goVersion = "go" + f.Go.Version
		}
		for _, r := range f.Require {
			m.require[r.Mod.Path] = r.Mod.Version
		}
		for _, r := range f.Replace {
			m.replace[r.Old.Path] = r.New
		}
		mods = append(mods, m)
	}
	// One pass over the paths, not one per module: a monorepo holds
	// hundreds of go.mod files and readModules runs for every side.
	workspace, vendors := false, map[string]bool{} // directories holding vendor/
	for _, p := range snap.Paths() {
		workspace = workspace || path.Base(p) == "go.work"
		if i := strings.Index("/"+p, "/vendor/"); i >= 0 {
			vendors[path.Clean("./"+p[:max(i-1, 0)])] = true
		}
	}
	for _, m := range mods {
		if !workspace && !vendors[m.root] {
			m.sums = readSums(snap, path.Join(m.root, "go.sum"))
		}
	}
	return mods
}

// readSums reads the modules a go.sum holds a hash of the content of
// (not only of their go.mod): none when there is no go.sum.
func readSums(snap snapshot.Snapshot, p string) map[module.Version]bool {
	sums := map[module.Version]bool{}
	data, _ := snap.ReadFile(p)
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) == 3 && strings.HasPrefix(f[2], "h1:") && !strings.HasSuffix(f[1], "/go.mod") {
			sums[module.Version{Path: f[0], Version: f[1]}] = true
		}
	}
	return sums
}

// enclosing is the module whose root is dir or its nearest ancestor.
func enclosing(mods []*goModule, dir string) *goModule {
	var best *goModule
	for _, m := range mods {
		if within(dir, m.root) && (best == nil || len(m.root) > len(best.root)) {
			best = m
		}
	}
	return best
}

// within reports whether dir is root or below it ("." holds everything).
func within(dir, root string) bool {
	return root == "." || dir == root || strings.HasPrefix(dir, root+"/")
}

// under returns the part of importPath below modPath, and whether it is
// in that module at all.
func under(importPath, modPath string) (string, bool) {
	if importPath == modPath {
		return "", true
	}
	rest, ok := strings.CutPrefix(importPath, modPath+"/")
	return rest, ok && modPath != ""
}

// requirement is the module of m's requirements that provides importPath
// (the longest matching module path), after replacements.
func (m *goModule) requirement(importPath string) (mod module.Version, rest string, ok bool) {
	best := ""
	for p := range m.require {
		if _, in := under(importPath, p); in && len(p) > len(best) {
			best = p
		}
	}
	if best == "" {
		return mod, "", false
	}
	rest, _ = under(importPath, best)
	mod = module.Version{Path: best, Version: m.require[best]}
	if r, ok := m.replace[best]; ok {
		mod = r
	}
	return mod, rest, true
}

// skippedDir reports a directory the go command never builds: testdata,
// and names starting with "." or "_", at any depth.
func skippedDir(dir string) bool {
	if dir == "." {
		return false
	}
	for _, e := range strings.Split(dir, "/") {
		if e == "testdata" || strings.HasPrefix(e, ".") || strings.HasPrefix(e, "_") {
			return true
		}
	}
	return false
}
