package typecheck

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// The go command builds with a module only while go.sum vouches for it:
// dropping its lines breaks the import though the module cache holds
// the module. The module is one this repository builds with, so the
// cache holds it wherever these tests run; go build (offline) agrees.
func TestMissingGoSumEntry(t *testing.T) {
	env := LocalGoEnv()
	if env.ModCache == "" || env.GOROOT == "" {
		t.Skip("no go command to say where the module cache is")
	}
	if _, err := os.Stat(filepath.Join(env.ModCache, "github.com", "bmatcuk", "doublestar", "v4@v4.10.4")); err != nil {
		t.Skip("github.com/bmatcuk/doublestar/v4@v4.10.4 is not in the module cache")
	}
	const goModSum = "github.com/bmatcuk/doublestar/v4 v4.10.4/go.mod h1:xBQ8jztBU6kakFMg+8WGxn0c6z1fTSPVIjEY1Wr7jzc=\n"
	const sum = "github.com/bmatcuk/doublestar/v4 v4.10.4 h1:oTKkRmRuOsKMqFe1AQazd9gGBFNEpOmgKp/xzB97dnA=\n" + goModSum
	base := snapshot.Map{
		"go.mod": "module example.com/m\n\ngo 1.22\n\nrequire github.com/bmatcuk/doublestar/v4 v4.10.4\n",
		"go.sum": sum,
		"a/a.go": "package a\n\nimport \"github.com/bmatcuk/doublestar/v4\"\n\nvar OK = doublestar.ValidatePattern(\"*\")\n",
	}
	head := snapshot.Map{"go.mod": base["go.mod"], "go.sum": goModSum, "a/a.go": base["a/a.go"]}
	res := NewGoChecker(env).CheckSides([]snapshot.Snapshot{base, head}, []string{"a"})
	if got := siteLines(res[0].Sites); len(got) != 0 {
		t.Errorf("base sites: %v", got)
	}
	want := "a/a.go:3:8: could not import github.com/bmatcuk/doublestar/v4 (missing go.sum entry for module providing package github.com/bmatcuk/doublestar/v4)"
	if got := strings.Join(siteLines(res[1].Sites), "\n"); !strings.HasPrefix(got, want) {
		t.Errorf("head sites:\n%s\nwant %s", got, want)
	}
	for _, side := range []struct {
		files  snapshot.Map
		broken string
	}{{base, ""}, {head, "a/a.go:3:8: missing go.sum entry for module providing package github.com/bmatcuk/doublestar/v4"}} {
		cmd := exec.Command(filepath.Join(env.GOROOT, "bin", "go"), "build", "-o", os.DevNull, "./a")
		cmd.Dir = gittest.WriteTree(t, side.files)
		cmd.Env = append(os.Environ(), "GOTOOLCHAIN=local", "GOFLAGS=-mod=readonly", "GOWORK=off", "GOPROXY=off", "GOMODCACHE="+env.ModCache)
		out, err := cmd.CombinedOutput()
		if side.broken == "" && err != nil || side.broken != "" && !strings.Contains(string(out), side.broken) {
			t.Errorf("go build: %v\n%s\nwant %q", err, out, side.broken)
		}
	}
}

// sumLine is a go.sum line that vouches for mod@version, as a module
// that go.sum lists but the module cache may lack.
func sumLine(mod, version string) string {
	return mod + " " + version + " h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n"
}
