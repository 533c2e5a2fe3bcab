package symbols

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A module used as a value reaches its names by keys no reading sees:
// removing one is never "no references remain". Where the interpreter is
// on the machine, it runs each head and shows the break.
func TestModuleUsedAsValueLeavesRemovalUnchecked(t *testing.T) {
	t.Parallel()
	const pyMod = "def helper():\n    return 1\n\ndef keep():\n    return 2\n"
	const jsMod = "export function helper() { return 1 }\nexport function keep() { return 2 }\n"
	const cjsMod = "function helper() { return 1 }\nfunction keep() { return 2 }\nmodule.exports = { helper, keep }\n"
	cases := []struct {
		name, modPath, mod, head, main, mainPath, run, broken string
	}{
		{"python getattr", "pkg/mod.py", pyMod, "def keep():\n    return 2\n",
			"from pkg import mod\n\nname = 'hel' + 'per'\nprint(getattr(mod, name)())\n", "main.py", "python3", "has no attribute 'helper'"},
		{"python dotted import", "pkg/mod.py", pyMod, "def keep():\n    return 2\n",
			"import pkg.mod\n\nname = 'hel' + 'per'\nprint(vars(pkg.mod)[name]())\n", "main.py", "python3", "KeyError"},
		{"python __dict__", "pkg/mod.py", pyMod, "def keep():\n    return 2\n",
			"import pkg.mod as m\n\nname = 'hel' + 'per'\nprint(m.__dict__[name]())\n", "main.py", "python3", "KeyError"},
		{"python __getattribute__", "pkg/mod.py", pyMod, "def keep():\n    return 2\n",
			"import pkg.mod as m\n\nname = 'hel' + 'per'\nprint(m.__getattribute__(name)())\n", "main.py", "python3", "has no attribute 'helper'"},
		{"python submodule path", "pkg/mod.py", pyMod, "def keep():\n    return 2\n",
			"import pkg.mod\nimport pkg as p\n\nname = 'hel' + 'per'\nprint(p.mod.keep(), getattr(p.mod, name)())\n", "main.py", "python3", "has no attribute 'helper'"},
		{"python importlib", "pkg/mod.py", pyMod, "def keep():\n    return 2\n",
			"import importlib\n\nm = importlib.import_module('pkg.mod')\nprint(getattr(m, 'hel' + 'per')())\n", "main.py", "python3", "has no attribute 'helper'"},
		{"python computed load", "pkg/mod.py", pyMod, "def keep():\n    return 2\n",
			"from importlib import import_module\n\nm = import_module('pkg.' + 'mod')\nn = import_module(f\"pkg.{'mod'}\")\nprint(getattr(m, 'hel' + 'per')())\n", "main.py", "python3", "has no attribute 'helper'"},
		{"namespace subscript", "mod.mjs", jsMod, "export function keep() { return 2 }\n",
			"import * as ns from './mod.mjs'\n\nconst k = 'hel' + 'per'\nconsole.log(ns[k]())\n", "main.mjs", "node", "is not a function"},
		{"namespace as argument", "mod.mjs", jsMod, "export function keep() { return 2 }\n",
			"import * as ns from './mod.mjs'\n\nconsole.log(Object.values(ns).map((f) => f()).length === 2 ? 'ok' : undefined.x)\n", "main.mjs", "node", "TypeError"},
		{"dynamic import", "mod.mjs", jsMod, "export function keep() { return 2 }\n",
			"import('./mod.mjs').then((m) => console.log(m['hel' + 'per']()))\n", "main.mjs", "node", "is not a function"},
		{"assigned import then", "mod.mjs", jsMod, "export function keep() { return 2 }\n",
			"const p = import('./mod.mjs').then(({ helper }) => helper())\np.then(console.log)\n", "main.mjs", "node", "is not a function"},
		{"awaited import", "mod.mjs", jsMod, "export function keep() { return 2 }\n",
			"const k = 'hel' + 'per'\nconsole.log((await import('./mod.mjs'))[k]())\n", "main.mjs", "node", "is not a function"},
		{"required module", "mod.js", cjsMod, "function keep() { return 2 }\nmodule.exports = { keep }\n",
			"const m = require('./mod.js')\nconst k = 'hel' + 'per'\nconsole.log(m?.[k]())\n", "main.js", "node", "is not a function"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{c.modPath: c.mod, c.mainPath: c.main}
			if strings.HasPrefix(c.modPath, "pkg/") {
				base["pkg/__init__.py"] = ""
			}
			head := clone(base)
			head[c.modPath] = c.head
			got := run(t, base, head)
			if len(got) != 1 || !strings.HasPrefix(got[0], "symbol helper ("+c.modPath+":1) could not be checked (removed, but ") {
				t.Errorf("facts %q, want helper unchecked", got)
			}
			interpret(t, c.run, head, c.mainPath, c.broken)
		})
	}
}

