package typecheck_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers"
	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
)

// submoduleRange commits a module whose package a the submodule at sub
// imports, then removes what the submodule uses: the go command, which
// builds the submodule's package as part of the module, fails at head.
func submoduleRange(t *testing.T, mod, sub string, extra map[string]string) (*gittest.Repo, string) {
	t.Helper()
	return submoduleRangeOf(t, mod, sub, extra, map[string]string{"plug.go": "package plug\n\nimport \"example.com/m/a\"\n\nfunc Run() int { return a.Helper() }\n"})
}

// submoduleRangeOf is submoduleRange with the submodule's files given.
func submoduleRangeOf(t *testing.T, mod, sub string, extra, plugFiles map[string]string) (*gittest.Repo, string) {
	t.Helper()
	plug := gittest.New(t)
	plug.Commit("plug", plugFiles)
	r := gittest.New(t)
	files := map[string]string{mod + "go.mod": "module example.com/m\n\ngo 1.22\n",
		mod + "a/a.go": "package a\n\nfunc Helper() int { return 1 }\n\nfunc K() int { return 2 }\n"}
	for p, c := range extra {
		files[p] = c
	}
	r.Commit("module", files)
	base := r.AddSubmodule(plug, sub)
	r.Commit("remove Helper", map[string]string{mod + "a/a.go": "package a\n\nfunc K() int { return 2 }\n"})
	return r, base
}

// A submodule in the module's tree may hold its importers, which no
// reading of the repository's objects sees: "no new type errors" is
// not verified there. Where this machine holds the submodule's
// repository, its imports are read, and one of a changed package is
// named.
func TestTypecheckSubmoduleMayHoldImporters(t *testing.T) {
	r, base := submoduleRange(t, "", "plug", nil)
	r.WantGoBuildError("undefined: a.Helper")
	got := coverage(t, analyzers.Request{Dir: r.Dir, BaseRev: base, Names: []string{"typecheck"}})
	wantBullets(t, got, base,
		"- type errors in `plug` (a submodule whose plug/plug.go imports a changed package: it is not checked): COULD NOT CHECK",
		"- no new type errors in the 1 Go package with changed files by go/types over the git objects (base 0, head 0, 0 new, 0 fixed; 1 path not checked, listed; an error or an importer may hide in 1 of them): COULD NOT CHECK")

	// Without the submodule's repository (a clone that never ran git
	// submodule update) nothing can be said of its imports.
	for _, p := range []string{filepath.Join(r.Dir, ".git", "modules"), filepath.Join(r.Dir, "plug")} {
		if err := os.RemoveAll(p); err != nil {
			t.Fatal(err)
		}
	}
	got = coverage(t, analyzers.Request{Dir: r.Dir, BaseRev: base, Names: []string{"typecheck"}})
	wantBullets(t, got, base,
		"- type errors in `plug` (a submodule, not read: its packages may import a changed one): COULD NOT CHECK",
		"- no new type errors in the 1 Go package with changed files by go/types over the git objects (base 0, head 0, 0 new, 0 fixed; 1 path not checked, listed; an error or an importer may hide in 1 of them): COULD NOT CHECK")
}

// A submodule whose Go files, read, import no changed package leaves the
// claim standing.
func TestTypecheckSubmoduleWithoutImporters(t *testing.T) {
	r, base := submoduleRangeOf(t, "", "plug", nil, map[string]string{"plug.go": "package plug\n\nimport \"strings\"\n\nvar X = strings.ToUpper(\"x\")\n"})
	got := coverage(t, analyzers.Request{Dir: r.Dir, BaseRev: base, Names: []string{"typecheck"}})
	wantBullets(t, got, base,
		"- no new type errors in the 1 Go package with changed files (base 0, head 0, 0 new, 0 fixed; by go/types over the git objects): VERIFIED INDEPENDENTLY")
}

// A submodule outside the changed package's module is another tree the
// go command does not build with it: the claim stands.
func TestTypecheckSubmoduleOutsideModule(t *testing.T) {
	r, base := submoduleRange(t, "svc/", "docs/theme", nil)
	got := coverage(t, analyzers.Request{Dir: r.Dir, BaseRev: base, Names: []string{"typecheck"}})
	wantBullets(t, got, base,
		"- no new type errors in the 1 Go package with changed files (base 0, head 0, 0 new, 0 fixed; by go/types over the git objects): VERIFIED INDEPENDENTLY")
}

// Under a go.work, a submodule anywhere may be a module it uses.
func TestTypecheckSubmoduleInWorkspace(t *testing.T) {
	r, base := submoduleRange(t, "svc/", "tools/plug", map[string]string{"go.work": "go 1.22\n\nuse ./svc\n"})
	got := coverage(t, analyzers.Request{Dir: r.Dir, BaseRev: base, Names: []string{"typecheck"}})
	if !strings.Contains(got, "an error or an importer may hide in 1 of them): COULD NOT CHECK") {
		t.Errorf("coverage:\n%s", got)
	}
}

