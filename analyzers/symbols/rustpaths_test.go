package symbols

import "testing"

// Paths rustc resolves that name a removed item from another crate or
// module without a use of its crate's name: each leaves the removal
// dangling, never "no references remain".
func TestRustPathsRustcFollows(t *testing.T) {
	t.Parallel()
	workspace := func(app string) map[string]string {
		return map[string]string{
			"Cargo.toml":               "[workspace]\nmembers = [\"crates/*\"]\n",
			"crates/util/Cargo.toml":   "[package]\nname = \"util\"\nedition = \"2021\"\n",
			"crates/util/src/lib.rs":   "pub mod inner;\npub fn helper() -> u32 { 1 }\npub fn keep() {}\n",
			"crates/util/src/inner.rs": "pub fn deep() -> u32 { 1 }\npub fn kept() {}\n",
			"crates/app/Cargo.toml":    "[package]\nname = \"app\"\nedition = \"2021\"\n\n[dependencies]\nutil = { path = \"../util\" }\n",
			"crates/app/src/main.rs":   app,
		}
	}
	noHelper := map[string]string{"crates/util/src/lib.rs": "pub mod inner;\npub fn keep() {}\n"}
	noDeep := map[string]string{"crates/util/src/inner.rs": "pub fn kept() {}\n"}
	crate2015 := func(b string) map[string]string {
		return map[string]string{
			"Cargo.toml": "[package]\nname = \"m\"\n",
			"src/lib.rs": "mod a;\nmod b;\n",
			"src/a.rs":   "pub fn helper() {}\npub fn keep() {}\n",
			"src/b.rs":   b,
		}
	}
	noA := map[string]string{"src/a.rs": "pub fn keep() {}\n"}
	runRouteCases(t, []routeCase{{
		name: "ExternCrateAlias",
		base: workspace("extern crate util as u;\n\nfn main() { u::helper(); }\n"),
		head: noHelper,
		want: []string{"symbol helper (crates/util/src/lib.rs:2) removed at head but still referenced at crates/app/src/main.rs:3"},
	}, {
		name: "ExternCrateAliasInAUse",
		base: workspace("extern crate util as u;\nuse u::inner::deep;\nfn main() { deep(); }\n"),
		head: noDeep,
		want: []string{"symbol deep (crates/util/src/inner.rs:1) removed at head but still referenced at crates/app/src/main.rs:2, crates/app/src/main.rs:3"},
	}, {
		name: "LeadingColonsNameACrate",
		base: workspace("fn main() { let _ = ::util::inner::deep(); }\n"),
		head: noDeep,
		want: []string{"symbol deep (crates/util/src/inner.rs:1) removed at head but still referenced at crates/app/src/main.rs:1"},
	}, {
		name: "LeadingColonsAfterAKeyword",
		base: workspace("fn f() -> u32 { return ::util::helper(); }\nfn main() { f(); }\n"),
		head: noHelper,
		want: []string{"symbol helper (crates/util/src/lib.rs:2) removed at head but still referenced at crates/app/src/main.rs:1"},
	}, {
		// Edition 2015 (no edition set): a use path starts at the crate
		// root.
		name: "Edition2015UsePath",
		base: crate2015("use a::helper;\npub fn f() { helper(); }\n"),
		head: noA,
		want: []string{"symbol helper (src/a.rs:1) removed at head but still referenced at src/b.rs:1, src/b.rs:2"},
	}, {
		name: "Edition2015LeadingColons",
		base: crate2015("pub fn f() { ::a::helper(); }\n"),
		head: noA,
		want: []string{"symbol helper (src/a.rs:1) removed at head but still referenced at src/b.rs:1"},
	}, {
		// The crate root's extern crate alias, seen from another module.
		name: "Edition2015ExternCrateAliasAtTheRoot",
		base: map[string]string{
			"Cargo.toml":      "[workspace]\nmembers = [\"util\"]\n\n[package]\nname = \"m\"\n\n[dependencies]\nutil = { path = \"util\" }\n",
			"util/Cargo.toml": "[package]\nname = \"util\"\n",
			"util/src/lib.rs": "pub fn helper() {}\npub fn keep() {}\n",
			"src/lib.rs":      "extern crate util as u;\nmod b;\n",
			"src/b.rs":        "use u::helper;\npub fn f() { helper(); }\n",
		},
		head: map[string]string{"util/src/lib.rs": "pub fn keep() {}\n"},
		want: []string{"symbol helper (util/src/lib.rs:1) removed at head but still referenced at src/b.rs:1, src/b.rs:2"},
	}, {
		// Edition 2021, inherited from the workspace: log:: names the
		// registry crate, not the module src/log.rs.
		name: "InheritedEditionKeepsCratePaths",
		base: map[string]string{
			"Cargo.toml": "[workspace]\nmembers = [\".\"]\n\n[workspace.package]\nedition = \"2021\"\n\n[package]\nname = \"m\"\nedition.workspace = true\n\n[dependencies]\nlog = \"0.4\"\n",
			"src/lib.rs": "mod log;\nmod b;\n",
			"src/log.rs": "pub fn helper() {}\npub fn keep() {}\n",
			"src/b.rs":   "pub fn f() { log::helper(); }\n",
		},
		head: map[string]string{"src/log.rs": "pub fn keep() {}\n"},
		want: []string{"symbol helper (src/log.rs:1) removed; no references remain at head"},
	}})
}
