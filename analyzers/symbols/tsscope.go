package symbols

import (
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"
)

// tsRoots are a tsconfig's files, include and exclude, each as repository
// paths joined to the directory of the configuration that sets it: an
// extending configuration inherits each it does not set, still relative
// to where it was written.
type tsRoots struct {
	files, include, exclude          []string
	hasFiles, hasInclude, hasExclude bool
}

func tsRootsOf(dir string, files, include, exclude *[]string) tsRoots {
	var r tsRoots
	join := func(specs []string) []string {
		var out []string
		for _, s := range specs {
			if s != "" {
				out = append(out, path.Join(dir, s))
			}
		}
		return out
	}
	if files != nil {
		r.files, r.hasFiles = join(*files), true
	}
	if include != nil {
		r.include, r.hasInclude = join(*include), true
	}
	if exclude != nil {
		r.exclude, r.hasExclude = join(*exclude), true
	}
	return r
}

func (r *tsRoots) inherit(parent tsRoots) {
	if !r.hasFiles && parent.hasFiles {
		r.files, r.hasFiles = parent.files, true
	}
	if !r.hasInclude && parent.hasInclude {
		r.include, r.hasInclude = parent.include, true
	}
	if !r.hasExclude && parent.hasExclude {
		r.exclude, r.hasExclude = parent.exclude, true
	}
}

// tsMatcher is a configuration's roots split into path components
// once, not again for every file asked about.
type tsMatcher struct {
	files            []string
	include, exclude [][]string
	// js: the program holds JavaScript files (allowJs or checkJs).
	js bool
	// noResolve: the program is its roots, no file they import.
	noResolve bool
}

// matcher reads cfg's roots as TypeScript does: every file under the
// configuration when neither files nor include is set, outDir excluded
// when exclude is unset.
func (cfg *tsConfig) matcher() tsMatcher {
	if cfg.match == nil {
		m := cfg.newMatcher()
		cfg.match = &m
	}
	return *cfg.match
}

func (cfg *tsConfig) newMatcher() tsMatcher {
	r := cfg.roots
	include := r.include
	if !r.hasInclude && !r.hasFiles {
		include = []string{path.Join(cfg.dir, "**/*")}
	}
	exclude := r.exclude
	if !r.hasExclude && cfg.outDir != "" {
		exclude = []string{cfg.outDir}
	}
	m := tsMatcher{files: r.files, js: cfg.compilesJS(), noResolve: cfg.noResolve != nil && *cfg.noResolve}
	for _, pat := range include {
		m.include = append(m.include, globComponents(pat, true))
	}
	for _, pat := range exclude {
		m.exclude = append(m.exclude, globComponents(pat, false))
	}
	return m
}

// compiles: tsc -p takes file p as a root, as TypeScript matches its
// specs: a file listed in files always; else one an include pattern
// matches that no exclude pattern matches or holds. A JavaScript file is
// none without allowJs: include skips it, and files listing it is an
// error (TS6504) that compiles nothing.
func (m tsMatcher) compiles(p string) bool {
	if isPlainJS(p) && !m.js {
		return false
	}
	if slices.Contains(m.files, p) {
		return true
	}
	fc := strings.Split(p, "/")
	included := false
	for _, pc := range m.include {
		if matchSpec(pc, fc, false) {
			included = true
			break
		}
	}
	if !included {
		return false
	}
	for _, pc := range m.exclude {
		if matchSpec(pc, fc, true) {
			return false
		}
	}
	return true
}

// globComponents splits a spec into path components, a last component
// with no extension or wildcard standing for everything under it. An
// include spec ending in ** matches nothing (nil), as in TypeScript.
func globComponents(spec string, include bool) []string {
	pc := strings.Split(spec, "/")
	last := pc[len(pc)-1]
	if include && last == "**" {
		return nil
	}
	if !strings.ContainsAny(last, ".*?") {
		pc = append(pc, "**", "*")
	}
	return pc
}

// matchSpec matches file components fc against spec components pc: **
// any number of directories, * and ? within one component. An include
// pattern's wildcards skip names starting with a dot and package folders
// (node_modules, bower_components, jspm_packages); an exclude pattern
// also matches any directory holding the file (prefix).
func matchSpec(pc, fc []string, prefix bool) bool {
	if pc == nil {
		return false
	}
	// at[j]: pc[:i] matches fc[:j], for the i of the current row.
	at := make([]bool, len(fc)+1)
	at[0] = true
	for _, c := range pc {
		next := make([]bool, len(fc)+1)
		for j := range at {
			if !at[j] {
				continue
			}
			if c == "**" {
				next[j] = true
				for k := j; k < len(fc) && (prefix || wildName(fc[k])); k++ {
					next[k+1] = true
				}
				continue
			}
			if j < len(fc) && componentMatch(c, fc[j], !prefix) {
				next[j+1] = true
			}
		}
		at = next
	}
	if at[len(fc)] {
		return true
	}
	if prefix {
		for j := 1; j < len(fc); j++ {
			if at[j] {
				return true
			}
		}
	}
	return false
}