// A Go file held in Git LFS may be an importer the objects do not show.
func TestTypecheckLFSFileMayImport(t *testing.T) {
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{"go.mod": "module example.com/m\n\ngo 1.22\n",
		"a/a.go": "package a\n\nfunc Helper() int { return 1 }\n\nfunc K() int { return 2 }\n",
		"b/b.go": "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n"})
	r.Commit("remove Helper", map[string]string{"a/a.go": "package a\n\nfunc K() int { return 2 }\n"})
	got := coverage(t, analyzers.Request{Dir: r.Dir, BaseRev: base, Names: []string{"typecheck"}})
	wantBullets(t, got, base,
		"- type errors in `b/b.go` (read b/b.go: stored in Git LFS: the objects hold a pointer, not the file; it may import a changed package): COULD NOT CHECK",
		"- no new type errors in the 1 Go package with changed files by go/types over the git objects (base 0, head 0, 0 new, 0 fixed; 1 path not checked, listed; an error or an importer may hide in 1 of them): COULD NOT CHECK")
}

// A file of a checked package that cannot be read leaves the package's
// errors unknown: the claim is not verified, and a new error, which may
// be a declaration of that file missing, is no finding.
func TestTypecheckUnreadFileOfCheckedPackage(t *testing.T) {
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{"go.mod": "module example.com/m\n\ngo 1.22\n",
		"a/a.go":    "package a\n\nfunc K() int { return 2 }\n",
		"a/data.go": "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n"})
	r.Commit("change", map[string]string{"a/a.go": "package a\n\nfunc K() int { return table[0] }\n"})
	got := coverage(t, analyzers.Request{Dir: r.Dir, BaseRev: base, Names: []string{"typecheck"}})
	if !strings.Contains(got, "an error or an importer may hide in 1 of them): COULD NOT CHECK") || strings.Contains(got, "VERIFIED") ||
		strings.Contains(got, ": FAIL") || // data.go may declare table
		!strings.Contains(got, "- an error at `a/a.go` line 3 that a file not read may cause or not (undefined: table): COULD NOT CHECK") {
		t.Errorf("coverage:\n%s", got)
	}
}

// A package in a submodule that a changed package imports resolves on
// neither side, so a new use of a name it lacks is no new error here,
// while the go command, which builds the submodule's files, fails.
func TestTypecheckSubmoduleImported(t *testing.T) {
	plug := gittest.New(t)
	plug.Commit("plug", map[string]string{"plug.go": "package plug\n\nfunc Run() int { return 1 }\n"})
	r := gittest.New(t)
	r.Commit("module", map[string]string{"go.mod": "module example.com/m\n\ngo 1.22\n",
		"a/a.go": "package a\n\nimport \"example.com/m/plug\"\n\nfunc K() int { return plug.Run() }\n"})
	base := r.AddSubmodule(plug, "plug")
	r.Commit("call Bogus", map[string]string{"a/a.go": "package a\n\nimport \"example.com/m/plug\"\n\nfunc K() int { return plug.Bogus() }\n"})
	r.WantGoBuildError("undefined: plug.Bogus")
	got := coverage(t, analyzers.Request{Dir: r.Dir, BaseRev: base, Names: []string{"typecheck"}})
	if !strings.Contains(got, "an error or an importer may hide in 1 of them): COULD NOT CHECK") || strings.Contains(got, "VERIFIED") {
		t.Errorf("coverage:\n%s", got)
	}
}

// A module a replace directive takes from a submodule outside the
// changed package's module is built with it, and may import it.
func TestTypecheckSubmoduleReplaced(t *testing.T) {
	r, base := submoduleRangeOf(t, "svc/", "libs/plug", map[string]string{
		"svc/go.mod":      "module example.com/m\n\ngo 1.22\n\nrequire example.com/plug v0.0.0\n\nreplace example.com/plug => ../libs/plug\n",
		"svc/cmd/main.go": "package main\n\nimport \"example.com/plug\"\n\nfunc main() { _ = plug.Run() }\n"},
		map[string]string{"go.mod": "module example.com/plug\n\ngo 1.22\n", "plug.go": "package plug\n\nimport \"example.com/m/a\"\n\nfunc Run() int { return a.Helper() }\n"})
	got := coverage(t, analyzers.Request{Dir: r.Dir, BaseRev: base, Names: []string{"typecheck"}})
	if !strings.Contains(got, "an error or an importer may hide in") || strings.Contains(got, "VERIFIED") {
		t.Errorf("coverage:\n%s", got)
	}
}
