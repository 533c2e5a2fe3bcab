package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// rustAttrMacroExt is rustProcMacroExt with attribute macros attr and
// main that add a function calling crate::helper beside the item they
// mark, a derive D that makes a constant of the path its helper
// attribute's with = "…" names (crate::helper when none), and a
// function-like info! expanding to crate::helper(): uses of app's
// helper cargo alone can see.
func rustAttrMacroExt() snapshot.Map {
	m := rustProcMacroExt()
	const attr = "(_: TokenStream, item: TokenStream) -> TokenStream {\n    let mut s = item.to_string();\n" +
		"    s.push_str(&format!(\" fn uses_it() -> u32 {{ crate::{}() }}\", [\"hel\", \"per\"].concat()));\n    s.parse().unwrap()\n}\n"
	m["ext/src/lib.rs"] += "\n#[proc_macro_attribute]\npub fn attr" + attr + "\n#[proc_macro_attribute]\npub fn main" + attr +
		"\n#[proc_macro_derive(D, attributes(d))]\npub fn d(item: TokenStream) -> TokenStream {\n    let s = item.to_string();\n" +
		"    let mut p = format!(\"crate::{}\", [\"hel\", \"per\"].concat());\n" +
		"    if let Some(i) = s.find(\"with = \\\"\") {\n        let rest = &s[i + 8..];\n        p = rest[..rest.find('\"').unwrap()].to_string();\n    }\n" +
		"    format!(\"const _: fn() -> u32 = {};\", p).parse().unwrap()\n}\n" +
		"\n#[proc_macro]\npub fn info(_: TokenStream) -> TokenStream {\n    format!(\"crate::{}()\", [\"hel\", \"per\"].concat()).parse().unwrap()\n}\n"
	return m
}

// rustMacWorkspace is rustAttrMacroExt in a workspace with a third
// member, mac, whose lib.rs is mac; app depends on ext and mac, mac on
// ext, so mac's macros may name ext's and expand in app.
func rustMacWorkspace(mac string) snapshot.Map {
	m := rustAttrMacroExt()
	m["Cargo.toml"] = "[workspace]\nmembers = [\"app\", \"ext\", \"mac\"]\nresolver = \"2\"\n"
	m["mac/Cargo.toml"] = "[package]\nname = \"mac\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\next = { path = \"../ext\" }\n"
	m["app/Cargo.toml"] = "[package]\nname = \"app\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\next = { path = \"../ext\" }\nmac = { path = \"../mac\" }\n"
	m["mac/src/lib.rs"] = mac
	return m
}

