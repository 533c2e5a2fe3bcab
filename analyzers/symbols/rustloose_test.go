package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A let or match-arm binding is taken over its whole block, which is
// more than it holds: the let's own initialiser (let foo = foo();) and
// the code after an if let's body read the item foo, and cargo check
// fails on the head once it is gone. Such a binding no longer hides the
// removed name: the use is ambiguous. A parameter's binding, which holds
// over the whole body, still hides it; a file the removed item does not
// reach is left alone.
func TestRustLooseBindingLeavesTheUseAmbiguous(t *testing.T) {
	t.Parallel()
	const (
		gone      = "symbol foo (src/lib.rs:1) removed; no references remain at head"
		ambiguous = "symbol foo (src/lib.rs:1) removed; its name is still used at src/lib.rs:2, not attributed (a let or match-arm binding of foo is in the block, and the reading does not tell where in it the binding holds; the use may name the removed foo)"
	)
	for _, c := range []struct{ name, body, want, broken string }{
		{"LetInitialiser", "pub fn t() -> u8 { let foo = foo(); foo }", ambiguous, "cannot find function `foo`"},
		{"AfterIfLet", "pub fn t(x: Option<u8>) -> u8 { if let Some(foo) = x { return foo; } foo() }", ambiguous, "cannot find function `foo`"},
		{"MatchArm", "pub fn t(x: Option<u8>) -> u8 { match x { Some(foo) => foo, None => 0 } }", ambiguous, ""},
		{"Parameter", "pub fn t(foo: u8) -> u8 { foo }", gone, ""},
		{"ClosureParameter", "pub fn t() -> u8 { (|foo: u8| foo)(1) }", gone, ""},
		// A loop's pattern binds in its body, not in its iterator.
		{"ForIterator", "pub fn t() -> u8 { let mut s = 0; for foo in foo()..3 { s += foo; } s }",
			"symbol foo (src/lib.rs:1) removed at head but still referenced at src/lib.rs:2", "cannot find function `foo`"},
		{"ForBody", "pub fn t() -> u8 { let mut s = 0; for foo in 0..3 { s += foo; } s }", gone, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{
				"Cargo.toml": rustManifest,
				"src/lib.rs": "pub fn foo() -> u8 { 1 }\n" + c.body + "\nmod b;\n",
				"src/b.rs":   "pub fn g() -> u8 { let foo = 2; foo }\n",
			}
			head := clone(base)
			head["src/lib.rs"] = "\n" + c.body + "\nmod b;\n"
			check(t, run(t, base, head), c.want)
			if c.broken != "" {
				cargoCheck(t, head, c.broken)
			}
		})
	}
}
