package symbols

import "testing"

// A call the reading does not follow may give back the module itself:
// one handed the module's own name (a wrapper of __import__ or
// import_module, a lambda, functools.partial) or inspect.getmodule of
// anything. A write through what it gives (….helper = f, setattr(…),
// vars(…)[k] = v) may define any of the module's names. Each write
// below was a false dangling claim while python3 ran the head.
func TestPySelfModuleByUnreadCall(t *testing.T) {
	t.Parallel()
	const fail = "symbol helper (a.py:1) removed at head but still referenced at app.py:1, app.py:2"
	written := func(at string) string {
		return "symbol helper (a.py:1) removed; its name is still used at " + at + "app.py:1, app.py:2, not attributed (a.py writes to its module through a call that may give the module itself, which may still supply it)"
	}
	for _, c := range []struct {
		name, head string
		want       string
		broken     string
	}{
		{"Lambda", "imp = lambda n: __import__(n)\nimp(__name__).helper = f\n", written("a.py:4, "), ""},
		{"Function", "def load(n):\n    return __import__(n)\nload(__name__).helper = f\n", written("a.py:5, "), ""},
		{"ImportModuleWrapped", "import importlib\ndef load(n):\n    return importlib.import_module(n)\nload(__spec__.name).helper = f\n", written("a.py:6, "), ""},
		{"Getmodule", "import inspect\ninspect.getmodule(f).helper = f\n", written("a.py:4, "), ""},
		{"GetmoduleSetattr", "import inspect\nsetattr(inspect.getmodule(f), 'helper', f)\n", written("a.py:4, "), ""},
		{"GetmoduleVars", "from inspect import getmodule\nvars(getmodule(f))['helper'] = f\n", written("a.py:4, "), ""},
		{"GetmoduleHeld", "import inspect\nm = inspect.getmodule(f)\nm.helper = f\n", written("a.py:5, "), ""},
		{"GetmoduleDict", "import inspect\ninspect.getmodule(f).__dict__.update(helper=f)\n", written(""), ""},
		// What such a call gives, only read, writes nothing: the removal
		// stays a fact.
		{"Read", "import logging, inspect\nlog = logging.getLogger(__name__)\nprint(inspect.getmodule(f).__name__, log.name)\n", fail, "ImportError"},
		{"ReadAttr", "def load(n):\n    return __import__(n)\nprint(load(__name__).f)\n", fail, "ImportError"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{
				"a.py":   "def helper():\n    return 1\n\ndef f():\n    return 2\n",
				"app.py": "from a import helper\nprint(helper())\n",
			}
			head := checkChange(t, base, map[string]string{"a.py": "def f():\n    return 2\n" + c.head}, c.want)
			expectPythonRuns(t, head, c.broken)
		})
	}
}
