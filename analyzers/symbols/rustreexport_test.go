package symbols

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// Dropping a re-export while the item stays removes the name from the
// module that re-exported it: crate::foo no longer resolves (cargo
// check: cannot find function `foo` in the crate root). With another
// removal beside it, that was "no top-level symbol the range removed is
// still referenced: VERIFIED". The dropped re-export is now unchecked;
// one dropped with the item it names is left to that removal's check.
func TestRustDroppedReExport(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, lib, use string }{
		{"Plain", "pub use a::foo;", "crate::foo()"},
		{"Renamed", "pub use a::foo as bar;", "crate::bar()"},
		{"Glob", "pub use a::*;", "crate::foo()"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{
				"Cargo.toml": rustManifest,
				"src/lib.rs": "pub mod a; pub mod b; " + c.lib + "\npub fn baz() {}\n",
				"src/a.rs":   "pub fn foo() -> i32 { 1 }\n",
				"src/b.rs":   "pub fn g() -> i32 { " + c.use + " }\n",
			}
			head := clone(base)
			head["src/lib.rs"] = "pub mod a; pub mod b;\n"
			sym := map[string]string{"Plain": "foo", "Renamed": "bar", "Glob": "a::*"}[c.name]
			check(t, run(t, base, head),
				"symbol baz (src/lib.rs:2) removed; no references remain at head",
				"symbol "+sym+" (src/lib.rs:1) could not be checked (its re-export from src/lib.rs is gone at head; uses through it are not checked)")
			cargoCheck(t, head, "cannot find function")
		})
	}
	t.Run("WithTheItem", func(t *testing.T) {
		t.Parallel()
		base := snapshot.Map{
			"Cargo.toml": rustManifest,
			"src/lib.rs": "pub mod a; pub use a::foo;\n",
			"src/a.rs":   "pub fn foo() -> i32 { 1 }\npub fn keep() {}\n",
		}
		head := clone(base)
		head["src/lib.rs"] = "pub mod a;\n"
		head["src/a.rs"] = "pub fn keep() {}\n"
		check(t, run(t, base, head), "symbol foo (src/a.rs:1) removed; no references remain at head")
	})
}

// An item that stays but loses its pub is gone for other modules
// (E0603: function is private), while its own module and its children
// may still use it: the reading does not tell them apart, so it is
// unchecked rather than removed, and the summary claims nothing.
func TestRustItemNoLongerPub(t *testing.T) {
	t.Parallel()
	base := snapshot.Map{
		"Cargo.toml": rustManifest,
		"src/lib.rs": "pub mod a; pub mod b;\n",
		"src/a.rs":   "pub fn foo() -> i32 { 1 }\npub fn bar() -> i32 { foo() }\npub fn baz() {}\n",
		"src/b.rs":   "pub fn g() -> i32 { crate::a::foo() }\n",
	}
	head := clone(base)
	head["src/a.rs"] = "fn foo() -> i32 { 1 }\npub fn bar() -> i32 { foo() }\n"
	check(t, run(t, base, head),
		"symbol baz (src/a.rs:3) removed; no references remain at head",
		"symbol foo (src/a.rs:1) could not be checked (it is no longer pub at head; uses from other modules are not checked)")
	cargoCheck(t, head, "is private")
}

