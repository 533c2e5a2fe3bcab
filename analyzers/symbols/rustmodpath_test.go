package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A module's file is where its mod declaration says, not always where
// its name puts it: #[path = "other.rs"] mod x; reads other.rs (and x's
// own modules beside it, as beside a mod.rs), and mod x { … } holds x
// inline. A function moved that way was called still referenced through
// the old file, which the range deleted, while cargo check passes.
func TestRustModuleMovedByPathOrInline(t *testing.T) {
	t.Parallel()
	const lib = "#![allow(dead_code)]\npub mod x;\npub fn run() -> i32 { x::foo() + x::y::g() }\n"
	base := map[string]string{"Cargo.toml": rustManifest, "src/lib.rs": lib,
		"src/x.rs":   "pub mod y;\npub fn foo() -> i32 { 1 }\n",
		"src/x/y.rs": "pub fn g() -> i32 { 2 }\n"}
	cargoCheck(t, snapshot.Map(base), "")
	t.Run("Path", func(t *testing.T) {
		t.Parallel()
		head := checkChange(t, base, map[string]string{"src/x.rs": "", "src/x/y.rs": "",
			"src/lib.rs":       "#![allow(dead_code)]\n#[path = \"sub/other.rs\"]\npub mod x;\npub fn run() -> i32 { x::foo() + x::y::g() }\n",
			"src/sub/other.rs": "pub mod y;\npub fn foo() -> i32 { 1 }\n",
			"src/sub/y.rs":     "pub fn g() -> i32 { 2 }\n"})
		cargoCheck(t, snapshot.Map(head), "")
	})
	t.Run("PathThroughAUse", func(t *testing.T) {
		t.Parallel()
		head := checkChange(t, base, map[string]string{"src/x.rs": "", "src/x/y.rs": "",
			"src/lib.rs":   "#![allow(dead_code)]\n#[path = \"other.rs\"]\npub mod x;\nuse crate::x::{foo, y::g};\npub fn run() -> i32 { foo() + g() }\n",
			"src/other.rs": "pub mod y;\npub fn foo() -> i32 { 1 }\n",
			"src/y.rs":     "pub fn g() -> i32 { 2 }\n"})
		cargoCheck(t, snapshot.Map(head), "")
	})
	t.Run("Inline", func(t *testing.T) {
		t.Parallel()
		head := checkChange(t, base, map[string]string{"src/x.rs": "", "src/x/y.rs": "",
			"src/lib.rs": "#![allow(dead_code)]\npub mod x {\n    pub mod y {\n        pub fn g() -> i32 { 2 }\n    }\n    pub fn foo() -> i32 { 1 }\n}\npub fn run() -> i32 { x::foo() + x::y::g() }\n"},
			"symbol foo (src/x.rs:2) removed; its name is still used at src/lib.rs:8, not attributed (self::x is no module file the reading found (an inline module, a use, #[path] or a macro may make it))",
			"symbol g (src/x/y.rs:1) removed; its name is still used at src/lib.rs:8, not attributed (self::x is no module file the reading found (an inline module, a use, #[path] or a macro may make it))")
		cargoCheck(t, snapshot.Map(head), "")
	})
	t.Run("InlineOverAFileOfItsOwn", func(t *testing.T) {
		t.Parallel()
		// src/x/y.rs is still there, and read for x::y, but x is inline
		// and y in it as well: the file is no module.
		head := checkChange(t, base, map[string]string{"src/x.rs": "",
			"src/x/y.rs": "pub fn other() -> i32 { 2 }\n",
			"src/lib.rs": "#![allow(dead_code)]\npub mod x {\n    pub mod y {\n        pub fn g() -> i32 { 2 }\n    }\n    pub fn foo() -> i32 { 1 }\n}\npub fn run() -> i32 { x::foo() + x::y::g() }\n"},
			"symbol foo (src/x.rs:2) removed; its name is still used at src/lib.rs:8, not attributed (self::x is no module file the reading found (an inline module, a use, #[path] or a macro may make it))",
			"symbol g (src/x/y.rs:1) removed; its name is still used at src/lib.rs:8, not attributed (self::x is no module file the reading found (an inline module, a use, #[path] or a macro may make it))",
			"symbol other (src/x/y.rs:1) added; nothing at head references it (exported: uses outside the repository are not seen)")
		cargoCheck(t, snapshot.Map(head), "")
	})
	t.Run("PathUnderCfgAttr", func(t *testing.T) {
		t.Parallel()
		head := checkChange(t, base, map[string]string{"src/x.rs": "", "src/x/y.rs": "",
			"src/lib.rs":     "#![allow(dead_code)]\n#[cfg_attr(unix, path = \"x_unix.rs\")]\n#[cfg_attr(not(unix), path = \"x_other.rs\")]\npub mod x;\npub fn run() -> i32 { x::foo() + x::y::g() }\n",
			"src/x_unix.rs":  "pub mod y { pub fn g() -> i32 { 2 } }\npub fn foo() -> i32 { 1 }\n",
			"src/x_other.rs": "pub mod y { pub fn g() -> i32 { 2 } }\npub fn foo() -> i32 { 1 }\n"},
			"symbol foo (src/x.rs:2) removed; its name is still used at src/lib.rs:5, not attributed (self::x is no module file the reading found (an inline module, a use, #[path] or a macro may make it))",
			"symbol g (src/x/y.rs:1) removed; its name is still used at src/lib.rs:5, not attributed (self::x is no module file the reading found (an inline module, a use, #[path] or a macro may make it))",
			// Which file is x is not known: its module y is counted
			// as gone from it.
			"symbol y (src/x.rs:1) could not be checked (a module's item of that name is gone or less visible at head (one #[cfg] variant, or its pub); uses through its module path are not checked)")
		cargoCheck(t, snapshot.Map(head), "")
	})
	t.Run("PathTargetLosesIt", func(t *testing.T) {
		t.Parallel()
		head := checkChange(t, base, map[string]string{"src/x.rs": "", "src/x/y.rs": "",
			"src/lib.rs":       "#![allow(dead_code)]\n#[path = \"sub/other.rs\"]\npub mod x;\npub fn run() -> i32 { x::foo() + x::y::g() }\n",
			"src/sub/other.rs": "pub mod y;\npub fn foo() -> i32 { 1 }\n",
			"src/sub/y.rs":     "pub fn h() -> i32 { 2 }\n"},
			"symbol g (src/x/y.rs:1) removed at head but still referenced at src/lib.rs:4",
			"symbol h (src/sub/y.rs:1) added; nothing at head references it (exported: uses outside the repository are not seen)")
		cargoCheck(t, snapshot.Map(head), "cannot find function `g`")
	})
}

