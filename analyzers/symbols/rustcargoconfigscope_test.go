package symbols

import "testing"

// cargo reads a .cargo/config.toml from the directory it runs in and
// each above it: one under another crate's test fixtures is not read
// for the crate (cargo checks the workspace with it in place), while
// one in the crate's own directory is.
func TestRustCargoConfigOfItsDirectoryAlone(t *testing.T) {
	t.Parallel()
	const deps = "[package]\nname = \"app\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\next = { path = \"../ext\" }\n"
	t.Run("Fixture", func(t *testing.T) {
		t.Parallel()
		base, head := rustStdShadowCase(deps, "pub fn f() -> u32 { 2 }\n")
		const config = "[patch\n"
		base["ext/tests/fixtures/proj/.cargo/config.toml"], head["ext/tests/fixtures/proj/.cargo/config.toml"] = config, config
		check(t, run(t, base, head), "symbol helper (app/src/lib.rs:1) removed; no references remain at head")
		cargoCheck(t, head, "")
	})
	t.Run("OwnDirectory", func(t *testing.T) {
		t.Parallel()
		base, head := rustStdShadowCase(deps, "pub fn f() -> u32 { log::info!() }\n")
		const config = "[patch.crates-io]\nlog = { path = \"vendor/log\" }\n"
		base["app/.cargo/config.toml"], head["app/.cargo/config.toml"] = config, config
		got := run(t, base, head)
		const want = "symbol helper (app/src/lib.rs:1) could not be checked (removed, but app/.cargo/config.toml overrides dependencies (patch)"
		if len(got) != 1 || len(got[0]) < len(want) || got[0][:len(want)] != want {
			t.Errorf("facts:\n%v\nwant one starting %q", got, want)
		}
	})
}