// Paths the reading does not follow reach more than top-level items: a
// module declared pub, a pub use, a method, a field, an inline module's
// item. Each losing its pub (or, for a module's item, going from one
// #[cfg] variant or altogether) fails a user elsewhere: cargo check
// rejects the head, here an integration test's use. With another
// removal beside it, each was "no top-level symbol the range removed is
// still referenced: VERIFIED"; each is now unchecked.
func TestRustLessVisible(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, lib, head, use, want, cargo string }{
		{"PubMod", "pub mod b { pub fn x() {} }", "mod b { pub fn x() {} }", "m::b::x()",
			"symbol b (src/lib.rs:1) could not be checked (" + rustVisMod + ")", "module `b` is private"},
		{"PubUse", "mod a { pub fn foo() {} } pub use a::foo;", "mod a { pub fn foo() {} } pub(crate) use a::foo;", "m::foo()",
			"symbol foo (src/lib.rs:1) could not be checked (" + rustVisMod + ")", "is private"},
		{"Method", "pub struct S; impl S { pub fn go(&self) {} }", "pub struct S; impl S { fn go(&self) {} }", "m::S.go()",
			"symbol go (src/lib.rs:1) could not be checked (" + rustVisLess + ")", "is private"},
		{"MethodGone", "pub struct S; pub struct T; impl S { pub fn go(&self) {} } impl T { pub fn go(&self) {} }",
			"pub struct S; pub struct T; impl T { pub fn go(&self) {} }", "m::S.go()",
			"symbol go (src/lib.rs:1) could not be checked (" + rustVisGone + ")", "no method named"},
		{"Field", "pub struct P { pub f: u8 }", "pub struct P { f: u8 }", "let _ = m::P { f: 1 };",
			"symbol f (src/lib.rs:1) could not be checked (" + rustVisLess + ")", "is private"},
		{"CfgModVariant", "#[cfg(unix)] pub mod x { pub fn foo() {} }\n#[cfg(not(unix))] pub mod x { pub fn foo() {} }",
			"#[cfg(unix)] pub mod x { }\n#[cfg(not(unix))] pub mod x { pub fn foo() {} }", "m::x::foo()",
			"symbol foo (src/lib.rs:1) could not be checked (" + rustVisMod + ")", "cannot find function"},
		{"PrivateCfgVariant", "pub mod x { #[cfg(unix)] fn foo() {}\n#[cfg(not(unix))] fn foo() {} pub fn t() { foo() } }",
			"pub mod x { #[cfg(not(unix))] fn foo() {} pub fn t() { foo() } }", "m::x::t()",
			"symbol foo (src/lib.rs:1) could not be checked (" + rustVisMod + ")", "cannot find function"},
		{"PrivateGoneNameKept", "pub fn foo() {}\npub mod x { fn foo() {} pub fn t() { foo() } }",
			"pub fn foo() {}\npub mod x { pub fn t() { foo() } }", "m::x::t()",
			"symbol foo (src/lib.rs:2) could not be checked (" + rustVisMod + ")", "cannot find function"},
		{"TupleField", "pub struct S(pub u8);", "pub struct S(u8);", "let _ = m::S(1);",
			"symbol S (src/lib.rs:1) could not be checked (" + rustVisLess + ")", "is private"},
		{"ModItem", "pub mod x { pub fn foo() {} pub fn k() {} }", "pub mod x { pub fn k() {} }", "m::x::foo()",
			"symbol foo (src/lib.rs:1) could not be checked (a module's item of that name is gone at head; uses through its module path are not checked)", "cannot find function"},
		// The census counts a name in its container: one type's method,
		// one module's item, not every declaration of the name at once.
		{"SwappedBetweenImpls", "pub struct A; pub struct B; impl A { pub fn new() -> A { A } } impl B { fn new() -> B { B } }",
			"pub struct A; pub struct B; impl A { fn new() -> A { A } } impl B { pub fn new() -> B { B } }", "let _ = m::A::new();",
			"symbol new (src/lib.rs:1) could not be checked (" + rustVisLess + ")", "is private"},
		{"MovedBetweenMods", "pub mod a { pub fn foo() {} } pub mod b { }", "pub mod a { } pub mod b { pub fn foo() {} }", "m::a::foo()",
			"symbol foo (src/lib.rs:1) could not be checked (" + rustVisMod + ")", "cannot find function"},
		// Scopes, generics and use trees the census once missed.
		{"RestrictedElsewhere", "pub mod a { pub mod b { pub mod c { pub(in crate::a) fn f() {} } } pub fn g() { b::c::f() } }",
			"pub mod a { pub mod b { pub mod c { pub(super) fn f() {} } } pub fn g() { b::c::f() } }", "m::a::g()",
			"symbol f (src/lib.rs:1) could not be checked (" + rustVisLess + ")", "is private"},
		{"GenericTupleField", "pub struct S<T>(pub T);", "pub struct S<T>(T);", "let _ = m::S(1u8);",
			"symbol S (src/lib.rs:1) could not be checked (" + rustVisLess + ")", "is private"},
		{"GlobNarrowed", "mod inner { pub fn foo() {} } pub use inner::*;", "mod inner { pub fn foo() {} } pub(crate) use inner::*;", "m::foo()",
			"symbol inner::* (src/lib.rs:1) could not be checked (" + rustVisMod + ")", "foo"},
		{"SelfNarrowed", "pub mod outer { pub mod inner { pub fn foo() {} } } pub use outer::inner::{self};",
			"pub mod outer { pub mod inner { pub fn foo() {} } } pub(crate) use outer::inner::{self};", "m::inner::foo()",
			"symbol inner (src/lib.rs:1) could not be checked (" + rustVisMod + ")", "private"},
		// A module's item made conditional, by a #[cfg] on it or a
		// #![cfg] inside its module.
		{"InnerCfgModule", "pub mod x { pub fn foo() {} }", "pub mod x { #![cfg(any())] pub fn foo() {} }", "m::x::foo()",
			"symbol foo (src/lib.rs:1) could not be checked (" + rustVisMod + ")", "could not find `x`"},
		{"CfgOnModItem", "pub mod x { pub fn foo() {} }", "pub mod x { #[cfg(any())] pub fn foo() {} }", "m::x::foo()",
			"symbol foo (src/lib.rs:1) could not be checked (" + rustVisMod + ")", "cannot find function"},
		// A visibility handed to a macro, and a macro's export.
		{"VisToMacro", "macro_rules! mk { ($v:vis $n:ident) => { $v fn $n() {} } } mk!(pub foo);",
			"macro_rules! mk { ($v:vis $n:ident) => { $v fn $n() {} } } mk!(foo);", "m::foo()",
			"symbol foo (src/lib.rs:1) could not be checked (a module's item of that name is gone at head; uses through its module path are not checked)", "is private"},
		{"MacroExportDropped", "#[macro_export] macro_rules! hi { () => { 1 } }",
			"macro_rules! hi { () => { 1 } }", "let _ = m::hi!();",
			"symbol hi (src/lib.rs:1) could not be checked (" + rustVisMod + ")", "could not find `hi`"},
		{"TraitImplOwner", "pub struct A; pub struct B; pub trait Tr {} impl<T: Tr> Tr for Option<T> {} impl Tr for A {} impl A { pub fn new() {} } impl<'a> Clone for B { fn clone(&self) -> B { B } } impl B { fn new() {} }",
			"pub struct A; pub struct B; pub trait Tr {} impl<T: Tr> Tr for Option<T> {} impl Tr for A {} impl A { fn new() {} } impl<'a> Clone for B { fn clone(&self) -> B { B } } impl B { pub fn new() {} }", "m::A::new()",
			"symbol new (src/lib.rs:1) could not be checked (" + rustVisLess + ")", "is private"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{
				"Cargo.toml": rustManifest,
				"src/lib.rs": c.lib + "\npub fn baz() {}\n",
				"tests/t.rs": "#[test]\nfn t() { " + c.use + " }\n",
			}
			head := clone(base)
			head["src/lib.rs"] = c.head + "\n"
			check(t, run(t, base, head), "symbol baz (src/lib.rs:"+map[bool]string{true: "3", false: "2"}[strings.Contains(c.lib, "\n")]+") removed; no references remain at head", c.want)
			if c.name == "PubMod" || c.name == "Method" || c.name == "CfgModVariant" || c.name == "SwappedBetweenImpls" || c.name == "MovedBetweenMods" ||
				c.name == "RestrictedElsewhere" || c.name == "GenericTupleField" || c.name == "GlobNarrowed" || c.name == "SelfNarrowed" ||
				c.name == "InnerCfgModule" || c.name == "CfgOnModItem" || c.name == "VisToMacro" || c.name == "MacroExportDropped" {
				cargoCheck(t, head, c.cargo)
			}
		})
	}
	// A declaration that keeps its visibility, gains some, drops a
	// qualifier or moves between changed files loses nothing, nor does a
	// module's private item gone altogether (its own module was all that
	// could use it, and no variant of it stays).
	t.Run("Kept", func(t *testing.T) {
		t.Parallel()
		base := snapshot.Map{
			"Cargo.toml": rustManifest,
			"src/lib.rs": "pub mod a; pub mod b;\npub mod x { pub(crate) fn w() {} pub unsafe fn u() {} unsafe fn p() {} fn h() {} }\npub fn baz() {}\n",
			"src/a.rs":   "pub struct S { pub f: u8 }\nimpl S { pub fn go(&self) {} }\n",
			"src/b.rs":   "pub fn g() {}\n",
		}
		head := clone(base)
		head["src/lib.rs"] = "pub mod a; pub mod b;\npub mod x { pub fn w() {} pub fn u() {} fn p() {} }\n"
		head["src/a.rs"] = "pub struct S { pub f: u8, pub e: u8 }\n"
		head["src/b.rs"] = "pub fn g() {}\nimpl crate::a::S { pub fn go(&self) {} }\n"
		check(t, run(t, base, head), "symbol baz (src/lib.rs:3) removed; no references remain at head")
	})
}