// A procedural attribute or derive macro expands where the item it
// marks stands, its paths resolved as the item's, at the top level or
// below it (in a function body, an impl, an inline module, a macro's
// arguments), reached by its path, a use or a cfg_attr: ext's call
// crate::helper, so cargo fails on each head once helper is gone, and
// passes under deny(dead_code) once it is added. Neither "no
// references remain" nor "nothing references it" holds.
func TestRustAttributeMacroMayNameAnyItem(t *testing.T) {
	t.Parallel()
	const helper = "pub fn helper() -> u32 { 1 }\n"
	removed := func(what, line string) string {
		return "symbol helper (app/src/lib.rs:1) could not be checked (removed, but app/src/lib.rs applies " + what + " (line " + line + "), a procedural macro no file of the repository expands, whose expansion may define or name it)"
	}
	for _, c := range []struct{ name, base, head, want, broken string }{
		{"TopLevel", helper + "#[ext::attr]\nfn g() {}\n", "#[ext::attr]\nfn g() {}\n", removed("the attribute #[ext::attr]", "1"), "cannot find function `helper`"},
		{"FnBody", helper + "pub fn f() { #[ext::attr] fn g() {} }\n", "pub fn f() { #[ext::attr] fn g() {} }\n", removed("the attribute #[ext::attr]", "1"), "cannot find function `helper`"},
		{"Impl", helper + "pub struct S;\nimpl S { #[ext::attr] fn g(&self) {} }\n", "pub struct S;\nimpl S { #[ext::attr] fn g(&self) {} }\n", removed("the attribute #[ext::attr]", "2"), "cannot find function `helper`"},
		{"InlineModule", helper + "pub mod m { #[ext::attr] pub(crate) fn g() {} }\n", "pub mod m { #[ext::attr] pub(crate) fn g() {} }\n", removed("the attribute #[ext::attr]", "1"), "cannot find function `helper`"},
		{"ByUse", helper + "use ext::attr;\npub fn f() { #[attr] fn g() {} }\n", "use ext::attr;\npub fn f() { #[attr] fn g() {} }\n", removed("the attribute #[attr]", "2"), "cannot find function `helper`"},
		// A use may bring another crate's macro under a name the
		// language's test harness uses.
		{"RenamedToTest", helper + "use ext::attr as test;\n#[test]\nfn g() {}\n", "use ext::attr as test;\n#[test]\nfn g() {}\n", removed("the attribute #[test]", "2"), "cannot find function `helper`"},
		// A crate bound under a common crate's name is not that crate.
		{"CrateRenamed", helper + "extern crate ext as tokio;\n#[tokio::main]\nfn g() {}\n", "extern crate ext as tokio;\n#[tokio::main]\nfn g() {}\n", removed("the attribute #[tokio::main]", "2"), "cannot find function `helper`"},
		{"CfgAttr", helper + "pub fn f() { #[cfg_attr(all(), ext::attr)] fn g() {} }\n", "pub fn f() { #[cfg_attr(all(), ext::attr)] fn g() {} }\n", removed("the attribute #[ext::attr]", "1"), "cannot find function `helper`"},
		{"InMacroArguments", helper + "macro_rules! items { ($($i:item)*) => { $($i)* } }\nitems! { #[ext::attr] fn g() {} }\n", "macro_rules! items { ($($i:item)*) => { $($i)* } }\nitems! { #[ext::attr] fn g() {} }\n", removed("the attribute #[ext::attr]", "2"), "cannot find function `helper`"},
		{"Derive", helper + "#[derive(Debug, ext::D)]\npub struct S;\n", "#[derive(Debug, ext::D)]\npub struct S;\n", removed("#[derive(ext::D)]", "1"), "cannot find value `helper`"},
		{"DeriveInFn", helper + "pub fn f() { #[derive(ext::D)] struct S; }\n", "pub fn f() { #[derive(ext::D)] struct S; }\n", removed("#[derive(ext::D)]", "1"), "cannot find value `helper`"},
		{"DeriveByCfgAttr", helper + "#[cfg_attr(all(), derive(::ext::D))]\npub struct S;\n", "#[cfg_attr(all(), derive(::ext::D))]\npub struct S;\n", removed("#[derive(ext::D)]", "1"), "cannot find value `helper`"},
		{"LeadingColons", helper + "pub fn f() { #[::ext::attr] fn g() {} }\n", "pub fn f() { #[::ext::attr] fn g() {} }\n", removed("the attribute #[ext::attr]", "1"), "cannot find function `helper`"},
		{"ExternBlock", helper + "use ext::*;\n#[attr]\nextern \"C\" {}\n", "use ext::*;\n#[attr]\nextern \"C\" {}\n", removed("the attribute #[attr]", "2"), "cannot find function `helper`"},
		{"Added", "#![deny(dead_code)]\npub struct S;\n", "#![deny(dead_code)]\nfn helper() -> u32 { 1 }\n#[derive(ext::D)]\npub struct S;\n",
			"symbol helper (app/src/lib.rs:2) could not be checked (added, but app/src/lib.rs applies #[derive(ext::D)] (line 3), a procedural macro no file of the repository expands, whose expansion may define or name it)", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base, head := rustAttrMacroExt(), rustAttrMacroExt()
			base["app/src/lib.rs"], head["app/src/lib.rs"] = c.base, c.head
			check(t, run(t, base, head), c.want)
			cargoCheck(t, base, "")
			cargoCheck(t, head, c.broken)
		})
	}
}