// The reverse: an inline module's items moved to the module's file are
// no loss from the module, where the visibility census counted them as
// gone from the inline module and new in the file.
func TestRustInlineModuleMovedToItsFile(t *testing.T) {
	t.Parallel()
	base := map[string]string{"Cargo.toml": rustManifest,
		"src/lib.rs": "pub mod x {\n    pub fn foo() -> i32 { 1 }\n}\npub fn run() -> i32 { x::foo() }\n"}
	head := checkChange(t, base, map[string]string{"src/lib.rs": "pub mod x;\npub fn run() -> i32 { x::foo() }\n",
		"src/x.rs": "pub fn foo() -> i32 { 1 }\n"})
	cargoCheck(t, snapshot.Map(head), "")
}

// src/x.rs renamed src/x/mod.rs is the same module x: a name the new
// file lacks is the removed one's only if the file is read whole. A
// glob use, an extern block or a macro may supply it, where cargo check
// passes, or may not (std::collections has no identity, and cargo
// check fails): the use is then no dangling reference, nor is it none.
func TestRustModuleFileRenamedSuppliesTheNameUnread(t *testing.T) {
	t.Parallel()
	const open = "symbol identity (src/x.rs:1) removed; its name is still used at src/lib.rs:2, not attributed (src/x/mod.rs, the removed item's module at head, has a glob use, an extern block or a macro call, which may still supply it)"
	for _, c := range []struct {
		name, base, use, mod, useHead string
		want                          []string
		broken                        string
	}{
		{"StdGlob", "pub fn identity(a: u32) -> u32 { a }\n", "x::identity(3u32)", "pub use std::convert::*;\n", "", []string{open}, ""},
		{"StdGlobWithoutIt", "pub fn identity(a: u32) -> u32 { a }\n", "x::identity(3u32)", "#![allow(unused_imports)]\npub use std::collections::*;\n", "", []string{open}, "cannot find function `identity`"},
		{"ExternFn", "pub fn identity() {}\n", "x::identity as usize", "extern \"C\" {\n    pub fn identity();\n}\n", "", []string{open}, ""},
		{"ExternCFn", "pub fn identity() {}\n", "x::identity()", "pub extern \"C\" fn other() {}\n", "", []string{
			"symbol identity (src/x.rs:1) removed at head but still referenced at src/lib.rs:2",
			"symbol other (src/x/mod.rs:1) added; nothing at head references it (exported: uses outside the repository are not seen)"}, "cannot find function `identity`"},
		{"ExternBlockOfOtherNames", "pub fn identity() {}\n", "x::identity()", "extern \"C\" {\n    pub fn other();\n}\n", "", []string{
			"symbol identity (src/x.rs:1) removed at head but still referenced at src/lib.rs:2"}, "cannot find function `identity`"},
		{"ExternBlockOfAMacro", "pub fn identity() {}\n", "x::identity as usize", "macro_rules! d { ($n:ident) => { pub fn $n(); } }\nextern \"C\" {\n    d!(identity);\n}\n", "", []string{
			"symbol identity (src/x.rs:1) removed; its name is still used at src/lib.rs:2, not attributed (src/x/mod.rs, the removed item's module at head, has a glob use, an extern block or a macro call, which may still supply it)"}, ""},
		{"ExternStatic", "pub fn identity() {}\n", "x::identity", "extern \"C\" {\n    pub static identity: u8;\n}\n", "unsafe { &raw const x::identity }", []string{open}, ""},
		{"EnumGlob", "#[allow(non_snake_case)]\npub fn identity() -> i32 { 1 }\n", "x::identity()", "#[allow(non_camel_case_types)]\npub enum E { identity() }\npub use E::*;\n", "", []string{
			"symbol identity (src/x.rs:2) removed; its name is still used at src/lib.rs:2, not attributed (src/x/mod.rs re-exports E::*, whose items may supply it)",
			"symbol E (src/x/mod.rs:2) added; nothing at head references it (exported: uses outside the repository are not seen)"}, ""},
		{"Macro", "pub fn identity() {}\n", "x::identity()", "macro_rules! m { () => { pub fn identity() {} } }\nm!();\n", "", []string{
			"symbol identity (src/x.rs:1) removed; its name is still used at src/lib.rs:2, not attributed (src/x/mod.rs invokes m! at its top level, which may define items, which may still supply it)"}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{"Cargo.toml": rustManifest, "src/lib.rs": "pub mod x;\npub fn run() { let _ = " + c.use + "; }\n", "src/x.rs": c.base}
			changes := map[string]string{"src/x.rs": "", "src/x/mod.rs": c.mod}
			if c.useHead != "" {
				changes["src/lib.rs"] = "pub mod x;\npub fn run() { let _ = " + c.useHead + "; }\n"
			}
			head := checkChange(t, base, changes, c.want...)
			delete(head, "src/x.rs")
			cargoCheck(t, snapshot.Map(head), c.broken)
		})
	}
}
