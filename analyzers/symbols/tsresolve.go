package symbols

import (
	"path"
	"slices"
	"strings"
)

// synGap is a route the resolver does not follow: an import that names
// a module of the repository which it could not resolve to a file. What
// it imports may be the removed symbol: that claim is ambiguous.
type synGap struct {
	why  string
	dirs []string // where the modules it may name lie; nil: anywhere
	// stem, when set, is the only file name (its extension left out) the
	// modules it may name have.
	stem string
	// under, when set, is a directory any of whose modules the gap may
	// lead to, whatever stem and dirs say.
	under string
}

// reaches: the gap may lead to a file at p.
func (g synGap) reaches(p string) bool {
	if g.why == "" {
		return false
	}
	if g.under != "" && inDir(p, g.under) {
		return true
	}
	if g.stem != "" && tsStem(p) != g.stem {
		return false
	}
	if g.dirs == nil {
		return true
	}
	for _, d := range g.dirs {
		if inDir(p, d) {
			return true
		}
	}
	return false
}

// resolve names the files a non-relative specifier loads from file from,
// as TypeScript resolves it in each program that may compile from (its
// own paths, inherited or not, and baseUrl, whichever configuration
// above from has them): tsconfig paths (the longest matching pattern,
// each target in turn), baseUrl, then the repository's own packages by
// name. A specifier of the repository's that does not resolve is a gap;
// none of the repository's (an npm dependency) gives neither, and the
// caller's guesses apply.
func (w *tsWorkspace) resolve(fs *fileSet, from, spec string) ([]string, synGap) {
	_, sig := w.suffixSettings(from)
	key := path.Dir(from) + "\x00" + spec + "\x00" + sig + "\x00" + w.programSig(from)
	if got, ok := w.resolved[key]; ok {
		return got.files, got.gap
	}
	files, gap := w.resolveUncached(fs, from, spec)
	w.resolved[key] = tsResolved{files, gap}
	return files, gap
}

type tsResolved struct {
	files []string
	gap   synGap
}

func (w *tsWorkspace) resolveUncached(fs *fileSet, from, spec string) ([]string, synGap) {
	var files []string
	var gap synGap
	add := func(got []string, g synGap) {
		for _, f := range got {
			if !slices.Contains(files, f) {
				files = append(files, f)
			}
		}
		if gap.why == "" {
			gap = g
		}
	}
	byName := false // a program looks the name up among the packages
	cfgs := w.programConfigs(from)
	if len(cfgs) == 0 {
		byName = true
	}
	for _, cfg := range cfgs {
		got, g := w.resolveInConfig(fs, from, spec, cfg)
		if got == nil && g.why == "" && cfg.resolutionKind() == tsClassic {
			got, g = w.resolveClassic(fs, from, spec)
		} else {
			byName = byName || got == nil && g.why == ""
		}
		add(got, g)
	}
	if byName {
		add(w.resolvePackage(fs, from, spec))
	}
	if gap.why == "" {
		return files, synGap{}
	}
	// One program's route is not followed: what the others load may be
	// the module it names, as far as can be told.
	for _, f := range files {
		if gap.dirs != nil { // nil: anywhere already
			gap.dirs = append(gap.dirs, path.Dir(f))
		}
		if gap.stem != tsStem(f) {
			gap.stem = ""
		}
	}
	return nil, gap
}

// resolveInConfig is what cfg's paths, else its baseUrl, resolve spec
// to: nil when neither does, a gap where moduleSuffixes leave a file
// they name unloaded.
func (w *tsWorkspace) resolveInConfig(fs *fileSet, from, spec string, cfg *tsConfig) ([]string, synGap) {
	classic := cfg.resolutionKind() == tsClassic
	if targets, ok := matchPaths(cfg.paths, spec); ok {
		var lists [][]string
		for _, t := range targets {
			lists = append(lists, tsCandidates(t))
		}
		got, missed := w.lookup(fs, from, lists...)
		if missed != "" {
			return nil, suffixGap(spec, missed)
		}
		if got != nil {
			if classic {
				for _, t := range targets {
					if g := classicDirGap(spec, t, got); g.why != "" {
						return nil, g
					}
				}
			}
			return got, synGap{}
		}
	}
	if cfg.baseURL != "" {
		base := path.Join(cfg.baseURL, spec)
		got, missed := w.lookup(fs, from, tsCandidates(base))
		if missed != "" {
			return nil, suffixGap(spec, missed)
		}
		if g := classicDirGap(spec, base, got); classic && g.why != "" {
			return nil, g
		}
		return got, synGap{}
	}
	return nil, synGap{}
}

