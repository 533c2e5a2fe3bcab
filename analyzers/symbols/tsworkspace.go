package symbols

import (
	"encoding/json"
	"path"
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// tsWorkspace is what a repository's package.json and tsconfig files say
// about the names its imports may use besides relative paths: its own
// packages by name (npm, pnpm and yarn workspaces link them into
// node_modules, where Node and TypeScript resolve them through each
// package's exports, main and types), a package's # imports, and
// tsconfig's paths and baseUrl.
type tsWorkspace struct {
	pkgs    []*tsPackage // ordered by directory
	byName  map[string][]*tsPackage
	byDir   map[string]*tsPackage // made on first use (dirPackage)
	configs []*tsConfig
	// resolved caches resolve's answers by importing directory and
	// specifier: every file of a package asks the same ones.
	resolved map[string]tsResolved
	// suffixesOf caches suffixSettings by importing file.
	suffixesOf map[string]tsSuffixSettings
	// kindsOf caches resolutionKinds, sigOf programSig, by importing
	// file.
	kindsOf map[string][]string
	sigOf   map[string]string
}

// tsPackage is one package.json outside node_modules.
type tsPackage struct {
	dir, name                    string
	exports, imports             json.RawMessage
	main, module, types, browser string
	// typesVersions maps a subpath to declaration files for the
	// TypeScript versions its first matching range names, where exports
	// is not read; nil when unset.
	typesVersions *tsVersionPaths
}

// tsConfig is one tsconfig.json (or tsconfig.*.json, jsconfig.json), its
// baseUrl resolved against the file that sets it, as TypeScript does,
// and inherited through a relative extends.
type tsConfig struct {
	dir, file string
	baseURL   string // a repository path, "" when unset
	// paths are resolved against baseUrl as the program has it (a
	// configuration extending the one that sets paths may set it), else
	// against pathsDir, the directory of the file that sets them.
	paths    map[string][]string
	rawPaths map[string][]string
	pathsDir string
	// extends are the configurations it extends as written (one, or a
	// list since TypeScript 5.0); parents the ones found, in order.
	extends []string
	parents []*tsConfig
	// inherited: inheritTSConfig has run on it (each configuration once,
	// however many extend it; a cycle ends there).
	inherited bool
	// outDir and rootDir map a build's output back to its sources
	// (repository paths, "" when unset): another project's import of
	// dist/x.js is, to TypeScript's project references, src/x.ts.
	outDir, rootDir string
	// suffixes are moduleSuffixes: ./x is x.ios.ts before x.ts for
	// [".ios", ""]; nil when unset.
	suffixes []string
	// roots say which files the configuration compiles besides those
	// its files import (tsscope.go), inherited as a whole per key.
	roots tsRoots
	// allowJS and checkJS are those options as set (nil: unset, to
	// inherit); a jsconfig.json sets allowJs by default.
	allowJS, checkJS *bool
	// noResolve, as set (nil: unset): the program is its roots only.
	noResolve *bool
	// module, moduleResolution and target as set ("" unset, to
	// inherit): which of a package's fields tsc reads (tsmode.go).
	module, moduleResolution, target string
	// roots matched, built on first use (matcher).
	match *tsMatcher
}

func isTSConfig(p string) bool {
	base := path.Base(p)
	return base == "jsconfig.json" || strings.HasPrefix(base, "tsconfig") && strings.HasSuffix(base, ".json")
}

// readTSWorkspace reads the manifests and configurations of head; one
// that does not parse is left out (its names then resolve as a bare
// specifier does, outside the repository).
func readTSWorkspace(snap snapshot.Snapshot) *tsWorkspace {
	w := &tsWorkspace{byName: map[string][]*tsPackage{}, resolved: map[string]tsResolved{}}
	byFile := map[string]*tsConfig{}
	for _, p := range snap.Paths() {
		if strings.Contains("/"+p, "/node_modules/") || path.Base(p) != "package.json" && !isTSConfig(p) {
			continue
		}
		src, err := snap.ReadFile(p)
		if err != nil {
			continue
		}
		if path.Base(p) == "package.json" {
			if pkg := parsePackageJSON(p, src); pkg != nil {
				w.pkgs = append(w.pkgs, pkg)
				if pkg.name != "" {
					w.byName[pkg.name] = append(w.byName[pkg.name], pkg)
				}
			}
			continue
		}
		if cfg := parseTSConfig(p, src); cfg != nil {
			byFile[p] = cfg
		}
	}
	// A configuration extends may have any name, or lie in a workspace
	// package: read what the ones found name, a few levels.
	queue := sortedKeys(byFile)
	for n := 0; n < len(queue) && n < 4096; n++ {
		cfg := byFile[queue[n]]
		for _, ext := range cfg.extends {
			for _, p := range w.extendsCandidates(cfg.dir, ext) {
				if byFile[p] == nil {
					src, err := snap.ReadFile(p)
					if err != nil {
						continue
					}
					parent := parseTSConfig(p, src)
					if parent == nil {
						continue
					}
					byFile[p] = parent
					queue = append(queue, p)
				}
				cfg.parents = append(cfg.parents, byFile[p])
				break
			}
		}
	}
	for _, p := range sortedKeys(byFile) {
		cfg := byFile[p]
		inheritTSConfig(cfg, 0)
	}
	for _, p := range sortedKeys(byFile) {
		cfg := byFile[p]
		cfg.resolvePaths()
		if isTSConfig(p) {
			w.configs = append(w.configs, cfg)
		}
	}
	return w
}

// extendsCandidates are the repository paths an extends of ext from a
// configuration in dir may name, in the order TypeScript tries them: a
// relative path as written with .json added, then as written; a
// workspace package's file, or its tsconfig.json.
func (w *tsWorkspace) extendsCandidates(dir, ext string) []string {
	var p string
	switch {
	case strings.HasPrefix(ext, "./") || strings.HasPrefix(ext, "../"):
		p = path.Join(dir, ext)
	default:
		name := packageName(ext)
		pkgs := w.byName[name]
		if len(pkgs) != 1 {
			return nil
		}
		rest := strings.TrimPrefix(strings.TrimPrefix(ext, name), "/")
		if rest == "" {
			return []string{path.Join(pkgs[0].dir, "tsconfig.json")}
		}
		p = path.Join(pkgs[0].dir, rest)
	}
	if strings.HasSuffix(p, ".json") {
		return []string{p}
	}
	return []string{p + ".json", p}
}

func parsePackageJSON(p string, src []byte) *tsPackage {
	var raw struct {
		Name    string          `json:"name"`
		Exports json.RawMessage `json:"exports"`
		Imports json.RawMessage `json:"imports"`
		Main    string          `json:"main"`
		Module  string          `json:"module"`
		Types   string          `json:"types"`
		Typings string          `json:"typings"`
		Browser json.RawMessage `json:"browser"`
		// TypesVersions is read in its order: the first range that
		// matches applies.
		TypesVersions json.RawMessage `json:"typesVersions"`
	}
	if json.Unmarshal(src, &raw) != nil {
		return nil
	}
	// tsc reads typings before types.
	pkg := &tsPackage{dir: path.Dir(p), name: raw.Name, exports: raw.Exports, imports: raw.Imports,
		main: raw.Main, module: raw.Module, types: cmpOr(raw.Typings, raw.Types)}
	pkg.typesVersions = parseTypesVersions(raw.TypesVersions)
	_ = json.Unmarshal(raw.Browser, &pkg.browser) // a string; an object maps files
	return pkg
}

func parseTSConfig(p string, src []byte) *tsConfig {
	var raw struct {
		Extends         json.RawMessage `json:"extends"`
		Files           *[]string       `json:"files"`
		Include         *[]string       `json:"include"`
		Exclude         *[]string       `json:"exclude"`
		CompilerOptions struct {
			BaseURL  *string             `json:"baseUrl"`
			Paths    map[string][]string `json:"paths"`
			OutDir   string              `json:"outDir"`
			RootDir  string              `json:"rootDir"`
			Suffixes []string            `json:"moduleSuffixes"`
			AllowJS  *bool               `json:"allowJs"`
			CheckJS  *bool               `json:"checkJs"`
			NoRes    *bool               `json:"noResolve"`
			Module   string              `json:"module"`
			ModRes   string              `json:"moduleResolution"`
			Target   string              `json:"target"`
		} `json:"compilerOptions"`
	}
	if json.Unmarshal(jsoncToJSON(src), &raw) != nil {
		return nil
	}
	dir := path.Dir(p)
	cfg := &tsConfig{dir: dir, file: p}
	var ext string
	if json.Unmarshal(raw.Extends, &ext) == nil {
		cfg.extends = []string{ext}
	} else {
		_ = json.Unmarshal(raw.Extends, &cfg.extends)
	}
	if o := raw.CompilerOptions.OutDir; o != "" {
		cfg.outDir = path.Join(dir, o)
	}
	if r := raw.CompilerOptions.RootDir; r != "" {
		cfg.rootDir = path.Join(dir, r)
	}
	cfg.suffixes = raw.CompilerOptions.Suffixes
	cfg.allowJS, cfg.checkJS = raw.CompilerOptions.AllowJS, raw.CompilerOptions.CheckJS
	cfg.noResolve = raw.CompilerOptions.NoRes
	cfg.module, cfg.moduleResolution, cfg.target = raw.CompilerOptions.Module, raw.CompilerOptions.ModRes, raw.CompilerOptions.Target
	if cfg.allowJS == nil && path.Base(p) == "jsconfig.json" {
		yes := true
		cfg.allowJS = &yes
	}
	cfg.roots = tsRootsOf(dir, raw.Files, raw.Include, raw.Exclude)
	if raw.CompilerOptions.BaseURL != nil {
		cfg.baseURL = path.Join(dir, *raw.CompilerOptions.BaseURL)
	}
	if raw.CompilerOptions.Paths != nil {
		cfg.rawPaths, cfg.pathsDir = raw.CompilerOptions.Paths, dir
	}
	return cfg
}

// resolvePaths resolves the paths cfg has, its own or inherited, against
// its baseUrl when set, else the directory of the file that sets them.
func (cfg *tsConfig) resolvePaths() {
	if cfg.rawPaths == nil {
		return
	}
	root := cmpOr(cfg.baseURL, cfg.pathsDir)
	cfg.paths = map[string][]string{}
	for pattern, targets := range cfg.rawPaths {
		for _, t := range targets {
			cfg.paths[pattern] = append(cfg.paths[pattern], path.Join(root, t))
		}
	}
}

// inheritTSConfig takes baseUrl and paths from the configurations cfg
// extends where cfg sets none, a later one of a list over an earlier
// (a few levels; a cycle ends there).
func inheritTSConfig(cfg *tsConfig, depth int) {
	if depth > 8 || cfg.inherited {
		return
	}
	cfg.inherited = true
	for i := len(cfg.parents) - 1; i >= 0; i-- {
		parent := cfg.parents[i]
		inheritTSConfig(parent, depth+1)
		if cfg.baseURL == "" {
			cfg.baseURL = parent.baseURL
		}
		if cfg.rawPaths == nil {
			cfg.rawPaths, cfg.pathsDir = parent.rawPaths, parent.pathsDir
		}
		cfg.outDir, cfg.rootDir = cmpOr(cfg.outDir, parent.outDir), cmpOr(cfg.rootDir, parent.rootDir)
		cfg.roots.inherit(parent.roots)
		if cfg.suffixes == nil {
			cfg.suffixes = parent.suffixes
		}
		if cfg.allowJS == nil {
			cfg.allowJS = parent.allowJS
		}
		if cfg.checkJS == nil {
			cfg.checkJS = parent.checkJS
		}
		if cfg.noResolve == nil {
			cfg.noResolve = parent.noResolve
		}
		cfg.module = cmpOr(cfg.module, parent.module)
		cfg.moduleResolution = cmpOr(cfg.moduleResolution, parent.moduleResolution)
		cfg.target = cmpOr(cfg.target, parent.target)
	}
}

// compilesJS: the configuration's program holds JavaScript files, as
// allowJs says, or checkJs where allowJs is unset.
func (cfg *tsConfig) compilesJS() bool {
	if cfg.allowJS != nil {
		return *cfg.allowJS
	}
	return cfg.checkJS != nil && *cfg.checkJS
}

// packageName is the package part of a bare specifier: @scope/name or
// name.
func packageName(spec string) string {
	parts := strings.SplitN(spec, "/", 3)
	if strings.HasPrefix(spec, "@") && len(parts) >= 2 {
		return parts[0] + "/" + parts[1]
	}
	return parts[0]
}

// configsFor are the configurations in from's directory or above it,
// nearest first: the ones that may compile it.
func (w *tsWorkspace) configsFor(from string) []*tsConfig {
	var out []*tsConfig
	for _, cfg := range w.configs {
		if inDir(from, cfg.dir) {
			out = append(out, cfg)
		}
	}
	slices.SortStableFunc(out, func(a, b *tsConfig) int { return len(b.dir) - len(a.dir) })
	return out
}

// packageOf is the package whose directory holds file p (the nearest
// package.json), or nil.
func (w *tsWorkspace) packageOf(p string) *tsPackage {
	var best *tsPackage
	for _, pkg := range w.pkgs {
		if inDir(p, pkg.dir) && (best == nil || len(pkg.dir) > len(best.dir)) {
			best = pkg
		}
	}
	return best
}

// dirPackage is the package.json read in dir, or nil: a relative import
// of the directory loads what its types, typings or main name, which
// may be any module under it.
func (w *tsWorkspace) dirPackage(dir string) *tsPackage {
	if w.byDir == nil {
		w.byDir = map[string]*tsPackage{}
		for _, pkg := range w.pkgs {
			w.byDir[pkg.dir] = pkg
		}
	}
	return w.byDir[dir]
}

// dirManifest: dir holds a package.json that names an entry (types,
// typings or main), which a relative import of the directory loads
// before any index file.
func (w *tsWorkspace) dirManifest(dir string) bool {
	pkg := w.dirPackage(dir)
	return pkg != nil && (pkg.types != "" || pkg.main != "")
}
