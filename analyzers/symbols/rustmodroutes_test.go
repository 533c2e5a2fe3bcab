package symbols

import (
	"strings"
	"testing"
)

// Module paths rustc follows that the reading finds no module file for
// (an inline module, a module renamed or re-exported by use, a #[path]
// module, one a macro defines): a mention of the removed name through one
// may reach it, so the removal is never "no references remain". What
// plainly names no module (a type, a primitive, a declared crate, a type
// parameter) stays out of the count.
func TestRustModulePathsNotFollowed(t *testing.T) {
	t.Parallel()
	crate := func(lib, b string) map[string]string {
		return map[string]string{
			"Cargo.toml": "[package]\nname = \"m\"\nedition = \"2021\"\n\n[dependencies]\nother = \"1\"\n",
			"src/lib.rs": lib,
			"src/a.rs":   "pub fn helper() {}\npub fn keep() {}\n",
			"src/b.rs":   b,
		}
	}
	noHelper := map[string]string{"src/a.rs": "pub fn keep() {}\n"}
	const (
		gone      = "symbol helper (src/a.rs:1) removed; no references remain at head"
		unchecked = "symbol helper (src/a.rs:1) removed; its name is still used at src/b.rs:"
		renamed   = "crate::alias is no module file the reading found (an inline module, a use, #[path] or a macro may make it))"
	)
	runRouteCases(t, []routeCase{{
		name: "InlineModuleReexport",
		base: crate("mod a;\nmod b;\npub mod api {\n    pub use crate::a::helper;\n}\n", "pub fn f() { crate::api::helper(); }\n"),
		head: noHelper,
		want: []string{"symbol helper (src/a.rs:1) removed at head but still referenced at src/lib.rs:4"},
	}, {
		name: "InlineModuleStarReexport",
		base: crate("mod a;\nmod b;\npub mod api {\n    pub use crate::a::*;\n}\n", "pub fn f() { crate::api::helper(); }\n"),
		head: noHelper,
		want: []string{unchecked + "1, not attributed (crate::api is no module file the reading found (an inline module, a use, #[path] or a macro may make it))"},
	}, {
		name: "ModuleRenamedByUse",
		base: crate("mod a;\nmod b;\npub use a as alias;\n", "pub fn f() { crate::alias::helper(); }\n"),
		head: noHelper,
		want: []string{unchecked + "1, not attributed (" + renamed},
	}, {
		name: "ItemUseThroughRenamedModule",
		base: crate("mod a;\nmod b;\npub use a as alias;\n", "use crate::alias::helper;\npub fn f() { helper(); }\n"),
		head: noHelper,
		want: []string{unchecked + "1, src/b.rs:2, not attributed (" + renamed},
	}, {
		name: "StarUseThroughRenamedModule",
		base: crate("mod a;\nmod b;\npub use a as alias;\n", "use crate::alias::*;\npub fn f() { helper(); }\n"),
		head: noHelper,
		want: []string{unchecked + "2, not attributed (" + renamed},
	}, {
		name: "LocalInlineModule",
		base: crate("mod a;\nmod b;\n", "mod imp {\n    pub use crate::a::*;\n}\npub fn f() { imp::helper(); }\n"),
		head: noHelper,
		want: []string{unchecked + "4, not attributed (self::imp is no module file the reading found (an inline module, a use, #[path] or a macro may make it))"},
	}, {
		name: "LocalMacroModule",
		base: crate("mod a;\nmod b;\n", "cfg_if::cfg_if! {\n    if #[cfg(unix)] { use crate::a as imp; } else { use crate::a as imp; }\n}\npub fn f() { imp::helper(); }\n"),
		head: noHelper,
		want: []string{unchecked + "4, not attributed (imp may be a module a macro defines (src/b.rs invokes cfg_if! at its top level, which may define items))"},
	}, {
		name: "ModuleFromAStarImport",
		base: map[string]string{
			"Cargo.toml": "[package]\nname = \"m\"\nedition = \"2021\"\n",
			"src/lib.rs": "mod a;\nmod b;\nmod c;\n",
			"src/a.rs":   "pub fn helper() {}\npub fn keep() {}\n",
			"src/c.rs":   "pub mod imp {\n    pub use crate::a::*;\n}\n",
			"src/b.rs":   "use crate::c::*;\npub fn f() { imp::helper(); }\n",
		},
		head: noHelper,
		want: []string{unchecked + "2, not attributed (its star import of crate::c may bring a module imp)"},
	}, {
		name: "UndeclaredFirstSegment",
		base: crate("mod a;\nmod b;\n", "pub fn f() { gen::helper(); }\n"),
		head: noHelper,
		want: []string{unchecked + "1, not attributed (gen is no crate the manifest declares and no module the reading found)"},
	}, {
		name: "PathAttribute",
		base: map[string]string{
			"Cargo.toml":         "[package]\nname = \"m\"\nedition = \"2021\"\n",
			"src/lib.rs":         "#[path = \"impl/a_impl.rs\"]\nmod a;\nmod b;\n",
			"src/impl/a_impl.rs": "pub fn helper() {}\npub fn keep() {}\n",
			"src/b.rs":           "pub fn f() { crate::a::helper(); }\n",
		},
		head: map[string]string{"src/impl/a_impl.rs": "pub fn keep() {}\n"},
		want: []string{"symbol helper (src/impl/a_impl.rs:1) removed at head but still referenced at src/b.rs:1"},
	}, {
		name: "TypePathsAreNoReference",
		base: crate("mod a;\nmod b;\n", "use crate::b::S as Alias;\npub struct S;\nimpl S { pub fn helper() {} }\npub fn f() { S::helper(); crate::b::S::helper(); Alias::helper(); }\npub fn g<T: Tr>() { T::helper(); }\npub trait Tr { fn helper(); }\n"),
		head: noHelper,
		want: []string{gone},
	}, {
		name: "PathLongerThanTheReadingFollows",
		base: crate("mod a;\nmod b;\n", "pub fn f() { crate"+strings.Repeat("::x", 20)+"::helper(); }\n"),
		head: noHelper,
		want: []string{unchecked + "1, not attributed (a path longer than the reading follows)"},
	}, {
		name: "TypePathsWithGenericsAreNoReference",
		base: crate("mod a;\nmod b;\n", "pub struct S<T>(T);\nimpl<T> S<T> { pub fn helper() {} }\npub trait Tr { fn helper(); }\nimpl Tr for u8 { fn helper() {} }\npub fn f() { S::<u8>::helper(); <u8 as Tr>::helper(); }\n"),
		head: noHelper,
		want: []string{gone},
	}, {
		name: "CratesAndPrimitivesAreNoReference",
		base: crate("mod a;\nmod b;\n", "use other as o;\npub fn f() { std::helper(); other::helper(); o::helper(); str::helper(); ::other::helper(); }\n"),
		head: noHelper,
		want: []string{gone},
	}})
}
