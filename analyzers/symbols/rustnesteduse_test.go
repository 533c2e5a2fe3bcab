package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A use inside a block binds its name in that block only: a bare use
// elsewhere in the file still names what a glob import brought. The
// nested use was taken to hide every use of the name in the file, and
// the glob's removed g, still called outside the block (cargo check
// fails on the head), went unreported as if moved.
func TestRustUseInABlockBindsOnlyThere(t *testing.T) {
	t.Parallel()
	lib := "#![allow(dead_code, unused_imports)]\nmod inner;\nmod other;\nuse crate::inner::*;\npub fn v() { use crate::other::g; g(); }\npub fn u() { g() }\n"
	base := map[string]string{"Cargo.toml": rustManifest, "src/lib.rs": lib, "src/other.rs": "pub fn g() {}\n", "src/inner.rs": "pub fn keep() {}\npub fn g() {}\n"}
	head := checkChange(t, base, map[string]string{"src/inner.rs": "pub fn keep() {}\n"},
		"symbol g (src/inner.rs:2) removed at head but still referenced at src/lib.rs:6")
	cargoCheck(t, snapshot.Map(base), "")
	cargoCheck(t, snapshot.Map(head), "cannot find function `g`")
}
