package symbols

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

const rustManifest = "[package]\nname = \"m\"\nversion = \"0.1.0\"\nedition = \"2021\"\n"

// A macro_rules! macro comes into scope by #[macro_use], #[macro_export]
// and textual order, not by the paths the reader follows: an invocation
// of a removed one is ambiguous, never "no references remain" (cargo
// check fails on the head).
func TestRustMacroInvocationIsAmbiguous(t *testing.T) {
	t.Parallel()
	base := snapshot.Map{"Cargo.toml": rustManifest,
		"src/lib.rs":    "#[macro_use]\nmod macros;\npub fn run() -> u32 { helper!() + keep!() }\n",
		"src/macros.rs": "macro_rules! helper {\n    () => { 1 };\n}\nmacro_rules! keep {\n    () => { 2 };\n}\n"}
	head := clone(base)
	head["src/macros.rs"] = "macro_rules! keep {\n    () => { 2 };\n}\n"
	check(t, run(t, base, head), "symbol helper (src/macros.rs:1) removed; its name is still used at src/lib.rs:3, not attributed (a macro_rules! macro, which #[macro_use], #[macro_export] and textual order bring into scope)")
	cargoCheck(t, base, "")
	cargoCheck(t, head, "cannot find macro `helper`")
}

// A file whose top level invokes a macro that may define a name
// (`make!(helper)`) beside a glob re-export of the module that lost it
// (`pub use inner::*`) may itself supply the name: its bare use there,
// and a path through the crate to it, are ambiguous, never "still
// referenced" (cargo check passes on the head, the macro defines
// helper).
func TestRustMacroMayRedefineAGlobbedName(t *testing.T) {
	t.Parallel()
	const mac = "macro_rules! make { ($n:ident) => { pub fn $n() -> i32 { 3 } } }\n"
	base := snapshot.Map{"Cargo.toml": rustManifest,
		"src/lib.rs":   "mod inner;\npub use inner::*;\n" + mac + "pub fn run() -> i32 { helper() + keep() }\n",
		"src/inner.rs": "pub fn helper() -> i32 { 1 }\npub fn keep() -> i32 { 2 }\n"}
	head := clone(base)
	head["src/inner.rs"] = "pub fn keep() -> i32 { 2 }\n"
	head["src/lib.rs"] = "mod inner;\npub use inner::*;\n" + mac + "make!(helper);\npub fn run() -> i32 { helper() + keep() }\n"
	check(t, run(t, base, head), "symbol helper (src/inner.rs:1) removed; its name is still used at src/lib.rs:4, src/lib.rs:5, not attributed (src/lib.rs invokes make! at its top level, which may define items, which may still supply it)")
	cargoCheck(t, base, "")
	cargoCheck(t, head, "")
}

// A macro no file of the repository defines (a procedural one, another
// crate's macro_rules!) invoked at a file's top level expands to code
// that may call any item of the crate, its paths resolved where it is
// invoked: an added item it calls is referenced though nothing the
// reading sees names it (cargo check passes under deny(dead_code)),
// and a removed one is (cargo: cannot find function `helper`). Neither
// "nothing references it" nor "no references remain" holds.
func TestRustOpaqueMacroMayNameAnyItem(t *testing.T) {
	t.Parallel()
	mac := snapshot.Map{
		"Cargo.toml":     "[workspace]\nmembers = [\"app\", \"mac\"]\nresolver = \"2\"\n",
		"mac/Cargo.toml": "[package]\nname = \"mac\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[lib]\nproc-macro = true\n",
		// The name is spelled in pieces: the macro's own crate names
		// nothing of the invoking one.
		"mac/src/lib.rs": "extern crate proc_macro;\nuse proc_macro::TokenStream;\n\n#[proc_macro]\npub fn make_items(_: TokenStream) -> TokenStream {\n    format!(\"pub fn user() -> i32 {{ {}() }}\", [\"hel\", \"per\"].concat()).parse().unwrap()\n}\n",
		"app/Cargo.toml": "[package]\nname = \"app\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nmac = { path = \"../mac\" }\n",
	}
	const lib = "#![deny(dead_code)]\nmac::make_items!();\n"
	for _, c := range []struct{ name, base, head, want, broken string }{
		{"Added", "#![deny(dead_code)]\npub fn run() -> i32 { 0 }\n", lib + "pub fn run() -> i32 { 0 }\nfn helper() -> i32 { 1 }\n",
			"symbol helper (app/src/lib.rs:4) could not be checked (added, but app/src/lib.rs invokes make_items! at its top level (line 2), a macro no file of the repository defines, whose expansion may define or name it)", ""},
		{"Removed", lib + "fn helper() -> i32 { 1 }\n", lib,
			"symbol helper (app/src/lib.rs:3) could not be checked (removed, but app/src/lib.rs invokes make_items! at its top level (line 2), a macro no file of the repository defines, whose expansion may define or name it)", "cannot find function `helper`"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base, head := clone(mac), clone(mac)
			base["app/src/lib.rs"], head["app/src/lib.rs"] = c.base, c.head
			check(t, run(t, base, head), c.want)
			cargoCheck(t, base, "")
			cargoCheck(t, head, c.broken)
		})
	}
}

