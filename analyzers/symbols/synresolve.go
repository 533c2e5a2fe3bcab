package symbols

import (
	"path"
	"strings"
)

// fileSet is the paths a resolver may resolve to: head's files of the
// language, and base's changed files (a module the range deleted is still
// what an import of its path names).
type fileSet struct {
	has map[string]bool
	// bySuffix maps each trailing run of path elements of a module (without
	// its extension; a package's __init__ or index file under its
	// directory) to the files it may name.
	bySuffix map[string][]string
}

func newFileSet(paths []string, moduleKey func(string) string) *fileSet {
	fs := &fileSet{has: map[string]bool{}, bySuffix: map[string][]string{}}
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
	if strings.HasPrefix(spec, "./") || strings.HasPrefix(spec, "../") || spec == "." || spec == ".." {
		base := path.Join(path.Dir(from), spec)
		stem := base
		for _, ext := range []string{".js", ".jsx", ".mjs", ".cjs"} {
			if strings.HasSuffix(base, ext) {
				stem = strings.TrimSuffix(base, ext)
			}
		}
		for _, cand := range []string{base, stem} {
			if fs.has[cand] {
				return []string{cand}
			}
			for _, ext := range tsExts {
				if fs.has[cand+ext] {
					return []string{cand + ext}
				}
			}
			for _, ext := range tsExts {
				if fs.has[cand+"/index"+ext] {
					return []string{cand + "/index" + ext}
				}
			}
		}
		return nil
	}
	rest := spec
	for _, alias := range []string{"@/", "~/", "#/", "~", "#", "$"} {
		if strings.HasPrefix(rest, alias) {
			rest = strings.TrimPrefix(rest, alias)
			break
		}
	}
	if !strings.Contains(rest, "/") || strings.HasPrefix(spec, "@") && !strings.HasPrefix(spec, "@/") {
		return nil
	}
	return fs.bySuffix[tsModuleKey(rest)]
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
		for _, cand := range []string{base + ".py", base + "/__init__.py", base + ".pyi", base + "/__init__.pyi"} {
			if fs.has[cand] {
				return []string{cand}
			}
		}
		return nil
	}
	if rest == "" {
		return nil
	}
	return fs.bySuffix[rest]
}
