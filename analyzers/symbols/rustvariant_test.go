package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A tuple variant is written as a call (enum E { helper(u8) }, E::helper(1))
// but names E's variant, no function: the declaration was read as a
// use of a removed fn helper, and a glob of the file's own enum (use
// E::*;), which supplies helper once the fn no longer hides it, was not
// asked: both were called dangling while cargo builds the head. Whether
// a call fits the variant (arity, type, the edition's reading of the
// glob) is left to the compiler: such a use is not attributed.
func TestRustTupleVariantNamedLikeARemovedFn(t *testing.T) {
	t.Parallel()
	const a = "#![allow(non_camel_case_types, dead_code, unused_imports)]\n"
	for _, c := range []struct{ name, base, head, want, broken string }{
		{"ThroughItsEnum",
			a + "pub fn helper(x: u8) -> u8 { x }\npub enum E { helper(u8), Other { x: u8 }, Unit }\npub fn t() -> E { E::helper(1) }\n",
			a + "pub enum E { helper(u8), Other { x: u8 }, Unit }\npub fn t() -> E { E::helper(1) }\n",
			"symbol helper (src/lib.rs:2) removed; no references remain at head", ""},
		{"OwnEnumGlobbed",
			a + "use E::*;\npub fn helper(x: u8) -> E { E::helper(x) }\npub enum E { helper(u8) }\npub fn t() -> E { helper(1) }\n",
			a + "use E::*;\npub enum E { helper(u8) }\npub fn t() -> E { helper(1) }\n",
			"symbol helper (src/lib.rs:3) removed; its name is still used at src/lib.rs:4, not attributed (src/lib.rs imports E::*, whose items may supply it)", ""},
		{"OwnEnumReExported",
			a + "pub use self::E::*;\npub fn helper(x: u8) -> E { E::helper(x) }\npub enum E { helper(u8) }\npub fn t() -> E { helper(1) }\n",
			a + "pub use self::E::*;\npub enum E { helper(u8) }\npub fn t() -> E { helper(1) }\n",
			"symbol helper (src/lib.rs:3) removed; its name is still used at src/lib.rs:4, not attributed (src/lib.rs imports self::E::*, whose items may supply it)", ""},
		{"OwnModuleGlobbed",
			a + "pub mod o { pub fn helper() -> u8 { 1 } }\nuse o::*;\npub fn helper() -> u8 { 2 }\npub fn t() -> u8 { helper() }\n",
			a + "pub mod o { pub fn helper() -> u8 { 1 } }\nuse o::*;\npub fn t() -> u8 { helper() }\n",
			"symbol helper (src/lib.rs:4) removed; its name is still used at src/lib.rs:4, not attributed (src/lib.rs imports o::*, whose items may supply it)", ""},
		{"VariantUnderACfg",
			a + "use E::*;\npub fn helper(x: u8) -> E { E::helper(x) }\npub enum E { #[cfg(unix)] helper(u8), Other }\npub fn t() -> E { helper(1) }\n",
			a + "use E::*;\npub enum E { #[cfg(unix)] helper(u8), Other }\npub fn t() -> E { helper(1) }\n",
			"symbol helper (src/lib.rs:3) removed; its name is still used at src/lib.rs:4, not attributed (src/lib.rs imports E::*, whose items may supply it)", ""},
		{"GlobUnderACfg",
			a + "#[cfg(unix)]\nuse E::*;\npub fn helper(x: u8) -> E { E::helper(x) }\npub enum E { helper(u8) }\npub fn t() -> E { helper(1) }\n",
			a + "#[cfg(unix)]\nuse E::*;\npub enum E { helper(u8) }\npub fn t() -> E { helper(1) }\n",
			"symbol helper (src/lib.rs:4) removed; its name is still used at src/lib.rs:5, not attributed (src/lib.rs imports E::* only under #[cfg(unix)], which may supply it)", ""},
		{"ModuleOfTheNameUnderACfg",
			a + "use E::*;\npub fn helper(x: u8) -> E { E::helper(x) }\n#[cfg(not(unix))]\npub mod E { }\n#[cfg(unix)]\npub enum E { helper(u8) }\npub fn t() -> E { helper(1) }\n",
			a + "use E::*;\n#[cfg(not(unix))]\npub mod E { }\n#[cfg(unix)]\npub enum E { helper(u8) }\npub fn t() -> E { helper(1) }\n",
			"symbol helper (src/lib.rs:3) removed; its name is still used at src/lib.rs:7, not attributed (src/lib.rs imports E::*, whose items may supply it)", ""},
		{"EnumWithoutTheVariant",
			a + "use E::*;\npub fn helper(x: u8) -> E { E::other(x) }\npub enum E { other(u8) }\npub fn t() -> E { helper(1) }\n",
			a + "use E::*;\npub enum E { other(u8) }\npub fn t() -> E { helper(1) }\n",
			"symbol helper (src/lib.rs:3) removed at head but still referenced at src/lib.rs:4", "cannot find function `helper`"},
		{"StructVariantCalled",
			a + "use E::*;\npub fn helper(x: u8) -> E { E::helper { x } }\npub enum E { helper { x: u8 } }\npub fn t() -> E { helper(1) }\n",
			a + "use E::*;\npub enum E { helper { x: u8 } }\npub fn t() -> E { helper(1) }\n",
			"symbol helper (src/lib.rs:3) removed; its name is still used at src/lib.rs:4, not attributed (src/lib.rs imports E::*, whose items may supply it)", "expected function, found variant `helper`"},
		{"UnitVariantCalled",
			a + "use E::*;\npub fn helper(x: u8) -> E { E::helper }\npub enum E { helper }\npub fn t() -> E { helper(1) }\n",
			a + "use E::*;\npub enum E { helper }\npub fn t() -> E { helper(1) }\n",
			"symbol helper (src/lib.rs:3) removed; its name is still used at src/lib.rs:4, not attributed (src/lib.rs imports E::*, whose items may supply it)", "expected function, found `E`"},
		{"TupleVariantAsAType",
			a + "use E::*;\npub struct Foo;\npub enum E { Foo(u8) }\npub fn t(_x: Foo) {}\n",
			a + "use E::*;\npub enum E { Foo(u8) }\npub fn t(_x: Foo) {}\n",
			"symbol Foo (src/lib.rs:3) removed; its name is still used at src/lib.rs:4, not attributed (src/lib.rs imports E::*, whose items may supply it)", "expected type, found variant `Foo`"},
		{"ConstDefaultBlockBeforeTheBody",
			a + "pub const fn helper() -> usize { 3 }\npub enum E<const N: usize = { helper() }> { A([u8; N]) }\npub fn t() -> E { E::A([0; 3]) }\n",
			a + "pub enum E<const N: usize = { helper() }> { A([u8; N]) }\npub fn t() -> E { E::A([0; 3]) }\n",
			"symbol helper (src/lib.rs:2) removed at head but still referenced at src/lib.rs:2", "cannot find function `helper`"},
		{"TurbofishCommaInADiscriminant",
			a + "pub struct Bar(u32);\npub enum E { A = std::mem::size_of::<Result<u8, Bar>>() as isize, B }\n",
			a + "pub enum E { A = std::mem::size_of::<Result<u8, Bar>>() as isize, B }\n",
			"symbol Bar (src/lib.rs:2) removed at head but still referenced at src/lib.rs:2", "cannot find type `Bar`"},
		{"AnotherCratesGlobToo",
			a + "use E::*;\nuse std::mem::*;\npub fn swap(x: u8) -> E { E::swap(x) }\npub enum E { swap(u8) }\npub fn t() -> E { swap(1) }\n",
			a + "use E::*;\nuse std::mem::*;\npub enum E { swap(u8) }\npub fn t() -> E { swap(1) }\n",
			"symbol swap (src/lib.rs:4) removed; its name is still used at src/lib.rs:5, not attributed (src/lib.rs imports std::mem::*, which may supply it too)", "`swap` is ambiguous"},
		{"CalledInAnInlineModule",
			a + "pub fn helper(x: u8) -> E { E::helper(x) }\npub enum E { helper(u8) }\npub mod m { use super::*; pub fn t() -> super::E { helper(1) } }\n",
			a + "use E::*;\npub enum E { helper(u8) }\npub mod m { pub fn t() -> super::E { helper(1) } }\n",
			"symbol helper (src/lib.rs:2) removed; its name is still used at src/lib.rs:4, not attributed (src/lib.rs imports E::*, whose items may supply it)", "cannot find function `helper`"},
		{"GlobInAnInlineModuleOnly",
			a + "pub enum E { helper(u8) }\npub mod m { use super::E::*; }\npub fn helper(x: u8) -> E { E::helper(x) }\npub fn t() -> E { helper(1) }\n",
			a + "pub enum E { helper(u8) }\npub mod m { use super::E::*; }\npub fn t() -> E { helper(1) }\n",
			"symbol helper (src/lib.rs:4) removed at head but still referenced at src/lib.rs:4", "cannot find function `helper`"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{"Cargo.toml": rustManifest, "src/lib.rs": c.base}
			head := snapshot.Map{"Cargo.toml": rustManifest, "src/lib.rs": c.head}
			res, err := Analyze(Input{Base: base, Head: head, Changes: snapshot.Diff(base, head)})
			if err != nil {
				t.Fatal(err)
			}
			check(t, factStrings(res), c.want)
			cargoCheck(t, base, "")
			cargoCheck(t, head, c.broken)
		})
	}
}
