package typecheck

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// An internal package may be imported only from the tree above its
// internal directory: each case's sites are held to the go command's
// errors (go vet, which loads the tests too).
func TestInternalImports(t *testing.T) {
	x := snapshot.Map{"b/internal/x/x.go": "package x\n\nfunc X() int { return 1 }\n", "b/internal/internal.go": "package internal\n\nfunc I() int { return 1 }\n"}
	cases := []struct {
		name  string
		files snapshot.Map
		want  string
	}{
		{"from outside the tree", snapshot.Map{"a/a.go": "package a\n\nimport (\n\t\"fmt\"\n\t\"example.com/m/b/internal/x\"\n)\n\nvar _ = fmt.Sprint(x.X())\n"},
			"a/a.go:5:2: use of internal package example.com/m/b/internal/x not allowed"},
		{"the internal directory itself", snapshot.Map{"a/a.go": "package a\n\nimport \"example.com/m/b/internal\"\n\nvar _ = internal.I()\n"},
			"a/a.go:3:8: use of internal package example.com/m/b/internal not allowed"},
		{"named, from an external test", snapshot.Map{"a/a.go": "package a\n", "a/a_test.go": "package a_test\n\nimport y \"example.com/m/b/internal/x\"\n\nvar _ = y.X()\n"},
			"a/a_test.go:3:8: use of internal package example.com/m/b/internal/x not allowed"},
		{"the standard library's", snapshot.Map{"a/a.go": "package a\n\nimport \"internal/cpu\"\n\nvar _ = cpu.CacheLineSize\n"},
			"a/a.go:3:8: use of internal package internal/cpu not allowed"},
		{"from inside the tree", snapshot.Map{"a/a.go": "package a\n", "b/c/c.go": "package c\n\nimport \"example.com/m/b/internal/x\"\n\nvar _ = x.X()\n"}, ""},
		{"a name that only holds internal", snapshot.Map{"a/a.go": "package a\n\nimport \"example.com/m/b/internals\"\n\nvar _ = internals.I\n", "b/internals/i.go": "package internals\n\nconst I = 1\n"}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			files := snapshot.Map{"go.mod": "module example.com/m\n\ngo 1.22\n"}
			for _, m := range []snapshot.Map{x, c.files} {
				for p, body := range m {
					files[p] = body
				}
			}
			dirs := []string{"a"}
			if _, ok := c.files["b/c/c.go"]; ok {
				dirs = append(dirs, "b/c")
			}
			res := NewGoChecker(testEnv(t)).Check(files, dirs)
			var got []string
			for _, l := range siteLines(res.Sites) {
				if strings.Contains(l, "internal package") {
					got = append(got, l)
				}
			}
			if strings.Join(got, "\n") != c.want {
				t.Errorf("sites:\n%s\nwant:\n%s\nall: %v", strings.Join(got, "\n"), c.want, siteLines(res.Sites))
			}
			if !hasGo() {
				return
			}
			out, _ := runGo(t, files, "vet", "./...")
			if c.want == "" && strings.Contains(out, "use of internal package") || c.want != "" && !strings.Contains(out, c.want) {
				t.Errorf("go vet says:\n%s\nwant %q", out, c.want)
			}
		})
	}
}

// Without a go.mod, a package's import path is only its directory, not
// the go command's: an internal package another path names is not
// judged.
func TestInternalImportsOutsideAModule(t *testing.T) {
	files := snapshot.Map{"a/a.go": "package a\n\nimport \"example.com/m/b/internal/x\"\n\nvar _ = x.X()\n", "b/internal/x/x.go": "package x\n\nfunc X() int { return 1 }\n"}
	for _, l := range siteLines(NewGoChecker(testEnv(t)).Check(files, []string{"a"}).Sites) {
		if strings.Contains(l, "internal package") {
			t.Errorf("site %s", l)
		}
	}
}
