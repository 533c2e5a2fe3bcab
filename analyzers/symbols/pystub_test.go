package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A .pyi stub declares names for type checkers; Python loads the .py
// beside it. A name removed from the .py is removed however the stub
// still declares it (python3 shows the break), and a name removed from
// the stub alone is still there at run time (python3 runs the head).
func TestPythonStubDoesNotHideARemoval(t *testing.T) {
	t.Parallel()
	const main = "from pkg.mod import helper\n\nprint(helper())\n"
	cases := []struct {
		name, mod, stub, want, broken string
	}{{
		name: "removed from the module, the stub keeps it",
		mod:  "def other():\n    return 2\n", stub: "def helper() -> int: ...\ndef other() -> int: ...\n",
		want:   "symbol helper (pkg/mod.py:1) removed at head but still referenced at main.py:1",
		broken: "ImportError",
	}, {
		name: "removed from the stub, the module keeps it",
		mod:  "def helper():\n    return 1\n\ndef other():\n    return 2\n", stub: "def other() -> int: ...\n",
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{
				"pkg/__init__.py": "",
				"pkg/mod.py":      "def helper():\n    return 1\n\ndef other():\n    return 2\n",
				"pkg/mod.pyi":     "def helper() -> int: ...\ndef other() -> int: ...\n",
				"main.py":         main,
			}
			head := map[string]string{"pkg/__init__.py": "", "pkg/mod.py": c.mod, "pkg/mod.pyi": c.stub, "main.py": main}
			got := run(t, snapshot.Map(base), snapshot.Map(head))
			switch {
			case c.want == "" && len(got) > 0:
				t.Errorf("facts %q, want none: the module still defines it", got)
			case c.want != "" && !hasPrefixIn(got, c.want):
				t.Errorf("facts %q, want one starting %q", got, c.want)
			}
			runAsPackage(t, snapshot.Map(head), "main", c.broken)
		})
	}
}
