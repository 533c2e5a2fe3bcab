package symbols

import (
	"slices"
	"strings"
)

// programConfigs are the configurations whose programs may compile file
// from: those whose roots hold it, else every configuration above it,
// since one that reaches it by an import may be any of them.
func (w *tsWorkspace) programConfigs(from string) []*tsConfig {
	cfgs := w.configsFor(from)
	var roots []*tsConfig
	for _, cfg := range cfgs {
		if cfg.matcher().compiles(from) {
			roots = append(roots, cfg)
		}
	}
	if roots != nil {
		return roots
	}
	return cfgs
}

// programSig names the configurations whose programs may compile from,
// for caching what an import resolves to: files of one directory may be
// compiled by different programs, each with its own paths, baseUrl and
// moduleResolution.
func (w *tsWorkspace) programSig(from string) string {
	if got, ok := w.sigOf[from]; ok {
		return got
	}
	if w.sigOf == nil {
		w.sigOf = map[string]string{}
	}
	var files []string
	for _, cfg := range w.programConfigs(from) {
		files = append(files, cfg.file)
	}
	sig := strings.Join(files, "\x00")
	w.sigOf[from] = sig
	return sig
}

// Module resolution kinds, as tsc names them: node10 reads a package's
// typesVersions, typings, types and main and ignores its exports; node16
// (nodenext) and bundler read its exports where it has them; classic
// looks in no package at all (a bundler resolves the import, through
// exports).
const (
	tsNode10  = "node10"
	tsNode16  = "node16"
	tsBundler = "bundler"
	tsClassic = "classic"
)

// resolutionKind is the moduleResolution tsc applies to cfg's program:
// as set, else the one its module implies, which its target implies
// when unset (ES5's CommonJS, a later edition's ES2015, whose default
// is classic).
func (cfg *tsConfig) resolutionKind() string {
	switch strings.ToLower(cfg.moduleResolution) {
	case "node", "node10":
		return tsNode10
	case "node16", "nodenext":
		return tsNode16
	case "bundler":
		return tsBundler
	case "classic":
		return tsClassic
	}
	module := strings.ToLower(cfg.module)
	if module == "" {
		switch strings.ToLower(cfg.target) {
		case "", "es3", "es5":
			module = "commonjs"
		default:
			module = "es2015"
		}
	}
	switch module {
	case "commonjs":
		return tsNode10
	case "node16", "node18", "node20", "nodenext":
		return tsNode16
	case "preserve":
		return tsBundler
	}
	return tsClassic
}

// resolutionKinds are the module resolution kinds of the programs that
// may compile from, each once; a file no configuration covers is read as
// a bundler or Node reads it, through exports.
func (w *tsWorkspace) resolutionKinds(from string) []string {
	if got, ok := w.kindsOf[from]; ok {
		return got
	}
	if w.kindsOf == nil {
		w.kindsOf = map[string][]string{}
	}
	kinds := w.newResolutionKinds(from)
	w.kindsOf[from] = kinds
	return kinds
}

func (w *tsWorkspace) newResolutionKinds(from string) []string {
	var kinds []string
	for _, cfg := range w.programConfigs(from) {
		if k := cfg.resolutionKind(); !slices.Contains(kinds, k) {
			kinds = append(kinds, k)
		}
	}
	if kinds == nil {
		return []string{tsBundler}
	}
	slices.Sort(kinds)
	return kinds
}

// packageRoutes says which of a workspace package's fields an import
// from file from loads it through: its exports, where it has them (Node
// loads them, as do the programs that read them), and its legacy fields
// (typesVersions, typings, types, main, a file at the subpath's path)
// where a program ignores exports — tsc then checks the import against
// a file Node may not load — or the package has none.
func (w *tsWorkspace) packageRoutes(from string, pkg *tsPackage) (exports, legacy bool) {
	if len(pkg.exports) == 0 || string(pkg.exports) == "null" {
		return false, true
	}
	for _, k := range w.resolutionKinds(from) {
		// classic: tsc does not find the package (TS2307); an older
		// bundler loads it through main.
		if k == tsNode10 || k == tsClassic {
			legacy = true
		}
	}
	return true, legacy
}
