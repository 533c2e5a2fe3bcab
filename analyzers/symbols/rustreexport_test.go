package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// Dropping a re-export while the item stays removes the name from the
// module that re-exported it: crate::foo no longer resolves (cargo
// check: cannot find function `foo` in the crate root). With another
// removal beside it, that was "no top-level symbol the range removed is
// still referenced: VERIFIED". The dropped re-export is now unchecked;
// one dropped with the item it names is left to that removal's check.
func TestRustDroppedReExport(t *testing.T) {
	for _, c := range []struct{ name, lib, use string }{
		{"Plain", "pub use a::foo;", "crate::foo()"},
		{"Renamed", "pub use a::foo as bar;", "crate::bar()"},
		{"Glob", "pub use a::*;", "crate::foo()"},
	} {
		t.Run(c.name, func(t *testing.T) {
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