// wildName: an include wildcard may match the name.
func wildName(name string) bool {
	return !packageFolder(name) && !strings.HasPrefix(name, ".")
}

// packageFolder: a folder of installed packages, which no include
// wildcard matches.
func packageFolder(name string) bool {
	switch name {
	case "node_modules", "bower_components", "jspm_packages":
		return true
	}
	return false
}

func componentMatch(c, name string, include bool) bool {
	if !strings.ContainsAny(c, "*?") {
		return c == name
	}
	if include {
		if packageFolder(name) || (c[0] == '*' || c[0] == '?') && strings.HasPrefix(name, ".") {
			return false
		}
	}
	return globMatch(c, name)
}

// globMatch matches name against a component of * (any run) and ?
// (one character); every other character is itself.
func globMatch(c, name string) bool {
	// Iterative matching with one backtrack point: linear in practice.
	ci, ni, star, mark := 0, 0, -1, 0
	for ni < len(name) {
		switch {
		case ci < len(c) && (c[ci] == '?' || c[ci] == name[ni]):
			ci++
			ni++
		case ci < len(c) && c[ci] == '*':
			star, mark = ci, ni
			ci++
		case star >= 0:
			ci, mark = star+1, mark+1
			ni = mark
		default:
			return false
		}
	}
	for ci < len(c) && c[ci] == '*' {
		ci++
	}
	return ci == len(c)
}

// isTSSource: a file tsc compiles as TypeScript (not JavaScript, which
// runs as written, compiled or not).
func isTSSource(p string) bool {
	for _, ext := range []string{".ts", ".tsx", ".mts", ".cts"} {
		if strings.HasSuffix(p, ext) {
			return true
		}
	}
	return false
}

// tsLeftOut names the head TypeScript files under some tsconfig that no
// tsconfig of the repository compiles, neither as a root nor through an
// import from a file one compiles, with why: tsc -p passes whatever they
// use, while a bundler or a test runner may still build them. A use
// there of a removed name is no dangling reference, and no absence
// either.
func (r *synResolver) tsLeftOut(head *synSide) map[string]string {
	if r.ts == nil || len(r.ts.configs) == 0 {
		return nil
	}
	matchers := make([]tsMatcher, len(r.ts.configs))
	for i, cfg := range r.ts.configs {
		matchers[i] = cfg.matcher()
	}
	// A file is reached by a program that holds JavaScript (js) or by
	// one that does not: only the first compiles a JavaScript file, and
	// so follows its imports.
	type reach struct {
		path string
		js   bool
	}
	var queue []reach
	built := map[reach]bool{}
	add := func(p string, js bool) {
		at := reach{p, js}
		if !built[at] && head.files[p] != nil && (js || !isPlainJS(p)) {
			built[at] = true
			queue = append(queue, at)
		}
	}
	rootOnly := map[string]bool{}
	for _, p := range sortedKeys(head.files) {
		for _, m := range matchers {
			switch {
			case !m.compiles(p):
			case m.noResolve:
				rootOnly[p] = true
			default:
				add(p, m.js)
			}
		}
	}
	for n := 0; n < len(queue); n++ {
		f := head.files[queue[n].path]
		for _, spec := range f.tsLoads {
			for _, t := range r.targets(f, synBind{spec: spec}) {
				add(t, queue[n].js)
			}
		}
	}
	out := map[string]string{}
	for p := range head.files {
		if built[reach{p, false}] || built[reach{p, true}] || rootOnly[p] || !isTSSource(p) {
			continue
		}
		if cfgs := r.ts.configsFor(p); len(cfgs) > 0 {
			out[p] = cfgs[0].file + " and every other tsconfig leave out " + p + ": tsc passes without it, while a bundler or test runner may still compile it"
		}
	}
	return out
}

// tripleSlashPath finds /// <reference path="…" /> directives, which
// the lexer drops with the comments that hold them. It is compiled on
// first use, with nothing allocated at package initialisation.
var (
	tripleSlashOnce sync.Once
	tripleSlashRE   *regexp.Regexp
)

func tripleSlashPath() *regexp.Regexp {
	tripleSlashOnce.Do(func() {
		tripleSlashRE = regexp.MustCompile(`(?m)^[ \t]*///[ \t]*<reference[ \t]+path[ \t]*=[ \t]*["']([^"'\n]+)["']`)
	})
	return tripleSlashRE
}

// tsSpecs are the specifiers the file names a module by: a string after
// import, from or export … from, the first argument of require( or
// import(, and each triple-slash reference path (relative: ./ added).
func (c *cTokens) tsSpecs(src []byte) []string {
	var out []string
	for k := range c.toks {
		if !c.str(k) {
			continue
		}
		if c.isIdent(k-1, "from") || c.isIdent(k-1, "import") ||
			c.is(k-1, "(") && (c.isIdent(k-2, "require") || c.isIdent(k-2, "import")) {
			out = append(out, c.toks[k].text)
		}
	}
	for _, m := range tripleSlashPath().FindAllSubmatch(src, -1) {
		spec := string(m[1])
		if !isRelativeSpec(spec) {
			spec = "./" + spec
		}
		out = append(out, spec)
	}
	return out
}
