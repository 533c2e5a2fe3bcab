package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// include! pastes another file's code into the module: one the reading
// does not see (not a .rs file, or a path computed at build time, as
// build.rs output under OUT_DIR is) or does not read in that module's
// scope (a .rs file) may still call the removed item, so no claim that
// nothing does holds.
func TestRustIncludeNotReadIsNoVerifiedRemoval(t *testing.T) {
	for _, c := range []struct{ name, include, why string }{
		{"OtherExtension", `include!("../gen/x.inc");`, `it includes "../gen/x.inc", which is not read as Rust`},
		{"ComputedPath", `include!(concat!(env!("OUT_DIR"), "/gen.rs"));`, "it includes code from a computed path (include! at line 2), which the reading does not follow"},
		{"InABody", `pub fn v() -> i32 { include!("../gen/x.inc") }`, `it includes "../gen/x.inc", which is not read as Rust`},
		{"Aliased", "use std::include as inc;\ninc!(\"../gen/x.inc\");", "it includes code through inc!, an alias of include! (line 3), which the reading does not follow"},
		{"ThroughAMacro", "macro_rules! call { ($m:ident, $f:literal) => { $m!($f); } }\ncall!(include, \"../gen/x.inc\");", "it passes include to a macro (line 3), which may include a file the reading does not follow"},
	} {
		t.Run(c.name, func(t *testing.T) {
			base := snapshot.Map{
				"Cargo.toml": rustManifest,
				"src/lib.rs": "pub mod a;\n" + c.include + "\n",
				"src/a.rs":   "pub fn foo() -> i32 { 1 }\npub fn bar() -> i32 { 2 }\n",
				"gen/x.inc":  "pub fn g() -> i32 { crate::a::foo() }\n",
			}
			head := clone(base)
			head["src/a.rs"] = "pub fn bar() -> i32 { 2 }\n"
			res, err := Analyze(Input{Base: base, Head: head, Changes: snapshot.Diff(base, head)})
			if err != nil {
				t.Fatal(err)
			}
			check(t, factStrings(res), "symbol foo (src/a.rs:1) could not be checked (src/lib.rs was not read at head (see skipped); its references cannot be seen)")
			if len(res.Skipped) != 1 || res.Skipped[0].Path != "src/lib.rs" || res.Skipped[0].Reason != "not read as rust: "+c.why {
				t.Errorf("skipped %v, want src/lib.rs: %s", res.Skipped, c.why)
			}
		})
	}
}

// A .rs file include! pastes is read as the repository's file it is,
// where its names resolve against that file's own module: crate::foo in
// a file outside any crate, or a bare foo with no import of its own,
// names nothing there, while cargo resolves both in the including module
// (cannot find function `foo`). Such an include is not followed either.
func TestRustIncludedRustFileIsNotFollowed(t *testing.T) {
	for _, c := range []struct{ name, a, file, code string }{
		{"OutsideSrc", `include!("../inc/x.rs");`, "inc/x.rs", "pub fn t() -> u8 { crate::foo() }\n"},
		{"InAMacroCall", "macro_rules! id { ($($t:tt)*) => { $($t)* } }\nid! { include!(\"../inc/x.rs\"); }", "inc/x.rs", "pub fn t() -> u8 { crate::foo() }\n"},
		{"BareNameInSrc", "use crate::*;\ninclude!(\"gen/x.rs\");", "src/gen/x.rs", "pub fn t() -> u8 { foo() }\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			base := snapshot.Map{
				"Cargo.toml": rustManifest,
				"src/lib.rs": "pub mod a;\npub fn foo() -> u8 { 1 }\n",
				"src/a.rs":   c.a + "\n",
				c.file:       c.code,
			}
			head := clone(base)
			head["src/lib.rs"] = "pub mod a;\n"
			res, err := Analyze(Input{Base: base, Head: head, Changes: snapshot.Diff(base, head)})
			if err != nil {
				t.Fatal(err)
			}
			check(t, factStrings(res), "symbol foo (src/lib.rs:2) could not be checked (src/a.rs was not read at head (see skipped); its references cannot be seen)")
		})
	}
}

