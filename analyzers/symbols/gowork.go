package symbols

import (
	"path"
	"strings"

	"golang.org/x/mod/modfile"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// goLinks knows which of a repository's Go modules build against the
// repository's own copy of another: one module, modules a go.work uses
// together, or a replace directive (in go.mod or go.work) pointing at the
// other's directory. Any other module that imports a package of the
// repository gets it from the module cache, at the version it requires:
// a symbol removed here is not removed there, so its uses are no proof
// of a broken build.
type goLinks struct {
	mods map[string]string // module root → module path
	// works maps a go.work's directory to the module roots it uses.
	works map[string]map[string]bool
	// replaced maps a module root (or a go.work's directory) to the
	// module roots its replace directives point at, by module path.
	replaced map[string]map[string]string
}

func readGoLinks(snap snapshot.Snapshot, paths []string) *goLinks {
	g := &goLinks{mods: map[string]string{}, works: map[string]map[string]bool{}, replaced: map[string]map[string]string{}}
	for _, p := range paths {
		base := path.Base(p)
		if base != "go.mod" && base != "go.work" {
			continue
		}
		src, err := snap.ReadFile(p)
		if err != nil {
			continue
		}
		dir := path.Dir(p)
		var replaces []*modfile.Replace
		required := map[string]string{}
		if base == "go.mod" {
			// Parse, not ParseLax: ParseLax drops replace directives
			// (they bind only the main module, and each module of the
			// repository is the main module of its own build). A go.mod
			// the strict parser refuses keeps its module path and no
			// replacements: its uses elsewhere stay unattributed.
			f, err := modfile.Parse(p, src, nil)
			if err != nil {
				if f, err = modfile.ParseLax(p, src, nil); err != nil {
					continue
				}
				f.Replace = nil
			}
			if f.Module == nil {
				continue
			}
			g.mods[dir] = f.Module.Mod.Path
			replaces = f.Replace
			for _, r := range f.Require {
				required[r.Mod.Path] = r.Mod.Version
			}
		} else {
			f, err := modfile.ParseWork(p, src, nil)
			if err != nil {
				continue
			}
			g.works[dir] = map[string]bool{}
			for _, u := range f.Use {
				g.works[dir][path.Join(dir, u.Path)] = true
			}
			replaces = f.Replace
		}
		for _, r := range replaces {
			if r.Old.Version != "" && base == "go.mod" && required[r.Old.Path] != r.Old.Version {
				continue // replaces a version this module does not build with
			}
			if r.New.Version == "" && local(r.New.Path) {
				if g.replaced[dir] == nil {
					g.replaced[dir] = map[string]string{}
				}
				g.replaced[dir][r.Old.Path] = path.Join(dir, r.New.Path)
			}
		}
	}
	return g
}

// local: a replacement by a directory relative to the go.mod, as the
// go command reads one ("..", "../x", ".", "./x"); an absolute path lies
// outside the repository.
func local(p string) bool {
	return p == "." || p == ".." || strings.HasPrefix(p, "./") || strings.HasPrefix(p, "../")
}

// moduleOf is the root of the module holding directory dir, "" when
// none does.
func (g *goLinks) moduleOf(dir string) string {
	for d := dir; ; d = path.Dir(d) {
		if _, ok := g.mods[d]; ok {
			return d
		}
		if d == "." || d == "/" {
			return ""
		}
	}
}

// linked: code in directory from builds against this copy of the
// package in directory to.
func (g *goLinks) linked(from, to string) bool {
	a, b := g.moduleOf(from), g.moduleOf(to)
	if a == b || a == "" || b == "" {
		return true
	}
	for dir, uses := range g.works {
		if uses[a] && uses[b] && inDir(from, dir) {
			return true
		}
		if uses[a] && inDir(from, dir) && g.replaced[dir][g.mods[b]] == b {
			return true
		}
	}
	return g.replaced[a][g.mods[b]] == b
}

// unlinkedNote says why uses in other modules are no proof.
func (g *goLinks) unlinkedNote(to string) string {
	return "used only in modules that build against a published version of " + g.mods[g.moduleOf(to)] +
		" (no go.work or replace directive points them at this copy)"
}
