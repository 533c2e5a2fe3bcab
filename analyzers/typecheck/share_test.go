package typecheck

import (
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

const shareMod = "module example.com/m\n\ngo 1.22\n"

// checkBoth checks dirs at base and head with one checker and returns it
// with both sides' sites.
func checkBoth(t *testing.T, base, head snapshot.Map, dirs ...string) (*GoChecker, []GoResult) {
	t.Helper()
	c := NewGoChecker(testEnv(t))
	return c, c.CheckSides([]snapshot.Snapshot{base, head}, dirs)
}

func with(m snapshot.Map, files ...string) snapshot.Map {
	out := snapshot.Map{}
	for k, v := range m {
		out[k] = v
	}
	for i := 0; i+1 < len(files); i += 2 {
		out[files[i]] = files[i+1]
	}
	return out
}

// A package the change leaves alone, with the same imports on both
// sides, is type-checked once for the two; the standard library too.
func TestCheckSidesSharesWhatIsTheSame(t *testing.T) {
	base := snapshot.Map{"go.mod": shareMod,
		"a/a.go": "package a\n\nimport \"example.com/m/b\"\n\nvar X int = b.N\n",
		"b/b.go": "package b\n\nimport \"strings\"\n\nvar N = len(strings.Fields(\"x y\"))\n"}
	head := with(base, "a/a.go", "package a\n\nimport \"example.com/m/b\"\n\nvar X string = b.N\n")
	c, res := checkBoth(t, base, head, "a")
	if c.checks["dep b"] != 1 || c.checks["dep "+filepath.Join(c.env.GOROOT, "src", "strings")] != 1 || c.checks["unit a"] != 2 {
		t.Errorf("checks %v, want b and strings once, a twice", c.checks)
	}
	if len(res[0].Sites) != 0 || len(res[1].Sites) != 1 || !strings.Contains(res[1].Sites[0].Msg, "cannot use b.N (variable of type int) as string value") {
		t.Errorf("base %v, head %v", res[0].Sites, res[1].Sites)
	}
}

// A change inside a function body (moving the declarations below it)
// leaves every importer's errors as they were: an importer is checked
// once, its sites stand for both sides. A change to a signature is
// checked on both sides.
func TestCheckSidesBodyChangeChecksImportersOnce(t *testing.T) {
	base := snapshot.Map{"go.mod": shareMod,
		"lib/lib.go": "package lib\n\nfunc F() int { return 1 }\n\nfunc G() int { return 2 }\n",
		"app/app.go": "package app\n\nimport \"example.com/m/lib\"\n\nvar X string = lib.G()\n"}
	body := with(base, "lib/lib.go", "package lib\n\nfunc F() int {\n\tx := 1\n\treturn x\n}\n\nfunc G() int { return 2 }\n")
	c, res := checkBoth(t, base, body, "lib", "app")
	if c.checks["unit app"] != 1 || c.checks["unit lib"] != 2 {
		t.Errorf("checks %v, want app once and lib twice", c.checks)
	}
	if !slices.Equal(siteLines(res[0].Sites), siteLines(res[1].Sites)) || len(res[1].Sites) != 1 {
		t.Errorf("base %v, head %v", res[0].Sites, res[1].Sites)
	}

	signature := with(base, "lib/lib.go", "package lib\n\nfunc F() int { return 1 }\n\nfunc G() string { return \"\" }\n")
	c, res = checkBoth(t, base, signature, "lib", "app")
	if c.checks["unit app"] != 2 {
		t.Errorf("checks %v, want app twice", c.checks)
	}
	if len(res[0].Sites) != 1 || len(res[1].Sites) != 0 {
		t.Errorf("base %v, head %v", res[0].Sites, res[1].Sites)
	}
}

// An importer's error that quotes where an imported object is declared
// says where it is on each side: a body change that moves the object
// makes the importer checked again, not given the base's position. A
// dependency's line table is packed until such a message needs it: the
// importer is checked once more on each side, with the lines.
func TestCheckSidesQuotedPositionIsEachSides(t *testing.T) {
	base := snapshot.Map{"go.mod": shareMod,
		"lib/lib.go": "package lib\n\nfunc F() int { return 1 }\n\nfunc Zero[T any]() (z T) { return }\n",
		"app/app.go": "package app\n\nimport \"example.com/m/lib\"\n\nvar X = lib.Zero()\n"}
	head := with(base, "lib/lib.go", "package lib\n\nfunc F() int {\n\treturn 1\n}\n\nfunc Zero[T any]() (z T) { return }\n")
	c, res := checkBoth(t, base, head, "app")
	if c.checks["unit app"] != 4 {
		t.Errorf("checks %v, want app twice on each side", c.checks)
	}
	want := []string{
		"app/app.go:5:9: in call to lib.Zero, cannot infer T (declared at lib/lib.go:5:11)",
		"app/app.go:5:9: in call to lib.Zero, cannot infer T (declared at lib/lib.go:7:11)",
	}
	for i, r := range res {
		if got := strings.Join(siteLines(r.Sites), "\n"); got != want[i] {
			t.Errorf("side %d: %s, want %s", i, got, want[i])
		}
	}
}

// An import that a dependency's declarations do not use (only its
// function bodies do) is not read: it plays no part in the types.
func TestCheckSidesSkipsImportsOnlyBodiesUse(t *testing.T) {
	base := snapshot.Map{"go.mod": shareMod,
		"lib/lib.go":     "package lib\n\nimport (\n\t\"example.com/m/heavy\"\n\th2 \"example.com/m/typed\"\n)\n\nfunc F() h2.T { return h2.T(heavy.N) }\n",
		"heavy/heavy.go": "package heavy\n\nconst N = 1\n",
		"typed/typed.go": "package typed\n\ntype T int\n",
		"app/app.go":     "package app\n\nimport \"example.com/m/lib\"\n\nvar X string = lib.F()\n"}
	c, res := checkBoth(t, base, base, "app")
	if c.checks["dep heavy"] != 0 || c.checks["dep typed"] != 1 {
		t.Errorf("checks %v, want no heavy and typed once", c.checks)
	}
	if got := strings.Join(siteLines(res[0].Sites), "\n"); got != "app/app.go:5:16: cannot use lib.F() (value of int type typed.T) as string value in variable declaration" {
		t.Errorf("sites: %s", got)
	}
}

// Once checked, nothing of the packages is held: every file's line
// table is gone, so a checker's memory ends with its check.
func TestCheckSidesLetsGo(t *testing.T) {
	base := snapshot.Map{"go.mod": shareMod,
		"a/a.go": "package a\n\nimport (\n\t\"fmt\"\n\t\"example.com/m/b\"\n)\n\nvar X = fmt.Sprint(b.N)\n",
		"b/b.go": "package b\n\nconst N = 1\n"}
	head := with(base, "b/b.go", "package b\n\nconst N = 2\n")
	c, _ := checkBoth(t, base, head, "a", "b")
	left := 0
	c.fset.Iterate(func(*token.File) bool { left++; return true })
	if left != 0 {
		t.Errorf("%d files still held", left)
	}
}

// A file both sides read as a dependency has its header read once: one
// in the module cache, and one of the snapshot the change leaves alone.
// A file the change edits is read on each side.
func TestCheckSidesReadsSharedHeadersOnce(t *testing.T) {
	env := testEnv(t)
	dep := filepath.Join(env.ModCache, "example.com", "dep@v1.0.0")
	if err := os.MkdirAll(dep, 0o755); err != nil {
		t.Fatal(err)
	}
	depFile := filepath.Join(dep, "dep.go")
	if err := os.WriteFile(depFile, []byte("package dep\n\nconst N = 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	mod := shareMod + "\nrequire example.com/dep v1.0.0\n"
	base := snapshot.Map{"go.mod": mod, "go.sum": sumLine("example.com/dep", "v1.0.0"),
		"a/a.go": "package a\n\nimport (\n\t\"example.com/dep\"\n\t\"example.com/m/b\"\n\t\"example.com/m/c\"\n)\n\nvar X int = b.N + c.N + dep.N\n",
		"b/b.go": "package b\n\nvar N = 1\n",
		"c/c.go": "package c\n\nvar N = 1\n"}
	head := with(base, "c/c.go", "package c\n\nvar N = 2\n", "a/a.go", strings.Replace(base["a/a.go"], "X int", "X string", 1))
	c := NewGoChecker(env)
	res := c.CheckSides([]snapshot.Snapshot{base, head}, []string{"a"})
	if c.checks["header "+depFile] != 1 || c.checks["header b/b.go"] != 1 || c.checks["header c/c.go"] != 2 {
		t.Errorf("checks %v, want the headers of dep.go and b.go read once, c.go twice", c.checks)
	}
	if len(res[0].Sites) != 0 || len(res[1].Sites) != 1 {
		t.Errorf("base %v, head %v", res[0].Sites, res[1].Sites)
	}
}
