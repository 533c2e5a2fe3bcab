package symbols

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// rustTodoGivesHelper is ext's procedural macro todo!, which expands
// to crate::helper() with the name spelled apart.
const rustTodoGivesHelper = "\n#[proc_macro]\npub fn todo(_: TokenStream) -> TokenStream {\n    format!(\"crate::{}()\", [\"hel\", \"per\"].concat()).parse().unwrap()\n}\n"

// rustStdShadowCase is rustAttrMacroExt whose ext also has the
// procedural macros todo and vec, each expanding to crate::helper(),
// with app's manifest and lib.rs set; helper is removed from lib.rs.
func rustStdShadowCase(manifest, lib string) (base, head snapshot.Map) {
	const more = rustTodoGivesHelper +
		"\n#[proc_macro]\npub fn vec(_: TokenStream) -> TokenStream {\n    format!(\"crate::{}()\", [\"hel\", \"per\"].concat()).parse().unwrap()\n}\n"
	base, head = rustAttrMacroExt(), rustAttrMacroExt()
	for _, m := range []snapshot.Map{base, head} {
		m["app/Cargo.toml"] = manifest
		m["ext/src/lib.rs"] += more
	}
	base["app/src/lib.rs"], head["app/src/lib.rs"] = "pub fn helper() -> u32 { 1 }\n"+lib, lib
	return base, head
}

// std, core and alloc bound to another thing, by a Cargo rename or a
// module, an extern crate or a use of the name, are that thing: a
// macro reached through the name (core::todo!(), ::core::todo!(),
// crate::std::vec!(), $crate::std::vec!() in a macro_rules! body) is
// its macro, here ext's, whose expansion calls crate::helper (cargo
// fails on each head once helper is gone). "No references remain"
// does not hold.
func TestRustStdCrateNameShadowed(t *testing.T) {
	t.Parallel()
	const deps = "[package]\nname = \"app\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\n"
	const pkg = deps + "ext = { path = \"../ext\" }\n"
	const manifest = "app/Cargo.toml names a dependency core, not the standard library's crate, through which a macro may define or name it"
	binds := func(name string) string {
		return "app/src/lib.rs binds " + name + " to another thing than the standard library's crate (line 1), through which a macro may define or name it"
	}
	for _, c := range []struct{ name, manifest, lib, why string }{
		{"CargoRename", deps + "core = { package = \"ext\", path = \"../ext\" }\n", "pub fn f() -> u32 { core::todo!() }\n", manifest},
		{"CargoRenameAbsolute", deps + "core = { package = \"ext\", path = \"../ext\" }\n", "pub fn f() -> u32 { ::core::todo!() }\n", manifest},
		{"CargoRenameTable", deps + "\n[dependencies.core]\npackage = \"ext\"\npath = \"../ext\"\n", "pub fn f() -> u32 { core::todo!() }\n", manifest},
		{"Module", pkg, "mod core { pub use ext::todo; }\npub fn f() -> u32 { core::todo!() }\n", binds("core")},
		{"ModuleUse", pkg, "mod core { pub use ext::vec; }\nuse core::vec;\npub fn f() -> u32 { vec!() }\n", binds("core")},
		{"ModuleByCrate", pkg, "mod std { pub use ext::vec; }\npub fn f() -> u32 { crate::std::vec!() }\n", binds("std")},
		{"ModuleBySelf", pkg, "mod std { pub use ext::vec; }\npub fn f() -> u32 { self::std::vec!() }\n", binds("std")},
		{"ModuleByDollarCrate", pkg, "mod std { pub use ext::vec; }\nmacro_rules! m { () => { $crate::std::vec!() } }\npub fn f() -> u32 { m!() }\n", binds("std")},
		{"ExternCrateAs", pkg, "extern crate ext as core;\npub fn f() -> u32 { core::todo!() }\n", binds("core")},
		{"UseAs", pkg, "use ext as core;\npub fn f() -> u32 { core::todo!() }\n", binds("core")},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base, head := rustStdShadowCase(c.manifest, c.lib)
			check(t, run(t, base, head), "symbol helper (app/src/lib.rs:1) could not be checked (removed, but "+c.why+")")
			cargoCheck(t, base, "")
			cargoCheck(t, head, "cannot find function `helper`")
		})
	}
}