// The language's attributes, a tool's, the standard derives and a
// derive's helper on a field hand nothing to a macro the reading does
// not see: "no references remain" holds (cargo passes on the head).
func TestRustPlainAttributesHideNothing(t *testing.T) {
	t.Parallel()
	const kept = "#[derive(Debug, Clone, Default)]\n#[cfg_attr(all(), derive(PartialEq))]\npub struct S {\n    #[allow(dead_code)]\n    x: u8,\n}\n" +
		"#[inline]\n#[must_use]\n#[rustfmt::skip]\npub fn f() -> u8 { S::default().x }\n" +
		"pub fn g() { #[allow(unused)] fn h() {} }\n#[no_link]\nextern crate core as cc;\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn t() {}\n}\n"
	base, head := rustAttrMacroExt(), rustAttrMacroExt()
	base["app/src/lib.rs"], head["app/src/lib.rs"] = "pub fn helper() -> u32 { 1 }\n"+kept, kept
	check(t, run(t, base, head), "symbol helper (app/src/lib.rs:1) removed; no references remain at head")
	cargoCheck(t, base, "")
	cargoCheck(t, head, "")
}

// A common crate's attribute or derive reached by its path or a use of
// it names nothing but what its input spells; the same name brought
// from another crate, or through a crate name bound to another thing,
// may name anything. (The crates are not at hand offline: no oracle.)
func TestRustKnownAttributeMacros(t *testing.T) {
	t.Parallel()
	const gone = "symbol helper (src/lib.rs:1) removed; no references remain at head"
	for _, c := range []struct{ name, head, want string }{
		{"Known", "use serde::{Deserialize, Serialize};\nuse tracing::instrument;\n#[derive(Serialize, Deserialize)]\n#[serde(rename_all = \"camelCase\")]\npub struct S { #[serde(default)] x: u8 }\n" +
			"#[instrument]\npub fn f() {}\n#[tokio::main]\nasync fn main() {}\n", gone},
		{"SameNameElsewhere", "use evil::Serialize;\n#[derive(Serialize)]\npub struct S;\n",
			"symbol helper (src/lib.rs:1) could not be checked (removed, but src/lib.rs applies #[derive(Serialize)] (line 2), a procedural macro no file of the repository expands, whose expansion may define or name it)"},
		{"BareUnbound", "#[instrument]\npub fn f() {}\n",
			"symbol helper (src/lib.rs:1) could not be checked (removed, but src/lib.rs applies the attribute #[instrument] (line 1), a procedural macro no file of the repository expands, whose expansion may define or name it)"},
		// A macro in its arguments expands where it puts them.
		{"MacroInArguments", "use tracing::instrument;\n#[instrument(fields(x = ext::call_helper!()))]\npub fn f() {}\n",
			"symbol helper (src/lib.rs:1) could not be checked (removed, but src/lib.rs invokes call_helper! below its top level (line 2), a macro no file of the repository defines, whose expansion may define or name it)"},
		{"CrateBoundElsewhere", "use evil as tracing;\n#[tracing::instrument]\npub fn f() {}\n",
			"symbol helper (src/lib.rs:1) could not be checked (removed, but src/lib.rs applies the attribute #[tracing::instrument] (line 2), a procedural macro no file of the repository expands, whose expansion may define or name it)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{"Cargo.toml": rustManifest, "src/lib.rs": "pub fn helper() -> u32 { 1 }\n" + c.head}
			head := snapshot.Map{"Cargo.toml": rustManifest, "src/lib.rs": c.head}
			check(t, run(t, base, head), c.want)
		})
	}
}

// A logging crate's event macro (log::info!) names nothing of the
// invoker only where log is that crate: a use or an extern crate
// binding another crate as log makes log::info! that crate's, whose
// info! here expands to crate::helper() (cargo fails on the head).
func TestRustLoggingPathBoundToAnotherCrate(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, bind, line string }{
		{"Use", "use ext as log;\n", "2"},
		{"ExternCrate", "extern crate ext as log;\n", "2"},
		{"ElsewhereInTheCrate", "mod other;\n", "2"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			const f = "pub fn f() -> u32 { log::info!() }\n"
			base, head := rustAttrMacroExt(), rustAttrMacroExt()
			base["app/src/lib.rs"], head["app/src/lib.rs"] = "pub fn helper() -> u32 { 1 }\n"+c.bind+f, c.bind+f
			if c.name == "ElsewhereInTheCrate" {
				// The extern crate at the root puts log in every
				// module's reach.
				base["app/src/lib.rs"] = "pub fn helper() -> u32 { 1 }\nextern crate ext as log;\nmod other;\n"
				head["app/src/lib.rs"] = "extern crate ext as log;\nmod other;\n"
				base["app/src/other.rs"], head["app/src/other.rs"] = f, f
			}
			want := "symbol helper (app/src/lib.rs:1) could not be checked (removed, but app/src/lib.rs invokes info! below its top level (line " + c.line + "), a macro no file of the repository defines, whose expansion may define or name it)"
			if c.name == "ElsewhereInTheCrate" {
				want = "symbol helper (app/src/lib.rs:1) could not be checked (removed, but app/src/other.rs invokes info! below its top level (line 1), a macro no file of the repository defines, whose expansion may define or name it)"
			}
			check(t, run(t, base, head), want)
			cargoCheck(t, base, "")
			cargoCheck(t, head, "cannot find function `helper`")
		})
	}
}

