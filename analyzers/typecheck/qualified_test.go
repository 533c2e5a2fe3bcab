package typecheck

import (
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A name written after another package's name, or after a value, does
// not keep a dependency's declaration of that name: here lib.Unreached
// stays pruned, and with it the import of heavy, though app writes
// v.Unreached.
func TestCheckSidesReachesNamesByTheirQualifier(t *testing.T) {
	base := snapshot.Map{"go.mod": shareMod,
		"lib/lib.go":     "package lib\n\nimport \"example.com/m/heavy\"\n\nfunc Unreached() heavy.T { return 0 }\n\nfunc F() int { return 1 }\n",
		"heavy/heavy.go": "package heavy\n\ntype T int\n",
		"app/app.go":     "package app\n\nimport \"example.com/m/lib\"\n\ntype V struct{ Unreached int }\n\nvar v V\n\nvar X string = lib.F() + v.Unreached\n"}
	c, res := checkBoth(t, base, base, "app")
	if c.checks["dep heavy"] != 0 || c.checks["dep lib"] != 1 {
		t.Errorf("checks %v, want no heavy and lib once", c.checks)
	}
	want := "app/app.go:9:16: cannot use lib.F() + v.Unreached (value of type int) as string value in variable declaration"
	if got := strings.Join(siteLines(res[0].Sites), "\n"); got != want {
		t.Errorf("sites: %s\nwant  %s", got, want)
	}
}

// Every way a file may name a dependency's object keeps its declaration:
// the name an import gives the package, a space or a comment before the
// dot, and a dependency's declaration naming another's. go/types would
// otherwise report the pruned names as undefined.
func TestCheckSidesReachesNamesByAnyQualifier(t *testing.T) {
	base := snapshot.Map{"go.mod": shareMod,
		"lib/lib.go":     "package lib\n\nimport h \"example.com/m/heavy\"\n\nfunc A() h.T { return 0 }\n\nfunc B() int { return 1 }\n\nfunc C() int { return 2 }\n",
		"heavy/heavy.go": "package heavy\n\ntype T int\n",
		"app/app.go": "package app\n\nimport (\n\tl \"example.com/m/lib\"\n\t\"example.com/m/heavy\"\n)\n\n" +
			"var _ heavy.T = l.A()\n\nvar _ = l /* c */ .B() + l.\n\tC()\n\nvar X string = 1\n"}
	c, res := checkBoth(t, base, base, "app")
	if c.checks["dep heavy"] != 1 {
		t.Errorf("checks %v, want heavy once", c.checks)
	}
	want := "app/app.go:13:16: cannot use 1 (untyped int constant) as string value in variable declaration"
	if got := strings.Join(siteLines(res[0].Sites), "\n"); got != want {
		t.Errorf("sites: %s\nwant  %s", got, want)
	}
}

func TestNoteSelectedQualifiers(t *testing.T) {
	got := map[string]bool{}
	noteSelected([]byte("a.B + f().C + x[1].D + e /* c */.F + g\n\t.H + \"s\".I + Ü.Ö + 1.5 + j. /* c */ K"), got)
	want := map[string]bool{"a.b": true, ".f": true, ".h": true, "ü.ö": true, "j.k": true}
	if !maps.Equal(got, want) {
		t.Errorf("noted %v, want %v", got, want)
	}
}

// BenchmarkNoteSelected notes the names of a large file of the standard
// library, as resolving does for every file it reads.
func BenchmarkNoteSelected(b *testing.B) {
	src, err := os.ReadFile(filepath.Join(LocalGoEnv().GOROOT, "src", "net", "http", "server.go"))
	if err != nil {
		b.Skip("no standard library:", err)
	}
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		noteSelected(src, map[string]bool{})
	}
}
