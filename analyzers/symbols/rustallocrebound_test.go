package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A name of the standard library's crates bound to another thing (a
// Cargo rename, extern crate … as, a module of the name) is that
// thing: an attribute brought from it by a use is its macro, here
// ext's main, whose expansion calls crate::helper (cargo fails on each
// head once helper is gone). "No references remain" does not hold.
func TestRustStdCrateNameReboundByUse(t *testing.T) {
	t.Parallel()
	const deps = "[package]\nname = \"app\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\n"
	const pkg = deps + "ext = { path = \"../ext\" }\n"
	const renamed = deps + "alloc = { package = \"ext\", path = \"../ext\" }\n"
	for _, c := range []struct{ name, manifest, lib, why string }{
		{"CargoRename", renamed, "use alloc::main;\n#[main]\nfn g() {}\n", "#[main] (line 2)"},
		{"CargoRenameAs", renamed, "use alloc::main as entry;\n#[entry]\nfn g() {}\n", "#[entry] (line 2)"},
		{"ExternCrateAs", pkg, "extern crate ext as alloc;\nuse alloc::main;\n#[main]\nfn g() {}\n", "#[main] (line 3)"},
		{"Module", pkg, "mod alloc {\n    pub use ext::main;\n}\nuse alloc::main;\n#[main]\nfn g() {}\n", "#[main] (line 5)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base, head := rustAttrMacroExt(), rustAttrMacroExt()
			for _, m := range []snapshot.Map{base, head} {
				m["app/Cargo.toml"] = c.manifest
			}
			base["app/src/lib.rs"], head["app/src/lib.rs"] = "pub fn helper() -> u32 { 1 }\n"+c.lib, c.lib
			check(t, run(t, base, head), "symbol helper (app/src/lib.rs:1) could not be checked (removed, but app/src/lib.rs applies the attribute "+c.why+
				", a procedural macro no file of the repository expands, whose expansion may define or name it)")
			cargoCheck(t, base, "")
			cargoCheck(t, head, "cannot find function `helper`")
		})
	}
}
