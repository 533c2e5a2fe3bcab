package symbols

import (
	"testing"
)

// A module is written through more than a name an import binds: its
// namespace (vars(m), m.__dict__), code run there, sys.modules["m"],
// importlib.import_module("m") or a name one was assigned to, or a
// module none can tell (sys.modules[name]). Each write below puts helper
// in m's globals, and python3 runs the head: m's own bare use and its
// importers' are ambiguous, never dangling. sys.modules["m"] = fake
// answers m's importers with fake, not m's own functions.
func TestPyModuleWrittenThroughAnExpression(t *testing.T) {
	t.Parallel()
	const mHead = "def keep():\n    return 0\n\ndef run():\n    return helper()\n"
	const refs = "symbol helper (m.py:4) removed; its name is still used at a.py:1, b.py:2, m.py:5"
	for _, c := range []struct {
		name, x string
		want    string
		broken  string
	}{
		{"VarsItem", "import m\nvars(m)['helper'] = lambda: 1\n",
			refs + ", x.py:2, not attributed (m.py has helper written into it at x.py:2, which may still supply it)", ""},
		{"ExecIntoVars", "import m\nexec('def helper(): return 1', vars(m))\n",
			refs + ", x.py:2, not attributed (m.py has code run in its namespace at x.py:2, which may still supply it)", ""},
		{"ExecIntoDict", "import m\nexec('def helper(): return 1', m.__dict__)\n",
			refs + ", x.py:2, not attributed (m.py has code run in its namespace at x.py:2, which may still supply it)", ""},
		{"SysModulesByName", "import sys\nsys.modules['m'].helper = lambda: 1\n",
			refs + ", x.py:2, not attributed (m.py has helper written into it at x.py:2, which may still supply it)", ""},
		{"SetattrSysModulesByName", "import sys\nsetattr(sys.modules['m'], 'helper', lambda: 1)\n",
			refs + ", x.py:2, not attributed (m.py has helper written into it at x.py:2, which may still supply it)", ""},
		{"SysModulesGet", "import sys\nsetattr(sys.modules.get('m'), 'helper', lambda: 1)\n",
			refs + ", x.py:2, not attributed (m.py has helper written into it at x.py:2, which may still supply it)", ""},
		{"ImportModule", "import importlib\nimportlib.import_module('m').helper = lambda: 1\n",
			refs + ", x.py:2, not attributed (m.py has helper written into it at x.py:2, which may still supply it)", ""},
		{"ImportModuleImportedAs", "from importlib import import_module as load\nload('m').helper = lambda: 1\n",
			refs + ", x.py:2, not attributed (m.py has helper written into it at x.py:2, which may still supply it)", ""},
		{"ImportlibImportedAs", "import importlib as il\nil.import_module('m').helper = lambda: 1\n",
			refs + ", x.py:2, not attributed (m.py has helper written into it at x.py:2, which may still supply it)", ""},
		{"HeldInAFunction", "import importlib\ndef install():\n    mod = importlib.import_module('m')\n    mod.helper = lambda: 1\ninstall()\n",
			refs + ", x.py:4, not attributed (m.py has helper written into it at x.py:4, which may still supply it)", ""},
		{"ObjectSetattr", "import m\nobject.__setattr__(m, 'helper', lambda: 1)\n",
			refs + ", x.py:2, not attributed (m.py has helper written into it at x.py:2, which may still supply it)", ""},
		// A name computed at run time may be helper: m's own use too.
		{"VarsUpdated", "import m\nvars(m).update(helper=lambda: 1)\n",
			refs + ", not attributed (m.py has a name computed at run time written into it at x.py:2, which may still supply it)", ""},
		{"SetattrOfAComputedName", "import m\nname = 'hel' + 'per'\nsetattr(m, name, lambda: 1)\n",
			refs + ", not attributed (m.py has a name computed at run time written into it at x.py:3, which may still supply it)", ""},
		{"ModuleNotTold", "import sys\ndef install(name):\n    sys.modules[name].helper = lambda: 1\ninstall('m')\n",
			refs + ", x.py:3, not attributed (m.py may have helper written into it at x.py:3, through a module not told, which may still supply it)", ""},
		{"Replaced", "import sys, types\nfake = types.ModuleType('m')\nfake.helper = lambda: 1\nsys.modules['m'] = fake\n",
			"symbol helper (m.py:4) removed at head but still referenced at m.py:5", "NameError"},
		// Another module written or replaced is no route to m's helper.
		{"AnotherModuleByName", "import sys\nimport n\nsys.modules['n'].helper = lambda: 1\nsys.modules['n'] = n\n",
			"symbol helper (m.py:4) removed at head but still referenced at a.py:1, b.py:2, m.py:5", "ImportError"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{
				"m.py":   "def keep():\n    return 0\n\ndef helper():\n    return 1\n\ndef run():\n    return helper()\n",
				"n.py":   "\n",
				"a.py":   "from m import helper\n",
				"b.py":   "import m\nm.helper()\n",
				"x.py":   c.x,
				"app.py": "import m\nimport x\nimport a\nimport b\nprint(m.run())\n",
			}
			head := checkChange(t, base, map[string]string{"m.py": mHead}, c.want)
			expectPythonRuns(t, head, c.broken)
		})
	}
}
