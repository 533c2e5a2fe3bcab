package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A function's type parameter or a loop label of the removed item's
// name is no use of it: cargo check passes at head. A type parameter
// hides the type only, so a unit struct's name may still be its value:
// ambiguous, never dangling.
func TestRustGenericParameterAndLabelAreNoUse(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, removed, head, want string }{
		{"TypeParameter", "pub struct Foo;", "pub fn g<Foo: Default>() -> Foo { Foo::default() }",
			"symbol Foo (src/a.rs:1) removed; its name is still used at src/a.rs:1, not attributed (a binding of Foo in the block holds in one of the namespaces the removed Foo has, so the use may name either)"},
		{"TypeParameterOfAType", "pub enum Foo {}", "pub fn g<'a, Foo: Default + 'a>() -> Foo { Foo::default() }",
			"symbol Foo (src/a.rs:1) removed; no references remain at head"},
		{"Label", "pub fn foo() -> i32 { 1 }", "pub fn g() { 'foo: loop { break 'foo; } }",
			"symbol foo (src/a.rs:1) removed; no references remain at head"},
		{"ConstParameter", "pub const LIMIT: usize = 1;", "pub fn g<const LIMIT: usize>() -> usize { LIMIT }",
			"symbol LIMIT (src/a.rs:1) removed; no references remain at head"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{
				"Cargo.toml": rustManifest,
				"src/lib.rs": "#![allow(dead_code, unused)]\npub mod a;\n",
				"src/a.rs":   c.removed + "\n" + c.head + "\n",
			}
			head := clone(base)
			head["src/a.rs"] = c.head + "\n"
			check(t, run(t, base, head), c.want)
			cargoCheck(t, head, "")
		})
	}
}
