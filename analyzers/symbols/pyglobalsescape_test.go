package symbols

import (
	"strings"
	"testing"
)

// A function's __globals__ reached by a spelling other than
// g.__globals__[…] = v (held under a name, read by getattr, in
// parentheses, one of a statement's targets, handed to exec) still
// writes the namespace of the module defining g. Each write below was a
// false dangling claim while python3 ran the head.
func TestPyGlobalsReachedOtherwise(t *testing.T) {
	t.Parallel()
	const used = "symbol helper (pkg/other.py:4) removed; its name is still used at app.py:1, app.py:2"
	const fail = "symbol helper (pkg/other.py:4) removed at head but still referenced at app.py:1, app.py:2"
	named := func(line string) string {
		return ", not attributed (pkg/other.py may have helper written into it at pkg/sub.py:" + line + ", through a module not told, which may still supply it)"
	}
	code := func(line string) string {
		return ", not attributed (pkg/other.py may have code run in its namespace at pkg/sub.py:" + line + ", through a module not told, which may still supply it)"
	}
	computed := func(line string) string {
		return ", not attributed (pkg/other.py may have a name computed at run time written into it at pkg/sub.py:" + line + ", through a module not told, which may still supply it)"
	}
	for _, c := range []struct {
		name, write string
		want        string
		broken      string
	}{
		{"Held", "gl = g.__globals__\ngl['helper'] = f\n", used + ", pkg/sub.py:5" + named("5"), ""},
		{"HeldUpdated", "gl = g.__globals__\ngl.update(helper=f)\n", used + named("5"), ""},
		{"Getattr", "getattr(g, '__globals__')['helper'] = f\n", used + ", pkg/sub.py:4" + named("4"), ""},
		{"Parenthesized", "(g.__globals__)['helper'] = f\n", used + ", pkg/sub.py:4" + named("4"), ""},
		{"TupleTarget", "g.__globals__['helper'], x = f, 1\n", used + ", pkg/sub.py:4" + named("4"), ""},
		{"CodeRun", "exec('def helper(): return 2', g.__globals__)\n", used + ", pkg/sub.py:4" + code("4"), ""},
		{"HeldCodeRun", "gl = g.__globals__\nexec('def helper(): return 2', gl)\n", used + ", pkg/sub.py:5" + code("5"), ""},
		{"HeldOnward", "gl = g.__globals__\nns = gl\nns['helper'] = f\n", used + ", pkg/sub.py:6" + computed("5"), ""},
		{"ComputedKey", "k = 'helper'\ng.__globals__[k] = f\n", used + ", pkg/sub.py:4" + computed("5"), ""},
		{"MergedInPlace", "gl = g.__globals__\ngl |= {'helper': f}\n", used + ", pkg/sub.py:5" + computed("5"), ""},
		// Reads write nothing: helper's removal stays a fact.
		{"HeldRead", "gl = g.__globals__\nprint(gl['__name__'], gl.get('x'))\n", fail, "ImportError"},
		{"GetattrAnotherName", "getattr(g, '__globals__')['other'] = f\n", fail, "ImportError"},
		{"Evaluated", "print(eval('1 + 1', g.__globals__))\n", fail, "ImportError"},
		// One name written many times is one name, well under the cap.
		{"ManyWritesOneName", strings.Repeat("g.__globals__['a'] = f\n", pyUpNamedMax+1), fail, "ImportError"},
		{"EvaluatedWalrus", "print(eval('(helper := g)', g.__globals__))\n", used + ", pkg/sub.py:4" + code("4"), ""},
		{"EvaluatedCall", "eval(\"exec('helper = g')\", g.__globals__)\n", used + ", pkg/sub.py:4" + code("4"), ""},
		{"EvaluatedEscape", "eval('(helper :\\x3d g)', g.__globals__)\n", used + ", pkg/sub.py:4" + code("4"), ""},
		{"HeldTernary", "gl = g.__globals__ if g else None\ngl['helper'] = f\n", used + ", pkg/sub.py:5" + named("5"), ""},
		// A namespace or None held whole, compared, counted or printed is
		// read: nothing is handed on.
		{"HeldTernaryRead", "gl = g.__globals__ if g is not None else None\nif gl is not None:\n    print(gl.get('x'))\n", fail, "ImportError"},
		{"HeldNoneTernaryRead", "gl = None if g is None else g.__globals__\nprint(gl == {}, 'x' in gl, len(gl))\n", fail, "ImportError"},
		{"HeldOrRead", "gl = g.__globals__ or None\nprint(gl)\n", fail, "ImportError"},
		{"HeldNameElsewhereRead", "def a():\n    ns = g.__globals__\n    return ns.get('x')\ndef b(ns):\n    return len(ns), 'x' in ns\n", fail, "ImportError"},
		{"InRead", "print('x' in g.__globals__, 'y' not in g.__globals__)\n", fail, "ImportError"},
		{"ReaderArgs", "print(len(g.__globals__), repr(g.__globals__), isinstance(g.__globals__, dict))\n", fail, "ImportError"},
		{"CallerFrameTernaryRead", "import inspect\ndef v():\n    fr = inspect.currentframe()\n    fb = fr.f_back if fr is not None else None\n    fg = fb.f_globals if fb is not None else None\n    if fg is not None:\n        return fg.get('__name__')\nv()\n", fail, "ImportError"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{
				"pkg/__init__.py": "from . import other, sub\n",
				"pkg/other.py":    "def g():\n    return 0\n\ndef helper():\n    return 1\n",
				"pkg/sub.py":      "from .other import g\ndef f():\n    return 2\n" + c.write,
				"app.py":          "from pkg.other import helper\nprint(helper())\n",
			}
			head := checkChange(t, base, map[string]string{"pkg/other.py": "def g():\n    return 0\n"}, c.want)
			expectPythonRuns(t, head, c.broken)
		})
	}
}

