package symbols

import "testing"

// Routes a language's own tools follow and the syntax does not show: a
// place that may reach the removed name by one of them is ambiguous,
// never dangling, and a removal reachable by one is never "no
// references remain".
func TestRoutesNotFollowedAreAmbiguous(t *testing.T) {
	t.Parallel()
	runRouteCases(t, []routeCase{{
		// The usual deprecation shim: the head imports and runs.
		name: "PythonModuleGetattr",
		base: map[string]string{
			"pkg/__init__.py": "# a package\n",
			"pkg/mod.py":      "def helper():\n    return 1\n\ndef keep():\n    return 2\n",
			"app/use.py":      "from pkg.mod import helper\nfrom pkg import mod\n\nhelper()\nmod.helper()\n",
		},
		head: map[string]string{
			"pkg/mod.py": "import warnings\n\ndef keep():\n    return 2\n\ndef __getattr__(name):\n    if name == 'old':\n        warnings.warn('old is deprecated', DeprecationWarning)\n        return keep\n    raise AttributeError(name)\n",
		},
		want: []string{"symbol helper (pkg/mod.py:1) removed; its name is still used at app/use.py:1, app/use.py:4, app/use.py:5, not attributed (pkg/mod.py defines a module-level __getattr__ (PEP 562), which may still supply it)"},
	}, {
		name: "PythonGlobalsWrite",
		base: map[string]string{
			"pkg/mod.py": "def helper():\n    return 1\n\nhelper()\n",
			"app/use.py": "from pkg.mod import helper\n",
		},
		head: map[string]string{
			"pkg/mod.py": "def _make():\n    return 1\n\nglobals()['hel' + 'per'] = _make\nhelper()\n",
		},
		want: []string{"symbol helper (pkg/mod.py:1) removed; its name is still used at app/use.py:1, pkg/mod.py:5, not attributed (pkg/mod.py writes its names through globals(), which may still supply it)"},
	}, {
		name: "PythonSetattrOnSysModules",
		base: map[string]string{
			"pkg/mod.py": "def helper():\n    return 1\n",
			"app/use.py": "import pkg.mod\npkg.mod.helper()\n",
		},
		head: map[string]string{
			"pkg/mod.py": "import sys\nfor _n in ['helper']:\n    setattr(sys.modules[__name__], _n, len)\n",
		},
		want: []string{"symbol helper (pkg/mod.py:1) removed; its name is still used at app/use.py:2, pkg/mod.py:2, not attributed (pkg/mod.py writes to its module through sys.modules, which may still supply it)"},
	}, {
		// A star import of a module whose __all__ is built at run time.
		name: "PythonAllBuiltAtRunTime",
		base: map[string]string{
			"pkg/__init__.py": "# a package\n",
			"pkg/d.py":        "def helper():\n    return 1\n\ndef keep():\n    return 2\n",
			"pkg/m.py":        "from pkg.d import *\n__all__ = [n for n in dir() if not n.startswith('_')]\n",
			"app/use.py":      "from pkg.m import *\nhelper()\n",
		},
		head: map[string]string{"pkg/d.py": "def keep():\n    return 2\n"},
		want: []string{"symbol helper (pkg/d.py:1) removed; its name is still used at app/use.py:2, not attributed (pkg/m.py builds __all__ at run time, which may still supply it)"},
	}, {
		// module.exports assigned whole may still hold the name.
		name: "CommonJSExportsBuiltAtRunTime",
		base: map[string]string{
			"lib/d.js":   "function helper() { return 1 }\nmodule.exports = { helper, keep: 2 }\n",
			"lib/old.js": "exports.helper = () => 1\n",
			"app/use.js": "const { helper } = require('../lib/d')\nhelper()\n",
		},
		head: map[string]string{"lib/d.js": "module.exports = Object.freeze({ ...require('./old'), keep: 2 })\n"},
		want: []string{
			"symbol helper (lib/d.js:1) removed; its name is still used at app/use.js:1, app/use.js:2, not attributed (lib/d.js assigns module.exports whole, which may still supply it)",
			"symbol keep (lib/d.js:2) removed; no references remain at head",
		},
	}, {
		// A script's top-level names are globals any script uses bare.
		name: "ScriptGlobals",
		base: map[string]string{
			"web/util.js": "function helper() { return 1 }\nfunction keep() { return 2 }\n",
			"web/page.js": "document.title = helper()\n",
		},
		head: map[string]string{"web/util.js": "function keep() { return 2 }\n"},
		want: []string{"symbol helper (web/util.js:1) removed; its name is still used at web/page.js:1, not attributed (web/util.js is a script: its top-level names are global)"},
	}, {
		name: "ImportFromComputedPath",
		base: map[string]string{
			"src/locale/en.ts": "export function helper() { return 1 }\nexport const keep = 2\n",
			"src/use.ts":       "export async function load(lang: string) {\n  const { helper } = await import(`./locale/${lang}`)\n  return helper()\n}\n",
		},
		head: map[string]string{"src/locale/en.ts": "export const keep = 2\n"},
		want: []string{"symbol helper (src/locale/en.ts:1) removed; its name is still used at src/use.ts:2, not attributed (it is loaded from a path computed at run time)"},
	}, {
		// The head does not build: helper is imported through the
		// workspace package's name, which the reader did not resolve.
		name: "WorkspacePackageNotResolved",
		base: map[string]string{
			"package.json":                  `{"private": true, "workspaces": ["packages/*"]}`,
			"packages/util/package.json":    `{"name": "@acme/util", "exports": {"./sub/*": "./generated/sub/*.js"}}`,
			"packages/util/src/sub/path.ts": "export function helper() { return 1 }\nexport function keep() { return 2 }\n",
			"packages/app/src/main.ts":      "import { helper } from \"@acme/util/sub/path\";\nexport const x = helper();\n",
		},
		head: map[string]string{"packages/util/src/sub/path.ts": "export function keep() { return 2 }\n"},
		want: []string{`symbol helper (packages/util/src/sub/path.ts:1) removed; its name is still used at packages/app/src/main.ts:1, packages/app/src/main.ts:2, not attributed ("@acme/util/sub/path" names the workspace package @acme/util, whose exports were not resolved)`},
	}, {
		// A macro invoked at the module's top level may define the name.
		name: "RustItemDefiningMacro",
		base: map[string]string{
			"Cargo.toml":    "[package]\nname = \"m\"\n",
			"src/lib.rs":    "#[macro_use]\nmod macros;\npub mod d;\npub fn run() -> u32 { d::helper() }\n",
			"src/macros.rs": "macro_rules! legacy {\n    () => { pub fn helper() -> u32 { 1 } };\n}\n",
			"src/d.rs":      "pub fn helper() -> u32 { 1 }\n",
		},
		head: map[string]string{"src/d.rs": "legacy!();\n"},
		want: []string{"symbol helper (src/d.rs:1) removed; its name is still used at src/lib.rs:4, not attributed (src/d.rs invokes legacy! at its top level, which may define items, which may still supply it)"},
	}, {
		name: "RustUseInsideMacroBody",
		base: map[string]string{
			"Cargo.toml": "[package]\nname = \"m\"\n",
			"src/lib.rs": "pub mod d;\n#[macro_export]\nmacro_rules! call {\n    () => { $crate::d::helper() };\n}\n",
			"src/d.rs":   "pub fn helper() -> u32 { 1 }\npub fn keep() {}\n",
		},
		head: map[string]string{"src/d.rs": "pub fn keep() {}\n"},
		want: []string{"symbol helper (src/d.rs:1) removed; its name is still used at src/lib.rs:4, not attributed (inside a macro_rules! body, whose paths resolve where it is invoked)"},
	}})
}

