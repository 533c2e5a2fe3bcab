package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A module whose file went, its items now another crate's of the
// workspace, which the crate re-exports (pub use core::*): a path
// through the module (crate::de::IgnoredAny) resolves there, as rustc
// resolves it, so the moved item is no removal still referenced; where
// that crate lacks the name the use is the removal's; where the reading
// cannot tell which module the path names, the claim is unchecked.
// (cargo check passes the PackageRename head with the extern crate
// rename added, and fails NameGoneFromTheOtherCrateToo's with E0432.)
func TestRustModuleMovedBehindACrateGlob(t *testing.T) {
	const uses = "use crate::de::IgnoredAny;\npub fn f() -> IgnoredAny { IgnoredAny }\n"
	workspace := func(dep string) map[string]string {
		return map[string]string{
			"Cargo.toml":            "[workspace]\nmembers = [\"facade\", \"core\"]\n",
			"facade/Cargo.toml":     "[package]\nname = \"facade\"\nedition = \"2021\"\n\n[dependencies]\n" + dep + "\n",
			"facade/src/lib.rs":     "pub mod de;\npub mod private;\n",
			"facade/src/de.rs":      "pub struct IgnoredAny;\npub struct Gone;\n",
			"facade/src/private.rs": uses,
			"core/Cargo.toml":       "[package]\nname = \"corex\"\nedition = \"2021\"\n",
			"core/src/lib.rs":       "pub fn keep() {}\n",
		}
	}
	const plain = "corex = { path = \"../core\" }"
	moved := func(lib, coreDe string) map[string]string {
		return map[string]string{
			"facade/src/lib.rs": lib,
			"facade/src/de.rs":  "",
			"core/src/lib.rs":   "pub mod de;\npub fn keep() {}\n",
			"core/src/de.rs":    coreDe,
		}
	}
	const gone = "symbol Gone (facade/src/de.rs:2) removed; no references remain at head"
	// The mod line went: its own fact, whatever the path resolves to.
	const modGone = "symbol de (facade/src/lib.rs:1) could not be checked (a module's item of that name is gone or less visible at head (one #[cfg] variant, or its pub); uses through its module path are not checked)"
	const unfollowed = "symbol IgnoredAny (facade/src/de.rs:1) removed; its name is still used at facade/src/private.rs:1, facade/src/private.rs:2, not attributed (crate::de is no module file the reading found (an inline module, a use, #[path] or a macro may make it))"
	const here = "pub struct IgnoredAny;\n"
	for _, c := range []routeCase{{
		name: "RootGlob",
		base: workspace(plain),
		head: moved("pub use corex::*;\npub mod private;\n", here),
		want: []string{gone, modGone},
	}, {
		name: "SelfAndGlob",
		base: workspace(plain),
		head: moved("pub use corex::{self, *};\npub mod private;\n", here),
		want: []string{gone, modGone},
	}, {
		name: "DocInlineGlob",
		base: workspace(plain),
		head: moved("#[doc(inline)]\npub use corex::*;\npub mod private;\n", here),
		want: []string{gone, modGone},
	}, {
		name: "ExternCrateRename",
		base: workspace(plain),
		head: moved("extern crate corex as core2;\npub use core2::*;\npub mod private;\n", here),
		want: []string{gone, modGone},
	}, {
		name: "PackageRename",
		base: workspace("core2 = { path = \"../core\", package = \"corex\" }"),
		head: moved("pub use core2::*;\npub mod private;\n", here),
		want: []string{gone, modGone},
	}, {
		name: "NamedModuleUse",
		base: workspace(plain),
		head: moved("pub use corex::de;\npub mod private;\n", here),
		want: []string{gone},
	}, {
		// The other crate's root globs a module of its own that
		// declares de.
		name: "GlobOfAGlob",
		base: workspace(plain),
		head: map[string]string{
			"facade/src/lib.rs":    "pub use corex::*;\npub mod private;\n",
			"facade/src/de.rs":     "",
			"core/src/lib.rs":      "mod inner;\npub use inner::*;\npub fn keep() {}\n",
			"core/src/inner.rs":    "pub mod de;\n",
			"core/src/inner/de.rs": here,
		},
		want: []string{gone, modGone},
	}, {
		// Globs of each other on the way: asked once each.
		name: "GlobCycle",
		base: workspace(plain),
		head: map[string]string{
			"facade/src/lib.rs":   "mod inner;\npub use inner::*;\npub mod private;\n",
			"facade/src/inner.rs": "pub use crate::*;\npub use corex::*;\n",
			"facade/src/de.rs":    "",
			"core/src/lib.rs":     "pub mod de;\npub fn keep() {}\n",
			"core/src/de.rs":      here,
		},
		want: []string{gone, modGone},
	}, {
		// The glob sits in a submodule: crate::api::de goes through it.
		name: "GlobInASubmodule",
		base: map[string]string{
			"Cargo.toml":            "[workspace]\nmembers = [\"facade\", \"core\"]\n",
			"facade/Cargo.toml":     "[package]\nname = \"facade\"\nedition = \"2021\"\n\n[dependencies]\n" + plain + "\n",
			"facade/src/lib.rs":     "pub mod api;\npub mod private;\n",
			"facade/src/api.rs":     "pub mod de;\n",
			"facade/src/api/de.rs":  "pub struct IgnoredAny;\npub struct Gone;\n",
			"facade/src/private.rs": "use crate::api::de::IgnoredAny;\npub fn f() -> IgnoredAny { IgnoredAny }\n",
			"core/Cargo.toml":       "[package]\nname = \"corex\"\nedition = \"2021\"\n",
			"core/src/lib.rs":       "pub fn keep() {}\n",
		},
		head: map[string]string{
			"facade/src/api.rs":    "pub use corex::*;\n",
			"facade/src/api/de.rs": "",
			"core/src/lib.rs":      "pub mod de;\npub fn keep() {}\n",
			"core/src/de.rs":       here,
		},
		want: []string{"symbol Gone (facade/src/api/de.rs:2) removed; no references remain at head",
			"symbol de (facade/src/api.rs:1) could not be checked (a module's item of that name is gone or less visible at head (one #[cfg] variant, or its pub); uses through its module path are not checked)"},
	}, {
		// Only some builds re-export the crate: in the others
		// crate::de fails, which the reading does not weigh.
		name: "CfgdGlob",
		base: workspace(plain),
		head: moved("#[cfg(feature = \"x\")]\npub use corex::*;\npub mod private;\n", here),
		want: []string{unfollowed, gone, modGone},
	}, {
		// The other crate, read whole, no longer has the name: the
		// use is the removal's (cargo: unresolved import).
		name: "NameGoneFromTheOtherCrateToo",
		base: workspace(plain),
		head: moved("pub use corex::*;\npub mod private;\n", "pub struct Other;\n"),
		want: []string{
			"symbol IgnoredAny (facade/src/de.rs:1) removed at head but still referenced at facade/src/private.rs:1, facade/src/private.rs:2",
			gone,
			"symbol Other (core/src/de.rs:1) added; nothing at head references it (exported: uses outside the repository are not seen)",
			modGone,
		},
	}, {
		// There a macro call may define it: unchecked.
		name: "OtherCrateMayMakeItByAMacro",
		base: workspace(plain),
		head: moved("pub use corex::*;\npub mod private;\n", "make_items!();\npub struct Other;\n"),
		want: []string{
			"symbol IgnoredAny (facade/src/de.rs:1) removed; its name is still used at facade/src/private.rs:1, facade/src/private.rs:2, not attributed (core/src/de.rs, which the module path now names, has a glob use, an extern block or a macro call, which may supply it)",
			gone,
			"symbol Other (core/src/de.rs:2) added; nothing at head references it (exported: uses outside the repository are not seen)",
			modGone,
		},
	}, {
		// A glob of a crate the reading does not resolve may bring
		// a module de: unchecked, not dangling.
		name: "GlobOfAnUnresolvedCrate",
		base: workspace(plain + "\nregistry = \"1\""),
		head: map[string]string{
			"facade/src/lib.rs": "pub use registry::*;\npub mod private;\n",
			"facade/src/de.rs":  "",
		},
		want: []string{unfollowed, gone,
			"symbol de (facade/src/lib.rs:1) could not be checked (a module's item of that name is gone at head; uses through its module path are not checked)"},
	}} {
		t.Run(c.name, func(t *testing.T) {
			base, head := snapshot.Map{}, snapshot.Map{}
			for p, src := range c.base {
				base[p], head[p] = src, src
			}
			for p, src := range c.head {
				if head[p] = src; src == "" {
					delete(head, p)
				}
			}
			check(t, run(t, base, head), c.want...)
		})
	}
}
