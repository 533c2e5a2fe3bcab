package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// include! pastes another file's code into the module: one the reading
// does not see (not a .rs file, or a path computed at build time, as
// build.rs output under OUT_DIR is) may still call the removed item, so
// no claim that nothing does holds.
func TestRustIncludeNotReadIsNoVerifiedRemoval(t *testing.T) {
	for _, c := range []struct{ name, include, why string }{
		{"OtherExtension", `include!("../gen/x.inc");`, `it includes "../gen/x.inc", which is not read as Rust`},
		{"ComputedPath", `include!(concat!(env!("OUT_DIR"), "/gen.rs"));`, "it includes code from a computed path (include! at line 2), which the reading does not follow"},
		{"InABody", `pub fn v() -> i32 { include!("../gen/x.inc") }`, `it includes "../gen/x.inc", which is not read as Rust`},
	} {
		t.Run(c.name, func(t *testing.T) {
			base := snapshot.Map{
				"Cargo.toml": rustManifest,
				"src/lib.rs": "pub mod a;\n" + c.include + "\n",
				"src/a.rs":   "pub fn foo() -> i32 { 1 }\npub fn bar() -> i32 { 2 }\n",
				"gen/x.inc":  "pub fn g() -> i32 { crate::a::foo() }\n",
			}
			head := clone(base)
			head["src/a.rs"] = "pub fn bar() -> i32 { 2 }\n"
			res, err := Analyze(Input{Base: base, Head: head, Changes: snapshot.Diff(base, head)})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, f := range res.Facts {
				got = append(got, f.String())
			}
			check(t, got, "symbol foo (src/a.rs:1) could not be checked (src/lib.rs was not read at head (see skipped); its references cannot be seen)")
			if len(res.Skipped) != 1 || res.Skipped[0].Path != "src/lib.rs" || res.Skipped[0].Reason != "not read as rust: "+c.why {
				t.Errorf("skipped %v, want src/lib.rs: %s", res.Skipped, c.why)
			}
		})
	}
}