// resolvePackage resolves spec as one of the repository's packages by
// name, or a # import of from's package.
func (w *tsWorkspace) resolvePackage(fs *fileSet, from, spec string) ([]string, synGap) {
	name := packageName(spec)
	if pkgs := w.byName[name]; pkgs != nil {
		var dirs, files []string
		for _, pkg := range pkgs {
			dirs = append(dirs, pkg.dir)
			got, missed := w.packageFiles(fs, pkg, "."+strings.TrimPrefix(spec, name), from)
			if missed != "" {
				return nil, suffixGap(spec, missed)
			}
			files = append(files, got...)
		}
		if files != nil {
			return files, synGap{}
		}
		return nil, synGap{why: quoteSpec(spec) + " names the workspace package " + name + ", whose exports were not resolved", dirs: dirs}
	}
	if strings.HasPrefix(spec, "#") {
		if pkg := w.packageOf(from); pkg != nil && pkg.imports != nil {
			files, missed := w.mapFiles(fs, pkg, exportTargets(pkg.imports, spec), from)
			if missed != "" {
				return nil, suffixGap(spec, missed)
			}
			if files != nil {
				return files, synGap{}
			}
			return nil, synGap{why: quoteSpec(spec) + " is a package.json import of " + pkg.dir + ", not resolved"}
		}
	}
	return nil, synGap{}
}

func quoteSpec(spec string) string { return `"` + spec + `"` }

// matchPaths substitutes spec into the targets of the paths pattern that
// matches it with the longest prefix before its *, as TypeScript picks
// it; an exact pattern wins.
func matchPaths(paths map[string][]string, spec string) ([]string, bool) {
	if targets, ok := paths[spec]; ok {
		return targets, true
	}
	best, bestLen, star := "", -1, ""
	for pattern := range paths {
		prefix, suffix, ok := strings.Cut(pattern, "*")
		if !ok || !strings.HasPrefix(spec, prefix) || !strings.HasSuffix(spec, suffix) || len(spec) < len(prefix)+len(suffix) {
			continue
		}
		if len(prefix) > bestLen || len(prefix) == bestLen && pattern < best {
			best, bestLen, star = pattern, len(prefix), spec[len(prefix):len(spec)-len(suffix)]
		}
	}
	if bestLen < 0 {
		return nil, false
	}
	var out []string
	for _, t := range paths[best] {
		out = append(out, strings.Replace(t, "*", star, 1))
	}
	return out, true
}

// tsStem is a module path's file name without its extensions, index
// standing for its directory: src/x.ts and dist/x.d.ts are both x.
func tsStem(p string) string {
	base := path.Base(stripDeclExt(p))
	if i := strings.IndexByte(base, '.'); i > 0 {
		base = base[:i]
	}
	if base == "index" && path.Dir(p) != "." {
		return tsStem(path.Dir(p))
	}
	return base
}

// tsCodeSpec: a relative specifier that may name a module, not a
// stylesheet, an image, data or a component another reader handles.
func tsCodeSpec(spec string) bool {
	switch path.Ext(path.Base(spec)) {
	case ".css", ".scss", ".sass", ".less", ".styl", ".svg", ".png", ".jpg", ".jpeg", ".gif", ".webp", ".avif", ".ico",
		".json", ".html", ".md", ".mdx", ".txt", ".wasm", ".graphql", ".gql", ".yaml", ".yml", ".vue", ".svelte", ".astro":
		return false
	}
	return true
}