// A macro reached through a module of the crate (m::mk!()) is the
// macro_rules! that module re-exports, whose body is read, unless a use
// may bring one of the name from another crate (there ext's, expanding
// to helper(): cargo fails on that head).
func TestRustMacroThroughModuleOfTheCrate(t *testing.T) {
	t.Parallel()
	const local = "macro_rules! mk { () => { 2 }; }\npub(crate) use mk;\n"
	outside := func(line string) string {
		return "symbol helper (app/src/lib.rs:1) could not be checked (removed, but app/src/lib.rs invokes mk! below its top level (line " + line + "), a macro reached outside the crate, not the repository's of that name, whose expansion may define or name it)"
	}
	for _, c := range []struct{ name, lib, m, n, want, broken string }{
		{"ReExported", "mod m;\npub fn f() -> u32 { m::mk!() }\n", local, "",
			"symbol helper (app/src/lib.rs:1) removed; no references remain at head", ""},
		{"InlineModule", "mod m {\n    macro_rules! mk { () => { 2 }; }\n    pub(crate) use mk;\n}\npub fn f() -> u32 { m::mk!() }\n", "", "",
			"symbol helper (app/src/lib.rs:1) removed; no references remain at head", ""},
		{"ThroughACrateItReExports", "mod m;\nmod n;\npub fn f() -> u32 { m::ext::call_helper!() + n::call_helper!() }\n", "pub use ext;\n",
			"macro_rules! call_helper { () => { 2 }; }\npub(crate) use call_helper;\n",
			"symbol helper (app/src/lib.rs:1) could not be checked (removed, but app/src/lib.rs invokes call_helper! below its top level (line 3), a macro reached outside the crate, not the repository's of that name, whose expansion may define or name it)", "cannot find function `helper`"},
		{"AnotherCratesOfTheName", "mod m;\nmod n;\npub fn f() -> u32 { m::mk!() + n::mk!() }\n", "pub use ext::call_helper as mk;\n", local,
			"symbol helper (app/src/lib.rs:1) could not be checked (removed, but app/src/lib.rs invokes mk! below its top level (line 3), a macro reached outside the crate, not the repository's of that name, whose expansion may define or name it)", "cannot find function `helper`"},
		// A use renaming another macro to the name, through a path
		// of the crate, a module of it or a crate bound in it, and a
		// crate bound to a name a path of the crate then takes.
		{"RenamedThroughTheCrate", "use ext::call_helper;\nmacro_rules! mk { () => { 0 } }\nmod m { pub(crate) use crate::call_helper as mk; }\npub fn f() -> u32 { m::mk!() }\n", "", "",
			outside("4"), "cannot find function `helper`"},
		{"RenamedThroughAModule", "macro_rules! mk { () => { 0 } }\nmod m { pub(crate) use crate::e::call_helper as mk; }\nmod e { pub(crate) use ext::call_helper; }\npub fn f() -> u32 { m::mk!() }\n", "", "",
			outside("4"), "cannot find function `helper`"},
		{"RenamedThroughABoundCrate", "macro_rules! mk { () => { 0 } }\nmod m { extern crate ext as e2; pub(crate) use self::e2::call_helper as mk; }\npub fn f() -> u32 { m::mk!() }\n", "", "",
			outside("3"), "cannot find function `helper`"},
		{"CrateBoundThroughCratePath", "extern crate ext as m2;\nuse crate::m2 as m;\nmacro_rules! mk { () => {} }\npub fn f() { m::mk!(); }\n", "", "",
			outside("4"), "cannot find function `helper`"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base, head := rustAttrMacroExt(), rustAttrMacroExt()
			base["app/src/lib.rs"], head["app/src/lib.rs"] = "pub fn helper() -> u32 { 1 }\n"+c.lib, c.lib
			for name, src := range map[string]string{"app/src/m.rs": c.m, "app/src/n.rs": c.n} {
				if src != "" {
					base[name], head[name] = src, src
				}
			}
			check(t, run(t, base, head), c.want)
			cargoCheck(t, base, "")
			cargoCheck(t, head, c.broken)
		})
	}
}

