package symbols

import (
	"testing"
)

// Where pkg/util.py and pkg/util/__init__.py both exist, Python's path
// finder loads the package and never the module file. helper removed
// from the package while util.py keeps it was read as moved: with
// another removal beside it, "no top-level symbol the range removed is
// still referenced at head: VERIFIED", while python3 fails (cannot
// import name 'helper'). Removed from util.py only, it is still there.
func TestPythonPackageWinsOverModuleOfItsName(t *testing.T) {
	t.Parallel()
	const both = "def helper():\n    return 1\n\ndef other():\n    return 2\n"
	cases := []struct {
		name   string
		head   map[string]string
		want   []string
		broken string
	}{
		{"removed from the package", map[string]string{"pkg/util/__init__.py": "def keep():\n    return 3\n"}, []string{
			"symbol helper (pkg/util/__init__.py:1) removed at head but still referenced at app.py:1, app.py:3, pkg/main.py:1, pkg/main.py:2",
			"symbol keep (pkg/util/__init__.py:1) added; nothing at head references it (exported: uses outside the repository are not seen)",
		}, "cannot import name 'helper'"},
		{"removed from the module file", map[string]string{"pkg/util.py": "def keep():\n    return 3\n"}, []string{
			"symbol keep (pkg/util.py:1) added; nothing at head references it (exported: uses outside the repository are not seen)",
		}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{
				"pkg/__init__.py": "\n", "pkg/util.py": both, "pkg/util/__init__.py": both,
				"pkg/main.py": "from .util import helper\nprint(helper())\n",
				"app.py":      "from pkg.util import helper\nimport pkg.main\nprint(helper())\n",
			}
			head := checkChange(t, base, c.head, c.want...)
			expectPythonRuns(t, head, c.broken)
		})
	}
}
