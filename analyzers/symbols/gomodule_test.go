package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
)

func TestImportPathUnderVendor(t *testing.T) {
	m := modules{".": "example.com/m", "sub": "example.com/sub"}
	for dir, want := range map[string]string{
		"vendor/github.com/x/y":       "github.com/x/y",
		"sub/vendor/golang.org/x/mod": "golang.org/x/mod",
		"a/vendor/b/vendor/c":         "c",
		"vendor":                      "",
		"app":                         "example.com/m/app",
		"sub/p":                       "example.com/sub/p",
		"vendors/p":                   "example.com/m/vendors/p",
	} {
		if got := m.importPath(dir); got != want {
			t.Errorf("importPath(%q) = %q, want %q", dir, got, want)
		}
	}
}

// A vendored package is imported by its own path, not the module's path
// with vendor/ in it: a removed vendored function still called is dangling.
func TestGitVendoredFunctionStillCalled(t *testing.T) {
	t.Parallel()
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{
		"go.mod":                     goMod,
		"vendor/github.com/x/y/y.go": "package y\n\nfunc Foo() int { return 1 }\n\nfunc Bar() int { return 2 }\n",
		"app/app.go":                 "package app\n\nimport \"github.com/x/y\"\n\nfunc Run() int { return y.Foo() + y.Bar() }\n",
	})
	r.Commit("drop Foo", map[string]string{
		"vendor/github.com/x/y/y.go": "package y\n\nfunc Bar() int { return 2 }\n",
	})
	check(t, analyzeCommits(t, r.Dir, base, "HEAD"),
		"symbol Foo (vendor/github.com/x/y/y.go:3) removed at head but still referenced at app/app.go:5")
}
