package typecheck

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A //go:embed pattern that embeds nothing stops the go command's build
// of the package, and go/types never sees it: each case's sites are
// held to what `go build` prints for the package, line, column and
// message (the go command reports the first failing pattern, in sorted
// order).
func TestEmbedPatternsAsTheGoCommandReadsThem(t *testing.T) {
	embedFile := func(directives ...string) string {
		return "package p\n\nimport _ \"embed\"\n\n" + strings.Join(directives, "\n") + "\nvar s string\n"
	}
	cases := []struct {
		name  string
		files snapshot.Map
		want  string // the site, "" for none
	}{
		{"matches", snapshot.Map{"p/p.go": embedFile("//go:embed static/*.css"), "p/static/a.css": "x"}, ""},
		{"nothing matches", snapshot.Map{"p/p.go": embedFile("//go:embed static/*.css"), "p/static/a.txt": "x"},
			"p/p.go:5:12: pattern static/*.css: no matching files found"},
		{"second of two", snapshot.Map{"p/p.go": embedFile("//go:embed a.txt  b.txt"), "p/a.txt": "x"},
			"p/p.go:5:19: pattern b.txt: no matching files found"},
		{"quoted with a space", snapshot.Map{"p/p.go": embedFile("//go:embed \"my file.txt\""), "p/my.txt": "x"},
			"p/p.go:5:12: pattern my file.txt: no matching files found"},
		{"quoted, present", snapshot.Map{"p/p.go": embedFile("//go:embed `my file.txt`"), "p/my file.txt": "x"}, ""},
		{"hidden files only", snapshot.Map{"p/p.go": embedFile("//go:embed static"), "p/static/.keep": "x", "p/static/_draft": "x"},
			"p/p.go:5:12: pattern static: cannot embed directory static: contains no embeddable files"},
		{"hidden files with all:", snapshot.Map{"p/p.go": embedFile("//go:embed all:static"), "p/static/.keep": "x"}, ""},
		{"hidden file named", snapshot.Map{"p/p.go": embedFile("//go:embed static/.keep"), "p/static/.keep": "x"}, ""},
		{"another module", snapshot.Map{"p/p.go": embedFile("//go:embed sub"), "p/sub/go.mod": "module x\n", "p/sub/a.txt": "x"},
			"p/p.go:5:12: pattern sub: cannot embed directory sub: in different module"},
		{"module below", snapshot.Map{"p/p.go": embedFile("//go:embed data"), "p/data/a.txt": "x", "p/data/sub/go.mod": "module x\n"}, ""},
		{"invalid", snapshot.Map{"p/p.go": embedFile("//go:embed ../x.txt"), "x.txt": "x"},
			"p/p.go:5:12: pattern ../x.txt: invalid pattern syntax"},
		{"first in sorted order", snapshot.Map{
			"p/p.go": embedFile("//go:embed z.txt"), "p/q.go": "package p\n\nimport _ \"embed\"\n\n//go:embed b.txt\nvar t string\n",
		}, "p/q.go:5:12: pattern b.txt: no matching files found"},
		{"in a string, no directive", snapshot.Map{"p/p.go": "package p\n\nvar s = `\n//go:embed gone.txt\n`\n"}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			files := snapshot.Map{"go.mod": "module example.com/m\n\ngo 1.22\n"}
			for p, body := range c.files {
				files[p] = body
			}
			res := NewGoChecker(testEnv(t)).Check(files, []string{"p"})
			got := strings.Join(siteLines(res.Sites), "\n")
			if got != c.want {
				t.Errorf("sites:\n%s\nwant:\n%s", got, c.want)
			}
			if hasGo() {
				if out := goBuild(t, files); out != c.want {
					t.Errorf("go build says:\n%s\nwant:\n%s", out, c.want)
				}
			}
		})
	}
}

// goBuild builds ./p of files with the go command and returns its error
// lines about the package, or "" when it builds.
func goBuild(t *testing.T, files snapshot.Map) string {
	t.Helper()
	out, err := runGo(t, files, "build", "-o", os.DevNull, "./p")
	if err == nil {
		return ""
	}
	var lines []string
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		if strings.HasPrefix(l, "p/") {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines, "\n")
}

// A tree of many directories under many patterns: each pattern looks
// only at the names of its depth, and a directory's files are one run
// of the sorted names. Quadratic work here runs for minutes; nothing is
// timed.
func TestEmbedManyPatternsAndFiles(t *testing.T) {
	var files []string
	for i := range 20000 {
		files = append(files, fmt.Sprintf("d%05d/f.txt", i), fmt.Sprintf("d%05d/.hidden", i))
	}
	var patterns []embedPattern
	for i := range 2000 {
		patterns = append(patterns, embedPattern{text: fmt.Sprintf("d%04d*", i)}, embedPattern{text: fmt.Sprintf("d%05d", i)})
	}
	if site, ok := embedError(patterns, files); ok {
		t.Errorf("site %v", site)
	}
}
