package symbols

import (
	"path"
	"slices"
	"strings"
)

// fileSet is the paths a resolver may resolve to: head's files of the
// language, and base's changed files (a module the range deleted is still
// what an import of its path names).
type fileSet struct {
	has map[string]bool
	// atHead are the paths head has; a base-only path (a file the range
	// deleted or renamed) is resolved to only when no head file matches.
	atHead map[string]bool
	// bySuffix maps each trailing run of path elements of a module (without
	// its extension; a package's __init__ or index file under its
	// directory) to the files it may name.
	bySuffix map[string][]string
}

func newFileSet(paths []string, atHead map[string]bool, moduleKey func(string) string) *fileSet {
	fs := &fileSet{has: map[string]bool{}, atHead: atHead, bySuffix: map[string][]string{}}
	for _, p := range paths {
		if fs.has[p] {
			continue
		}
		fs.has[p] = true
		key := moduleKey(p)
		for {
			fs.bySuffix[key] = append(fs.bySuffix[key], p)
			i := strings.IndexByte(key, '/')
			if i < 0 {
				break
			}
			key = key[i+1:]
		}
	}
	return fs
}

var tsExts = []string{".ts", ".tsx", ".d.ts", ".js", ".jsx", ".mts", ".cts", ".mjs", ".cjs"}

func tsModuleKey(p string) string {
	for _, ext := range tsExts {
		if strings.HasSuffix(p, ext) {
			p = strings.TrimSuffix(p, ext)
			break
		}
	}
	return strings.TrimSuffix(p, "/index")
}

func pyModuleKey(p string) string {
	p = strings.TrimSuffix(strings.TrimSuffix(p, ".py"), ".pyi")
	return strings.TrimSuffix(p, "/__init__")
}

// resolveTS names the files an import specifier may load from a file in
// dir: relative specifiers by Node's and TypeScript's rules (./x.js may be
// x.ts), others — path aliases such as @/lib/x or baseUrl paths — by a
// unique trailing match of at least two elements. A bare package name
// resolves to nothing in the repository.
func resolveTS(fs *fileSet, from, spec string) []string {
	if isRelativeSpec(spec) {
		return fs.first(tsCandidatesFrom(from, path.Join(path.Dir(from), spec)))
	}
	rest, aliased := spec, false
	if alias := tsAlias(spec); alias != "" {
		rest, aliased = strings.TrimPrefix(rest, alias), true
	}
	if !aliased && !strings.Contains(rest, "/") || strings.HasPrefix(spec, "@") && !aliased {
		return nil
	}
	return fs.bySuffix[tsModuleKey(rest)]
}

// tsAlias is the path-alias prefix spec starts with ("@/", "~"), if any.
func tsAlias(spec string) string {
	for _, alias := range []string{"@/", "~/", "#/", "~", "#", "$"} {
		if strings.HasPrefix(spec, alias) {
			return alias
		}
	}
	return ""
}

func tsAliased(spec string) bool { return tsAlias(spec) != "" }

func isRelativeSpec(spec string) bool {
	return strings.HasPrefix(spec, "./") || strings.HasPrefix(spec, "../") || spec == "." || spec == ".."
}

// tsCandidates are the files a module path may load, in the order Node
// and TypeScript try them: the path itself, with an extension, as a
// directory's index; ./x.js may be x.ts.
func tsCandidates(base string) []string {
	var cands []string
	for _, cand := range []string{base, jsStem(base)} {
		cands = append(cands, cand)
		for _, ext := range tsExts {
			cands = append(cands, cand+ext)
		}
		for _, ext := range tsExts {
			cands = append(cands, cand+"/index"+ext)
		}
	}
	return cands
}

// jsStem is base without a JavaScript extension: TypeScript reads
// ./x.js as the module x, whatever file provides it.
func jsStem(base string) string {
	switch ext := path.Ext(base); ext {
	case ".js", ".jsx", ".mjs", ".cjs":
		return strings.TrimSuffix(base, ext)
	}
	return base
}

// tsCandidatesFrom orders tsCandidates by what loads from the importing
// file where a TypeScript and a JavaScript module of one name both
// exist: tsc reads ./x.js in a .ts file as x.ts first, and Node loads
// ./x or ./x.js from a .js file as x.js.
func tsCandidatesFrom(from, base string) []string {
	var first []string
	switch {
	case isTSSource(from):
		// Sources only: a declaration file beside x.js describes it,
		// and which of the two to believe is the caller's question.
		stem, exts := base, []string{".ts", ".tsx"}
		switch path.Ext(base) {
		case ".js", ".jsx":
			stem = strings.TrimSuffix(base, path.Ext(base))
		case ".mjs":
			stem, exts = strings.TrimSuffix(base, ".mjs"), []string{".mts"}
		case ".cjs":
			stem, exts = strings.TrimSuffix(base, ".cjs"), []string{".cts"}
		}
		for _, ext := range exts {
			first = append(first, stem+ext)
		}
		if ext := path.Ext(base); ext != "" && tsFileExt(base) == "" {
			// ./styles.css: tsc reads its declarations from
			// styles.d.css.ts first (allowArbitraryExtensions).
			first = append([]string{strings.TrimSuffix(base, ext) + ".d" + ext + ".ts"}, first...)
		}
	case isPlainJS(from):
		first = []string{base, base + ".js", base + ".mjs", base + ".cjs", base + ".jsx", base + "/index.js"}
	}
	return append(first, tsCandidates(base)...)
}

// resolvePy names the module files a Python import names: relative ones
// from the importing file's package, absolute ones by their trailing
// dotted path (a repository's src/ layout or package roots vary).
func resolvePy(fs *fileSet, from, spec string) []string {
	dots := len(spec) - len(strings.TrimLeft(spec, "."))
	rest := strings.ReplaceAll(spec[dots:], ".", "/")
	if dots > 0 {
		dir := path.Dir(from)
		for range dots - 1 {
			dir = path.Dir(dir)
		}
		base := dir
		if rest != "" {
			base = path.Join(dir, rest)
		}
		// A package directory wins over a module file of its name, as
		// Python's path finder looks for it first.
		return fs.first([]string{base + "/__init__.py", base + ".py", base + "/__init__.pyi", base + ".pyi"})
	}
	if rest == "" {
		return nil
	}
	return pyRuntime(fs.bySuffix[rest])
}

// pyRuntime drops from module files the .pyi stubs beside a .py of the
// same module: Python loads the .py, never the stub, so a name the stub
// still declares is gone at run time all the same. It drops a module
// file beside a package of its name (x.py beside x/__init__.py) too:
// Python's path finder takes the package, and never loads x.py.
func pyRuntime(files []string) []string {
	var out []string
	for _, p := range files {
		if stem, ok := strings.CutSuffix(p, ".pyi"); ok && slices.Contains(files, stem+".py") {
			continue
		}
		if stem, ok := strings.CutSuffix(p, ".py"); ok && path.Base(stem) != "__init__" && slices.Contains(files, stem+"/__init__.py") {
			continue
		}
		out = append(out, p)
	}
	return out
}

// first is the first candidate head has, else the first base-only one.
func (fs *fileSet) first(cands []string) []string {
	for _, c := range cands {
		if fs.atHead[c] {
			return []string{c}
		}
	}
	for _, c := range cands {
		if fs.has[c] {
			return []string{c}
		}
	}
	return nil
}
