package symbols

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A Rust function exported by its symbol (#[no_mangle] extern "C") is
// called from C by that name: removing it while the crate's C still
// calls it breaks the link, though cargo check passes. A C or C++ file
// that names it leaves the removal unchecked, never "no references
// remain". cargo build shows the link fail; at base it builds.
func TestRustNamedFromCUnchecked(t *testing.T) {
	t.Parallel()
	const buildRs = `use std::process::Command;

fn main() {
    let out = std::env::var("OUT_DIR").unwrap();
    let ok = Command::new("cc").args(["-c", "csrc/shim.c", "-o"]).arg(format!("{out}/shim.o")).status().unwrap().success();
    assert!(ok);
    let ok = Command::new("ar").arg("rcs").arg(format!("{out}/libshim.a")).arg(format!("{out}/shim.o")).status().unwrap().success();
    assert!(ok);
    println!("cargo:rustc-link-search=native={out}");
    println!("cargo:rustc-link-lib=static=shim");
}
`
	const helper = "#[no_mangle]\npub extern \"C\" fn rust_helper() -> i32 {\n    41\n}\n\n"
	mainRs := func(withHelper bool) string {
		s := "extern \"C\" {\n    fn shim_call() -> i32;\n}\n\n"
		if withHelper {
			s += helper
		}
		return s + "#[no_mangle]\npub extern \"C\" fn rust_other() -> i32 {\n    1\n}\n\nfn main() {\n    println!(\"{}\", unsafe { shim_call() });\n}\n"
	}
	for _, shim := range []string{"csrc/shim.c", "native/shim.cpp", "include/ffi.h"} {
		t.Run(shim, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{
				"Cargo.toml":  "[package]\nname = \"ffi\"\nversion = \"0.1.0\"\nedition = \"2021\"\n",
				"build.rs":    buildRs,
				"src/main.rs": mainRs(true),
				shim:          "int rust_helper(void);\n\nint shim_call(void) { return rust_helper() + 1; }\n",
			}
			head := clone(base)
			head["src/main.rs"] = mainRs(false)
			want := "symbol rust_helper (src/main.rs:6) could not be checked (" + shim + " names it"
			if got := strings.Join(run(t, base, head), "\n"); !strings.Contains(got, want) {
				t.Errorf("facts:\n%s\nwant %q", got, want)
			}
			if shim != "csrc/shim.c" {
				return
			}
			cargo(t, base, "", "build")
			cargo(t, head, "rust_helper", "build")
		})
	}
}