// A macro invoked by a path leaving the crate (ext::mk!) is another
// crate's, whatever macro of that name a file of the repository
// defines; and one invoked in the arguments of a macro that expands
// only its arguments (cfg_if!) expands there too. With ext's mk!
// expanding to a function that calls helper, cargo check fails on both
// heads (cannot find function `helper`): "no references remain" does
// not hold.
func TestRustForeignMacroMayNameAnyItem(t *testing.T) {
	for _, c := range []struct {
		name string
		base snapshot.Map
		want string
	}{
		{"SameNameInRepository", snapshot.Map{"src/lib.rs": "pub fn helper() -> u32 { 1 }\nmod other;\next::mk!();\n", "src/other.rs": "macro_rules! mk { () => {}; }\n"},
			"symbol helper (src/lib.rs:1) could not be checked (removed, but src/lib.rs invokes mk! at its top level (line 2), a macro reached outside the crate, not the repository's of that name, whose expansion may define or name it)"},
		{"InCfgIf", snapshot.Map{"src/lib.rs": "pub fn helper() -> u32 { 1 }\next::cfg_if! { if #[cfg(all())] { ext::mk!(); } }\n"},
			"symbol helper (src/lib.rs:1) could not be checked (removed, but src/lib.rs invokes cfg_if! at its top level (line 1), a macro no file of the repository defines, whose expansion may define or name it)"},
		// A standard macro in the arguments (vec!, std::format!) hides
		// nothing.
		// A logging crate's event macro reached by its crate's path
		// expands to a call into that crate; the bare name may be any
		// crate's macro.
		{"LoggingInBody", snapshot.Map{"src/lib.rs": "pub fn helper() -> u32 { 1 }\npub fn f() { log::debug!(\"{}\", 1); ::tracing::info!(\"x\"); }\n"},
			"symbol helper (src/lib.rs:1) removed; no references remain at head"},
		{"BareDebugInBody", snapshot.Map{"src/lib.rs": "pub fn helper() -> u32 { 1 }\npub fn f() { debug!(\"{}\", 1); }\n"},
			"symbol helper (src/lib.rs:1) could not be checked (removed, but src/lib.rs invokes debug! below its top level (line 1), a macro no file of the repository defines, whose expansion may define or name it)"},
		{"StdInLazyStatic", snapshot.Map{"src/lib.rs": "pub fn helper() -> u32 { 1 }\nlazy_static! { static ref V: Vec<String> = vec![std::format!(\"{}\", 1)]; }\n"},
			"symbol helper (src/lib.rs:1) removed; no references remain at head"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := clone(c.base)
			base["Cargo.toml"] = rustManifest
			head := clone(base)
			head["src/lib.rs"] = strings.SplitN(base["src/lib.rs"], "\n", 2)[1]
			check(t, run(t, base, head), c.want)
		})
	}
}

