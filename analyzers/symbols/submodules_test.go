package symbols_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
)

// submoduleRange commits a Go module and a TypeScript file beside a
// submodule at plug whose files use two of their names, then removes
// them and an unexported Go function.
func submoduleRange(t *testing.T, plugFiles map[string]string) (r *gittest.Repo, base, head string) {
	t.Helper()
	plug := gittest.New(t)
	plug.Commit("plug", plugFiles)
	r = gittest.New(t)
	r.Commit("module", map[string]string{"go.mod": "module example.com/m\n\ngo 1.22\n",
		"a/a.go":     "package a\n\nfunc Helper() int { return local() }\n\nfunc local() int { return 1 }\n\nfunc K() int { return 2 }\n",
		"web/mod.ts": "export function helper(): number { return 1 }\nexport const k = 2;\n",
		"web/use.ts": "import { k } from \"./mod\";\nconsole.log(k);\n",
	})
	base = r.AddSubmodule(plug, "plug")
	head = r.Commit("remove", map[string]string{
		"a/a.go":     "package a\n\nfunc K() int { return 2 }\n",
		"web/mod.ts": "export const k = 2;\n",
	})
	return r, base, head
}

var plugUses = map[string]string{
	"plug.go": "package plug\n\nimport \"example.com/m/a\"\n\nfunc Run() int { return a.Helper() }\n",
	"main.ts": "import { helper } from \"../web/mod\";\nconsole.log(helper());\n",
}

// A submodule's files are code in the checkout that no reading of the
// repository's objects sees: a workspace member (npm, Cargo, go.work), a
// directory a tsconfig includes, a package under the module root. Where
// this machine holds the submodule's repository, its files are searched
// for each name, and one that names it leaves the claim unchecked; a Go
// name that is not exported, which only its own directory can use, keeps
// its claim.
func TestSymbolsSubmoduleNamesTheSymbol(t *testing.T) {
	t.Parallel()
	r, base, head := submoduleRange(t, plugUses)
	r.WantGoBuildError("undefined: a.Helper")
	got := strings.Join(symbolsCoverage(t, r.Dir, base, head), "\n")
	wantAll(t, got,
		"- symbol Helper (a/a.go:3) could not be checked (plug/plug.go, in a submodule, names it (its files are searched for the name, not read as code)): COULD NOT CHECK",
		"- symbol helper (web/mod.ts:1) could not be checked (plug/main.ts, in a submodule, names it (its files are searched for the name, not read as code)): COULD NOT CHECK",
		"- symbol local (a/a.go:5) removed; no references remain at head (scope: the repository's 1 Go file at head, 1 module): VERIFIED INDEPENDENTLY",
		"- no removed symbol is provably still referenced at head; 2 could not be checked (see above): COULD NOT CHECK")
}

// A submodule whose repository this machine does not hold (a clone that
// never ran git submodule update) may refer to anything.
func TestSymbolsSubmoduleNotHeldLeavesAbsenceUnchecked(t *testing.T) {
	t.Parallel()
	r, base, head := submoduleRange(t, plugUses)
	for _, p := range []string{filepath.Join(r.Dir, ".git", "modules"), filepath.Join(r.Dir, "plug")} {
		if err := os.RemoveAll(p); err != nil {
			t.Fatal(err)
		}
	}
	got := strings.Join(symbolsCoverage(t, r.Dir, base, head), "\n")
	wantAll(t, got,
		"- symbol Helper (a/a.go:3) could not be checked (head holds submodule plug, not read: its files are another repository's objects, which may refer to Helper): COULD NOT CHECK",
		"- symbol helper (web/mod.ts:1) could not be checked (head holds submodule plug, not read: its files are another repository's objects, which may refer to helper): COULD NOT CHECK")
	if strings.Contains(got, "no top-level symbol the range removed is still referenced") {
		t.Errorf("blanket line verified beside a submodule:\n%s", got)
	}
}

// A submodule searched that never names the symbol leaves the claim
// standing, its scope saying so.
func TestSymbolsSubmoduleSearchedKeepsClaim(t *testing.T) {
	t.Parallel()
	r, base, head := submoduleRange(t, map[string]string{"README.md": "# Plug\n\nNothing of the module's.\n"})
	got := strings.Join(symbolsCoverage(t, r.Dir, base, head), "\n")
	wantAll(t, got,
		"- symbol Helper (a/a.go:3) removed; no references remain at head (scope: the repository's 1 Go file at head, 1 module, and the 1 file of submodule plug searched for the name): VERIFIED INDEPENDENTLY",
		"- symbol helper (web/mod.ts:1) removed; no references remain at head (scope: the repository's 2 TypeScript/JavaScript files at head, and the 1 file of submodule plug searched for the name): VERIFIED INDEPENDENTLY")
}

// A file held in Git LFS is code in the checkout the objects hold only a
// pointer to: it may use what the range removed.
func TestSymbolsLFSFileLeavesAbsenceUnchecked(t *testing.T) {
	t.Parallel()
	const pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n"
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{
		"pkg/__init__.py": "\n",
		"pkg/mod.py":      "def helper():\n    return 1\n\ndef k():\n    return 2\n",
		"main.py":         "from pkg.mod import k\nprint(k())\n",
		"analysis.py":     pointer,
		"report.ipynb":    pointer,
	})
	head := r.Commit("remove", map[string]string{"pkg/mod.py": "def k():\n    return 2\n"})
	got := strings.Join(symbolsCoverage(t, r.Dir, base, head), "\n")
	wantAll(t, got,
		"- symbol helper (pkg/mod.py:1) could not be checked (",
		"- symbols in `analysis.py` (read analysis.py: stored in Git LFS: the objects hold a pointer, not the file): COULD NOT CHECK")
	if strings.Contains(got, "VERIFIED") {
		t.Errorf("a claim verified beside a file held in Git LFS:\n%s", got)
	}
}

// wantAll fails the test for each of wants that got does not hold.
func wantAll(t *testing.T, got string, wants ...string) {
	t.Helper()
	for _, want := range wants {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in:\n%s", want, got)
		}
	}
}

// A Python module moved into a submodule (a package of the same name)
// still defines its names in the checkout: the references that remain
// are live, and calling them dangling is a finding python3 belies.
func TestSymbolsDefinitionMovedIntoSubmodule(t *testing.T) {
	t.Parallel()
	plug := gittest.New(t)
	plug.Commit("util", map[string]string{"__init__.py": "def helper_fn():\n    return 1\n"})
	r := gittest.New(t)
	base := r.Commit("module", map[string]string{"app/util.py": "def helper_fn():\n    return 1\n",
		"app/main.py": "from util import helper_fn\n\nprint(helper_fn())\n"})
	r.Git("rm", "-q", "app/util.py")
	head := r.AddSubmodule(plug, "app/util")
	if _, err := exec.LookPath("python3"); err == nil {
		cmd := exec.Command("python3", "main.py")
		cmd.Dir = filepath.Join(r.Dir, "app")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("python3 main.py at head: %v\n%s", err, out)
		}
	}
	got := strings.Join(symbolsCoverage(t, r.Dir, base, head), "\n")
	if strings.Contains(got, ": FAIL") {
		t.Errorf("a live reference called dangling:\n%s", got)
	}
	wantAll(t, got, "- symbol helper_fn (app/util.py:1) could not be checked (app/util/__init__.py, in a submodule, names it and may define it")
}
