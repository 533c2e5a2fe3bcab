package typecheck

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// An import that only declarations no importer reaches use is not read:
// pruned, they leave it unused.
func TestCheckSidesSkipsImportsOfPrunedDecls(t *testing.T) {
	base := snapshot.Map{"go.mod": shareMod,
		"lib/lib.go":     "package lib\n\nimport \"example.com/m/heavy\"\n\nfunc Unreached() heavy.T { return 0 }\n\nfunc F() int { return 1 }\n",
		"heavy/heavy.go": "package heavy\n\ntype T int\n",
		"app/app.go":     "package app\n\nimport \"example.com/m/lib\"\n\nvar X string = lib.F()\n"}
	c, res := checkBoth(t, base, base, "app")
	if c.checks["dep heavy"] != 0 || c.checks["dep lib"] != 1 {
		t.Errorf("checks %v, want no heavy and lib once", c.checks)
	}
	if got := strings.Join(siteLines(res[0].Sites), "\n"); got != "app/app.go:5:16: cannot use lib.F() (value of type int) as string value in variable declaration" {
		t.Errorf("sites: %s", got)
	}
}

// A package left unread still counts where go/types names a type by its
// package's path because two packages it imports, however far down,
// have one name: here the rand a pruned declaration leads to, through
// a package of another name.
func TestCheckSidesUnreadImportsKeepQualifiers(t *testing.T) {
	base := snapshot.Map{"go.mod": shareMod,
		"one/rand/rand.go": "package rand\n\ntype Source int\n",
		"two/rand/rand.go": "package rand\n\ntype Other int\n",
		"mid/mid.go":       "package mid\n\nimport \"example.com/m/two/rand\"\n\ntype T = rand.Other\n",
		"lib/lib.go":       "package lib\n\nimport (\n\t\"example.com/m/mid\"\n\t\"example.com/m/one/rand\"\n)\n\nfunc Unreached(mid.T) {}\n\nfunc Make() rand.Source { return 0 }\n",
		"app/app.go":       "package app\n\nimport \"example.com/m/lib\"\n\nvar X string = lib.Make()\n"}
	c, res := checkBoth(t, base, base, "app")
	if c.checks["dep mid"] != 0 {
		t.Errorf("checks %v, want no mid", c.checks)
	}
	want := `app/app.go:5:16: cannot use lib.Make() (value of int type "example.com/m/one/rand".Source) as string value in variable declaration`
	if got := strings.Join(siteLines(res[0].Sites), "\n"); got != want {
		t.Errorf("sites: %s\nwant  %s", got, want)
	}
}

// A package a dependency imports only for its function bodies is read
// for its name, which says whether the import is used, and for its
// imports, which may close a cycle (cycle.go): each header once, and
// the package is not type-checked.
func TestCheckSidesReadsUnusedImportsForTheirName(t *testing.T) {
	base := snapshot.Map{"go.mod": shareMod,
		"lib/lib.go": "package lib\n\nimport \"example.com/m/heavy\"\n\nfunc F() int { return heavy.N }\n",
		"heavy/a.go": "package heavy\n\nconst N = 1\n",
		"heavy/b.go": "package heavy\n\nconst M = 2\n",
		"app/app.go": "package app\n\nimport \"example.com/m/lib\"\n\nvar X string = lib.F()\n",
	}
	c, res := checkBoth(t, base, base, "app")
	if c.checks["header heavy/a.go"] != 1 || c.checks["header heavy/b.go"] != 1 || c.checks["dep heavy"] != 0 {
		t.Errorf("checks %v, want each of heavy's headers read once and heavy not checked", c.checks)
	}
	if got := strings.Join(siteLines(res[0].Sites), "\n"); got != "app/app.go:5:16: cannot use lib.F() (value of type int) as string value in variable declaration" {
		t.Errorf("sites: %s", got)
	}
}