// A module read only through ns.name, used for another module's names,
// or named as an object's key keeps its checked fact.
func TestModuleReadByNameKeepsRemovalChecked(t *testing.T) {
	t.Parallel()
	cases := []struct{ name, main string }{
		{"python members", "from pkg import mod\nimport pkg.other as o\n\nprint(mod.keep(), getattr(o, 'x'), vars(o))\n"},
		{"python other path", "import pkg.mod\nimport pkg.other\n\nprint(pkg.mod.keep(), pkg.other)\n"},
		{"python load named outside", "name = 'js' + 'on'\nm = __import__(name)\nprint(m.dumps(1))\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{"pkg/__init__.py": "", "pkg/other.py": "x = 1\n",
				"pkg/mod.py": "def helper():\n    return 1\n\ndef keep():\n    return 2\n", "main.py": c.main}
			head := clone(base)
			head["pkg/mod.py"] = "def keep():\n    return 2\n"
			check(t, run(t, base, head), "symbol helper (pkg/mod.py:1) removed; no references remain at head")
			interpret(t, "python3", head, "main.py", "")
		})
	}
	base := snapshot.Map{"mod.mjs": "export function helper() { return 1 }\nexport function keep() { return 2 }\n",
		"main.mjs": "import * as ns from './mod.mjs'\n\nconst o = { ns: 1 }\nconst m = await import('./mod.mjs')\n" +
			"console.log(ns.keep(), ns?.keep(), o.ns, m.keep(), (await import('./mod.mjs')).keep())\n"}
	head := clone(base)
	head["mod.mjs"] = "export function keep() { return 2 }\n"
	check(t, run(t, base, head), "symbol helper (mod.mjs:1) removed; no references remain at head")
	interpret(t, "node", head, "main.mjs", "")
}

// interpret runs main with the interpreter over the files, where it is
// installed: broken is what its failure must say, or "" for a clean run.
func interpret(t *testing.T, interpreter string, files snapshot.Map, main, broken string) {
	t.Helper()
	bin := interpreter
	if interpreter == "python3" {
		bin = python3()
	} else if _, err := exec.LookPath(interpreter); err != nil {
		bin = ""
	}
	if bin == "" {
		t.Logf("%s not installed: the head is not run", interpreter)
		return
	}
	cmd := exec.Command(bin, main)
	cmd.Dir = writeTree(t, files)
	expectRun(t, cmd, broken)
}

// A name added to a module another file reads by key is referenced with
// no mention to see: never "nothing at head references it" (python3
// runs the head, which calls it).
func TestModuleUsedAsValueLeavesAdditionUnchecked(t *testing.T) {
	t.Parallel()
	base := snapshot.Map{"pkg/__init__.py": "", "pkg/mod.py": "def keep():\n    return 2\n",
		"main.py": "from pkg import mod\n\nname = 'hel' + 'per'\nprint(getattr(mod, name, lambda: 'none')())\n"}
	head := clone(base)
	head["pkg/mod.py"] = "def helper():\n    return 'added text'\n\ndef keep():\n    return 2\n"
	check(t, run(t, base, head),
		"symbol helper (pkg/mod.py:1) could not be checked (added, but mod at main.py:4 is pkg/mod.py's module used as a value, by which any of its names may be reached)")
	interpret(t, "python3", head, "main.py", "")
}

// A default import, or one named import, binds an export, not the module:
// calling or passing it reaches no other name.
func TestTSExportBindingUsedAsValueIsNoModule(t *testing.T) {
	t.Parallel()
	base := snapshot.Map{"mod.mjs": "export default function run() { return 0 }\nexport function helper() { return 1 }\nexport function keep() { return 2 }\n",
		"main.mjs": "import run from './mod.mjs'\nimport { keep } from './mod.mjs'\n\nconsole.log([run, keep].map((f) => f()))\n"}
	head := clone(base)
	head["mod.mjs"] = "export default function run() { return 0 }\nexport function keep() { return 2 }\n"
	check(t, run(t, base, head), "symbol helper (mod.mjs:2) removed; no references remain at head")
	interpret(t, "node", head, "main.mjs", "")

	// The same through a workspace package whose entry is not in the
	// repository (built output): only a namespace import of it would be
	// the module.
	ws := snapshot.Map{
		"package.json":            `{"private": true, "workspaces": ["packages/*"]}`,
		"packages/a/package.json": `{"name": "@x/a", "main": "dist/a.cjs.js", "exports": {".": {"import": "./dist/a.cjs.mjs", "default": "./dist/a.cjs.js"}}}`,
		"packages/a/src/index.ts": "export default function run() { return 0 }\nexport function helper() { return 1 }\n",
		"packages/b/package.json": `{"name": "@x/b"}`,
		"packages/b/src/main.ts":  "import run from \"@x/a\"\n\nexport const all = [run].map((f) => f())\n",
	}
	wsHead := clone(ws)
	wsHead["packages/a/src/index.ts"] = "export default function run() { return 0 }\n"
	check(t, run(t, ws, wsHead), "symbol helper (packages/a/src/index.ts:2) removed; no references remain at head")
}

