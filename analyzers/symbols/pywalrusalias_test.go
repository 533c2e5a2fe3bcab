package symbols

import "testing"

// A module another file writes into through a name bound by a walrus
// ((m := sys.modules["a"]).helper = f, if (m := import_module("a")):)
// or through a name assigned the imported module whole (m = a) gets
// the name written: a use of it is no dangling reference. Each write
// below was a false dangling claim while python3 ran the head. A call's
// brackets hold an argument, not the module: writing what the call
// gives writes nothing into it.
func TestPyModuleWrittenThroughWalrusOrAlias(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, b string
		want    string
		broken  string
		more    []string // the walrus's own name, added
	}{
		{"WalrusSysModules", "import sys, a\n(m := sys.modules['a']).helper = a.f\n", moduleWritten("2"), "", []string{"symbol m (b.py:2) added; nothing at head references it (exported: uses outside the repository are not seen)"}},
		{"WalrusSysModulesHeld", "import sys, a\nif (m := sys.modules['a']):\n    m.helper = a.f\n", moduleWritten("3"), "", nil},
		{"WalrusImportModule", "import importlib\nif (m := importlib.import_module('a')):\n    m.helper = m.f\n", moduleWritten("3"), "", nil},
		{"WalrusImportModuleSame", "import importlib\n(m := importlib.import_module('a')).helper = lambda: 1\n", moduleWritten("2"), "", []string{"symbol m (b.py:2) added; nothing at head references it (exported: uses outside the repository are not seen)"}},
		{"WalrusImported", "import a\nif (m := a):\n    m.helper = a.f\n", moduleWritten("3"), "", nil},
		{"WalrusImportedSame", "import a\n(m := a).helper = a.f\n", moduleWritten("2"), "", []string{"symbol m (b.py:2) added; nothing at head references it (exported: uses outside the repository are not seen)"}},
		{"Grouped", "import a\n(a).helper = a.f\n", moduleWritten("2"), "", nil},
		{"Alias", "import a\nm = a\nm.helper = a.f\n", moduleWritten("3"), "", nil},
		{"AliasSetattr", "import a\nm = a\nsetattr(m, 'helper', a.f)\n", moduleWritten("3"), "", nil},
		// The module handed to a call: what the call gives is written.
		{"CallArgument", "import a\nclass Box:\n    def __init__(s, m):\n        pass\nBox(a).helper = 1\n", moduleWriteFails, "ImportError", nil},
		{"AliasOther", "import a\nm = a.f\nm.helper = 1\n", moduleWriteFails, "ImportError", nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			checkModuleWrite(t, c.b, c.broken, append([]string{c.want}, c.more...)...)
		})
	}
}

// moduleWriteFails is the fact when b.py's write goes into another
// object than module a: the removal of a.helper stays dangling.
const moduleWriteFails = "symbol helper (a.py:1) removed at head but still referenced at app.py:2, app.py:3"

// moduleWritten is the fact when b.py writes helper into module a at
// line: the removal is not attributed.
func moduleWritten(line string) string {
	return "symbol helper (a.py:1) removed; its name is still used at app.py:2, app.py:3, b.py:" + line + ", not attributed (a.py has helper written into it at b.py:" + line + ", which may still supply it)"
}

// checkModuleWrite removes helper from a.py (app.py imports b, then
// uses a.helper), gives b.py the text b, wants the facts want, and runs
// the head under python3, which fails with broken ("" for none).
func checkModuleWrite(t *testing.T, b, broken string, want ...string) {
	t.Helper()
	base := map[string]string{
		"a.py":   "def helper():\n    return 1\n\ndef f():\n    return 2\n",
		"app.py": "import b\nfrom a import helper\nprint(helper())\n",
		"b.py":   "x = 1\n",
	}
	head := checkChange(t, base, map[string]string{"a.py": "def f():\n    return 2\n", "b.py": b + "x = 1\n"}, want...)
	expectPythonRuns(t, head, broken)
}