// A method that loses its pub beside a removed free function of its
// name is not settled by that removal: m::S::go(&m::S) fails (E0624)
// while the removal's check finds no use of the function go.
func TestRustMethodNoLongerPubBesideRemovedFn(t *testing.T) {
	t.Parallel()
	base := snapshot.Map{
		"Cargo.toml": rustManifest,
		"src/lib.rs": "pub fn go() {}\npub struct S;\nimpl S { pub fn go(&self) {} }\n",
		"tests/t.rs": "#[test]\nfn t() { m::S::go(&m::S) }\n",
	}
	head := clone(base)
	head["src/lib.rs"] = "pub struct S;\nimpl S { fn go(&self) {} }\n"
	check(t, run(t, base, head), "symbol go (src/lib.rs:1) removed; no references remain at head",
		"symbol go (src/lib.rs:3) could not be checked ("+rustVisLess+")")
	cargoCheck(t, head, "is private")
}

// #[cfg] shims made one unconditional item leave the name as available
// as before, and a private item of an inline module that is gone at
// head went with all that could use it (a #[cfg(test)] mod moved to
// tests/), though the name is declared elsewhere.
func TestRustLessVisibleNotLost(t *testing.T) {
	base := snapshot.Map{
		"Cargo.toml": rustManifest,
		"src/lib.rs": "pub mod p {\n#[cfg(any())] pub use core::stringify as format;\n#[cfg(not(any()))]\n#[doc(hidden)] pub use std::format;\n}\n" +
			"pub fn bail() {}\n#[cfg(test)] mod test { fn bail() {} #[test] fn t() { bail() } }\npub fn baz() {}\n",
		"tests/t.rs": "#[test]\nfn t() { let _ = m::p::format!(\"x\"); }\n",
	}
	head := clone(base)
	head["src/lib.rs"] = "pub mod p { pub use std::format; }\npub fn bail() {}\n"
	check(t, run(t, base, head), "symbol baz (src/lib.rs:8) removed; no references remain at head")
}

