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
	base := map[string]string{"Cargo.toml": rustManifest,
		"src/lib.rs": "pub mod a;\npub fn run() { let _ = a::S::new(); }\n",
		"src/a.rs":   "pub struct S;\nimpl S {\n    pub fn new() -> S { S }\n}\nimpl S {\n    pub fn other(&self) {}\n}\n"}
	checkChange(t, base, map[string]string{"src/a.rs": "pub struct S;\nimpl S {\n    pub fn other(&self) {}\n}\nimpl S {\n    pub fn new() -> S { S }\n}\n"})
}