// A module that reads its own names by a key built at run time
// (globals()[k], getattr(sys.modules[__name__], k), itself by
// sys.modules.get, import_module or its spec's or dotted name) reaches
// any of them with no mention to see: neither "no references remain"
// for a name it dropped nor "nothing references it" for one it added
// (python3 runs the head that adds it, and fails on the head that drops
// it). sys counts however it is imported.
func TestModuleReadingItsOwnNamesLeavesClaimsUnchecked(t *testing.T) {
	t.Parallel()
	cases := []struct{ name, imp, read string }{
		{"globals", "", "globals()['handle_' + k]()"},
		{"sys.modules", "", "getattr(sys.modules[__name__], 'handle_' + k)()"},
		{"eval", "", "eval('handle_' + k)()"},
		{"sys imported as", "import sys as s", "getattr(s.modules[__name__], 'handle_' + k)()"},
		{"modules imported from sys", "from sys import modules", "getattr(modules[__name__], 'handle_' + k)()"},
		{"sys by an import call", "", "getattr(__import__('sys').modules[__name__], 'handle_' + k)()"},
		{"sys.modules.get", "", "getattr(sys.modules.get(__name__), 'handle_' + k)()"},
		{"import_module of its own name", "import importlib", "getattr(importlib.import_module(__name__), 'handle_' + k)()"},
		{"sys.modules by its spec's name", "", "getattr(sys.modules[__spec__.name], 'handle_' + k)()"},
		{"sys.modules by its dotted name", "", "vars(sys.modules['pkg.mod'])['handle_' + k]()"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dispatch := cmpOr(c.imp, "import sys") + "\n\n\ndef dispatch(k):\n    return " + c.read + "\n"
			with := "def handle_x():\n    return 1\n\n" + dispatch
			main := "from pkg.mod import dispatch\nprint(dispatch('x'))\n"
			without := snapshot.Map{"pkg/__init__.py": "", "pkg/mod.py": dispatch, "main.py": main}
			added := clone(without)
			added["pkg/mod.py"] = with
			check(t, run(t, without, added),
				"symbol handle_x (pkg/mod.py:1) could not be checked (added, but pkg/mod.py:8 reads pkg/mod.py's own names by a key, by which any of them may be reached)")
			interpret(t, "python3", added, "main.py", "")
			check(t, run(t, added, without),
				"symbol handle_x (pkg/mod.py:1) could not be checked (removed, but pkg/mod.py:5 reads pkg/mod.py's own names by a key, by which any of them may be reached)")
			interpret(t, "python3", without, "main.py", "Error")
		})
	}
	// CommonJS: exports[k] reads the module's own exports (node runs it).
	cjs := snapshot.Map{"x.js": "exports.dispatch = function (k) { return exports['handle_' + k]() }\n",
		"main.js": "const { dispatch } = require('./x.js')\nconsole.log(dispatch('x'))\n"}
	cjsHead := clone(cjs)
	cjsHead["x.js"] = "exports.handle_x = function () { return 1 }\n" + cjs["x.js"]
	check(t, run(t, cjs, cjsHead),
		"symbol handle_x (x.js:1) could not be checked (added, but x.js:2 reads x.js's own names by a key, by which any of them may be reached)")
	interpret(t, "node", cjsHead, "main.js", "")

	// A module reading another's names keeps its own claims checked.
	base := snapshot.Map{"pkg/__init__.py": "", "pkg/mod.py": "def keep():\n    return vars(len)\n", "main.py": "from pkg.mod import keep\nprint(keep())\n"}
	head := clone(base)
	head["pkg/mod.py"] = "def handle_x():\n    return 1\n\ndef keep():\n    return vars(len)\n"
	check(t, run(t, base, head), "symbol handle_x (pkg/mod.py:1) added; nothing at head references it (exported: uses outside the repository are not seen)")
}

