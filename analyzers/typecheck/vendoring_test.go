package typecheck

import (
	"os"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A module that vendors builds only while go.mod and vendor/modules.txt
// agree: each case's sites are held to what go build says (offline: the
// vendor directory holds everything).
func TestVendoringConsistency(t *testing.T) {
	mod := func(goVer, require, replace string) string {
		s := "module example.com/m\n\ngo " + goVer + "\n\nrequire example.org/dep " + require + "\n"
		if replace != "" {
			s += "\nreplace " + replace + "\n"
		}
		return s
	}
	const list = "# example.org/dep v1.0.0\n## explicit; go 1.22\nexample.org/dep\n"
	base := snapshot.Map{
		"a/a.go":                        "package a\n\nimport \"example.org/dep\"\n\nvar X = dep.X\n",
		"vendor/example.org/dep/dep.go": "package dep\n\nconst X = 1\n",
		"vendor/example.org/dep/go.mod": "module example.org/dep\n\ngo 1.22\n",
	}
	cases := []struct {
		name, goMod, list string
		want              []string
	}{
		{"consistent", mod("1.22", "v1.0.0", ""), list, nil},
		{"bumped without go mod vendor", mod("1.22", "v1.1.0", ""), list, []string{
			"go.mod:5: inconsistent vendoring: example.org/dep@v1.1.0: is explicitly required in go.mod, but not marked as explicit in vendor/modules.txt",
			"vendor/modules.txt:1: inconsistent vendoring: example.org/dep@v1.0.0: is marked as explicit in vendor/modules.txt, but not explicitly required in go.mod",
		}},
		{"replaced without go mod vendor", mod("1.22", "v1.0.0", "example.org/dep => ./dep"), list, []string{
			"go.mod:7: inconsistent vendoring: example.org/dep: is replaced in go.mod, but not marked as replaced in vendor/modules.txt",
		}},
		{"replaced in both", mod("1.22", "v1.0.0", "example.org/dep => ./dep"), list + "# example.org/dep => ./dep\n", nil},
		{"before go 1.14", mod("1.13", "v1.1.0", ""), list, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			files := snapshot.Map{"go.mod": c.goMod, "vendor/modules.txt": c.list}
			for p, body := range base {
				files[p] = body
			}
			if strings.Contains(c.goMod, "./dep") {
				files["dep/go.mod"] = "module example.org/dep\n\ngo 1.22\n"
				files["dep/dep.go"] = "package dep\n\nconst X = 1\n"
			}
			res := NewGoChecker(testEnv(t)).Check(files, []string{"a"})
			if got, want := strings.Join(siteLines(res.Sites), "\n"), strings.Join(c.want, "\n"); got != want {
				t.Errorf("sites:\n%s\nwant:\n%s", got, want)
			}
			if !hasGo() || c.goMod == mod("1.13", "v1.1.0", "") {
				return // go 1.13 without vendoring would fetch the module
			}
			out, err := runGo(t, files, "build", "-o", os.DevNull, "./a")
			for _, w := range c.want {
				_, detail, _ := strings.Cut(w, "inconsistent vendoring: ")
				if !strings.Contains(out, detail) {
					t.Errorf("go build does not say %q:\n%s", detail, out)
				}
			}
			if (err != nil) != (c.want != nil) {
				t.Errorf("go build: %v\n%s", err, out)
			}
		})
	}
}
