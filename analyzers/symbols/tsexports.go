package symbols

import (
	"encoding/json"
	"path"
	"slices"
	"strings"
)

// packageFiles are the source files a workspace package's subpath (".",
// "./sub/path") loads from file from: through its exports where it has
// them and a program in force reads them (subpath patterns and
// conditions, every condition's target, since which applies depends on
// the importer), and through its legacy fields where a program ignores
// exports or the package has none (legacyFiles). A target that is a
// build's output is mapped back to its source. missed is a file a
// target names that from's moduleSuffixes leave unloaded (suffixGap).
func (w *tsWorkspace) packageFiles(fs *fileSet, pkg *tsPackage, subpath, from string) (out []string, missed string) {
	exports, legacy := w.packageRoutes(from, pkg)
	if exports {
		out, missed = w.mapFiles(fs, pkg, exportTargets(pkg.exports, subpath), from)
	}
	if legacy {
		got, m := w.legacyFiles(fs, pkg, subpath, from)
		missed = cmpOr(missed, m)
		out = addNew(out, got)
	}
	return out, missed
}

// legacyFiles are the files a subpath of a package without exports
// loads: for ".", its typings or types, module, main or browser (tsc
// reads the first two, Node and bundlers the rest), else its index; for
// another subpath the file at that path. Where typesVersions maps the
// subpath (for ".", the typings, types or main file, else index), tsc
// reads the declarations it maps to, while Node still loads the file
// the other fields name: both are the module's.
func (w *tsWorkspace) legacyFiles(fs *fileSet, pkg *tsPackage, subpath, from string) (out []string, missed string) {
	var targets []string
	if subpath == "." {
		for _, t := range []string{pkg.types, pkg.module, pkg.main, pkg.browser} {
			if t != "" {
				// Unlike exports, these fields need no leading ./.
				targets = append(targets, "./"+strings.TrimPrefix(t, "./"))
			}
		}
		if targets == nil {
			targets = []string{"./index"}
		}
	} else {
		targets = []string{subpath} // a file by its path
	}
	out, missed = w.mapFiles(fs, pkg, targets, from)
	if pkg.typesVersions == nil {
		return out, missed
	}
	key := strings.TrimPrefix(subpath, "./")
	if subpath == "." {
		key = path.Clean(cmpOr(pkg.types, pkg.main, "index"))
	}
	for _, paths := range pkg.typesVersions.maps {
		mapped, ok := matchPaths(paths, key)
		if !ok {
			continue
		}
		for i, t := range mapped {
			mapped[i] = "./" + strings.TrimPrefix(t, "./")
		}
		got, m := w.mapFiles(fs, pkg, mapped, from)
		missed = cmpOr(missed, m)
		out = addNew(out, got)
	}
	return out, missed
}

// exportTargets are the targets an exports (or imports) field gives key:
// an exact entry, else the pattern with the longest prefix before its *,
// its * replaced; a string or a conditions object stands for ".".
func exportTargets(field json.RawMessage, key string) []string {
	var m map[string]json.RawMessage
	if json.Unmarshal(field, &m) != nil || !subpathKeys(m) {
		if key != "." {
			return nil
		}
		return conditionTargets(field, "", 0)
	}
	if v, ok := m[key]; ok {
		return conditionTargets(v, "", 0)
	}
	best, bestLen, star := "", -1, ""
	for pattern := range m {
		prefix, suffix, ok := strings.Cut(pattern, "*")
		if !ok || !strings.HasPrefix(key, prefix) || !strings.HasSuffix(key, suffix) || len(key) < len(prefix)+len(suffix) {
			continue
		}
		if len(prefix) > bestLen || len(prefix) == bestLen && pattern < best {
			best, bestLen, star = pattern, len(prefix), key[len(prefix):len(key)-len(suffix)]
		}
	}
	if bestLen < 0 {
		return nil
	}
	return conditionTargets(m[best], star, 0)
}

// subpathKeys: an exports object maps subpaths (".", "./x", "#x"), not
// conditions.
func subpathKeys(m map[string]json.RawMessage) bool {
	for k := range m {
		if strings.HasPrefix(k, ".") || strings.HasPrefix(k, "#") {
			return true
		}
	}
	return false
}

