package symbols

import (
	"path"
	"strings"
)

// Classic module resolution, which tsc applies where moduleResolution
// says so or module implies it (es2015 and later, amd, system, umd), is
// not what a bundler or Node does: it loads a specifier's file only,
// never a directory's index or a package.json, and a non-relative
// specifier names a file found by climbing the importing file's
// directories (src/lib.ts for "lib"), never a package. Where tsc finds
// no file (TS2307) a bundler may still load one: a use through that
// import is ambiguous, not dangling.

// resolveClassic is what a classic program resolves non-relative spec
// to from file from once paths and baseUrl found nothing: a file named
// spec in from's directory or one above it, TypeScript extensions
// first in every directory, then JavaScript ones; else, for one of the
// repository's packages, a gap.
func (w *tsWorkspace) resolveClassic(fs *fileSet, from, spec string) ([]string, synGap) {
	var lists [][]string
	for _, exts := range [][]string{{".ts", ".tsx", ".d.ts"}, {".js", ".jsx"}} {
		for dir := path.Dir(from); ; dir = path.Dir(dir) {
			base := path.Join(dir, spec)
			var cands []string
			for _, ext := range exts {
				cands = append(cands, base+ext)
			}
			lists = append(lists, cands)
			if dir == "." || dir == "/" {
				break
			}
		}
	}
	got, missed := w.lookup(fs, from, lists...)
	if missed != "" {
		return nil, suffixGap(spec, missed)
	}
	if got != nil {
		return got, synGap{}
	}
	if pkgs := w.byName[packageName(spec)]; pkgs != nil {
		var dirs []string
		for _, pkg := range pkgs {
			dirs = append(dirs, pkg.dir)
		}
		return nil, synGap{why: quoteSpec(spec) + " names the workspace package " + packageName(spec) + ", which tsc does not look in under classic module resolution (TS2792), while a bundler loads it", dirs: dirs}
	}
	return nil, synGap{}
}

// classicDirGap is the route a relative or mapped specifier whose
// module path is base takes where it found a directory's index: a
// classic program does not load it (TS2307), a bundler does.
func classicDirGap(spec, base string, got []string) synGap {
	for _, g := range got {
		if strings.HasPrefix(g, base+"/") || strings.HasPrefix(g, jsStem(base)+"/") {
			return synGap{why: quoteSpec(spec) + " names a directory, whose index tsc does not load under classic module resolution (TS2792), while a bundler loads " + g, dirs: []string{path.Dir(g)}, stem: tsStem(g)}
		}
	}
	return synGap{}
}

func (w *tsWorkspace) mayResolveClassic(from string) bool {
	for _, k := range w.resolutionKinds(from) {
		if k == tsClassic {
			return true
		}
	}
	return false
}
