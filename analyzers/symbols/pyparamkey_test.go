package symbols

import (
	"strings"
	"testing"
)

// A module loaded by a def's parameter (sys.modules[name],
// importlib.import_module(name), __import__(name)) and read at once by a
// key the reading cannot see (getattr with a computed name, vars,
// __dict__) may be any module the repository's caller names; and
// globals()[k] (vars()[k], locals()[k] at module level) in a file with
// from m import * reads m's names too. Each
// leaves helper's removal unchecked where python3 shows the head
// failing; a named member (.run()) and a read of a plain import's names
// reach nothing more.
func TestPyModuleByParameterReadByKey(t *testing.T) {
	t.Parallel()
	anyModule := func(at string) string {
		return "symbol helper (m.py:1) could not be checked (removed, but " + at + " uses a module it does not name (a key computed or spelled with an escape, or sys.modules used whole) as a value, by which any module's names may be reached)"
	}
	star := func(at string) string {
		return "symbol helper (m.py:1) could not be checked (removed, but " + at + " reads app.py's own names by a key, by which any of them may be reached, those its star import of m brings among them)"
	}
	const gone = "symbol helper (m.py:1) removed; no references remain at head"
	for _, c := range []struct{ name, app, want, broken string }{
		{"SysModulesGetattr", "import sys\ndef f(name, attr): return getattr(sys.modules[name], attr)()\nf('m', 'hel' + 'per')\n", anyModule("app.py:3"), "AttributeError"},
		{"SysModulesDict", "import sys\ndef f(name): return sys.modules[name].__dict__['hel' + 'per']()\nf('m')\n", anyModule("app.py:3"), "KeyError"},
		{"SysModulesVars", "import sys\ndef f(name): return vars(sys.modules[name])['hel' + 'per']()\nf('m')\n", anyModule("app.py:3"), "KeyError"},
		{"ImportModule", "import importlib\ndef f(name): return getattr(importlib.import_module(name), 'hel' + 'per')()\nf('m')\n", anyModule("app.py:3"), "AttributeError"},
		{"ImportModuleImported", "from importlib import import_module\ndef f(name): return vars(import_module(name))['hel' + 'per']()\nf('m')\n", anyModule("app.py:3"), "KeyError"},
		{"DunderImport", "def f(name): return getattr(__import__(name), 'hel' + 'per')()\nf('m')\n", anyModule("app.py:2"), "AttributeError"},
		{"GlobalsAfterStar", "from m import *\nglobals()['hel' + 'per']()\n", star("app.py:3"), "KeyError"},
		{"GlobalsHeldAfterStar", "from m import *\nk = 'hel' + 'per'\ng = globals()\ng[k]()\n", star("app.py:4"), "KeyError"},
		{"OwnModuleAfterStar", "from m import *\nimport sys\nvars(sys.modules[__name__])['hel' + 'per']()\n", star("app.py:4"), "KeyError"},
		{"OwnModuleByGetAfterStar", "from m import *\nimport sys\nmod = sys.modules.get(__name__)\ngetattr(mod, 'hel' + 'per')()\n", star("app.py:4"), "AttributeError"},
		{"OwnModuleImportedAfterStar", "from m import *\nimport importlib\nmod = importlib.import_module(__name__)\ngetattr(mod, 'hel' + 'per')()\n", star("app.py:4"), "AttributeError"},
		{"OwnMembersListedAfterStar", "from m import *\nimport sys, inspect\nmod = sys.modules.get(__name__)\ndict(inspect.getmembers(mod))['hel' + 'per']()\n", star("app.py:4"), "KeyError"},
		{"OwnModuleByAttrgetterAfterStar", "from m import *\nimport sys, operator\nmod = sys.modules.get(__name__)\noperator.attrgetter('hel' + 'per')(mod)()\n", star("app.py:4"), "AttributeError"},
		{"VarsAfterStar", "from m import *\nvars()['hel' + 'per']()\n", star("app.py:3"), "KeyError"},
		{"LocalsAfterStar", "from m import *\nlocals()['hel' + 'per']()\n", star("app.py:3"), "KeyError"},
		// In a def, locals() is the def's own.
		{"LocalsInADef", "from m import *\ndef f(x): return locals()['x']\nf(1)\n", gone, ""},
		{"NamedMember", "import sys\ndef f(name): return sys.modules[name].run()\nf('m')\n", gone, ""},
		{"GlobalsAfterNamedImport", "from m import run\nglobals()['r' + 'un']()\n", gone, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			checkHelperRemovedBeside(t, c.app, c.want, c.broken)
		})
	}
}