// A macro invoked below the top level expands there with its paths
// resolved as the invoker's: a procedural ext::mk!() in an inline module or an impl
// makes an fn that calls helper, ext::call_helper!() in a function body
// calls it. Neither "no references remain" (cargo check fails on the
// head, cannot find function `helper`) nor "nothing references it"
// (cargo check passes under deny(dead_code)) holds. The standard
// library's macros and one a file defines, in a test module too, hide
// nothing.
func TestRustInnerMacroMayNameAnyItem(t *testing.T) {
	t.Parallel()
	ext := rustProcMacroExt()
	const helper = "pub fn helper() -> u32 { 1 }\n"
	const seen = "pub fn f() -> usize { println!(\"{}\", 1); std::format!(\"{}\", 2).len() + vec![1].len() + outer!() }\n" +
		"#[macro_export]\nmacro_rules! inner { () => { 3 }; }\n#[macro_export]\nmacro_rules! outer { () => { $crate::inner!() }; }\n" +
		"#[cfg(test)]\nmod tests {\n    macro_rules! two { () => { 2 }; }\n    #[test]\n    fn t() { assert_eq!(two!(), 2); }\n}\n"
	for _, c := range []struct{ name, base, head, want, broken string }{
		{"InlineModule", helper + "pub mod inner { use super::*; ext::mk!(); }\n", "pub mod inner { use super::*; ext::mk!(); }\n",
			"symbol helper (app/src/lib.rs:1) could not be checked (removed, but app/src/lib.rs invokes mk! below its top level (line 1), a macro no file of the repository defines, whose expansion may define or name it)", "cannot find function `helper`"},
		{"Impl", helper + "pub struct S;\nimpl S { ext::mk!(); }\n", "pub struct S;\nimpl S { ext::mk!(); }\n",
			"symbol helper (app/src/lib.rs:1) could not be checked (removed, but app/src/lib.rs invokes mk! below its top level (line 2), a macro no file of the repository defines, whose expansion may define or name it)", "cannot find function `helper`"},
		{"FnBody", helper + "pub fn f() -> u32 { ext::call_helper!() }\n", "pub fn f() -> u32 { ext::call_helper!() }\n",
			"symbol helper (app/src/lib.rs:1) could not be checked (removed, but app/src/lib.rs invokes call_helper! below its top level (line 1), a macro no file of the repository defines, whose expansion may define or name it)", "cannot find function `helper`"},
		{"FnBodyAdded", "#![deny(dead_code)]\npub fn f() -> u32 { 0 }\n", "#![deny(dead_code)]\nfn helper() -> u32 { 1 }\npub fn f() -> u32 { ext::call_helper!() }\n",
			"symbol helper (app/src/lib.rs:2) could not be checked (added, but app/src/lib.rs invokes call_helper! below its top level (line 3), a macro no file of the repository defines, whose expansion may define or name it)", ""},
		{"SameNameInRepository", helper + "macro_rules! call_helper { () => { 0 }; }\npub fn f() -> u32 { ext::call_helper!() }\n", "macro_rules! call_helper { () => { 0 }; }\npub fn f() -> u32 { ext::call_helper!() }\n",
			"symbol helper (app/src/lib.rs:1) could not be checked (removed, but app/src/lib.rs invokes call_helper! below its top level (line 2), a macro reached outside the crate, not the repository's of that name, whose expansion may define or name it)", "cannot find function `helper`"},
		{"Seen", helper + seen, seen, "symbol helper (app/src/lib.rs:1) removed; no references remain at head", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base, head := clone(ext), clone(ext)
			base["app/src/lib.rs"], head["app/src/lib.rs"] = c.base, c.head
			check(t, run(t, base, head), c.want)
			cargoCheck(t, base, "")
			cargoCheck(t, head, c.broken)
		})
	}
}

// A macro_rules! below the top level (in a test module, a function)
// holds only within the body that defines it: the top-level mk!() that
// use ext::mk or #[macro_use] extern crate ext brings is ext's, unseen,
// and a path through another crate (ext::pin!, ext::lazy_static!) names
// that crate's macro whatever the standard library or a common crate
// calls by the same name. A removal beside either is not "no
// references remain".
func TestRustMacroOfAnotherCrateIsNotALocalOne(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, base, head, want string }{
		{"UseBesideTestModule", "pub fn helper() -> u32 { 1 }\nuse ext::mk;\nmk!();\n#[cfg(test)]\nmod tests { macro_rules! mk { () => {} } mk!(); }\n",
			"use ext::mk;\nmk!();\n#[cfg(test)]\nmod tests { macro_rules! mk { () => {} } mk!(); }\n",
			"symbol helper (src/lib.rs:1) could not be checked (removed, but src/lib.rs invokes mk! at its top level (line 2), a macro no file of the repository defines, whose expansion may define or name it)"},
		{"MacroUseBesideFn", "pub fn helper() -> u32 { 1 }\n#[macro_use]\nextern crate ext;\nmk!();\nfn t() { macro_rules! mk { () => {} } mk!(); }\n",
			"#[macro_use]\nextern crate ext;\nmk!();\nfn t() { macro_rules! mk { () => {} } mk!(); }\n",
			"symbol helper (src/lib.rs:1) could not be checked (removed, but src/lib.rs invokes mk! at its top level (line 3), a macro no file of the repository defines, whose expansion may define or name it)"},
		{"ExprNameThroughCrate", "pub fn helper() -> u32 { 1 }\npub fn f() -> u32 { ext::pin!() + helper() }\n",
			"pub fn f() -> u32 { ext::pin!() }\n",
			"symbol helper (src/lib.rs:1) could not be checked (removed, but src/lib.rs invokes pin! below its top level (line 1), a macro no file of the repository defines, whose expansion may define or name it)"},
		{"ArgsOnlyNameThroughCrate", "pub fn helper() -> u32 { 1 }\npub mod inner { use super::*; ext::lazy_static!(); }\n",
			"pub mod inner { use super::*; ext::lazy_static!(); }\n",
			"symbol helper (src/lib.rs:1) could not be checked (removed, but src/lib.rs invokes lazy_static! below its top level (line 1), a macro no file of the repository defines, whose expansion may define or name it)"},
		{"ArgsOnlyNameThroughCrateTop", "pub fn helper() -> u32 { 1 }\next::lazy_static!();\n",
			"ext::lazy_static!();\n",
			"symbol helper (src/lib.rs:1) could not be checked (removed, but src/lib.rs invokes lazy_static! at its top level (line 1), a macro no file of the repository defines, whose expansion may define or name it)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{"Cargo.toml": rustManifest, "src/lib.rs": c.base}
			head := snapshot.Map{"Cargo.toml": rustManifest, "src/lib.rs": c.head}
			check(t, run(t, base, head), c.want)
		})
	}
}