// __import__ or the top package it gives for the module's own name,
// held or handed on where no reading follows it (a tuple's item, a
// default, a dict of builtins, getattr, parentheses, another name), may
// still write into the packages above the file: a write of a name
// computed at run time there, never a dangling use.
func TestPyImportHandedOnReachesThePackage(t *testing.T) {
	t.Parallel()
	const used = "symbol helper (pkg/__init__.py:3) removed; its name is still used at app.py:1, app.py:2"
	const fail = "symbol helper (pkg/__init__.py:3) removed at head but still referenced at app.py:1, app.py:2"
	named := func(line string) string {
		return ", pkg/sub.py:" + line + ", not attributed (pkg/__init__.py has helper written into it at pkg/sub.py:" + line + ", which may still supply it)"
	}
	computed := func(use, line string) string {
		return ", pkg/sub.py:" + use + ", not attributed (pkg/__init__.py has a name computed at run time written into it at pkg/sub.py:" + line + ", which may still supply it)"
	}
	for _, c := range []struct {
		name, write string
		want        string
		broken      string
	}{
		{"TupleHeld", "imp, x = __import__, 1\nimp(__name__).helper = f\n", used + computed("4", "3"), ""},
		{"Default", "def h(imp=__import__):\n    imp(__name__).helper = f\nh()\n", used + computed("4", "3"), ""},
		{"DunderBuiltinsItem", "__builtins__['__import__'](__name__).helper = f\n", used + computed("3", "3"), ""},
		{"Getattr", "import builtins\ngetattr(builtins, '__import__')(__name__).helper = f\n", used + computed("4", "4"), ""},
		{"HeldChain", "imp = __import__\nimp2 = imp\nimp2(__name__).helper = f\n", used + computed("5", "4"), ""},
		{"Parenthesized", "m = (__import__(__name__))\nm.helper = f\n", used + named("4"), ""},
		{"HeldOnward", "m = __import__(__name__)\nn = m\nn.helper = f\n", used + named("5"), ""},
		{"HandedToACall", "def put(m):\n    m.helper = f\nput(__import__(__name__))\n", used + computed("4", "5"), ""},
		// A reading of the package writes nothing: helper's removal
		// stays a fact.
		{"Read", "m = __import__(__name__)\ndef r():\n    return m.__name__, m.sub, vars(m).get('x')\n", fail, "ImportError"},
		{"Called", "print(__import__('os').sep)\n", fail, "ImportError"},
		{"Printed", "print(__import__)\nprint(__import__(__name__))\n", fail, "ImportError"},
		{"Tested", "import types\nassert isinstance(__import__, types.BuiltinFunctionType)\nassert __import__(__name__) is not None\n", fail, "ImportError"},
		{"PrintRebound", "def print(m):\n    m.helper = f\nprint(__import__(__name__))\n", used + computed("4", "5"), ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			checkPkgHelperWrite(t, c.write, c.want, c.broken)
		})
	}
}

