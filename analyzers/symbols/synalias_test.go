package symbols

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A definition exported under another name (a renamed export, a default
// export) is imported by that name: removing it breaks the importer
// (tsc rejects the head), so it is dangling, not "no references remain".
// Where the module still provides the other name, the import is not the
// removal's.
func TestTSExportUnderAnotherNameIsFollowed(t *testing.T) {
	t.Parallel()
	const keep = "export function keep() { return 2 }\n"
	cases := []struct{ name, mod, head, main, want, broken string }{
		{"default function", "export default function helper() { return 1 }\n" + keep, keep,
			"import h from './x';\nexport const y = h();\n",
			"symbol helper (x.ts:1) removed at head but still referenced at main.ts:1", "has no default export"},
		{"default name", "function helper() { return 1 }\n" + keep + "export default helper\n", keep,
			"import helper from './x';\nexport const y = helper();\n",
			"symbol helper (x.ts:1) removed at head but still referenced at main.ts:1", "has no default export"},
		{"renamed export", "function helper() { return 1 }\n" + keep + "export { helper as h }\n", keep,
			"import { h } from './x';\nexport const y = h();\n",
			"symbol helper (x.ts:1) removed at head but still referenced at main.ts:1", "has no exported member 'h'"},
		{"renamed through a namespace and a re-export", "function helper() { return 1 }\n" + keep + "export { helper as h }\n", keep,
			"import * as ns from './x';\nexport { h as hh } from './x';\nexport const y = ns.h();\n",
			"symbol helper (x.ts:1) removed at head but still referenced at main.ts:2, main.ts:3", "Property 'h' does not exist"},
		{"other name still provided", "function helper() { return 1 }\n" + keep + "export { helper as h }\nexport default helper\n",
			keep + "export { keep as h }\nexport default keep\n",
			"import d, { h } from './x';\nexport const y = h() + d();\n",
			"symbol helper (x.ts:1) removed; no references remain at head", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{"x.ts": c.mod, "main.ts": c.main, "tsconfig.json": `{"compilerOptions": {"strict": true}}`}
			head := clone(base)
			head["x.ts"] = c.head
			check(t, run(t, base, head), c.want)
			typecheckTS(t, head, c.broken)
		})
	}
}

// A re-export under another name dropped along with the definition:
// the importer of that name breaks (the language's tool rejects the
// head), so the removal is dangling.
func TestReexportUnderAnotherNameDroppedWithDefinition(t *testing.T) {
	t.Parallel()
	t.Run("typescript", func(t *testing.T) {
		t.Parallel()
		base := snapshot.Map{"tsconfig.json": `{"compilerOptions": {"strict": true}}`,
			"x.ts":     "export function helper() { return 1 }\nexport function keep() { return 2 }\n",
			"index.ts": "export { helper as h, keep } from './x';\n",
			"main.ts":  "import { h } from './index';\nexport const y = h();\n"}
		head := clone(base)
		head["x.ts"] = "export function keep() { return 2 }\n"
		head["index.ts"] = "export { keep } from './x';\n"
		check(t, run(t, base, head), "symbol helper (x.ts:1) removed at head but still referenced at main.ts:1")
		typecheckTS(t, head, "has no exported member 'h'")
	})
	t.Run("python", func(t *testing.T) {
		t.Parallel()
		base := snapshot.Map{"pkg/__init__.py": "from .mod import helper as h\n",
			"pkg/mod.py": "def helper():\n    return 1\n\ndef keep():\n    return 2\n",
			"main.py":    "from pkg import h\nimport pkg\nprint(h(), pkg.h())\n"}
		head := clone(base)
		head["pkg/mod.py"] = "def keep():\n    return 2\n"
		head["pkg/__init__.py"] = ""
		check(t, run(t, base, head), "symbol helper (pkg/mod.py:1) removed at head but still referenced at main.py:1, main.py:3")
		interpret(t, "python3", head, "main.py", "cannot import name 'h'")
	})
	t.Run("rust", func(t *testing.T) {
		t.Parallel()
		base := snapshot.Map{"Cargo.toml": "[package]\nname = \"m\"\nversion = \"0.1.0\"\nedition = \"2021\"\n",
			"src/lib.rs":  "pub mod d;\npub use d::helper as h;\n",
			"src/d.rs":    "pub fn helper() -> u32 { 1 }\npub fn keep() -> u32 { 2 }\n",
			"tests/it.rs": "use m::h;\n\n#[test]\nfn t() {\n    assert_eq!(h() + m::h(), 2);\n}\n"}
		head := clone(base)
		head["src/d.rs"] = "pub fn keep() -> u32 { 2 }\n"
		head["src/lib.rs"] = "pub mod d;\n"
		check(t, run(t, base, head), "symbol helper (src/d.rs:1) removed at head but still referenced at tests/it.rs:1, tests/it.rs:5")
		cargoCheck(t, base, "")
		cargoCheck(t, head, "unresolved import `m::h`")
	})
}

// cargoCheck runs cargo check --tests over the files where cargo is
// installed: broken is what its failure must say, or "" for a clean
// check.
func cargoCheck(t *testing.T, files snapshot.Map, broken string) {
	t.Helper()
	cargo(t, files, broken, "check", "--tests")
}

// cargo runs cargo with args (offline) over the files where it is
// installed.
func cargo(t *testing.T, files snapshot.Map, broken string, args ...string) {
	t.Helper()
	if _, err := exec.LookPath("cargo"); err != nil {
		t.Log("cargo not installed: the head is not checked")
		return
	}
	cmd := exec.Command("cargo", append(args, "--offline", "--quiet")...)
	cmd.Dir = writeTree(t, files)
	cmd.Env = append(os.Environ(), "CARGO_TARGET_DIR="+t.TempDir())
	out, err := cmd.CombinedOutput()
	switch {
	case broken == "" && err != nil:
		t.Errorf("cargo %s should pass: %v\n%s", args[0], err, out)
	case broken != "" && (err == nil || !strings.Contains(string(out), broken)):
		t.Errorf("cargo %s should fail with %q: %v\n%s", args[0], broken, err, out)
	}
}
