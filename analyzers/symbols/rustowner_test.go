package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// Two modules' types of one name are two types: a::S losing its new
// while b::S gains one left the count of S's new as it was, and the
// range's removal was called verified, while a::S::new() at head fails
// (cargo: no function or associated item named `new`).
func TestRustSameTypeNameInTwoModules(t *testing.T) {
	t.Parallel()
	base := map[string]string{"Cargo.toml": rustManifest,
		"src/lib.rs": "pub mod a;\npub mod b;\npub fn run() { let _ = a::S::new(); let _ = b::S::make(); }\n",
		"src/a.rs":   "pub struct S;\nimpl S {\n    pub fn new() -> S { S }\n}\n",
		"src/b.rs":   "pub struct S;\nimpl S {\n    pub fn make() -> S { S }\n}\npub fn keep() {}\n"}
	head := checkChange(t, base, map[string]string{"src/a.rs": "pub struct S;\n",
		"src/b.rs": "pub struct S;\nimpl S {\n    pub fn make() -> S { S }\n    pub fn new() -> S { S }\n}\n"},
		"symbol keep (src/b.rs:5) removed; no references remain at head",
		"symbol new (src/a.rs:3) could not be checked (a declaration of it is gone or less visible at head (removed, or its pub lost or narrowed); uses from other modules and crates are not checked)")
	cargoCheck(t, snapshot.Map(base), "")
	cargoCheck(t, snapshot.Map(head), "no function or associated item named `new`")
}

// A method moved between impls of its type in one module is no loss.
func TestRustMethodMovedBetweenImplsOfItsType(t *testing.T) {
	t.Parallel()
	base := map[string]string{"Cargo.toml": rustManifest,
		"src/lib.rs": "pub mod a;\npub fn run() { let _ = a::S::new(); }\n",
		"src/a.rs":   "pub struct S;\nimpl S {\n    pub fn new() -> S { S }\n}\nimpl S {\n    pub fn other(&self) {}\n}\n"}
	checkChange(t, base, map[string]string{"src/a.rs": "pub struct S;\nimpl S {\n    pub fn other(&self) {}\n}\nimpl S {\n    pub fn new() -> S { S }\n}\n"})
}

// A type a function body declares (fn f() { struct S; impl S { … } })
// is another type than its module's S: its pub new kept the count of
// S's pub new as it was while the module's S lost the pub, and the
// range was called verified, while m::S::new() at head fails (cargo:
// E0624, E0616 for a field).
func TestRustBodyTypeIsNotTheModulesType(t *testing.T) {
	t.Parallel()
	const lib = "#![allow(dead_code)]\nmod m;\nuse m::S;\npub fn g() -> u8 { let s = S::new(); s.x }\n"
	const body = "pub fn f() -> u8 { struct S { pub x: u8 } impl S { pub fn new() -> S { S { x: 2 } } } S::new().x }\n"
	base := map[string]string{"Cargo.toml": rustManifest, "src/lib.rs": lib,
		"src/m.rs": "pub struct S { pub x: u8 }\nimpl S { pub fn new() -> S { S { x: 1 } } }\npub fn gone() {}\n"}
	for _, c := range []struct{ name, m, want, broken string }{
		{"Method", "pub struct S { pub x: u8 }\nimpl S { fn new() -> S { S { x: 1 } } }\n",
			"symbol new (src/m.rs:2) could not be checked (it is less visible at head (a pub lost or narrowed); uses from other modules and crates are not checked)",
			"associated function `new` is private"},
		{"Field", "pub struct S { x: u8 }\nimpl S { pub fn new() -> S { S { x: 1 } } }\n",
			"symbol x (src/m.rs:1) could not be checked (it is less visible at head (a pub lost or narrowed); uses from other modules and crates are not checked)",
			"field `x` of struct `m::S` is private"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			head := checkChange(t, base, map[string]string{"src/m.rs": c.m + body},
				"symbol gone (src/m.rs:3) removed; no references remain at head",
				"symbol f (src/m.rs:3) added; nothing at head references it (exported: uses outside the repository are not seen)",
				c.want)
			cargoCheck(t, snapshot.Map(base), "")
			cargoCheck(t, snapshot.Map(head), c.broken)
		})
	}
}

// An impl in a child module of a type its glob use brings (use
// super::*; impl S { … }) is of the parent's S: a method moved there
// is no loss, where it was counted as gone from the parent's S and
// new to a type of the child's.
func TestRustImplOfATypeAGlobBrings(t *testing.T) {
	t.Parallel()
	base := map[string]string{"Cargo.toml": rustManifest,
		"src/lib.rs":     "pub mod a;\npub fn run() { let _ = a::S::new(); }\n",
		"src/a.rs":       "pub mod child;\npub struct S;\nimpl S { pub fn new() -> S { S } }\n",
		"src/a/child.rs": "pub fn keep() {}\n"}
	head := checkChange(t, base, map[string]string{"src/a.rs": "pub mod child;\npub struct S;\n",
		"src/a/child.rs": "use super::*;\nimpl S { pub fn new() -> S { S } }\npub fn keep() {}\n"})
	cargoCheck(t, snapshot.Map(head), "")
}