// __import__ handed on in pkg/sub.py reaches the packages above it
// alone: lib/other.py's helper is gone, and python3 fails on its import.
func TestPyImportHandedOnLeavesOtherModules(t *testing.T) {
	t.Parallel()
	base := map[string]string{
		"pkg/__init__.py": "from . import sub\n",
		"pkg/sub.py":      "def f():\n    return 2\nimp, x = __import__, 1\nimp(__name__).helper = f\n",
		"lib/__init__.py": "\n",
		"lib/other.py":    "def helper():\n    return 1\n",
		"app.py":          "import pkg\nfrom lib.other import helper\nprint(helper())\n",
	}
	head := checkChange(t, base, map[string]string{"lib/other.py": "\n"},
		"symbol helper (lib/other.py:1) removed at head but still referenced at app.py:2, app.py:3")
	expectPythonRuns(t, head, "ImportError")
}

// A caller's frame holds the caller's globals: install() in pkg/reg.py
// writes helper into whichever module calls it, here pkg/other.py.
// The frame of the running code is the writer's own (pyDynamic's).
func TestPyCallerFrameGlobalsWritten(t *testing.T) {
	t.Parallel()
	const fail = "symbol helper (pkg/other.py:3) removed at head but still referenced at app.py:1, app.py:2"
	for _, c := range []struct {
		name, write string
		want        string
		broken      string
	}{
		{"Item", "sys._getframe(1).f_globals['helper'] = f\n",
			"symbol helper (pkg/other.py:3) removed; its name is still used at app.py:1, app.py:2, pkg/reg.py:4, not attributed (pkg/other.py may have helper written into it at pkg/reg.py:4, through a module not told, which may still supply it)", ""},
		{"Held", "ns = sys._getframe().f_back.f_globals\n    ns.update(helper=f)\n",
			"symbol helper (pkg/other.py:3) removed; its name is still used at app.py:1, app.py:2, not attributed (pkg/other.py may have helper written into it at pkg/reg.py:5, through a module not told, which may still supply it)", ""},
		{"OwnFrame", "sys._getframe().f_globals['helper'] = f\n", fail, "ImportError"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{
				"pkg/__init__.py": "\n",
				"pkg/reg.py":      "import sys\ndef f(): return 2\ndef install():\n    " + c.write,
				"pkg/other.py":    "from .reg import install\ninstall()\ndef helper():\n    return 1\n",
				"app.py":          "from pkg.other import helper\nprint(helper())\n",
			}
			head := checkChange(t, base, map[string]string{"pkg/other.py": "from .reg import install\ninstall()\n"}, c.want)
			expectPythonRuns(t, head, c.broken)
		})
	}
}

// getattr(h, "__globals__") of a function the file defines is the
// file's own namespace: what is written through it answers an import
// of the file.
func TestPyOwnGlobalsByGetattr(t *testing.T) {
	t.Parallel()
	base := map[string]string{
		"m.py":   "def h():\n    return 0\n\ndef helper():\n    return 1\n",
		"app.py": "from m import helper\nprint(helper())\n",
	}
	head := checkChange(t, base, map[string]string{"m.py": "def h():\n    return 0\n\ngetattr(h, '__globals__')['helper'] = h\n"},
		"symbol helper (m.py:4) removed; its name is still used at app.py:1, app.py:2, m.py:4, not attributed (m.py hands on its own namespace by its frame, a function's __globals__ or a dotted __import__, which may still supply it)")
	expectPythonRuns(t, head, "")
}

// In a top-level module, __import__(__name__) is the module itself:
// __import__ under another name or handed on writes its own names. The
// write through the call, handed the module's own name, is named first.
func TestPyImportUnderAnotherNameWritesTheModuleItself(t *testing.T) {
	t.Parallel()
	const want = "symbol helper (mod.py:4) removed; its name is still used at app.py:2, mod.py:4, not attributed (mod.py writes to its module through a call that may give the module itself, which may still supply it)"
	for _, c := range []struct{ name, write string }{
		{"Held", "imp = __import__\nimp(__name__).helper = f\n"},
		{"Imported", "from builtins import __import__ as imp\nimp(__name__).helper = f\n"},
		{"TupleHeld", "imp, f = __import__, f\nimp(__name__).helper = f\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{
				"mod.py": "def f():\n    return 2\n\ndef helper():\n    return 1\n",
				"app.py": "import mod\nprint(mod.helper())\n",
			}
			head := checkChange(t, base, map[string]string{"mod.py": "def f():\n    return 2\n" + c.write}, want)
			expectPythonRuns(t, head, "")
		})
	}
}
