package symbols

import (
	"path"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A Python absolute import, and a TypeScript import of a bare package
// name, are matched to the repository's module files by their trailing
// path, since where a project puts its import roots varies (src/, a
// package per directory of a monorepo, a bundler's aliases). Such a match
// is not sure to be what loads:
//   - a standard module's name (import typing): run as a package — python
//     -m, an installed package, a test runner — Python loads the standard
//     library's, whatever pkg/typing.py holds;
//   - a Python match under a directory that is no likely import root for
//     the importing file (import requests in app.py against
//     third/compat/requests.py): an installed module of that name may be
//     what loads;
//   - a bare package specifier ('lodash/fp') that no workspace package
//     and no tsconfig maps: Node and TypeScript look in node_modules.
// A use through such an import is neither dangling nor ruled out.

// isPyProjectMarker reports whether a file of that name makes its
// directory a project root, which its tools put on sys.path.
func isPyProjectMarker(name string) bool {
	switch name {
	case "pyproject.toml", "setup.py", "setup.cfg", "manage.py", "conftest.py", "pytest.ini", "tox.ini", "requirements.txt", "Pipfile":
		return true
	}
	return false
}

// pyProjectRoots are the directories of head holding a project marker.
func pyProjectRoots(head snapshot.Snapshot) map[string]bool {
	roots := map[string]bool{}
	for _, p := range head.Paths() {
		if isPyProjectMarker(path.Base(p)) {
			roots[pyDir(p)] = true
		}
	}
	return roots
}

// pyDir is p's directory, "" at the root.
func pyDir(p string) string {
	if d := path.Dir(p); d != "." {
		return d
	}
	return ""
}

// within reports whether dir is root or below it ("" is the top).
func within(dir, root string) bool {
	return root == "" || dir == root || strings.HasPrefix(dir, root+"/")
}

// pyLikelyRoot reports whether root, the directory above a module an
// absolute import matched, is likely on sys.path when the importing file
// from runs: the top, a directory the importing file lies in (its
// project's, or the script's own), a project root, or a src/ directory
// of one of those.
func (r *synResolver) pyLikelyRoot(root, from string) bool {
	if root == "" || within(pyDir(from), root) || r.pyRoots[root] {
		return true
	}
	if path.Base(root) == "src" {
		up := pyDir(root)
		return within(pyDir(from), up) || r.pyRoots[up]
	}
	return false
}

// pyDoubt is why binding b of file from may not load target, the module
// file its absolute import matched; "" when it surely does, or for
// another language.
func (r *synResolver) pyDoubt(from string, b synBind, target string) string {
	if r.lang != "python" || strings.HasPrefix(b.spec, ".") || b.spec == "" {
		return ""
	}
	top, _, _ := strings.Cut(b.spec, ".")
	if pyStdlib.get()[top] {
		return "its import names " + top + ", the standard library's module wherever Python runs the code as a package; the repository's " + top + " shadows it only on some runs"
	}
	key := pyModuleKey(target)
	rest := strings.ReplaceAll(b.spec, ".", "/")
	if b.name != "" && (key == rest+"/"+b.name || strings.HasSuffix(key, "/"+rest+"/"+b.name)) {
		rest += "/" + b.name // from pkg import mod: the module file is mod's
	}
	if key != rest && !strings.HasSuffix(key, "/"+rest) {
		return ""
	}
	root := pyDir(strings.TrimSuffix(key, rest) + "x")
	if r.pyLikelyRoot(root, from) {
		return ""
	}
	return "its import names " + top + " from " + target + ", which is under no import root " + from + " is likely run from: an installed " + top + " may be what loads"
}

// unlessDoubted makes a route that reaches the removed definition through
// binding b of file from, by way of module file target, one not followed
// when that import may load another module.
func (r *synResolver) unlessDoubted(from string, b synBind, target string, rt route) route {
	if rt.end == routeRemoved {
		why := r.pyDoubt(from, b, target)
		if why == "" {
			why = r.tsDoubt(from, b, target)
		}
		if why != "" {
			return route{routeUnknown, why}
		}
	}
	return rt
}

// tsDoubt is why binding b of file from may not load target: a bare
// package specifier ('lodash/fp') that neither the workspace, its
// packages nor a tsconfig's paths or baseUrl resolve is matched to the
// repository's files only by its trailing path, while Node and
// TypeScript look for it in node_modules. Aliases ('@/lib/x', '~/x') keep
// that match: a bundler maps them into the repository.
func (r *synResolver) tsDoubt(from string, b synBind, target string) string {
	if r.lang != "typescript" || b.computed || b.spec == "" || isRelativeSpec(b.spec) || tsAliased(b.spec) {
		return ""
	}
	if r.ts != nil {
		if got, _ := r.ts.resolve(r.fs, from, b.spec); got != nil {
			return ""
		}
	}
	return "its specifier " + quoteSpec(b.spec) + " is a package name, which Node and TypeScript look for in node_modules; " + target + " matches it only by its trailing path"
}