// A workspace member's exported macro_rules! whose body invokes a macro
// the reading does not see (ext::call_helper!(), expanding to helper())
// expands in the crate that invokes it, its paths resolved there: app's
// helper is named by mac::call!(), through another of mac's macros too,
// and cargo fails on each head once it is gone.
func TestRustMacroBodyInvokingAnUnseenMacro(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, mac, want string }{
		{"Direct", "#[macro_export]\nmacro_rules! call { () => { ext::call_helper!() } }\n",
			"symbol helper (app/src/lib.rs:1) could not be checked (removed, but app/src/lib.rs invokes call! below its top level (line 1), a macro whose body invokes call_helper!, a macro the reading does not see, whose expansion may define or name it)"},
		{"ThroughAnother", "#[macro_export]\nmacro_rules! inner { () => { ext::call_helper!() } }\n#[macro_export]\nmacro_rules! call { () => { $crate::inner!() } }\n",
			"symbol helper (app/src/lib.rs:1) could not be checked (removed, but app/src/lib.rs invokes call! below its top level (line 1), a macro whose body invokes call_helper!, a macro the reading does not see, whose expansion may define or name it)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base, head := rustMacWorkspace(c.mac), rustMacWorkspace(c.mac)
			const f = "pub fn f() -> u32 { mac::call!() }\n"
			base["app/src/lib.rs"], head["app/src/lib.rs"] = "pub fn helper() -> u32 { 1 }\n"+f, f
			check(t, run(t, base, head), c.want)
			cargoCheck(t, base, "")
			cargoCheck(t, head, "cannot find function `helper`")
		})
	}
}

// A library of the workspace whose files define a macro_rules! of a
// name may re-export another crate's macro under it (pub use
// ext::call_helper, the macro_rules! left private): a use of that
// path, renamed or not, brings ext's, expanding to helper() (cargo
// fails on the head).
func TestRustMacroALibraryReExportsFromAnotherCrate(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, use, call, why string }{
		{"Renamed", "use lib2::call_helper as mk;\n", "mk", "a macro no file of the repository defines"},
		{"NotRenamed", "use lib2::call_helper;\n", "call_helper", "a macro reached outside the crate, not the repository's of that name"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base, head := rustAttrMacroExt(), rustAttrMacroExt()
			for _, m := range []snapshot.Map{base, head} {
				m["Cargo.toml"] = "[workspace]\nmembers = [\"app\", \"ext\", \"lib2\"]\nresolver = \"2\"\n"
				m["lib2/Cargo.toml"] = "[package]\nname = \"lib2\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\next = { path = \"../ext\" }\n"
				m["app/Cargo.toml"] = "[package]\nname = \"app\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nlib2 = { path = \"../lib2\" }\n"
				m["lib2/src/lib.rs"] = "pub use ext::call_helper;\nmod priv_;\n"
				m["lib2/src/priv_.rs"] = "#[allow(unused_macros)]\nmacro_rules! call_helper { () => { 0 } }\n"
			}
			f := c.use + "pub fn f() -> u32 { " + c.call + "!() }\n"
			base["app/src/lib.rs"], head["app/src/lib.rs"] = "pub fn helper() -> u32 { 1 }\n"+f, f
			check(t, run(t, base, head), "symbol helper (app/src/lib.rs:1) could not be checked (removed, but app/src/lib.rs invokes "+c.call+"! below its top level (line 2), "+c.why+", whose expansion may define or name it)")
			cargoCheck(t, base, "")
			cargoCheck(t, head, "cannot find function `helper`")
		})
	}
}
