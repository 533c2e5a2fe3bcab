package typecheck

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// TestMissingDependencyGap: with a dependency absent from the module
// cache, a new undefined name in its importer is the code's own error,
// a finding, since go/types still declares the missing package's name;
// only where the package was imported with a dot, whose names the file
// then lacks, is it a gap.
func TestMissingDependencyGap(t *testing.T) {
	for _, c := range []struct {
		name, imp string
		finding   bool
	}{
		{"a named import", `"github.com/absent/dep"`, true},
		{"a dot import", `. "github.com/absent/dep"`, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := func(body string) string {
				return "package a\n\nimport " + c.imp + "\n\nvar _ = Anything\n\nfunc F() int {\n" + body + "}\n"
			}
			if c.finding {
				src = func(body string) string {
					return "package a\n\nimport " + c.imp + "\n\nvar _ = dep.Anything\n\nfunc F() int {\n" + body + "}\n"
				}
			}
			gomod := "module example.com/m\n\ngo 1.22\n\nrequire github.com/absent/dep v1.0.0\n"
			before, after := src("\treturn 1\n"), src("\treturn plantedUndefined\n")
			check := func(text string) []Site {
				return NewGoChecker(testEnv(t)).Check(snapshot.Map{"go.mod": gomod, "go.sum": sumLine("github.com/absent/dep", "v1.0.0"), "a/a.go": text}, []string{"a"}).Sites
			}
			got := Compare([]FileChange{change(t, "a/a.go", "a/a.go", before, after)}, check(before), check(after))
			var news, gaps []string
			for _, f := range got {
				for _, s := range f.New {
					news = append(news, s.Msg)
				}
				for _, s := range f.Unresolved {
					gaps = append(gaps, s.Msg)
				}
			}
			planted := func(msgs []string) bool {
				for _, m := range msgs {
					if strings.Contains(m, "undefined: plantedUndefined") {
						return true
					}
				}
				return false
			}
			if planted(news) != c.finding || planted(gaps) == c.finding {
				t.Errorf("new %q, gaps %q; want the planted error a finding: %v", news, gaps, c.finding)
			}
		})
	}
}
