package symbols_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers"
	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
)

// symbolsCoverage derives symbols over base..head and returns the coverage
// statement's lines.
func symbolsCoverage(t *testing.T, dir, base, head string) []string {
	t.Helper()
	rep, err := analyzers.Derive(analyzers.Request{Dir: dir, BaseRev: base, HeadRev: head, Names: []string{"symbols"}})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := analyzers.Write(&out, rep, "coverage"); err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSpace(out.String()), "\n")
}

// The blanket "nothing removed is still referenced" is verified only when no
// fact is dangling or ambiguous: below an ambiguous fact it would be false.
func TestSymbolsBlanketLineOnlyWhenNothingIsInDoubt(t *testing.T) {
	t.Parallel()
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{
		"go.mod":     "module example.com/m\n\ngo 1.22\n",
		"lib/lib.go": "package lib\n\ntype A struct{}\n\nfunc (A) Run() {}\n\ntype B struct{}\n\nfunc (B) Run() {}\n\nfunc TestServer() int { return 1 }\n",
		"app/app.go": "package app\n\nimport \"example.com/m/lib\"\n\nfunc F(get func() lib.B) int {\n\tget().Run()\n\treturn lib.TestServer()\n}\n",
	})
	onlyRun := r.Commit("drop B.Run", map[string]string{
		"lib/lib.go": "package lib\n\ntype A struct{}\n\nfunc (A) Run() {}\n\ntype B struct{}\n\nfunc TestServer() int { return 1 }\n",
	})
	got := strings.Join(symbolsCoverage(t, r.Dir, base, onlyRun), "\n")
	if strings.Contains(got, "no top-level symbol the range removed is still referenced") {
		t.Errorf("blanket line printed below an ambiguous fact:\n%s", got)
	}
	if !strings.Contains(got, "- no removed symbol is provably still referenced at head; 1 is ambiguous (see above): COULD NOT CHECK") {
		t.Errorf("no could-not-check line for the ambiguous fact:\n%s", got)
	}
	// The ambiguous fact itself leaves open whether head still reaches
	// the method: it is no verified fact either.
	for _, line := range strings.Split(got, "\n") {
		if strings.Contains(line, "not attributed") && !strings.HasSuffix(line, ": COULD NOT CHECK") {
			t.Errorf("an ambiguous fact is stated as checked: %s", line)
		}
	}
	r.Commit("drop TestServer", map[string]string{
		"lib/lib.go": "package lib\n\ntype A struct{}\n\nfunc (A) Run() {}\n\ntype B struct{}\n",
	})
	got = strings.Join(symbolsCoverage(t, r.Dir, base, "HEAD"), "\n")
	if !strings.Contains(got, "- symbol TestServer (lib/lib.go:11) removed at head but still referenced at app/app.go:7 [symbols]: FAIL — ") {
		t.Errorf("TestServer in a non-test file is not reported dangling:\n%s", got)
	}
	if strings.Contains(got, "no top-level symbol the range removed is still referenced") {
		t.Errorf("blanket line printed with a dangling fact:\n%s", got)
	}
}

// A symbol that could not be checked is a COULD NOT CHECK line, and so is
// the blanket line above a file that was not analysed.
func TestSymbolsUncheckedAreNotVerified(t *testing.T) {
	t.Parallel()
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{
		"go.mod": "module example.com/m\n\ngo 1.22\n",
		"p/b.go": "package p\n\nfunc Fine() int { return 1 }\n",
	})
	r.Commit("break b.go", map[string]string{"p/b.go": "package p\n\nfunc Fine( {\n"})
	got := symbolsCoverage(t, r.Dir, base, "HEAD")
	for _, line := range got[1:] {
		if strings.HasPrefix(line, "- ") && !strings.HasSuffix(line, ": COULD NOT CHECK") {
			t.Errorf("verified despite a file that does not parse: %s", line)
		}
	}
	if want := "- no removed symbol is provably still referenced at head; 1 could not be checked, 1 file was not analysed (see above): COULD NOT CHECK"; !strings.Contains(strings.Join(got, "\n"), want) {
		t.Errorf("missing %q in\n%s", want, strings.Join(got, "\n"))
	}
}