// The module held from its own import call (mod = __import__(__name__),
// import_module(__name__) imported bare) and read by a key built at run
// time reaches any of its names: never "no references remain" for one
// dropped. In a package's submodule __import__(__name__) gives the top
// package, whose names it reaches as well (python3 fails on each head).
func TestModuleHeldByItsOwnImportReadByKey(t *testing.T) {
	const read = "k = 'fo' + 'o'\nprint(getattr(mod, k)())\n"
	// The module's own globals however else reached: a frame's, a
	// function's, or __import__ read from importlib or builtins.
	for _, c := range []struct{ name, hold, read string }{
		{"importlib's dunder import", "import importlib\nmod = importlib.__import__(__name__)\n", "print(getattr(mod, k)())\n"},
		{"builtins' dunder import", "import builtins\nmod = builtins.__import__(__name__)\n", "print(getattr(mod, k)())\n"},
		{"frame globals", "import sys\nmod = sys._getframe().f_globals\n", "print(mod[k]())\n"},
		{"function globals", "def bar(): pass\nmod = bar.__globals__\n", "print(mod[k]())\n"},
		{"current frame globals", "import inspect\nmod = inspect.currentframe().f_globals\n", "print(mod[k]())\n"},
		{"module of the current frame", "import inspect\nmod = inspect.getmodule(inspect.currentframe())\n", "print(getattr(mod, k)())\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{"main.py": c.hold + "def foo(): return 1\nk = 'fo' + 'o'\n" + c.read}
			head := snapshot.Map{"main.py": c.hold + "k = 'fo' + 'o'\n" + c.read}
			check(t, run(t, base, head), "symbol foo (main.py:3) could not be checked (removed, but main.py:2 reads main.py's own names by a key, by which any of them may be reached)")
			interpret(t, "python3", head, "main.py", "Error")
		})
	}
	// A caller's frame is another module's: the removal stays checked.
	caller := snapshot.Map{"main.py": "import inspect\nprint(inspect.currentframe().f_back)\n"}
	callerBase := snapshot.Map{"main.py": "import inspect\ndef foo(): return 1\nprint(inspect.currentframe().f_back)\n"}
	check(t, run(t, callerBase, caller), "symbol foo (main.py:2) removed; no references remain at head")
	for _, c := range []struct {
		name       string
		base, head snapshot.Map
		want, run  string
	}{
		{"dunder import",
			snapshot.Map{"main.py": "import os\nmod = __import__(__name__)\ndef foo(): return 1\n" + read},
			snapshot.Map{"main.py": "import os\nmod = __import__(__name__)\n" + read},
			"symbol foo (main.py:3) could not be checked (removed, but main.py:2 reads main.py's own names by a key, by which any of them may be reached)", "main.py"},
		{"import_module imported bare",
			snapshot.Map{"main.py": "from importlib import import_module\nmod = import_module(__name__)\ndef foo(): return 1\n" + read},
			snapshot.Map{"main.py": "from importlib import import_module\nmod = import_module(__name__)\n" + read},
			"symbol foo (main.py:3) could not be checked (removed, but main.py:2 reads main.py's own names by a key, by which any of them may be reached)", "main.py"},
		{"dunder import in a submodule gives the package",
			snapshot.Map{"pkg/__init__.py": "def foo(): return 1\n", "pkg/sub.py": "mod = __import__(__name__)\nk = \"fo\" + \"o\"\nprint(getattr(mod, k)())\n", "run.py": "import pkg.sub\n"},
			snapshot.Map{"pkg/__init__.py": "", "pkg/sub.py": "mod = __import__(__name__)\nk = \"fo\" + \"o\"\nprint(getattr(mod, k)())\n", "run.py": "import pkg.sub\n"},
			"symbol foo (pkg/__init__.py:1) could not be checked (removed, but pkg/sub.py:1 uses pkg/__init__.py's module as a value, by which any of its names may be reached)", "run.py"},
		{"dunder import of importlib in a submodule",
			snapshot.Map{"pkg/__init__.py": "def foo(): return 1\n", "pkg/sub.py": "import importlib\nmod = importlib.__import__(__name__)\nk = \"fo\" + \"o\"\nprint(getattr(mod, k)())\n", "run.py": "import pkg.sub\n"},
			snapshot.Map{"pkg/__init__.py": "", "pkg/sub.py": "import importlib\nmod = importlib.__import__(__name__)\nk = \"fo\" + \"o\"\nprint(getattr(mod, k)())\n", "run.py": "import pkg.sub\n"},
			"symbol foo (pkg/__init__.py:1) could not be checked (removed, but pkg/sub.py:2 uses pkg/__init__.py's module as a value, by which any of its names may be reached)", "run.py"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			check(t, run(t, c.base, c.head), c.want)
			interpret(t, "python3", c.base, c.run, "")
			interpret(t, "python3", c.head, c.run, "Error")
		})
	}
}
