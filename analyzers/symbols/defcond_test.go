package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A definition the range put under a condition — a Rust #[cfg], a
// Python def under an if at module level — may be gone where it is
// used: cargo check fails (cannot find function `helper`), python3
// fails (cannot import name 'helper'). With another removal beside it,
// that was "no top-level symbol the range removed is still referenced
// at head: VERIFIED". It is now unchecked. So is a name only a guarded
// import provides (under if TYPE_CHECKING, one an except ImportError
// lets fail, one under an if). A condition already there at base, or a plain import, is
// no change.
func TestDefinitionPutUnderACondition(t *testing.T) {
	t.Parallel()
	const manifest = "[package]\nname = \"t\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[features]\nx = []\n"
	const rsBase = "pub fn helper() -> i32 { 1 }\npub fn gone() -> i32 { 2 }\n"
	const rsMain = "mod util;\nfn main() { println!(\"{}\", util::helper()); }\n"
	const pyBase = "def helper():\n    return 1\n\ndef gone():\n    return 2\n"
	const pyApp = "from pkg.util import helper\nprint(helper())\n"
	const rsGone = "symbol gone (src/util.rs:2) removed; no references remain at head"
	const pyGone = "symbol gone (pkg/util.py:4) removed; no references remain at head"
	rust := func(base, head string) (map[string]string, map[string]string) {
		return map[string]string{"Cargo.toml": manifest, "src/main.rs": rsMain, "src/util.rs": base}, map[string]string{"src/util.rs": head}
	}
	python := func(base, head string) (map[string]string, map[string]string) {
		return map[string]string{"pkg/__init__.py": "\n", "app.py": pyApp, "pkg/util.py": base}, map[string]string{"pkg/util.py": head}
	}
	cases := []struct {
		name       string
		base, head map[string]string
		want       []string
		broken     string // what the judge at head says, "" when it passes
	}{
		{"rust feature", nil, nil, []string{rsGone,
			"symbol helper (src/util.rs:1) could not be checked (at head defined only under #[cfg(feature = \"x\")], which may leave it out where it is used)"},
			"cannot find function `helper`"},
		{"rust test only", nil, nil, []string{rsGone,
			"symbol helper (src/util.rs:1) could not be checked (at head defined only under #[cfg(test)], which may leave it out where it is used)"},
			"cannot find function `helper`"},
		{"rust use under a cfg", nil, nil, []string{"symbol gone (src/util.rs:3) removed; no references remain at head",
			"symbol helper (src/util.rs:1) could not be checked (at head defined only under #[cfg(feature = \"x\")], which may leave it out where it is used)"},
			"cannot find function `helper`"},
		{"rust mod under a cfg", nil, nil, []string{
			"symbol util (src/main.rs:1) could not be checked (at head defined only under #[cfg(test)], which may leave it out where it is used)"},
			"cannot find module or crate `util`"},
		{"rust condition kept", nil, nil, []string{"symbol gone (src/util.rs:5) removed; no references remain at head"}, ""},
		{"rust one variant dropped", nil, nil, []string{"symbol gone (src/util.rs:5) removed; no references remain at head",
			"symbol helper (src/util.rs:2) could not be checked (its variant under #[cfg(not ( feature = \"x\" ))] is gone; at head defined only under #[cfg(feature = \"x\")], which may leave it out where it is used)"},
			"cannot find function `helper`"},
		{"python under an if", nil, nil, []string{pyGone,
			"symbol helper (pkg/util.py:1) could not be checked (at head defined only inside an if, try, loop or with at module level, which may leave it out where it is used)"},
			"cannot import name 'helper'"},
		{"python import under TYPE_CHECKING", nil, nil, []string{pyGone,
			"symbol helper (pkg/util.py:1) could not be checked (at head imported only under if TYPE_CHECKING, which runs at type checking alone, which may leave it out where it is used)"},
			"cannot import name 'helper'"},
		{"python import an except ImportError guards", nil, nil, []string{pyGone,
			"symbol helper (pkg/util.py:1) could not be checked (at head imported where an except ImportError handles its absence, which may leave it out where it is used)"},
			"cannot import name 'helper'"},
		{"python import under an if", nil, nil, []string{pyGone,
			"symbol helper (pkg/util.py:1) could not be checked (at head defined only inside an if, try, loop or with at module level, which may leave it out where it is used)"},
			"cannot import name 'helper'"},
		{"python import", nil, nil, []string{pyGone}, ""},
	}
	cases[0].base, cases[0].head = rust(rsBase, "#[cfg(feature = \"x\")]\npub fn helper() -> i32 { 1 }\n")
	cases[1].base, cases[1].head = rust(rsBase, "#[cfg(test)]\npub fn helper() -> i32 { 1 }\n")
	cases[2].base, cases[2].head = rust("pub fn helper() -> i32 { 1 }\npub fn other() -> i32 { 2 }\npub fn gone() -> i32 { 3 }\n",
		"#[cfg(feature = \"x\")]\npub use crate::imp::helper;\npub fn other() -> i32 { 2 }\n")
	cases[2].base["src/imp.rs"] = "pub fn helper() -> i32 { 1 }\n"
	cases[2].base["src/main.rs"] = "mod imp;\n" + rsMain
	cases[3].base, cases[3].head = rust(rsBase, "")
	cases[3].head = map[string]string{"src/main.rs": "#[cfg(test)]\n" + rsMain}
	cases[4].base, cases[4].head = rust("#[cfg(unix)]\npub fn helper() -> i32 { 1 }\n#[cfg(not(unix))]\npub fn helper() -> i32 { 1 }\npub fn gone() -> i32 { 2 }\n",
		"#[cfg(unix)]\npub fn helper() -> i32 { 1 }\n#[cfg(not(unix))]\npub fn helper() -> i32 { 1 }\n")
	cases[5].base, cases[5].head = rust("#[cfg(not(feature = \"x\"))]\npub fn helper() -> i32 { 1 }\n#[cfg(feature = \"x\")]\npub fn helper() -> i32 { 1 }\npub fn gone() -> i32 { 2 }\n",
		"#[cfg(feature = \"x\")]\npub fn helper() -> i32 { 1 }\n")
	cases[6].base, cases[6].head = python(pyBase, "import sys\nif sys.platform == 'win32':\n    def helper():\n        return 1\n")
	cases[7].base, cases[7].head = python(pyBase, "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from json import loads as helper\n")
	cases[8].base, cases[8].head = python(pyBase, "try:\n    from json import nothere as helper\nexcept ImportError:\n    pass\n")
	cases[9].base, cases[9].head = python(pyBase, "import sys\nif sys.platform == 'win32':\n    from os import getcwd as helper\n")
	cases[10].base, cases[10].head = python(pyBase, "from os import getcwd as helper\n")
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			head := checkChange(t, c.base, c.head, c.want...)
			if _, ok := head["Cargo.toml"]; ok {
				// Not --tests: the build a test-only item is left out of.
				cargo(t, snapshot.Map(head), c.broken, "check")
				return
			}
			expectPythonRuns(t, head, c.broken)
		})
	}
}

