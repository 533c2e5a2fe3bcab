package typecheck

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// The go command refuses a package that imports itself through others,
// whether the import that closes the loop is used in a declaration or
// only in a function body, and an in-package test that does the same;
// an external test package may import what imports the package. go vet
// (which loads the tests) agrees on each case.
func TestImportCycles(t *testing.T) {
	const a = "package a\n\nimport \"example.com/m/b\"\n\nfunc A() int { return b.B() }\n"
	cases := []struct {
		name  string
		files snapshot.Map
		want  []string
	}{
		{"through a declaration", snapshot.Map{"a/a.go": a, "b/b.go": "package b\n\nimport \"example.com/m/a\"\n\nvar _ = a.A\n\nfunc B() int { return 1 }\n"},
			[]string{"a/a.go:3:8: import cycle not allowed", "b/b.go:3:8: import cycle not allowed"}},
		{"through a function body", snapshot.Map{"a/a.go": a, "b/b.go": "package b\n\nimport \"example.com/m/a\"\n\nfunc B() int { _ = a.A; return 1 }\n"},
			[]string{"a/a.go:3:8: import cycle not allowed", "b/b.go:3:8: import cycle not allowed"}},
		{"itself", snapshot.Map{"a/a.go": "package a\n\nimport \"example.com/m/a\"\n\nvar _ = a.A\n\nfunc A() {}\n", "b/b.go": "package b\n\nfunc B() int { return 1 }\n"},
			[]string{"a/a.go:3:8: import cycle not allowed"}},
		{"in-package test", snapshot.Map{"a/a.go": "package a\n\nfunc A() int { return 1 }\n", "a/a_test.go": "package a\n\nimport \"example.com/m/b\"\n\nvar _ = b.B\n",
			"b/b.go": "package b\n\nimport \"example.com/m/a\"\n\nfunc B() int { return a.A() }\n"},
			[]string{"a/a_test.go:3:8: import cycle not allowed in test"}},
		{"external test", snapshot.Map{"a/a.go": "package a\n\nfunc A() int { return 1 }\n", "a/a_test.go": "package a_test\n\nimport \"example.com/m/b\"\n\nvar _ = b.B\n",
			"b/b.go": "package b\n\nimport \"example.com/m/a\"\n\nfunc B() int { return a.A() }\n"}, nil},
		{"no cycle", snapshot.Map{"a/a.go": a, "b/b.go": "package b\n\nfunc B() int { return 1 }\n"}, nil},
		// Outside a workspace, another module builds against the
		// version of this one its go.mod requires: no loop here.
		{"through another module", snapshot.Map{"a/a.go": a,
			"b/go.mod": "module example.com/m/b\n\ngo 1.22\n\nrequire example.com/m v1.0.0\n",
			"b/b.go":   "package b\n\nimport \"example.com/m/a\"\n\nvar _ = a.A\n\nfunc B() int { return 1 }\n"}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			files := snapshot.Map{"go.mod": "module example.com/m\n\ngo 1.22\n"}
			for p, body := range c.files {
				files[p] = body
			}
			res := NewGoChecker(testEnv(t)).Check(files, []string{"a", "b"})
			var cycles []string
			for _, l := range siteLines(res.Sites) {
				if strings.Contains(l, "import cycle") {
					cycles = append(cycles, l)
				}
			}
			if strings.Join(cycles, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("cycle sites:\n%s\nwant:\n%s\nall sites: %v", strings.Join(cycles, "\n"), strings.Join(c.want, "\n"), siteLines(res.Sites))
			}
			if !hasGo() {
				return
			}
			out, err := runGo(t, files, "vet", "./...")
			if broke := err != nil && strings.Contains(out, "import cycle not allowed"); broke != (c.want != nil) {
				t.Errorf("go vet: %v\n%s", err, out)
			}
		})
	}
}
