package symbols

import "testing"

// A name assigned what may be the module itself stays so when it is
// assigned again elsewhere, in another function or later: which
// assignment a write goes through is not told, so another package's
// callee (logging.getLogger) assigned the same name does not take the
// module back. Each write below was a false dangling claim while
// python3 ran the head.
func TestPySelfModuleHeldReassigned(t *testing.T) {
	t.Parallel()
	used := func(at, why string) string {
		return "symbol helper (a.py:1) removed; its name is still used at " + at + "app.py:1, app.py:2, not attributed (a.py writes to its module through a call that may give the module itself" + why + ", which may still supply it)"
	}
	const quiet = "def quiet():\n    m = logging.getLogger(__name__)\n    m.setLevel(40)\nm.helper = f\n"
	const util = "def load(n=None, name=None):\n    return __import__(n or name)\n"
	for _, c := range []struct {
		name, head string
		want       string
		quiet      string // the line quiet is defined at
	}{
		{"GetModule", "import inspect, logging\nm = inspect.getmodule(f)\n" + quiet, used("a.py:8, ", " (held as m, written at a.py:8)"), "5"},
		{"LocalWrapper", "import logging\ndef load(n):\n    return __import__(n)\nm = load(__name__)\n" + quiet, used("a.py:10, ", " (held as m, written at a.py:10)"), "7"},
		{"RepoImport", "import logging\nfrom util import load\nm = load(__name__)\n" + quiet, used("a.py:9, ", " (load, imported from util, held as m, written at a.py:9)"), "6"},
		{"RepoImportAfter", "import logging\nfrom util import load\ndef quiet():\n    m = logging.getLogger(__name__)\n    m.setLevel(40)\nm = load(__name__)\nm.helper = f\n", used("a.py:9, ", " (load, imported from util, held as m, written at a.py:9)"), "5"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{
				"a.py":    "def helper():\n    return 1\n\ndef f():\n    return 2\n",
				"app.py":  "from a import helper\nprint(helper())\n",
				"util.py": util,
			}
			head := checkChange(t, base, map[string]string{"a.py": "def f():\n    return 2\n" + c.head}, c.want, "symbol quiet (a.py:"+c.quiet+") added; nothing at head references it (exported: uses outside the repository are not seen)")
			expectPythonRuns(t, head, "")
		})
	}
}