// #[cfg_attr(pred, cfg(…))] puts an item under a condition as #[cfg]
// does: a variant under #[cfg(unix)] replaced by one under
// #[cfg_attr(unix, cfg(any()))] is gone on unix, where cargo check fails
// on its use (cannot find function `helper`). It was not read as a
// condition, and the removal beside it gave "nothing removed is still
// referenced: VERIFIED".
func TestRustCfgAttrIsACondition(t *testing.T) {
	t.Parallel()
	base := snapshot.Map{
		"Cargo.toml": rustManifest,
		"src/lib.rs": "#[cfg(unix)]\npub fn helper() {}\n#[cfg(not(unix))]\npub fn helper() {}\npub fn gone() {}\npub fn t() { helper() }\n",
	}
	head := clone(base)
	head["src/lib.rs"] = "#[cfg_attr(unix, cfg(any()))]\npub fn helper() {}\n#[cfg(not(unix))]\npub fn helper() {}\npub fn t() { helper() }\n"
	check(t, run(t, base, head),
		"symbol gone (src/lib.rs:5) removed; no references remain at head",
		"symbol helper (src/lib.rs:2) could not be checked (its variant under #[cfg(unix)] is gone; at head defined only under #[cfg_attr(unix , cfg ( any ( ) ))], which may leave it out where it is used)")
	cargo(t, head, "cannot find function `helper`", "check")
	// One nested in another cfg_attr is a condition too: it holds
	// where both predicates do.
	head["src/lib.rs"] = "#[cfg_attr(unix, cfg_attr(unix, cfg(any())))]\npub fn helper() {}\n#[cfg(not(unix))]\npub fn helper() {}\npub fn t() { helper() }\n"
	check(t, run(t, base, head),
		"symbol gone (src/lib.rs:5) removed; no references remain at head",
		"symbol helper (src/lib.rs:2) could not be checked (its variant under #[cfg(unix)] is gone; at head defined only under #[cfg_attr(unix , cfg_attr ( unix , cfg ( any ( ) ) ))], which may leave it out where it is used)")
	cargo(t, head, "cannot find function `helper`", "check")
	// A doc(cfg(…)) inside is documentation only.
	head["src/lib.rs"] = "#[cfg_attr(docsrs, doc(cfg(unix)))]\n#[cfg(unix)]\npub fn helper() {}\n#[cfg(not(unix))]\npub fn helper() {}\npub fn t() { helper() }\n"
	check(t, run(t, base, head), "symbol gone (src/lib.rs:5) removed; no references remain at head")
	cargo(t, head, "", "check")
}

// A #![cfg(…)] at the top of a file puts all the file defines under its
// condition: `mod util;` with util.rs under #![cfg(any())] is configured
// out, and util::helper with it (cargo check: cannot find `util`).
func TestRustInnerCfgIsACondition(t *testing.T) {
	t.Parallel()
	base := snapshot.Map{
		"Cargo.toml":  rustManifest,
		"src/lib.rs":  "mod util;\npub fn t() { util::helper() }\n",
		"src/util.rs": "pub fn helper() {}\npub fn gone() {}\n",
	}
	head := clone(base)
	head["src/util.rs"] = "#![cfg(any())]\npub fn helper() {}\n"
	check(t, run(t, base, head),
		"symbol gone (src/util.rs:2) removed; no references remain at head",
		"symbol helper (src/util.rs:1) could not be checked (at head defined only under #[cfg(any ( ))], which may leave it out where it is used)")
	cargo(t, head, "`util`", "check")
}