// conditionTargets flattens a target: a string, an array of fallbacks, or
// conditions nested a few levels, every branch kept; null blocks.
func conditionTargets(v json.RawMessage, star string, depth int) []string {
	var s string
	if json.Unmarshal(v, &s) == nil {
		return []string{strings.ReplaceAll(s, "*", star)}
	}
	if depth > 8 {
		return nil
	}
	var out []string
	var list []json.RawMessage
	if json.Unmarshal(v, &list) == nil {
		for _, item := range list {
			out = append(out, conditionTargets(item, star, depth+1)...)
		}
		return out
	}
	var conds map[string]json.RawMessage
	if json.Unmarshal(v, &conds) == nil {
		for _, k := range sortedKeys(conds) {
			out = append(out, conditionTargets(conds[k], star, depth+1)...)
		}
	}
	return out
}

// mapFiles turns targets relative to a package into repository files:
// the file itself (with TypeScript's extension and index rules), or the
// source a build emits it from — the package's tsconfig outDir read as
// its rootDir, else a dist/, lib/, build/ or out/ directory read as src/.
// tsc looks each file up under the moduleSuffixes of from's programs,
// as it does a relative import's; missed is a file that a list without
// "" leaves unloaded.
func (w *tsWorkspace) mapFiles(fs *fileSet, pkg *tsPackage, targets []string, from string) (out []string, missed string) {
	for _, t := range targets {
		if !strings.HasPrefix(t, "./") && t != "." {
			continue // another package's, or not a relative target
		}
		full := path.Join(pkg.dir, t)
		got, m := w.lookup(fs, from, tsCandidates(stripDeclExt(full)))
		if m != "" {
			missed = cmpOr(missed, m)
			continue
		}
		if got == nil {
			got = w.fromOutput(fs, pkg, full)
		}
		// lib/index.js beside lib/index.d.ts: tsc checks the import
		// against one while Node loads the other.
		got = w.withDeclPair(fs, from, got)
		out = addNew(out, got)
	}
	return out, missed
}

// stripDeclExt drops a declaration file's extension (.d.ts, .d.mts), so
// that the candidates include the source beside it.
func stripDeclExt(p string) string {
	for _, ext := range []string{".d.ts", ".d.mts", ".d.cts"} {
		if strings.HasSuffix(p, ext) {
			return strings.TrimSuffix(p, ext)
		}
	}
	return p
}

func (w *tsWorkspace) fromOutput(fs *fileSet, pkg *tsPackage, full string) []string {
	stem := stripDeclExt(full)
	for _, cfg := range w.configs {
		if cfg.dir != pkg.dir || cfg.outDir == "" || !inDir(stem, cfg.outDir) {
			continue
		}
		root := cmpOr(cfg.rootDir, path.Join(pkg.dir, "src"))
		if got := fs.first(tsCandidates(path.Join(root, strings.TrimPrefix(stem, cfg.outDir)))); got != nil {
			return got
		}
	}
	rel := strings.TrimPrefix(stem, pkg.dir+"/")
	if pkg.dir == "." {
		rel = stem
	}
	for _, out := range []string{"dist/", "lib/", "build/", "out/", "esm/", "cjs/"} {
		if rest, ok := strings.CutPrefix(rel, out); ok {
			for _, sub := range []string{"esm/", "cjs/", "types/", "src/"} {
				rest = strings.TrimPrefix(rest, sub)
			}
			if got := fs.first(tsCandidates(path.Join(pkg.dir, "src", rest))); got != nil {
				return got
			}
		}
	}
	return nil
}

// fromAnyOutput maps a path under any configuration's outDir back to the
// source its rootDir (else the configuration's directory) holds, as
// TypeScript's project references do for an import of built output.
func (w *tsWorkspace) fromAnyOutput(fs *fileSet, full string) []string {
	stem := stripDeclExt(full)
	for _, cfg := range w.configs {
		if cfg.outDir == "" || !inDir(stem, cfg.outDir) {
			continue
		}
		root := cmpOr(cfg.rootDir, cfg.dir)
		if got := fs.first(tsCandidates(path.Join(root, strings.TrimPrefix(stem, cfg.outDir)))); got != nil {
			return got
		}
	}
	return nil
}

// addNew appends to out the files of got it does not hold yet.
func addNew(out, got []string) []string {
	for _, g := range got {
		if !slices.Contains(out, g) {
			out = append(out, g)
		}
	}
	return out
}
