package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A let binding holds from the end of its statement, never over its own
// initializer; an if let or while let binding holds in that body only,
// not in its else nor after it. A use of the name outside those scopes
// names the removed item the glob brought, and cargo check fails.
func TestRustLetScopes(t *testing.T) {
	const (
		gone    = "symbol g (src/inner.rs:2) removed; no references remain at head"
		dangles = "symbol g (src/inner.rs:2) removed at head but still referenced at src/lib.rs:3"
	)
	for _, c := range []struct{ name, lib, want, broken string }{
		{"LetOwnInitializer", "pub fn u() -> i32 { let g = g(); g }", dangles, "cannot find function `g`"},
		{"TypedLetOwnInitializer", "pub fn u() -> i32 { let g: i32 = g(); g }", dangles, "cannot find function `g`"},
		{"TupleLetOwnInitializer", "pub fn u() -> i32 { let (g, y) = (g(), 1); g + y }", dangles, "cannot find function `g`"},
		{"IfLetOwnScrutinee", "pub fn u() -> i32 { if let g @ 1 = g() { g } else { 0 } }", dangles, "cannot find function `g`"},
		{"IfLetAfter", "pub fn u(x: Option<fn() -> i32>) -> i32 { if let Some(g) = x { g(); } g() }", dangles, "cannot find function `g`"},
		{"WhileLetAfter", "pub fn u(mut x: Option<i32>) -> i32 { while let Some(g) = x { x = None; let _ = g; } g() }", dangles, "cannot find function `g`"},
		{"IfLetElse", "pub fn u(x: Option<fn() -> i32>) -> i32 { if let Some(g) = x { g() } else { g() } }", dangles, "cannot find function `g`"},
		{"CallBeforeABlock", "pub fn u() -> i32 { if 1 == g() { 1 } else { 0 } }", dangles, "cannot find function `g`"},
		{"LetAfterStatement", "pub fn u() -> i32 { let g = || 1; g() }", gone, ""},
		{"IfLetBody", "pub fn u(x: Option<fn() -> i32>) -> i32 { if let Some(g) = x { g() } else { 0 } }", gone, ""},
		{"IfLetMatchScrutinee", "pub fn u(x: Option<fn() -> i32>) -> i32 { if let Some(g) = match x { y => y } { g() } else { 0 } }", gone, ""},
		{"LetElse", "pub fn u(x: Option<fn() -> i32>) -> i32 { let Some(g) = x else { return 0 }; g() }", gone, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			base := map[string]string{
				"Cargo.toml":   rustManifest,
				"src/lib.rs":   "#![allow(dead_code, unused_imports)]\nmod inner;\nuse crate::inner::*; " + c.lib + "\n",
				"src/inner.rs": "pub fn keep() {}\npub fn g() -> i32 { 1 }\n",
			}
			head := checkChange(t, base, map[string]string{"src/inner.rs": "pub fn keep() {}\n"}, c.want)
			cargoCheck(t, snapshot.Map(head), c.broken)
		})
	}
}
