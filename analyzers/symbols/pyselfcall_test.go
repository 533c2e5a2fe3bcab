package symbols

import (
	"strconv"
	"testing"
)

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
	held := func(at, name string, line int) string {
		return "symbol helper (a.py:1) removed; its name is still used at " + at + "app.py:1, app.py:2, not attributed (a.py writes to its module through a call that may give the module itself (held as " + name + ", written at a.py:" + strconv.Itoa(line) + "), which may still supply it)"
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
		{"GetmoduleHeld", "import inspect\nm = inspect.getmodule(f)\nm.helper = f\n", held("a.py:5, ", "m", 5), ""},
		{"GetmoduleHeldSetattr", "import inspect\nm = inspect.getmodule(f)\nprint(m.__name__)\nsetattr(m, 'helper', f)\n", held("a.py:6, ", "m", 6), ""},
		{"WrapperHeld", "def load(n):\n    return __import__(n)\nm = load(__name__)\nm.helper = f\n", held("a.py:6, ", "m", 6), ""},
		{"GetmoduleImportedAs", "from inspect import getmodule as gm\ngm(f).helper = f\n", written("a.py:4, "), ""},
		{"CachedWrapper", "import functools\n@functools.lru_cache\ndef load(n):\n    return __import__(n)\nload(__name__).helper = f\n", written("a.py:7, "), ""},
		{"GetmoduleDict", "import inspect\ninspect.getmodule(f).__dict__.update(helper=f)\n", written(""), ""},
		// What such a call gives, only read, writes nothing: the removal
		// stays a fact.
		{"Read", "import logging, inspect\nlog = logging.getLogger(__name__)\nprint(inspect.getmodule(f).__name__, log.name)\n", fail, "ImportError"},
		{"ReadAttr", "def load(n):\n    return __import__(n)\nprint(load(__name__).f)\n", fail, "ImportError"},
		// A keyword argument's = after a read is no assignment.
		{"ReadKeyword", "import logging\nprint(logging.getLogger(__name__).name, sep='')\n", fail, "ImportError"},
		{"GetmoduleReadKeyword", "import inspect\nprint(inspect.getmodule(f).__name__, end='\\n')\n", fail, "ImportError"},
		{"WrapperReadKeyword", "def load(n):\n    return __import__(n)\nprint(load(__name__).f, sep='')\n", fail, "ImportError"},
		// Held from getmodule and only read, the module is not written.
		{"GetmoduleHeldRead", "import inspect\nm = inspect.getmodule(f)\nprint(m.__name__)\n", fail, "ImportError"},
		// A callee imported from another package (a logger, an app) or
		// a class of the file gives no module: writing what it gives
		// writes none of the module's names.
		{"LoggerWritten", "import logging\nlogging.getLogger(__name__).propagate = False\nlogging.getLogger(__name__).handlers = []\n", fail, "ImportError"},
		{"LoggerImportedWritten", "from logging import getLogger\ngetLogger(__name__).disabled = True\n", fail, "ImportError"},
		{"LoggerSetattr", "import logging\nsetattr(logging.getLogger(__name__), 'disabled', True)\n", fail, "ImportError"},
		{"ClassWritten", "class Flask:\n    def __init__(s, n): pass\nFlask(__name__).debug = True\n", fail, "ImportError"},
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