// Routes the resolver follows: through re-exports (a star chain, a
// named re-export, one the range dropped with the definition) and path
// dependencies under another name, a removed name still used is
// dangling, never "no references remain".
func TestRoutesFollowedAreDangling(t *testing.T) {
	t.Parallel()
	runRouteCases(t, []routeCase{{
		name: "TypeScriptExportStarChain",
		base: map[string]string{
			"util/sub/path.ts": "export function helper() { return 1 }\nexport function keep() { return 2 }\n",
			"util/index.ts":    "export * from './sub/path';\n",
			"app/main.ts":      "import { helper, keep } from '../util';\nexport const x = helper() + keep();\n",
		},
		head: map[string]string{"util/sub/path.ts": "export function keep() { return 2 }\n"},
		want: []string{"symbol helper (util/sub/path.ts:1) removed at head but still referenced at app/main.ts:1, app/main.ts:2"},
	}, {
		name: "TypeScriptNamedReexportAndNamespace",
		base: map[string]string{
			"util/path.ts":  "export function helper() { return 1 }\nexport function keep() { return 2 }\n",
			"util/index.ts": "import { helper } from './path';\nexport { helper };\nexport { keep as k } from './path';\n",
			"app/main.ts":   "import * as u from '../util';\nexport const x = u.helper();\n",
		},
		head: map[string]string{"util/path.ts": "export function keep() { return 2 }\n"},
		want: []string{"symbol helper (util/path.ts:1) removed at head but still referenced at app/main.ts:2, util/index.ts:1, util/index.ts:2"},
	}, {
		name: "TypeScriptDynamicImport",
		base: map[string]string{
			"src/d.ts":   "export function helper() { return 1 }\nexport const keep = 2\n",
			"src/use.ts": "export async function load() {\n  const { helper } = await import('./d')\n  return helper()\n}\n",
		},
		head: map[string]string{"src/d.ts": "export const keep = 2\n"},
		want: []string{"symbol helper (src/d.ts:1) removed at head but still referenced at src/use.ts:2"},
	}, {
		name: "PythonStarChain",
		base: map[string]string{
			"pkg/__init__.py": "from .d import *\n",
			"pkg/d.py":        "def helper():\n    return 1\n\ndef keep():\n    return 2\n",
			"app/use.py":      "from pkg import *\nhelper()\n",
		},
		head: map[string]string{"pkg/d.py": "def keep():\n    return 2\n"},
		want: []string{"symbol helper (pkg/d.py:1) removed at head but still referenced at app/use.py:2"},
	}, {
		// The range drops the package's re-export with the definition:
		// the importer still asks the package for it.
		name: "PythonReexportDroppedToo",
		base: map[string]string{
			"pkg/__init__.py": "from .d import helper, keep\n",
			"pkg/d.py":        "def helper():\n    return 1\n\ndef keep():\n    return 2\n",
			"app/use.py":      "from pkg import helper\nhelper()\n",
		},
		head: map[string]string{
			"pkg/__init__.py": "from .d import keep\n",
			"pkg/d.py":        "def keep():\n    return 2\n",
		},
		want: []string{"symbol helper (pkg/d.py:1) removed at head but still referenced at app/use.py:1, app/use.py:2"},
	}, {
		name: "RustPubUseGlob",
		base: map[string]string{
			"Cargo.toml":  "[package]\nname = \"m\"\n",
			"src/lib.rs":  "mod d;\npub use self::d::*;\n",
			"src/d.rs":    "pub fn helper() -> u32 { 1 }\npub fn keep() {}\n",
			"src/main.rs": "use m::helper;\nfn main() { helper(); }\n",
		},
		head: map[string]string{"src/d.rs": "pub fn keep() {}\n"},
		want: []string{"symbol helper (src/d.rs:1) removed at head but still referenced at src/main.rs:1, src/main.rs:2"},
	}, {
		name: "RustRenamedPathDependency",
		base: map[string]string{
			"Cargo.toml":             "[workspace]\nmembers = [\"crates/*\"]\n",
			"crates/util/Cargo.toml": "[package]\nname = \"util\"\n",
			"crates/util/src/lib.rs": "pub fn helper() -> u32 { 1 }\npub fn keep() {}\n",
			"crates/app/Cargo.toml":  "[package]\nname = \"app\"\n\n[dependencies]\nmy-util = { path = \"../util\", package = \"util\" }\n",
			"crates/app/src/main.rs": "fn main() { my_util::helper(); }\n",
		},
		head: map[string]string{"crates/util/src/lib.rs": "pub fn keep() {}\n"},
		want: []string{"symbol helper (crates/util/src/lib.rs:1) removed at head but still referenced at crates/app/src/main.rs:1"},
	}})
}
