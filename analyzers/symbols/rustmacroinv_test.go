package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

const rustManifest = "[package]\nname = \"m\"\nversion = \"0.1.0\"\nedition = \"2021\"\n"

// A macro_rules! macro comes into scope by #[macro_use], #[macro_export]
// and textual order, not by the paths the reader follows: an invocation
// of a removed one is ambiguous, never "no references remain" (cargo
// check fails on the head).
func TestRustMacroInvocationIsAmbiguous(t *testing.T) {
	base := snapshot.Map{"Cargo.toml": rustManifest,
		"src/lib.rs":    "#[macro_use]\nmod macros;\npub fn run() -> u32 { helper!() + keep!() }\n",
		"src/macros.rs": "macro_rules! helper {\n    () => { 1 };\n}\nmacro_rules! keep {\n    () => { 2 };\n}\n"}
	head := clone(base)
	head["src/macros.rs"] = "macro_rules! keep {\n    () => { 2 };\n}\n"
	check(t, run(t, base, head), "symbol helper (src/macros.rs:1) removed; its name is still used at src/lib.rs:3, not attributed (a macro_rules! macro, which #[macro_use], #[macro_export] and textual order bring into scope)")
	cargoCheck(t, base, "")
	cargoCheck(t, head, "cannot find macro `helper`")
}
