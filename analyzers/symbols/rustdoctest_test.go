package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A doc comment's example is a doctest cargo test compiles: a removal it
// uses is unchecked, never "no references remain" (cargo test --doc
// fails on the head). Prose naming it in a doc comment changes nothing.
func TestRustDoctestNamesARemoval(t *testing.T) {
	t.Parallel()
	base := snapshot.Map{"Cargo.toml": rustManifest,
		"src/lib.rs": "pub mod d;\n\n/// Runs, unlike helper.\n///\n/// ```\n/// assert_eq!(m::d::helper(), 1);\n/// ```\npub fn run() -> u32 { 3 }\n",
		"src/d.rs":   "pub fn helper() -> u32 { 1 }\npub fn keep() -> u32 { 2 }\n"}
	head := clone(base)
	head["src/d.rs"] = "pub fn keep() -> u32 { 2 }\n"
	check(t, run(t, base, head), "symbol helper (src/d.rs:1) could not be checked (removed, but src/lib.rs:6 names it in a doc comment's example, which cargo test runs as a doctest)")
	cargo(t, head, "FAILED", "test", "--doc")

	prose := clone(base)
	prose["src/lib.rs"] = "pub mod d;\n\n/// Runs, unlike helper.\npub fn run() -> u32 { 3 }\n"
	proseHead := clone(prose)
	proseHead["src/d.rs"] = head["src/d.rs"]
	check(t, run(t, prose, proseHead), "symbol helper (src/d.rs:1) removed; no references remain at head")
}
