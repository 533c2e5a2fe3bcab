package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A workspace member's exported macro_rules! whose body invokes the
// macro its invoker hands over ($m!()), applies the attribute it hands
// over (#[$a]) or a procedural attribute of its own expands in the
// crate that invokes it, there calling helper: cargo fails on each
// head once app's helper is gone. Neither "no references remain" nor
// "nothing references it" holds.
func TestRustMacroBodyApplyingWhatItIsHanded(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, mac, call, in string }{
		{"HandedMacro", "#[macro_export]\nmacro_rules! call { ($m:ident) => { $m!() } }\n", "use ext::call_helper; mac::call!(call_helper)", "invokes $m!"},
		{"HandedAttribute", "#[macro_export]\nmacro_rules! call { ($a:meta) => { { #[$a] fn g() {} 2 } } }\n", "mac::call!(ext::attr)", "applies the attribute #[$a]"},
		{"OwnAttribute", "#[macro_export]\nmacro_rules! call { () => { { #[ext::attr] fn g() {} 2 } } }\n", "mac::call!()", "applies the attribute #[ext::attr]"},
		{"ThroughAnother", "#[macro_export]\nmacro_rules! inner { ($m:ident) => { $m!() } }\n#[macro_export]\nmacro_rules! call { () => { $crate::inner!(call_helper) } }\n", "use ext::call_helper; mac::call!()", "invokes $m!"},
		{"HandedPath", "#[macro_export]\nmacro_rules! call { ($($p:ident)::+) => { $($p)::+!() } }\n", "mac::call!(ext::call_helper)", "invokes $(…)!"},
		{"HandedDerive", "#[macro_export]\nmacro_rules! call { ($d:path) => { { #[derive($d)] struct S; 2 } } }\n", "mac::call!(ext::D)", "applies #[derive($d)]"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base, head := rustMacWorkspace(c.mac), rustMacWorkspace(c.mac)
			f := "pub fn f() -> u32 { " + c.call + " }\n"
			base["app/src/lib.rs"], head["app/src/lib.rs"] = "pub fn helper() -> u32 { 1 }\n"+f, f
			check(t, run(t, base, head), "symbol helper (app/src/lib.rs:1) could not be checked (removed, but app/src/lib.rs invokes call! below its top level (line 1), a macro whose body "+c.in+", a macro the reading does not see, whose expansion may define or name it)")
			cargoCheck(t, base, "")
			broken := "cannot find function `helper`"
			if c.name == "HandedDerive" {
				broken = "cannot find value `helper`"
			}
			cargoCheck(t, head, broken)
		})
	}
}

// Attributes the invoker spells whole ($(#[$m:meta])*, matched from
// #[…] in its arguments) are read where it writes them: a macro
// forwarding them hides nothing, and "no references remain" holds
// (cargo passes on the head).
func TestRustMacroBodyForwardingSpelledAttributes(t *testing.T) {
	t.Parallel()
	const mac = "#[macro_export]\nmacro_rules! item { ($(#[$m:meta])* $i:ident) => { $(#[$m])* pub fn $i() -> u32 { 2 } } }\n"
	const f = "pub fn f() -> u32 { mac::item!(#[inline] #[allow(dead_code)] g); g() }\n"
	base, head := rustAttrMacroExt(), rustAttrMacroExt()
	for _, m := range []snapshot.Map{base, head} {
		m["Cargo.toml"] = "[workspace]\nmembers = [\"app\", \"ext\", \"mac\"]\nresolver = \"2\"\n"
		m["mac/Cargo.toml"] = "[package]\nname = \"mac\"\nversion = \"0.1.0\"\nedition = \"2021\"\n"
		m["app/Cargo.toml"] = "[package]\nname = \"app\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nmac = { path = \"../mac\" }\n"
		m["mac/src/lib.rs"] = mac
	}
	base["app/src/lib.rs"], head["app/src/lib.rs"] = "pub fn helper() -> u32 { 1 }\n"+f, f
	check(t, run(t, base, head), "symbol helper (app/src/lib.rs:1) removed; no references remain at head")
	cargoCheck(t, head, "")
}