// A declaration handed to a macro is not taken as unconditional: the
// macro may put a #[cfg] on it.
func TestRustLessVisibleMacroVariant(t *testing.T) {
	base := snapshot.Map{
		"Cargo.toml": rustManifest,
		"src/lib.rs": "pub mod p {\n#[cfg(unix)] pub use core::stringify as format;\n#[cfg(not(unix))] pub use std::format;\n}\npub fn baz() {}\n",
	}
	head := clone(base)
	head["src/lib.rs"] = "macro_rules! nix { ($($t:tt)*) => { #[cfg(not(unix))] $($t)* } }\npub mod p { nix!(pub use std::format;); }\n"
	check(t, run(t, base, head), "symbol baz (src/lib.rs:5) removed; no references remain at head",
		"symbol format (src/lib.rs:2) could not be checked ("+rustVisMod+")")
}

// The visibility census reads each use tree once however it ends: many
// pub use with no ; between them (a macro body) or deeply nested inline
// modules cost time linear in the file's size.
func TestRustLessVisibleReadInLinearTime(t *testing.T) {
	var lib strings.Builder
	lib.WriteString("pub fn baz() {}\nmacro_rules! m { () => {\n")
	for i := range 20000 {
		fmt.Fprintf(&lib, "pub use a::{b%d, c as d%d}\n", i, i)
	}
	lib.WriteString("} }\n")
	for range 500 {
		lib.WriteString("pub mod x { pub fn f() {} ")
	}
	lib.WriteString(strings.Repeat("}", 500) + "\n")
	base := snapshot.Map{"Cargo.toml": rustManifest, "src/lib.rs": lib.String()}
	head := clone(base)
	head["src/lib.rs"] = strings.TrimPrefix(lib.String(), "pub fn baz() {}\n")
	start := time.Now()
	check(t, run(t, base, head), "symbol baz (src/lib.rs:1) removed; no references remain at head")
	if d := time.Since(start); d > 20*time.Second {
		t.Errorf("took %v", d)
	}
}
