package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A path to a removed item through its own module, or a module that
// re-exports it by a glob, is dangling only where nothing else there may
// supply the name: a glob re-export of another crate's module (pub use
// std::convert::*), of a module the reading found no file for (a
// #[cfg_attr(…, path = …)] one), or an extern block declaring it. Each
// was called still referenced while cargo check passes.
func TestRustRemovedNameAGlobMaySupply(t *testing.T) {
	t.Parallel()
	const (
		lib   = "mod x;\nmod y;\npub fn run() { let _ = x::identity(3u32); let _ = y::keep(); }\n"
		viaY  = "mod x;\nmod y;\npub fn run() { let _ = y::identity(3u32); let _ = y::keep(); }\n"
		fn    = "pub fn identity(a: u32) -> u32 { a }\npub fn keep() {}\n"
		yGlob = "#![allow(unused_imports)]\npub use crate::x::*;\n"
	)
	for _, c := range []struct {
		name, lib string
		head      map[string]string
		want      string
		broken    string
	}{
		{"OwnFileStdGlob", lib, map[string]string{"src/x.rs": "#![allow(unused_imports)]\npub use std::convert::*;\npub fn keep() {}\n"},
			"not attributed (src/x.rs re-exports std::convert::*, another crate's module, which may supply it)", ""},
		{"OwnFileGlobOfAModuleNotFound", lib, map[string]string{"src/x.rs": "#[cfg_attr(all(), path = \"z.rs\")]\nmod p;\npub use p::*;\npub fn keep() {}\n",
			"src/z.rs": "pub fn identity(a: u32) -> u32 { a }\n"},
			"not attributed (self::p is no module file the reading found (an inline module, a use, #[path] or a macro may make it))", ""},
		{"ReexporterStdGlob", viaY, map[string]string{"src/x.rs": "pub fn keep() {}\n", "src/y.rs": yGlob + "pub use std::convert::*;\n"},
			"not attributed (src/y.rs re-exports std::convert::*, another crate's module, which may supply it)", ""},
		{"ReexporterStdGlobWithoutIt", viaY, map[string]string{"src/x.rs": "pub fn keep() {}\n", "src/y.rs": yGlob + "pub use std::collections::*;\n"},
			"not attributed (src/y.rs re-exports std::collections::*, another crate's module, which may supply it)", "cannot find function `identity`"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{"Cargo.toml": rustManifest, "src/lib.rs": c.lib, "src/x.rs": fn, "src/y.rs": yGlob}
			head := checkChange(t, base, c.head, "symbol identity (src/x.rs:1) removed; its name is still used at src/lib.rs:3, "+c.want)
			cargoCheck(t, snapshot.Map(base), "")
			cargoCheck(t, snapshot.Map(head), c.broken)
		})
	}
}

// An extern block in the removed item's own file declaring the name
// supplies it to a path through that module (cargo check passes).
func TestRustRemovedNameAnExternBlockDeclares(t *testing.T) {
	t.Parallel()
	base := map[string]string{"Cargo.toml": rustManifest,
		"src/lib.rs": "mod x;\npub fn run() { let _ = x::identity as usize; x::keep(); }\n",
		"src/x.rs":   "pub fn identity() {}\npub fn keep() {}\n"}
	head := checkChange(t, base, map[string]string{"src/x.rs": "extern \"C\" {\n    pub fn identity();\n}\npub fn keep() {}\n"},
		"symbol identity (src/x.rs:1) removed; its name is still used at src/lib.rs:2, not attributed (src/x.rs has an extern block declaring it)")
	cargoCheck(t, snapshot.Map(head), "")
}

