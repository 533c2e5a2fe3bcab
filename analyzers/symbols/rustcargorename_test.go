package symbols

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A Cargo dependency named as a common crate may be another package
// (package = "ext"), from another source (git) or patched over: its
// attribute and event macros are that package's, here ext's main and
// info!, whose expansions call crate::helper (cargo fails on each head
// once helper is gone). Neither "no references remain" nor "nothing
// references it" holds.
func TestRustCargoDependencyRenamedToACommonCrate(t *testing.T) {
	t.Parallel()
	const attr = "#[tokio::main]\nfn g() {}\n"
	const event = "pub fn f() -> u32 { log::info!() }\n"
	const cfgIf = "pub fn f() -> u32 { cfg_if::cfg_if!() }\n"
	const pkg = "[package]\nname = \"app\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n"
	for _, c := range []struct{ name, manifest, root, lib, why string }{
		{"Inline", pkg + "[dependencies]\ntokio = { package = \"ext\", path = \"../ext\" }\n", "", attr, "applies the attribute #[tokio::main] (line 1)"},
		{"Table", pkg + "[dependencies.tokio]\npackage = \"ext\"\npath = \"../ext\"\n", "", attr, "applies the attribute #[tokio::main] (line 1)"},
		{"ByUse", pkg + "[dependencies]\ntokio = { package = \"ext\", path = \"../ext\" }\n", "", "use tokio::main;\n#[main]\nfn g() {}\n", "applies the attribute #[main] (line 2)"},
		{"Event", pkg + "[dependencies]\nlog = { package = \"ext\", path = \"../ext\" }\n", "", event, "invokes info! below its top level (line 1)"},
		{"Target", pkg + "[target.'cfg(all())'.dependencies]\nlog = { package = \"ext\", path = \"../ext\" }\n", "", event, "invokes info! below its top level (line 1)"},
		{"Dev", pkg + "[dev-dependencies]\nlog = { package = \"ext\", path = \"../ext\" }\n", "", "#[cfg(test)]\nmod t { pub fn f() -> u32 { log::info!() } }\n", "invokes info! below its top level (line 2)"},
		{"Workspace", pkg + "[dependencies]\nlog = { workspace = true }\n", "[workspace.dependencies]\nlog = { package = \"ext\", path = \"ext\" }\n", event, "invokes info! below its top level (line 1)"},
		{"Patched", pkg + "[dependencies]\nlog = \"0.4\"\n", "[patch.crates-io]\nlog = { package = \"ext\", path = \"ext\" }\n", event, "invokes info! below its top level (line 1)"},
		{"ArgumentsOnly", pkg + "[dependencies]\ncfg-if = { package = \"ext\", path = \"../ext\" }\n", "", cfgIf, "invokes cfg_if! below its top level (line 1)"},
		{"ArgumentsOnlyByUse", pkg + "[dependencies]\ncfg_if = { package = \"ext\", path = \"../ext\" }\n", "", "use cfg_if::cfg_if;\n" + cfgIf, "invokes cfg_if! below its top level (line 2)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base, head := rustAttrMacroExt(), rustAttrMacroExt()
			for _, m := range []snapshot.Map{base, head} {
				m["app/Cargo.toml"] = c.manifest
				m["Cargo.toml"] += c.root
				m["ext/src/lib.rs"] += "\n#[proc_macro]\npub fn cfg_if(_: TokenStream) -> TokenStream {\n    format!(\"crate::{}()\", [\"hel\", \"per\"].concat()).parse().unwrap()\n}\n"
			}
			base["app/src/lib.rs"], head["app/src/lib.rs"] = "pub fn helper() -> u32 { 1 }\n"+c.lib, c.lib
			want := "symbol helper (app/src/lib.rs:1) could not be checked (removed, but app/src/lib.rs " + c.why + ", "
			if strings.Contains(c.why, "attribute") {
				want += "a procedural macro no file of the repository expands, whose expansion may define or name it)"
			} else {
				want += "a macro no file of the repository defines, whose expansion may define or name it)"
			}
			check(t, run(t, base, head), want)
			if c.name == "Patched" {
				return // a patch needs the registry's index: cargo cannot run offline
			}
			cargoCheck(t, base, "")
			cargoCheck(t, head, "cannot find function `helper`")
		})
	}
}

// The same crates named so in the manifest, from the registry, are
// themselves: "no references remain" holds.
func TestRustCargoDependencyOfItsOwnName(t *testing.T) {
	t.Parallel()
	const manifest = "[package]\nname = \"app\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\ntokio = { version = \"1\", features = [\"full\"] }\nlog = \"0.4\"\ncfg-if = { version = \"1\" }\n"
	const lib = "#[tokio::main]\nasync fn g() {}\npub fn f() { log::info!(\"x\"); cfg_if::cfg_if! { if #[cfg(unix)] { fn h() {} } } }\n"
	base := snapshot.Map{"Cargo.toml": manifest, "src/lib.rs": "pub fn helper() -> u32 { 1 }\n" + lib}
	head := snapshot.Map{"Cargo.toml": manifest, "src/lib.rs": lib}
	check(t, run(t, base, head), "symbol helper (src/lib.rs:1) removed; no references remain at head")
}