// A module none can tell held in a name (mod =
// importlib.import_module(name), sys.modules[name]) and read through it
// by a key the reading cannot see, in the scope the name is bound in,
// may be any module; so may one read at once by such a key whose name
// data gives rather than a parameter. python3 shows each head failing.
// A held module read by a member it names, passed on, or a name of
// another def's read by key reach nothing more.
func TestPyHeldModuleReadByKey(t *testing.T) {
	t.Parallel()
	anyModule := func(at string) string {
		return "symbol helper (m.py:1) could not be checked (removed, but " + at + " uses a module it does not name (a key computed or spelled with an escape, or sys.modules used whole) as a value, by which any module's names may be reached)"
	}
	const gone = "symbol helper (m.py:1) removed; no references remain at head"
	for _, c := range []struct{ name, app, want, broken string }{
		{"Getattr", "import importlib\ndef f(name, k):\n    mod = importlib.import_module(name)\n    return getattr(mod, k)()\nf('m', 'hel' + 'per')\n", anyModule("app.py:5"), "AttributeError"},
		{"FromData", "import importlib\nfor n in ['m']:\n    mod = importlib.import_module(n)\n    getattr(mod, 'hel' + 'per')()\n", anyModule("app.py:5"), "AttributeError"},
		{"SysModulesDict", "import sys\ndef f(name, k):\n    mod = sys.modules[name]\n    return mod.__dict__[k]()\nf('m', 'hel' + 'per')\n", anyModule("app.py:5"), "KeyError"},
		{"GetVars", "import sys\ndef f(name, k):\n    mod = sys.modules.get(name)\n    return vars(mod)[k]()\nf('m', 'hel' + 'per')\n", anyModule("app.py:5"), "KeyError"},
		{"Walrus", "from importlib import import_module\ndef f(name, k):\n    if (mod := import_module(name)) is not None:\n        return getattr(mod, k)()\nf('m', 'hel' + 'per')\n", anyModule("app.py:5"), "AttributeError"},
		{"WalrusInAnIfHeader", "from importlib import import_module\ndef f(name, k):\n    if mod := import_module(name):\n        return getattr(mod, k)()\nf('m', 'hel' + 'per')\n", anyModule("app.py:5"), "AttributeError"},
		{"Annotated", "import importlib\nfrom types import ModuleType\ndef f(name, k):\n    mod: ModuleType = importlib.import_module(name)\n    return getattr(mod, k)()\nf('m', 'hel' + 'per')\n", anyModule("app.py:6"), "AttributeError"},
		{"ModuleLevelReadInADef", "import importlib\nNAME = 'm'\nmod = importlib.import_module(NAME)\ndef f(k): return getattr(mod, k)()\nf('hel' + 'per')\n", anyModule("app.py:5"), "AttributeError"},
		{"AtOnceFromData", "import importlib\nfor n in ['m']:\n    getattr(importlib.import_module(n), 'hel' + 'per')()\n", anyModule("app.py:4"), "AttributeError"},
		{"ItemOfADict", "from importlib import import_module\nmods = {n: import_module(n) for n in ['m']}\nx = 'm'\ngetattr(mods[x], 'hel' + 'per')()\n", anyModule("app.py:5"), "AttributeError"},
		{"ItemOfAList", "import importlib\nmods = [importlib.import_module(n) for n in ['m']]\nvars(mods[0])['hel' + 'per']()\n", anyModule("app.py:4"), "KeyError"},
		// mods[x].helper names helper: not attributed, never absent.
		{"InADict", "from importlib import import_module\nmods = {n: import_module(n) for n in ['m']}\nx = 'm'\nmods[x].helper()\n",
			"symbol helper (m.py:1) removed; its name is still used at app.py:5, not attributed (used only as .name, which may be another object's member)", "AttributeError"},
		{"NamedMember", "import importlib\ndef f(name):\n    mod = importlib.import_module(name)\n    return mod.run()\nf('m')\n", gone, ""},
		{"PassedOn", "import importlib\ndef use(x): return x.run()\ndef f(name):\n    mod = importlib.import_module(name)\n    return use(mod)\nf('m')\n", gone, ""},
		{"ItemNamedMember", "from importlib import import_module\nmods = {n: import_module(n) for n in ['m']}\nmods['m'].run()\n", gone, ""},
		{"AnotherDefsName", "import importlib\nimport types\ndef load(name):\n    mod = importlib.import_module(name)\n    return mod.run()\ndef g(mod, k): return getattr(mod, k)\nload('m')\ng(types.SimpleNamespace(x=1), 'x')\n", gone, ""},
		// A def's default binds its parameter; a call's keyword binds
		// nothing where it is written, and keywords holding displays
		// nested deep leave the file read, its use of helper dangling.
		{"DefDefault", "import importlib\nNAME = 'm'\ndef f(k, mod=importlib.import_module(NAME)):\n    return getattr(mod, k)()\nf('hel' + 'per')\n", anyModule("app.py:5"), "AttributeError"},
		{"KeywordsNestedDeep", "def Node(**k): return k\n" + strings.Repeat("Node(children=[", 34) + strings.Repeat("1, ", 3000) + strings.Repeat("])", 34) + "\nm.helper()\n",
			"symbol helper (m.py:1) removed at head but still referenced at app.py:4", "AttributeError"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			checkHelperRemovedBeside(t, c.app, c.want, c.broken)
		})
	}
}