// A module whose name comes from one route under a #[cfg] and from the
// removed item's under another (#[cfg(unix)] pub use crate::a::*;
// #[cfg(not(unix))] pub use crate::b::*;, or a #[cfg] definition of its
// own) may build with the removed route taken: a use through it is
// ambiguous. It was no use at all, b's S taken for the one it names,
// and the range verified while cargo check fails on unix.
func TestRustCfgChosenRouteToARemovedName(t *testing.T) {
	t.Parallel()
	const lib = "#![allow(unused_imports)]\nmod a;\nmod b;\nmod r;\npub fn run() { let _ = r::S; }\n"
	for _, c := range []struct{ name, r string }{
		{"Globs", "#![allow(unused_imports)]\n#[cfg(unix)]\npub use crate::a::*;\n#[cfg(not(unix))]\npub use crate::b::*;\n"},
		{"OwnDefinition", "#![allow(unused_imports)]\n#[cfg(unix)]\npub use crate::a::*;\n#[cfg(not(unix))]\npub struct S;\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{"Cargo.toml": rustManifest, "src/lib.rs": lib, "src/r.rs": c.r,
				"src/a.rs": "pub struct S;\npub fn gone() {}\npub fn keep() {}\n",
				"src/b.rs": "pub struct S;\n"}
			head := checkChange(t, base, map[string]string{"src/a.rs": "pub fn keep() {}\n"},
				"symbol S (src/a.rs:1) removed; its name is still used at src/lib.rs:5, not attributed (what else supplies it is under a #[cfg], which may leave the removed item's route the one taken)",
				"symbol gone (src/a.rs:2) removed; no references remain at head")
			cargoCheck(t, snapshot.Map(base), "")
			cargoCheck(t, snapshot.Map(head), "cannot find value `S` in module `r`")
		})
	}
}

// Only an extern block (extern "C" { … } or extern { … }) declares
// names the reading does not take as the file's items, and only those
// inside it: pub extern "C" fn cb() {} is a function, and a method
// S::foo elsewhere in the file declares no foo of the module. Each was
// left ambiguous while cargo check fails on the dangling path.
func TestRustExternBlockDeclaresOnlyItsOwn(t *testing.T) {
	t.Parallel()
	const u = "pub fn z() { crate::foo() }\n"
	for _, c := range []struct{ name, head string }{
		{"ExternFn", "pub extern \"C\" fn cb() {}\npub struct S;\nimpl S { pub fn foo(&self) {} }\nmod u;\n"},
		{"BlockDeclaresAnother", "extern \"C\" { fn abs(x: i32) -> i32; }\npub struct S;\nimpl S { pub fn foo(&self) {} }\nmod u;\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{"Cargo.toml": rustManifest, "src/u.rs": u,
				"src/lib.rs": "pub fn foo() {}\n" + c.head}
			head := checkChange(t, base, map[string]string{"src/lib.rs": c.head},
				"symbol foo (src/lib.rs:1) removed at head but still referenced at src/u.rs:1")
			cargoCheck(t, snapshot.Map(head), "cannot find function `foo` in the crate root")
		})
	}
}

// A glob of an inline module or an enum the file itself defines (mod
// imp { … } pub use imp::*;, pub enum E { A, B } pub use E::*;) supplies
// only what that body holds: one that holds no foo leaves a path to the
// removed foo dangling (cargo check fails), where it was called
// ambiguous as a glob of a module not found or of another crate's. One
// whose body names foo, or may (a glob or macro in it), stays ambiguous.
func TestRustGlobOfOwnInlineModuleOrEnum(t *testing.T) {
	t.Parallel()
	const u = "pub fn z() { crate::foo(1) }\n"
	for _, c := range []struct{ name, head, want, broken string }{
		{"InlineModule", "mod imp { pub fn other(_: u8) {} }\npub use imp::*;\n",
			"symbol foo (src/lib.rs:1) removed at head but still referenced at src/u.rs:1", "cannot find function `foo` in the crate root"},
		{"Enum", "pub enum E { A, B }\npub use E::*;\n",
			"symbol foo (src/lib.rs:1) removed at head but still referenced at src/u.rs:1", "cannot find function `foo` in the crate root"},
		{"InlineModuleDefinesIt", "mod imp { pub fn foo(_: u8) {} }\npub use imp::*;\n",
			"symbol foo (src/lib.rs:1) removed; its name is still used at src/u.rs:1, not attributed (src/lib.rs re-exports imp::*, whose items may supply it)", ""},
		{"InlineModuleGlobs", "mod imp { pub use crate::x::*; }\npub use imp::*;\nmod x { pub fn foo(_: u8) {} }\n",
			"symbol foo (src/lib.rs:1) removed; its name is still used at src/u.rs:1, not attributed (src/lib.rs re-exports imp::*, whose items may supply it)", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{"Cargo.toml": rustManifest, "src/u.rs": u,
				"src/lib.rs": "pub fn foo(_: u8) {}\nmod u;\n"}
			want := []string{c.want}
			if c.name == "Enum" {
				want = append(want, "symbol E (src/lib.rs:2) added; nothing at head references it (exported: uses outside the repository are not seen)")
			}
			head := checkChange(t, base, map[string]string{"src/lib.rs": "mod u;\n" + c.head}, want...)
			cargoCheck(t, snapshot.Map(head), c.broken)
		})
	}
}
