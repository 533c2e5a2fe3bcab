package typecheck

import (
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

func testEnv(t testing.TB) GoEnv {
	t.Helper()
	env := platformEnv(LocalGoEnv().GOROOT, "linux", "amd64")
	env.ModCache = t.TempDir()
	return env
}

func siteLines(sites []Site) []string {
	var out []string
	for _, s := range sites {
		out = append(out, s.String())
	}
	return out
}

func TestCheckGoFindsErrors(t *testing.T) {
	snap := snapshot.Map{
		"go.mod": "module example.com/m\n\ngo 1.22\n\nrequire github.com/absent/dep v1.0.0\n",
		"go.sum": sumLine("github.com/absent/dep", "v1.0.0"),
		"a/a.go": `package a

import (
	"fmt"
	"strings"

	"example.com/m/b"
	"github.com/absent/dep"
)

func F() string {
	var n int = "x"
	_ = dep.Anything(n)
	return fmt.Sprint(b.G(), strings.ToUpper("y"), undefinedName)
}
`,
		"a/a_test.go":       "package a\n\nfunc helper() int { return F() }\n",
		"a/ext_test.go":     "package a_test\n\nimport \"example.com/m/a\"\n\nvar _ int = a.F()\n",
		"a/skip_windows.go": "package a\n\nvar broken int = \"s\"\n",
		"b/b.go":            "package b\n\nfunc G() int { return 1 }\n",
	}
	res := NewGoChecker(testEnv(t)).Check(snap, []string{"a"})
	got := strings.Join(siteLines(res.Sites), "\n")
	for _, want := range []string{
		`a/a.go:8:2: could not import github.com/absent/dep (github.com/absent/dep@v1.0.0 is not in the module cache)`,
		`a/a.go:12:14: cannot use "x" (untyped string constant) as int value in variable declaration`,
		`a/a.go:14:49: undefined: undefinedName`,
		`a/a_test.go:3:28: cannot use F() (value of type string) as int value in return statement`,
		`a/ext_test.go:5:13: cannot use a.F() (value of type string) as int value in variable declaration`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
	if len(res.Sites) != 5 {
		t.Errorf("got %d sites, want 5:\n%s", len(res.Sites), got)
	}
	if !slices.Equal(res.Excluded, []string{"a/skip_windows.go"}) {
		t.Errorf("excluded %v", res.Excluded)
	}
}
