package symbols_test

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
)

// A submodule's files are code in the checkout that no reading of the
// repository's objects sees: a workspace member (npm, Cargo, go.work),
// a directory a tsconfig includes, a package under the module root.
// "No references remain" cannot be said beside one, except of a Go
// name only its own package (another directory) can use.
func TestSymbolsSubmoduleLeavesAbsenceUnchecked(t *testing.T) {
	plug := gittest.New(t)
	plug.Commit("plug", map[string]string{
		"plug.go":  "package plug\n\nimport \"example.com/m/a\"\n\nfunc Run() int { return a.Helper() }\n",
		"main.ts":  "import { helper } from \"../web/mod\";\nconsole.log(helper());\n",
		"index.js": "module.exports = 1;\n",
	})
	r := gittest.New(t)
	r.Commit("module", map[string]string{"go.mod": "module example.com/m\n\ngo 1.22\n",
		"a/a.go":     "package a\n\nfunc Helper() int { return local() }\n\nfunc local() int { return 1 }\n\nfunc K() int { return 2 }\n",
		"web/mod.ts": "export function helper(): number { return 1 }\nexport const k = 2;\n",
		"web/use.ts": "import { k } from \"./mod\";\nconsole.log(k);\n",
	})
	base := r.AddSubmodule(plug, "plug")
	head := r.Commit("remove", map[string]string{
		"a/a.go":     "package a\n\nfunc K() int { return 2 }\n",
		"web/mod.ts": "export const k = 2;\n",
	})
	r.WantGoBuildError("undefined: a.Helper")
	got := strings.Join(symbolsCoverage(t, r.Dir, base, head), "\n")
	wantAll(t, got,
		"- symbol Helper (a/a.go:3) could not be checked (head holds submodule plug, not read: its files are another repository's objects, which may refer to Helper): COULD NOT CHECK",
		"- symbol helper (web/mod.ts:1) could not be checked (head holds submodule plug, not read: its files are another repository's objects, which may refer to helper): COULD NOT CHECK",
		"- symbol local (a/a.go:5) removed; no references remain at head (scope: ",
		"- no removed symbol is provably still referenced at head; 2 could not be checked (see above): COULD NOT CHECK")
	if strings.Contains(got, "no top-level symbol the range removed is still referenced") {
		t.Errorf("blanket line verified beside a submodule:\n%s", got)
	}
}

// A file held in Git LFS is code in the checkout the objects hold only a
// pointer to: it may use what the range removed.
func TestSymbolsLFSFileLeavesAbsenceUnchecked(t *testing.T) {
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
