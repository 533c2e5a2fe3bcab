package typecheck

import (
	"os"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A main package whose files declare no func main type-checks, but go
// build fails at the link; a method or a variable named main is no
// func main. A package with one builds, and so does a main package that
// only tests hold.
func TestMainUndeclared(t *testing.T) {
	const want = "p/a.go:1:9: function main is undeclared in the main package"
	cases := []struct {
		name  string
		files snapshot.Map
		want  string
	}{
		{"renamed", snapshot.Map{"p/a.go": "package main\n\nfunc Main() {}\n", "p/b.go": "package main\n\ntype T struct{}\n\nfunc (T) main() {}\n"}, want},
		{"declared in another file", snapshot.Map{"p/a.go": "package main\n\nfunc run() {}\n", "p/b.go": "package main\n\nfunc main() { run() }\n"}, ""},
		{"not main", snapshot.Map{"p/a.go": "package p\n\nfunc Main() {}\n"}, ""},
		{"kept out by its build constraint", snapshot.Map{"p/a.go": "package main\n\nfunc run() {}\n", "p/b_windows.go": "package main\n\nfunc main() { run() }\n"}, want},
		{"in a cgo file", snapshot.Map{"p/a.go": "package main\n\nfunc run() {}\n", "p/b.go": "//go:build cgo\n\npackage main\n\nfunc main() { run() }\n"}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			files := snapshot.Map{"go.mod": "module example.com/m\n\ngo 1.22\n"}
			for p, body := range c.files {
				files[p] = body
			}
			res := NewGoChecker(testEnv(t)).Check(files, []string{"p"})
			if got := strings.Join(siteLines(res.Sites), "\n"); got != c.want {
				t.Errorf("sites:\n%s\nwant:\n%s", got, c.want)
			}
			if !hasGo() || c.name == "in a cgo file" {
				return // the go command's verdict there depends on cgo
			}
			out, err := runGo(t, files, "build", "-o", os.DevNull, "./p")
			if broke := err != nil && strings.Contains(out, "function main is undeclared in the main package"); broke != (c.want != "") {
				t.Errorf("go build: %v\n%s", err, out)
			}
		})
	}
}
