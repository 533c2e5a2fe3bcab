package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A pub fn moved from a.rs behind a glob re-export is not counted as
// a's: a glob is not followed, and each of these heads is one cargo
// rejects, so foo must stay unchecked, never gone unreferenced.
func TestRustItemBehindAGlobIsNotCountedAsItsModules(t *testing.T) {
	t.Parallel()
	base := map[string]string{"Cargo.toml": rustManifest,
		"src/lib.rs": "pub mod a;\npub fn run() -> i32 { a::foo() }\n",
		"src/a.rs":   "pub fn foo() -> i32 { 1 }\npub fn gone() {}\n"}
	const unchecked = "symbol foo (src/a.rs:1) could not be checked (a module's item of that name is gone or less visible at head (one #[cfg] variant, or its pub); uses through its module path are not checked)"
	for _, c := range []struct{ name, a, broken string }{
		// Two globs export foo: rustc E0659, foo is ambiguous.
		{"TwoGlobs", "mod inner;\nmod other;\npub use inner::*;\npub use other::*;\n", "is ambiguous"},
		// A private import shadows the glob: rustc E0603.
		{"ShadowedByAPrivateImport", "mod inner;\nmod other;\npub use inner::*;\nuse other::foo;\n", "is private"},
		// The glob's module is compiled out: rustc E0432.
		{"CfgdOutModule", "#[cfg(any())]\nmod inner;\npub use inner::*;\n", "unresolved import"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			head := checkChange(t, base, map[string]string{"src/a.rs": c.a,
				"src/a/inner.rs": "pub fn foo() -> i32 { 1 }\n",
				"src/a/other.rs": "pub fn foo() -> i32 { 2 }\n"},
				"symbol gone (src/a.rs:2) removed; no references remain at head", unchecked)
			cargoCheck(t, snapshot.Map(head), c.broken)
		})
	}
}
