package symbols

import (
	"fmt"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A bare name rustc resolves to a binding or an item of the block it is
// used in never reaches a glob import: removing the globbed item leaves
// no reference there, and cargo check passes on the head. Where no such
// binding is in scope (a method is no bare name; an inline module sees
// nothing of the block around it) the use still names the removed item,
// and cargo check fails.
func TestRustBlockBindingsShadowAGlob(t *testing.T) {
	t.Parallel()
	const (
		gone    = "symbol g (src/inner.rs:2) removed; no references remain at head"
		dangles = "symbol g (src/inner.rs:2) removed at head but still referenced at src/lib.rs:3"
	)
	for _, c := range []struct{ name, lib, want, broken string }{
		{"ClosureParameter", "pub fn u() { let _ = |g: fn()| g(); }", gone, ""},
		{"MethodParameter", "pub struct S; impl S { pub fn u(g: fn()) { g() } }", gone, ""},
		{"InlineModuleFunctionParameter", "pub mod m { pub fn u(g: fn()) { g() } }", gone, ""},
		{"FunctionInABody", "pub fn u() { fn g() {} g(); }", gone, ""},
		{"InlineModuleItem", "pub mod m { use crate::inner::*; fn g() {} pub fn u() { g() } }", gone, ""},
		{"ForeignFunction", "extern \"C\" { fn g(); } pub fn u() { unsafe { g() } }", gone, ""},
		{"EnumInABodyIsNoValue", "#[allow(non_camel_case_types)] pub fn u() { enum g {} g(); }", dangles, "expected function, found enum `g`"},
		{"TraitInABodyIsNoValue", "#[allow(non_camel_case_types)] pub fn u() { trait g {} g(); }", dangles, "expected function, found trait `g`"},
		{"UnitStructInABody", "#[allow(non_camel_case_types)] pub fn u() { struct g; let _ = g; }", gone, ""},
		{"GenericTupleStructInABody", "#[allow(non_camel_case_types)] pub fn u() { struct g<T>(T); let _ = g(1); }", gone, ""},
		{"MethodIsNoBareName", "pub struct S; impl S { fn g(&self) {} pub fn u(&self) { g() } }", dangles, "cannot find function `g`"},
		{"NestedModuleSeesNoBodyItem", "pub fn u() { fn g() {} g(); mod n { use crate::inner::*; pub fn v() { g() } } }", dangles, "cannot find function `g`"},
		{"NestedModuleSeesNoLet", "pub fn u() { let g = 1; let _ = g; mod n { use crate::inner::*; pub fn v() { g() } } }", dangles, "cannot find function `g`"},
		{"NestedModuleSeesNoParameter", "pub fn u(g: u8) { let _ = g; mod n { use crate::inner::*; pub fn v() { g() } } }", dangles, "cannot find function `g`"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{
				"Cargo.toml":   rustManifest,
				"src/lib.rs":   "#![allow(dead_code, unused_imports)]\nmod inner;\nuse crate::inner::*; " + c.lib + "\n",
				"src/inner.rs": "pub fn keep() {}\npub fn g() {}\n",
			}
			head := checkChange(t, base, map[string]string{"src/inner.rs": "pub fn keep() {}\n"}, c.want)
			cargoCheck(t, snapshot.Map(base), "")
			cargoCheck(t, snapshot.Map(head), c.broken)
		})
	}
}

// An inline module of many functions (a test module) is read in time
// linear in its size, each item's scope found once, not by a scan of the
// module per item.
func TestRustBlockItemsReadInLinearTime(t *testing.T) {
	var lib strings.Builder
	lib.WriteString("mod inner;\npub fn u() { inner::keep(); }\n#[cfg(test)]\nmod tests {\n    use super::*;\n")
	for i := range 3000 {
		fmt.Fprintf(&lib, "    #[test]\n    fn t%d() { let x = %d; assert_eq!(x, %d); inner::keep(); }\n", i, i, i)
	}
	lib.WriteString("}\n")
	base := map[string]string{
		"Cargo.toml":   rustManifest,
		"src/lib.rs":   lib.String(),
		"src/inner.rs": "pub fn keep() {}\npub fn g() {}\n",
	}
	checkChange(t, base, map[string]string{"src/inner.rs": "pub fn keep() {}\n"},
		"symbol g (src/inner.rs:2) removed; no references remain at head")
}
