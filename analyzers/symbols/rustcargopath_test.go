package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A path dependency named as a common crate is the repository's crate
// of that name, not the registry's: its log::info! is its procedural
// macro, here one expanding to crate::helper (cargo fails on the head).
func TestRustPathDependencyNamedAsACommonCrate(t *testing.T) {
	t.Parallel()
	files := func(helper string) snapshot.Map {
		m := rustAttrMacroExt()
		m["Cargo.toml"] = "[workspace]\nmembers = [\"app\", \"log\"]\nresolver = \"2\"\n"
		m["log/Cargo.toml"] = "[package]\nname = \"log\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[lib]\nproc-macro = true\n"
		m["log/src/lib.rs"] = m["ext/src/lib.rs"]
		delete(m, "ext/Cargo.toml")
		delete(m, "ext/src/lib.rs")
		m["app/Cargo.toml"] = "[package]\nname = \"app\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nlog = { path = \"../log\" }\n"
		m["app/src/lib.rs"] = helper + "pub fn f() -> u32 { log::info!() }\n"
		return m
	}
	base, head := files("pub fn helper() -> u32 { 1 }\n"), files("")
	check(t, run(t, base, head), "symbol helper (app/src/lib.rs:1) could not be checked (removed, but app/src/lib.rs invokes info! below its top level (line 1), a macro no file of the repository defines, whose expansion may define or name it)")
	cargoCheck(t, base, "")
	cargoCheck(t, head, "cannot find function `helper`")
}