// An alias of include! bound in one module pastes code wherever another
// invokes it (util::inc!("x.in"), or imported: use crate::util::inc as
// inc2; inc2!(…)), resolved in the invoking module. Only an alias bound
// in the invoking file was seen, and a removal the pasted code calls was
// called unreferenced (cargo: cannot find function `foo`).
func TestRustIncludeAliasFromAnotherModule(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, util, lib, why string }{
		{"ByPath", "pub(crate) use std::include as inc;\n", "util::inc!(\"../gen/x.in\");\n", "it includes code through inc!, an alias of include! (line 4), which the reading does not follow"},
		{"Imported", "pub use std::include as inc;\n", "use crate::util::inc;\ninc!(\"../gen/x.in\");\n", "it includes code through inc!, an alias of include! (line 5), which the reading does not follow"},
		{"ImportedAgainUnderAnotherName", "pub(crate) use std::include as inc;\n", "use crate::util::inc as inc2;\ninc2!(\"../gen/x.in\");\n", "it includes code through inc2!, an alias of include! (line 5), which the reading does not follow"},
		{"ReExportedTwice", "pub(crate) use std::include as inc;\npub(crate) use self::inc as inc3;\n", "util::inc3!(\"../gen/x.in\");\n", "it includes code through inc3!, an alias of include! (line 4), which the reading does not follow"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{
				"Cargo.toml":  rustManifest,
				"src/lib.rs":  "#![allow(unused_imports)]\nmod util;\npub mod a;\n" + c.lib,
				"src/util.rs": c.util,
				"src/a.rs":    "pub fn foo() -> i32 { 1 }\npub fn bar() -> i32 { 2 }\n",
				"gen/x.in":    "pub fn g() -> i32 { crate::a::foo() + crate::a::bar() }\n",
			}
			head := clone(base)
			head["src/a.rs"] = "pub fn bar() -> i32 { 2 }\n"
			res, err := Analyze(Input{Base: base, Head: head, Changes: snapshot.Diff(base, head)})
			if err != nil {
				t.Fatal(err)
			}
			check(t, factStrings(res), "symbol foo (src/a.rs:1) could not be checked (src/lib.rs was not read at head (see skipped); its references cannot be seen)")
			if len(res.Skipped) != 1 || res.Skipped[0].Path != "src/lib.rs" || res.Skipped[0].Reason != "not read as rust: "+c.why {
				t.Errorf("skipped %v, want src/lib.rs: %s", res.Skipped, c.why)
			}
			cargoCheck(t, base, "")
			cargoCheck(t, head, "cannot find function `foo`")
		})
	}
}

// A use handed to a macro (m! { pub use std::include as inc; }) binds
// its alias once the macro runs, though the reading records no
// binding for it: inc! was taken for no include!, and a removal the
// pasted code calls was verified (cargo: cannot find function `foo`).
func TestRustIncludeAliasBoundInAMacro(t *testing.T) {
	t.Parallel()
	const m = "macro_rules! m { ($($t:tt)*) => { $($t)* }; }\n"
	for _, c := range []struct{ name, util, lib, why string }{
		{"InAnotherModule", "m! { pub use std::include as inc; }\n", "use crate::util::inc;\ninc!(\"../gen/x.in\");\n", "it includes code through inc!, an alias of include! (line 6), which the reading does not follow"},
		{"InTheInvokingModule", "\n", "m! { use std::include as inc2; }\ninc2!(\"../gen/x.in\");\n", "it includes code through inc2!, an alias of include! (line 6), which the reading does not follow"},
		{"RenamedByAMacrosMetavariable", "macro_rules! mk { ($i:ident) => { pub use std::$i as inc; }; }\nmk!(include);\n", "use crate::util::inc;\ninc!(\"../gen/x.in\");\n", "it includes code through inc!, an alias of include! (line 6), which the reading does not follow"},
		{"RenamedAgainInAMacro", "pub use std::include as inc;\n", "m! { use crate::util::inc as inc3; }\ninc3!(\"../gen/x.in\");\n", "it includes code through inc3!, an alias of include! (line 6), which the reading does not follow"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{
				"Cargo.toml":  rustManifest,
				"src/lib.rs":  "#![allow(unused_imports)]\n" + m + "mod util;\npub mod a;\n" + c.lib,
				"src/util.rs": c.util,
				"src/a.rs":    "pub fn foo() -> i32 { 1 }\npub fn bar() -> i32 { 2 }\n",
				"gen/x.in":    "pub fn g() -> i32 { crate::a::foo() + crate::a::bar() }\n",
			}
			head := clone(base)
			head["src/a.rs"] = "pub fn bar() -> i32 { 2 }\n"
			res, err := Analyze(Input{Base: base, Head: head, Changes: snapshot.Diff(base, head)})
			if err != nil {
				t.Fatal(err)
			}
			check(t, factStrings(res), "symbol foo (src/a.rs:1) could not be checked (src/lib.rs was not read at head (see skipped); its references cannot be seen)")
			if len(res.Skipped) != 1 || res.Skipped[0].Path != "src/lib.rs" || res.Skipped[0].Reason != "not read as rust: "+c.why {
				t.Errorf("skipped %v, want src/lib.rs: %s", res.Skipped, c.why)
			}
			cargoCheck(t, base, "")
			cargoCheck(t, head, "cannot find function `foo`")
		})
	}
}