// A bare name a use brings from another crate (use ext::call_helper)
// invokes that crate's macro, whatever macro_rules! of the name another
// module of the repository defines (its textual scope ends there): ext's
// expands to helper(), and cargo fails on each head. A name no use brings is the repository's, which names
// nothing: "no references remain" holds.
func TestRustMacroBroughtByUseIsThatCratesOwn(t *testing.T) {
	t.Parallel()
	const other = "macro_rules! call_helper { () => { 0 } }\nmacro_rules! mk { () => {} }\n"
	for _, c := range []struct{ name, base, head, want, broken string }{
		{"InAFunction", "pub fn helper() -> u32 { 1 }\nmod other;\nuse ext::call_helper;\npub fn f() -> u32 { call_helper!() }\n",
			"mod other;\nuse ext::call_helper;\npub fn f() -> u32 { call_helper!() }\n",
			"symbol helper (app/src/lib.rs:1) could not be checked (removed, but app/src/lib.rs invokes call_helper! below its top level (line 3), a macro reached outside the crate, not the repository's of that name, whose expansion may define or name it)", "cannot find function `helper`"},
		{"AtTheTopLevel", "pub fn helper() -> u32 { 1 }\nmod other;\nuse ext::mk;\nmk!();\n",
			"mod other;\nuse ext::mk;\nmk!();\n",
			"symbol helper (app/src/lib.rs:1) could not be checked (removed, but app/src/lib.rs invokes mk! at its top level (line 3), a macro reached outside the crate, not the repository's of that name, whose expansion may define or name it)", "cannot find function `helper`"},
		{"AnotherNameBrought", "pub fn helper() -> u32 { 1 }\n#[macro_use]\nmod other;\npub use ext::mk as make;\npub fn f() -> u32 { call_helper!() }\n",
			"#[macro_use]\nmod other;\npub use ext::mk as make;\npub fn f() -> u32 { call_helper!() }\n",
			"symbol helper (app/src/lib.rs:1) removed; no references remain at head", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base, head := rustProcMacroExt(), rustProcMacroExt()
			base["app/src/lib.rs"], head["app/src/lib.rs"] = c.base, c.head
			base["app/src/other.rs"], head["app/src/other.rs"] = other, other
			check(t, run(t, base, head), c.want)
			cargoCheck(t, base, "")
			cargoCheck(t, head, c.broken)
		})
	}
}

// rustProcMacroExt is a workspace of app and a procedural-macro crate
// ext whose call_helper!() expands to helper() and whose mk!() to a
// function calling helper: a use of app's helper cargo alone can see.
func rustProcMacroExt() snapshot.Map {
	return snapshot.Map{
		"Cargo.toml":     "[workspace]\nmembers = [\"app\", \"ext\"]\nresolver = \"2\"\n",
		"ext/Cargo.toml": "[package]\nname = \"ext\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[lib]\nproc-macro = true\n",
		// The name is spelled in pieces: the macros' own crate names
		// nothing of the invoking one.
		"ext/src/lib.rs": "extern crate proc_macro;\nuse proc_macro::TokenStream;\n\n" +
			"#[proc_macro]\npub fn call_helper(_: TokenStream) -> TokenStream {\n    format!(\"{}()\", [\"hel\", \"per\"].concat()).parse().unwrap()\n}\n\n" +
			"#[proc_macro]\npub fn mk(_: TokenStream) -> TokenStream {\n    format!(\"pub fn uses() -> u32 {{ {}() }}\", [\"hel\", \"per\"].concat()).parse().unwrap()\n}\n",
		"app/Cargo.toml": "[package]\nname = \"app\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\next = { path = \"../ext\" }\n",
	}
}
