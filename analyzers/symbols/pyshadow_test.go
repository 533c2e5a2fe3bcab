package symbols

import (
	"os/exec"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// `from util import helper` may name util.py or pkg/util.py: which one
// loads depends on sys.path. Removing helper from util.py, still there,
// while pkg/util.py keeps one, was read as a move; with another removal
// beside it, "no top-level symbol the range removed is still referenced
// at head: VERIFIED", while python3 app.py (its directory first on
// sys.path) fails. The use is now ambiguous. A module the range deleted
// is a move still.
func TestPythonSpecifierOfSeveralModules(t *testing.T) {
	t.Parallel()
	const util = "def helper():\n    return 1\n\ndef gone():\n    return 3\n"
	const why = "its specifier matches util.py and another module that still provides it; which one loads depends on the import path"
	const gone = "symbol gone (util.py:4) removed; no references remain at head"
	cases := []struct {
		name, app string
		head      map[string]string
		want      []string
		broken    string
	}{
		{"import of the name", "from util import helper\nprint(helper())\n", map[string]string{"util.py": "# emptied\n"},
			[]string{"symbol helper (util.py:1) removed; its name is still used at app.py:1, app.py:2, not attributed (" + why + ")", gone}, "cannot import name 'helper'"},
		{"star import", "from util import *\nprint(helper())\n", map[string]string{"util.py": "# emptied\n"},
			[]string{"symbol helper (util.py:1) removed; its name is still used at app.py:2, not attributed (" + why + ")", gone}, "name 'helper' is not defined"},
		{"module deleted", "from util import helper\nprint(helper())\n", map[string]string{"util.py": ""}, []string{gone}, "No module named 'util'"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{"util.py": util, "pkg/__init__.py": "\n", "pkg/util.py": "def helper():\n    return 1\n", "app.py": c.app}
			head := checkChange(t, base, c.head, c.want...)
			if python3() == "" {
				t.Log("python3 not installed: the head is not run")
				return
			}
			if c.head["util.py"] == "" {
				delete(head, "util.py")
			}
			cmd := exec.Command(python3(), "app.py")
			cmd.Dir = writeTree(t, snapshot.Map(head))
			expectRun(t, cmd, c.broken)
		})
	}
}