// A macro that renames into one of its own metavariables (use std::$i
// as $a; for mk!(include, inc)) binds an alias the reading cannot
// name: which name becomes include! is only known once the macro is
// expanded. inc! was taken for no include!, and a removal the pasted
// code calls was verified (cargo: cannot find function `foo`). Any
// call that may take a path (a string among its arguments) is then
// one that may include.
func TestRustIncludeAliasNamedByAMacro(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, util, lib, why string }{
		{"BothMetavariables", "macro_rules! mk { ($i:ident, $a:ident) => { pub use std::$i as $a; }; }\nmk!(include, inc);\n", "use crate::util::inc;\ninc!(\"../gen/x.in\");\n", "it invokes inc! with a path (line 5), which may be include! under the name a macro binds (use … as $a), which the reading does not follow"},
		{"AliasRenamedIntoAMetavariable", "pub use std::include as inc;\nmacro_rules! mk { ($a:ident) => { pub use self::inc as $a; }; }\nmk!(inc2);\n", "use crate::util::inc2;\ninc2!(\"../gen/x.in\");\n", "it invokes inc2! with a path (line 5), which may be include! under the name a macro binds (use … as $a), which the reading does not follow"},
		{"InTheInvokingModule", "\n", "macro_rules! mk { ($i:ident, $a:ident) => { use std::{$i as $a}; }; }\nmk!(include, inc);\ninc!(\"../gen/x.in\");\n", "it invokes inc! with a path (line 6), which may be include! under the name a macro binds (use … as $a), which the reading does not follow"},
		{"Repetition", "macro_rules! mk { ($($p:ident)::+, $a:ident) => { pub use $($p)::+ as $a; }; }\nmk!(std::include, inc);\n", "use crate::util::inc;\ninc!(\"../gen/x.in\");\n", "it invokes inc! with a path (line 5), which may be include! under the name a macro binds (use … as $a), which the reading does not follow"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{
				"Cargo.toml":  rustManifest,
				"src/lib.rs":  "#![allow(unused_imports)]\nmod util;\npub mod a;\n" + c.lib,
				"src/util.rs": c.util,
				"src/a.rs":    "pub fn foo() -> i32 { 1 }\npub fn bar() -> i32 { 2 }\n",
				"gen/x.in":    "pub fn g() -> i32 { crate::a::foo() + crate::a::bar() }\n",
			}
			head := clone(base)
			head["src/a.rs"] = "pub fn bar() -> i32 { 2 }\n"
			res, err := Analyze(Input{Base: base, Head: head, Changes: snapshot.Diff(base, head)})
			if err != nil {
				t.Fatal(err)
			}
			check(t, factStrings(res), "symbol foo (src/a.rs:1) could not be checked (src/lib.rs was not read at head (see skipped); its references cannot be seen)")
			if len(res.Skipped) != 1 || res.Skipped[0].Path != "src/lib.rs" || res.Skipped[0].Reason != "not read as rust: "+c.why {
				t.Errorf("skipped %v, want src/lib.rs: %s", res.Skipped, c.why)
			}
			cargoCheck(t, base, "")
			cargoCheck(t, head, "cannot find function `foo`")
		})
	}
}

// A cast into a metavariable ($e as $t) names a type, no alias: calls
// with a string stay read.
func TestRustCastIntoAMetavariableIsNoIncludeAlias(t *testing.T) {
	t.Parallel()
	base := snapshot.Map{
		"Cargo.toml": rustManifest,
		"src/lib.rs": "macro_rules! conv { ($e:expr, $t:ty) => { $e as $t }; }\npub fn v() -> u8 { conv!(1i32, u8) }\npub fn s() -> String { format!(\"{}\", v()) }\npub fn foo() -> u8 { 1 }\n",
	}
	head := clone(base)
	head["src/lib.rs"] = "macro_rules! conv { ($e:expr, $t:ty) => { $e as $t }; }\npub fn v() -> u8 { conv!(1i32, u8) }\npub fn s() -> String { format!(\"{}\", v()) }\n"
	res, err := Analyze(Input{Base: base, Head: head, Changes: snapshot.Diff(base, head)})
	if err != nil {
		t.Fatal(err)
	}
	check(t, factStrings(res), "symbol foo (src/lib.rs:4) removed; no references remain at head")
	cargoCheck(t, head, "")
}