// A crate that depends on one binding core to another thing invokes
// that crate's macros, whose $crate::core::todo!() is then ext's todo,
// expanding to the invoker's crate::helper (cargo fails on the head).
func TestRustStdCrateNameShadowedInADependency(t *testing.T) {
	t.Parallel()
	const mac = "pub mod core { pub use ext::todo; }\n#[macro_export]\nmacro_rules! m { () => { $crate::core::todo!() } }\n"
	const lib = "pub fn f() -> u32 { mac::m!() }\n"
	base, head := rustMacWorkspace(mac), rustMacWorkspace(mac)
	for _, m := range []snapshot.Map{base, head} {
		m["ext/src/lib.rs"] += rustTodoGivesHelper
	}
	base["app/src/lib.rs"], head["app/src/lib.rs"] = "pub fn helper() -> u32 { 1 }\n"+lib, lib
	check(t, run(t, base, head), "symbol helper (app/src/lib.rs:1) could not be checked (removed, but its crate depends on mac, where mac/src/lib.rs binds core to another thing than the standard library's crate (line 1), through which a macro may define or name it)")
	cargoCheck(t, base, "")
	cargoCheck(t, head, "cannot find function `helper`")
}

// A manifest the reading does not parse, here one nested deeper than
// it reads (cargo reads it), may rename any dependency, core among
// them: its crate's facts cannot be checked, rather than read as if it
// named none (cargo fails on the head).
func TestRustManifestUnread(t *testing.T) {
	t.Parallel()
	manifest := "[package]\nname = \"app\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[package.metadata]\nx = " +
		strings.Repeat("[", 70) + strings.Repeat("]", 70) + "\n\n[dependencies]\ncore = { package = \"ext\", path = \"../ext\" }\n"
	base, head := rustStdShadowCase(manifest, "pub fn f() -> u32 { core::todo!() }\n")
	got := run(t, base, head)
	want := "symbol helper (app/src/lib.rs:1) could not be checked (removed, but app/Cargo.toml could not be read ("
	if len(got) != 1 || len(got[0]) < len(want) || got[0][:len(want)] != want {
		t.Errorf("facts:\n%v\nwant one starting %q", got, want)
	}
	cargoCheck(t, base, "")
	cargoCheck(t, head, "cannot find function `helper`")
}

// A Cargo configuration of the repository may put another package in
// the place of any dependency ([patch], paths, a source replacement):
// each crate's facts cannot be checked. One that only sets build flags
// changes nothing.
func TestRustCargoConfigOverrides(t *testing.T) {
	t.Parallel()
	const deps = "[package]\nname = \"app\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\next = { path = \"../ext\" }\n"
	for _, c := range []struct{ name, config, want string }{
		{"Paths", "paths = [\"vendor/log\"]\n", "removed, but .cargo/config.toml overrides dependencies (paths), whose macros may then be other crates'"},
		{"Patch", "[patch.crates-io]\nlog = { path = \"vendor/log\" }\n", "removed, but .cargo/config.toml overrides dependencies (patch), whose macros may then be other crates'"},
		{"Source", "[source.crates-io]\nreplace-with = \"v\"\n[source.v]\ndirectory = \"vendor\"\n", "removed, but .cargo/config.toml overrides dependencies (source), whose macros may then be other crates'"},
		{"Malformed", "[patch\n", "removed, but .cargo/config.toml could not be read ("},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base, head := rustStdShadowCase(deps, "pub fn f() -> u32 { log::info!() }\n")
			base[".cargo/config.toml"], head[".cargo/config.toml"] = c.config, c.config
			got := run(t, base, head)
			want := "symbol helper (app/src/lib.rs:1) could not be checked (" + c.want
			if len(got) != 1 || len(got[0]) < len(want) || got[0][:len(want)] != want {
				t.Errorf("facts:\n%v\nwant one starting %q", got, want)
			}
		})
	}
	t.Run("BuildFlags", func(t *testing.T) {
		t.Parallel()
		base, head := rustStdShadowCase(deps, "pub fn f() -> u32 { 2 }\n")
		const config = "[target.x86_64-unknown-linux-gnu]\nrustflags = [\"-C\", \"target-cpu=native\"]\n"
		base[".cargo/config.toml"], head[".cargo/config.toml"] = config, config
		check(t, run(t, base, head), "symbol helper (app/src/lib.rs:1) removed; no references remain at head")
	})
}
