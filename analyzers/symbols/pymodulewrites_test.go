package symbols

import (
	"maps"
	"strings"
	"testing"
)

// A module's own names are written by routes that show no write where
// they run: its globals() or its module object handed on and written
// through later, a writing method of sys.modules[…].__dict__, exec in a
// function with no namespace of its own (its code may declare a name
// global), eval at module level (a walrus in it binds there), and a star
// import of a module doing any of these. A use of a removed name there
// is ambiguous, never dangling: python3 runs each head. An exec given a
// namespace of its own writes there, and the use stays dangling.
func TestPyModuleWritesHandedOn(t *testing.T) {
	t.Parallel()
	const used = "symbol f (m.py:4) removed; its name is still used at "
	at := func(lines []string) string { return "app.py:" + strings.Join(lines, ", app.py:") }
	sysHeld := func(lines ...string) string {
		return used + at(lines) + ", not attributed (app.py hands on its module object from sys.modules, which may still supply it)"
	}
	ownImport := func(lines ...string) string {
		return used + at(lines) + ", not attributed (app.py hands on its module object, imported by its own name, which may still supply it)"
	}
	ownSpace := func(lines ...string) string {
		return used + at(lines) + ", not attributed (app.py hands on its own namespace by its frame, a function's __globals__ or a dotted __import__, which may still supply it)"
	}
	for _, c := range []struct {
		name, app string
		more      map[string]string
		want      string
		broken    string
	}{
		{"SysModulesDictUpdate", "import sys\nsys.modules[__name__].__dict__.update(f=lambda: 1)\nprint(f())\n", nil,
			used + "app.py:4, not attributed (app.py hands on its module object from sys.modules, which may still supply it)", ""},
		{"ModuleObjectHeld", "import sys\nthis = sys.modules[__name__]\nsetattr(this, 'f', lambda: 1)\nprint(f())\n", nil,
			used + "app.py:4, app.py:5, not attributed (app.py hands on its module object from sys.modules, which may still supply it)", ""},
		{"GlobalsHeld", "g = globals()\ng['f'] = lambda: 1\nprint(f())\n", nil,
			used + "app.py:3, app.py:4, not attributed (app.py hands its globals() on, which may still supply it)", ""},
		{"ExecGivenGlobals", "def g():\n    exec('def f(): return 1', globals())\ng()\nprint(f())\n", nil,
			used + "app.py:3, app.py:5, not attributed (app.py hands its globals() on, which may still supply it)", ""},
		{"ExecDeclaringGlobal", "def g():\n    exec('global f\\nf = lambda: 1')\ng()\nprint(f())\n", nil,
			used + "app.py:3, app.py:5, not attributed (app.py runs exec() in a function with no namespace, whose code may declare its names global, which may still supply it)", ""},
		{"EvalWalrus", "eval('(f := lambda: 1)')\nprint(f())\n", nil,
			used + "app.py:2, app.py:3, not attributed (app.py runs eval() at module level, which may still supply it)", ""},
		{"StarFromAModuleWritingItself", "from g2 import *\nprint(f())\n",
			map[string]string{"g2.py": "import sys\nsys.modules[__name__].__dict__.update(f=lambda: 1)\n"},
			used + "app.py:3, not attributed (g2.py hands on its module object from sys.modules, which may still supply it)", ""},
		{"SysImportedAs", "import sys as s\ns.modules[__name__].f = lambda: 1\nprint(f())\n", nil,
			used + "app.py:3, app.py:4, not attributed (app.py writes to its module through sys.modules, which may still supply it)", ""},
		{"ModulesImportedFromSys", "from sys import modules\nsetattr(modules[__name__], 'f', lambda: 1)\nprint(f())\n", nil,
			used + "app.py:3, app.py:4, not attributed (app.py writes to its module through sys.modules, which may still supply it)", ""},
		{"SysByImportCall", "__import__('sys').modules[__name__].f = lambda: 1\nprint(f())\n", nil,
			used + "app.py:2, app.py:3, not attributed (app.py writes to its module through sys.modules, which may still supply it)", ""},
		{"ModuleObjectHeldByItsName", "from g2 import *\nprint(f())\n",
			map[string]string{"g2.py": "import sys\nthis = sys.modules['g2']\nsetattr(this, 'f', lambda: 1)\n"},
			used + "app.py:3, g2.py:3, not attributed (g2.py hands on its module object from sys.modules, which may still supply it)", ""},
		{"ModuleObjectBySpecName", "from g2 import *\nprint(f())\n",
			map[string]string{"g2.py": "import sys\nthis = sys.modules[__spec__.name]\nsetattr(this, 'f', lambda: 1)\n"},
			used + "app.py:3, g2.py:3, not attributed (g2.py hands on its module object from sys.modules, which may still supply it)", ""},
		// The module itself by a getter of sys.modules or an import of
		// its own name, held however a name is given it, or followed by
		// anything but a member read: what is written through it is
		// unseen.
		{"ModuleObjectByGet", "import sys\nmod = sys.modules.get(__name__)\nsetattr(mod, 'f', lambda: 1)\nprint(f())\n", nil, sysHeld("4", "5"), ""},
		{"GetOrNone", "import sys\nmod = sys.modules.get(__name__) or None\nsetattr(mod, 'f', lambda: 1)\nprint(f())\n", nil, sysHeld("4", "5"), ""},
		{"SubscriptOrNone", "import sys\nmod = sys.modules[__name__] or None\nsetattr(mod, 'f', lambda: 1)\nprint(f())\n", nil, sysHeld("4", "5"), ""},
		{"SubscriptInAConditional", "import sys\nmod = sys.modules[__name__] if sys else None\nsetattr(mod, 'f', lambda: 1)\nprint(f())\n", nil, sysHeld("4", "5"), ""},
		{"TupleByGet", "import sys\nmod, x = sys.modules.get(__name__), 1\nsetattr(mod, 'f', lambda: 1)\nprint(f())\n", nil, sysHeld("4", "5"), ""},
		{"ReassignedByGet", "import sys\nmod = len; mod = sys.modules.get(__name__)\nsetattr(mod, 'f', lambda: 1)\nprint(f())\n", nil, sysHeld("4", "5"), ""},
		{"LoopOverGet", "import sys\nfor mod in (sys.modules.get(__name__),):\n    setattr(mod, 'f', lambda: 1)\nprint(f())\n", nil, sysHeld("4", "5"), ""},
		{"VarsOfGet", "import sys\nvars(sys.modules.get(__name__))['f'] = lambda: 1\nprint(f())\n", nil, sysHeld("3", "4"), ""},
		{"GetDictUpdated", "import sys\nsys.modules.get(__name__).__dict__.update(f=lambda: 1)\nprint(f())\n", nil, sysHeld("4"), ""},
		{"GetMemberAssigned", "import sys\nsys.modules.get(__name__).f = lambda: 1\nprint(f())\n", nil, sysHeld("3", "4"), ""},
		{"ImportModuleOfItsName", "import importlib\nmod = importlib.import_module(__name__)\nsetattr(mod, 'f', lambda: 1)\nprint(f())\n", nil, ownImport("4", "5"), ""},
		{"ImportModuleImportedFrom", "from importlib import import_module as load\nmod = load(__name__)\nmod.f = lambda: 1\nprint(f())\n", nil, ownImport("4", "5"), ""},
		{"DunderImportOfItsName", "mod = __import__(__name__)\nmod.f = lambda: 1\nprint(f())\n", nil, ownImport("3", "4"), ""},
		{"WalrusOfImportModule", "import importlib\nif (mod := importlib.import_module(__name__)) is not None:\n    setattr(mod, 'f', lambda: 1)\nprint(f())\n", nil, ownImport("4", "5"), ""},
		{"AttributeOfSelfByImportModule", "import importlib\nclass C:\n    def __init__(self):\n        self.mod = importlib.import_module(__name__)\n        setattr(self.mod, 'f', lambda: 1)\nC()\nprint(f())\n", nil, ownImport("6", "8"), ""},
		{"DictOfImportModuleUpdated", "import importlib\nmod = importlib.import_module(__name__)\nmod.__dict__.update(f=lambda: 1)\nprint(f())\n", nil, ownImport("5"), ""},
		// Writes through the module's other own spellings: a getter by
		// __getitem__, getattr of sys for modules, the running frame's
		// globals or its module, a function's __globals__, a dotted
		// __import__ of its own name.
		{"SetattrOnGetModuleOfFrame", "import inspect\nmod = inspect.getmodule(inspect.currentframe())\nsetattr(mod, 'f', lambda: 1)\nprint(f())\n", nil, ownSpace("4", "5"), ""},
		{"DunderGetitemMemberAssigned", "import sys\nsys.modules.__getitem__(__name__).f = lambda: 1\nprint(f())\n", nil, sysHeld("3", "4"), ""},
		{"SetattrOnDunderGetitem", "import sys\nsetattr(sys.modules.__getitem__(__name__), 'f', lambda: 1)\nprint(f())\n", nil, sysHeld("3", "4"), ""},
		{"FrameGlobalsSubscripted", "import sys\nsys._getframe().f_globals['f'] = lambda: 1\nprint(f())\n", nil, ownSpace("3", "4"), ""},
		{"FrameOfDepthZeroUpdated", "import sys\nsys._getframe(0).f_globals.update(f=lambda: 1)\nprint(f())\n", nil, ownSpace("4"), ""},
		{"FunctionGlobalsSubscripted", "g = lambda: 0; g.__globals__['f'] = lambda: 1\nprint(f())\n", nil, ownSpace("2", "3"), ""},
		{"ImportlibDunderImportMember", "import importlib\nimportlib.__import__(__name__).f = lambda: 1\nprint(f())\n", nil, ownSpace("3", "4"), ""},
		{"BuiltinsDunderImportHeld", "import builtins\nmod = builtins.__import__(__name__)\nsetattr(mod, 'f', lambda: 1)\nprint(f())\n", nil, ownSpace("4", "5"), ""},
		{"ModulesByGetattrOfSys", "import sys\ngetattr(sys, 'modules')[__name__].f = lambda: 1\nprint(f())\n", nil,
			used + "app.py:3, app.py:4, not attributed (app.py writes to its module through sys.modules, which may still supply it)", ""},
		// sys.modules.get('json') is another module's: nothing of this
		// one is written through it.
		{"AnotherModuleByGet", "import sys\nimport json\nx = sys.modules.get('json')\nsetattr(x, 'g', 1)\nprint(f())\n", nil,
			"symbol f (m.py:4) removed at head but still referenced at app.py:6", "NameError"},
		// A module loaded by a name handed in, or another module named,
		// is some other module: held or handed on, it writes nothing here.
		{"ModuleLoadedByNameHeld", "import sys\nimport json\ndef load(name):\n    module = sys.modules[name]\n    return vars(module)\nload('json')\nprint(f())\n", nil,
			"symbol f (m.py:4) removed at head but still referenced at app.py:8", "NameError"},
		{"MainModuleRead", "import sys\nprint(getattr(sys.modules['__main__'], '__file__', None))\nprint(f())\n", nil,
			"symbol f (m.py:4) removed at head but still referenced at app.py:4", "NameError"},
		// A writing method through sys.modules writes whatever the key.
		{"DictUpdatedByAKeyHandedIn", "import sys\nname = __name__\nsys.modules[name].__dict__.update(f=lambda: 1)\nprint(f())\n", nil,
			used + "app.py:5, not attributed (app.py hands on its module object from sys.modules, which may still supply it)", ""},
		{"ExecWithItsOwnNamespace", "def g():\n    ns = {}\n    exec('f = 1', ns)\ng()\nprint(f())\n", nil,
			"symbol f (m.py:4) removed at head but still referenced at app.py:6", "NameError"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{
				"m.py":   "def keep():\n    return 0\n\ndef f():\n    return 1\n",
				"app.py": "from m import *\n" + c.app,
			}
			maps.Copy(base, c.more)
			head := checkChange(t, base, map[string]string{"m.py": "def keep():\n    return 0\n"}, c.want)
			expectPythonRuns(t, head, c.broken)
		})
	}
}