// The blanket line counts the removals it could not check, not the
// additions: an exported method added (unchecked, since a template may
// call it by name) leaves a removal checked beside it verified.
func TestSymbolsBlanketCountsRemovalsOnly(t *testing.T) {
	t.Parallel()
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{
		"go.mod": "module example.com/m\n\ngo 1.22\n",
		"p/p.go": "package p\n\ntype T struct{}\n\nfunc Old() int { return 1 }\n",
	})
	r.Commit("swap", map[string]string{
		"p/p.go": "package p\n\ntype T struct{}\n\nfunc (T) Hello() string { return \"hi\" }\n",
	})
	got := strings.Join(symbolsCoverage(t, r.Dir, base, "HEAD"), "\n")
	if !strings.Contains(got, "symbol T.Hello (p/p.go:5) could not be checked (added: ") {
		t.Fatalf("the added method is not unchecked:\n%s", got)
	}
	if !strings.Contains(got, "- no top-level symbol the range removed is still referenced at head (scope: ") || strings.Contains(got, "could not be checked (see above)") {
		t.Errorf("an unchecked addition is counted among the removals:\n%s", got)
	}
}

// Each verified claim states its scope, and a file of the repository
// that may use the symbol but is not read as code (vendored, a Vue
// component, an entry point in pyproject.toml) leaves its claim
// unchecked rather than "no references remain".
func TestSymbolsCoverageStatesScope(t *testing.T) {
	t.Parallel()
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{
		"pkg/d.py":           "def gone():\n    pass\n\ndef vendored_use():\n    pass\n\ndef entry():\n    pass\n",
		"pkg/e.py":           "x = 1\n",
		"third_party/v/u.py": "from pkg.d import vendored_use\n",
		"pyproject.toml":     "[project.scripts]\ntool = \"pkg.d:entry\"\n",
		"web/api.ts":         "export function shown() {}\nexport function kept() {}\n",
		"web/Page.vue":       "<script setup lang=\"ts\">\nimport { shown } from './api'\n</script>\n",
	})
	r.Commit("remove", map[string]string{
		"pkg/d.py":   "x = 2\n",
		"web/api.ts": "export function kept() {}\n",
	})
	got := strings.Join(symbolsCoverage(t, r.Dir, base, "HEAD"), "\n")
	for _, want := range []string{
		"- symbol gone (pkg/d.py:1) removed; no references remain at head (scope: the repository's 2 Python files at head): VERIFIED INDEPENDENTLY",
		"- symbol vendored_use (pkg/d.py:4) could not be checked (third_party/v/u.py names it (vendored, not read as code)): COULD NOT CHECK",
		"- symbol entry (pkg/d.py:7) could not be checked (pyproject.toml names it (a .toml file, which the Python reader does not parse)): COULD NOT CHECK",
		"- symbol shown (web/api.ts:1) could not be checked (web/Page.vue names it (a .vue file, which the TypeScript/JavaScript reader does not parse)): COULD NOT CHECK",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
	r2 := gittest.New(t)
	base = r2.Commit("base", map[string]string{"d.py": "def a():\n    pass\n\ndef b():\n    pass\n", "use.py": "from d import b\nb()\n"})
	r2.Commit("drop a", map[string]string{"d.py": "def b():\n    pass\n"})
	got = strings.Join(symbolsCoverage(t, r2.Dir, base, "HEAD"), "\n")
	if want := "- no top-level symbol the range removed is still referenced at head (scope: the repository's 2 Python files at head): VERIFIED INDEPENDENTLY"; !strings.Contains(got, want) {
		t.Errorf("no %q in\n%s", want, got)
	}
}
