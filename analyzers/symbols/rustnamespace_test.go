package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// Rust keeps values and types apart: a block's braced struct, enum or
// type alias g hides a glob's type g (cargo check passes on the head), where the use
// was a false dangling one. A value of the block (a let, a parameter, a
// fn) hides no type: g read as a type still names the glob's, which the
// syntax does not tell from g read as a value, so the use is unchecked
// rather than "no references remain" (cargo check fails on the head).
func TestRustBlockNamespaces(t *testing.T) {
	t.Parallel()
	const (
		typ   = "pub fn keep() {}\npub struct g {}\n"
		gone  = "symbol g (src/inner.rs:2) removed; no references remain at head"
		value = "symbol g (src/inner.rs:2) removed; its name is still used at src/lib.rs:3, not attributed (a value g of the block hides no type of that name, which the use may name)"
	)
	for _, c := range []struct{ name, inner, lib, want, broken string }{
		{"BracedStructHidesAType", typ, "pub fn u() { struct g {} let _x: Option<g> = None; }", gone, ""},
		{"EnumHidesAType", typ, "pub fn u() { enum g {} let _x: Option<g> = None; }", gone, ""},
		{"TypeAliasHidesAType", typ, "pub fn u() { type g = u8; let _x: Option<g> = None; }", gone, ""},
		{"LetHidesNoType", typ, "pub fn u() { let g = 1; let _x: Option<g> = None; }", value, "E0435"},
		{"ParameterHidesNoType", typ, "pub fn u(g: u8) -> Option<g> { let _ = g; None }", value, "E0435"},
		{"FunctionHidesNoType", typ, "pub fn u() { fn g() {} let _x: Option<g> = None; }", value, "E0747"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{
				"Cargo.toml":   rustManifest,
				"src/lib.rs":   "#![allow(dead_code, unused_imports, unused_variables, non_camel_case_types)]\nmod inner;\nuse crate::inner::*; " + c.lib + "\n",
				"src/inner.rs": c.inner,
			}
			head := checkChange(t, base, map[string]string{"src/inner.rs": "pub fn keep() {}\n"}, c.want)
			cargoCheck(t, snapshot.Map(base), "")
			cargoCheck(t, snapshot.Map(head), c.broken)
		})
	}
}
