package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// The alloc crate is the standard library's as std and core are: its
// macros by path (alloc::vec!, ::alloc::format!) or use, and a glob of
// it beside a root #[test], bring no macro that may name helper, though
// another module binds test to another crate's attribute. "No references remain" holds
// (cargo passes on the head).
func TestRustAllocIsTheStandardLibrary(t *testing.T) {
	t.Parallel()
	const lib = "extern crate alloc;\nmod other;\nuse alloc::*;\nuse alloc::format;\n" +
		"pub fn f() -> alloc::vec::Vec<u8> { alloc::vec![1] }\npub fn g() -> String { ::alloc::format!(\"x\") + &format!(\"y\") }\n" +
		"#[test]\nfn t() {}\n"
	const other = "#[allow(unused_imports)]\nuse ext::attr as test;\n"
	base, head := rustAttrMacroExt(), rustAttrMacroExt()
	for _, m := range []snapshot.Map{base, head} {
		m["app/src/other.rs"] = other
	}
	base["app/src/lib.rs"], head["app/src/lib.rs"] = "pub fn helper() -> u32 { 1 }\n"+lib, lib
	check(t, run(t, base, head), "symbol helper (app/src/lib.rs:1) removed; no references remain at head")
	cargoCheck(t, base, "")
	cargoCheck(t, head, "")
}
