package symbols

import (
	"strings"
	"testing"
	"time"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A module whose file went, its items now another crate's of the
// workspace, which the crate re-exports (pub use core::*): a path
// through the module (crate::de::IgnoredAny) may resolve there, as
// rustc may resolve it, but whether it does turns on what the reading
// does not weigh (the pub of the use, the module and the item, a
// #[cfg], the crate's dependencies, a glob clash, a local item hiding
// the glob), so the claim is unchecked with the route as its reason:
// never dangling, never verified. (cargo check passes RootGlob and
// fails every row from PrivateModuleBehindAGlob on.)
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
	const here = "pub struct IgnoredAny;\n"
	viaUse := func(q, route string) string {
		return "symbol IgnoredAny (facade/src/de.rs:1) removed; its name is still used at facade/src/private.rs:1, facade/src/private.rs:2, not attributed (" + q + "'s file is gone at head and a re-export may bring the module (" + route + "), which the reading does not check as rustc does (pub, #[cfg], dependencies, glob clashes))"
	}
	rootGlob := viaUse("crate::de", "use corex::* in facade/src/lib.rs, which reaches core/src/lib.rs")
	namedUse := viaUse("crate::de", "use corex::de in facade/src/lib.rs")
	noDep := map[string]string{"facade/Cargo.toml": "[package]\nname = \"facade\"\nedition = \"2021\"\n"}
	with := func(m map[string]string, more map[string]string) map[string]string {
		for k, v := range more {
			m[k] = v
		}
		return m
	}
	for _, c := range []routeCase{{
		name: "RootGlob",
		base: workspace(plain),
		head: moved("pub use corex::*;\npub mod private;\n", here),
		want: []string{rootGlob, gone, modGone},
	}, {
		name: "SelfAndGlob",
		base: workspace(plain),
		head: moved("pub use corex::{self, *};\npub mod private;\n", here),
		want: []string{rootGlob, gone, modGone},
	}, {
		name: "DocInlineGlob",
		base: workspace(plain),
		head: moved("#[doc(inline)]\npub use corex::*;\npub mod private;\n", here),
		want: []string{rootGlob, gone, modGone},
	}, {
		name: "ExternCrateRename",
		base: workspace(plain),
		head: moved("extern crate corex as core2;\npub use core2::*;\npub mod private;\n", here),
		want: []string{viaUse("crate::de", "use core2::* in facade/src/lib.rs, which reaches core/src/lib.rs"), gone, modGone},
	}, {
		name: "PackageRename",
		base: workspace("core2 = { path = \"../core\", package = \"corex\" }"),
		head: moved("pub use core2::*;\npub mod private;\n", here),
		want: []string{viaUse("crate::de", "use core2::* in facade/src/lib.rs, which reaches core/src/lib.rs"), gone, modGone},
	}, {
		name: "NamedModuleUse",
		base: workspace(plain),
		head: moved("pub use corex::de;\npub mod private;\n", here),
		want: []string{namedUse, gone},
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
		want: []string{viaUse("crate::de", "use corex::* in facade/src/lib.rs, which reaches core/src/inner.rs"), gone, modGone},
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
		want: []string{viaUse("crate::de", "use inner::* in facade/src/lib.rs, which reaches core/src/lib.rs"), gone, modGone},
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
		want: []string{"symbol IgnoredAny (facade/src/api/de.rs:1) removed; its name is still used at facade/src/private.rs:1, facade/src/private.rs:2, not attributed (crate::api::de's file is gone at head and a re-export may bring the module (use corex::* in facade/src/api.rs, which reaches core/src/lib.rs), which the reading does not check as rustc does (pub, #[cfg], dependencies, glob clashes))",
			"symbol Gone (facade/src/api/de.rs:2) removed; no references remain at head",
			"symbol de (facade/src/api.rs:1) could not be checked (a module's item of that name is gone or less visible at head (one #[cfg] variant, or its pub); uses through its module path are not checked)"},
	}, {
		// Only some builds re-export the crate: in the others
		// crate::de fails, which the reading does not weigh.
		name: "CfgdGlob",
		base: workspace(plain),
		head: moved("#[cfg(feature = \"x\")]\npub use corex::*;\npub mod private;\n", here),
		want: []string{viaUse("crate::de", "use corex::* in facade/src/lib.rs, a glob under a #[cfg] on the way"), gone, modGone},
	}, {
		// The other crate no longer has the name (cargo: unresolved
		// import): the reading does not weigh it, so unchecked.
		name: "NameGoneFromTheOtherCrateToo",
		base: workspace(plain),
		head: moved("pub use corex::*;\npub mod private;\n", "pub struct Other;\n"),
		want: []string{
			rootGlob,
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
			rootGlob,
			gone,
			// No file defines make_items!, whose expansion may name it.
			"symbol Other (core/src/de.rs:2) could not be checked (added, but core/src/de.rs invokes make_items! at its top level (line 1), a macro no file of the repository defines, whose expansion may define or name it)",
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
		want: []string{viaUse("crate::de", "use registry::* in facade/src/lib.rs, a glob the reading does not resolve on the way"), gone,
			"symbol de (facade/src/lib.rs:1) could not be checked (a module's item of that name is gone at head; uses through its module path are not checked)"},
	}, {
		// The glob imports only what is pub; de is private there.
		name: "PrivateModuleBehindAGlob",
		base: workspace(plain),
		head: with(moved("pub use corex::*;\npub mod private;\n", here), map[string]string{"core/src/lib.rs": "mod de;\npub fn keep() {}\n"}),
		want: []string{rootGlob, gone, modGone},
	}, {
		// facade's glob is private: another crate's facade::de fails.
		name: "PrivateGlobUsedFromAnotherCrate",
		base: with(workspace(plain), map[string]string{
			"Cargo.toml":            "[workspace]\nmembers = [\"facade\", \"core\", \"user\"]\n",
			"facade/src/private.rs": "pub fn f() {}\n",
			"user/Cargo.toml":       "[package]\nname = \"user\"\nedition = \"2021\"\n\n[dependencies]\nfacade = { path = \"../facade\" }\n",
			"user/src/lib.rs":       "use facade::de::IgnoredAny;\npub fn g() -> IgnoredAny { IgnoredAny }\n",
		}),
		head: moved("use corex::*;\npub mod private;\n", here),
		want: []string{
			"symbol IgnoredAny (facade/src/de.rs:1) removed; its name is still used at user/src/lib.rs:1, user/src/lib.rs:2, not attributed (facade::de's file is gone at head and a re-export may bring the module (use corex::* in facade/src/lib.rs, which reaches core/src/lib.rs), which the reading does not check as rustc does (pub, #[cfg], dependencies, glob clashes))",
			gone, modGone},
	}, {
		name: "GlobOfACrateNoLongerADependency",
		base: workspace(plain),
		head: with(moved("pub use corex::*;\npub mod private;\n", here), noDep),
		want: []string{rootGlob, gone, modGone},
	}, {
		name: "GlobOfACfgdModule",
		base: workspace(plain),
		head: with(moved("pub use corex::*;\npub mod private;\n", here), map[string]string{"core/src/lib.rs": "#[cfg(feature = \"de\")]\npub mod de;\npub fn keep() {}\n"}),
		want: []string{rootGlob, gone, modGone},
	}, {
		// Two globs bring a module de: ambiguous (E0659).
		name: "TwoGlobsBringDe",
		base: workspace(plain),
		head: with(moved("mod a;\npub use a::*;\npub use corex::*;\npub mod private;\n", here), map[string]string{"facade/src/a.rs": "pub mod de { pub struct Other; }\n"}),
		want: []string{viaUse("crate::de", "use a::* in facade/src/lib.rs, which reaches facade/src/a.rs"), gone, modGone},
	}, {
		// The other crate's glob of its module is private.
		name: "PrivateGlobInTheOtherCrate",
		base: workspace(plain),
		head: map[string]string{
			"facade/src/lib.rs":    "pub use corex::*;\npub mod private;\n",
			"facade/src/de.rs":     "",
			"core/src/lib.rs":      "mod inner;\nuse inner::*;\npub fn keep() {}\n",
			"core/src/inner.rs":    "pub mod de;\n",
			"core/src/inner/de.rs": here,
		},
		want: []string{viaUse("crate::de", "use corex::* in facade/src/lib.rs, which reaches core/src/inner.rs"), gone, modGone},
	}, {
		name: "CrateVisibleModuleBehindAGlob",
		base: workspace(plain),
		head: with(moved("pub use corex::*;\npub mod private;\n", here), map[string]string{"core/src/lib.rs": "pub(crate) mod de;\npub fn keep() {}\n"}),
		want: []string{rootGlob, gone, modGone},
	}, {
		// A local item named de hides the glob's module.
		name: "LocalItemHidesTheGlob",
		base: workspace(plain),
		head: moved("pub use corex::*;\n#[allow(non_camel_case_types)]\npub struct de;\npub mod private;\n", here),
		want: []string{rootGlob, gone},
	}, {
		name: "CrateVisibleItemBehindAGlob",
		base: workspace(plain),
		head: moved("pub use corex::*;\npub mod private;\n", "pub(crate) struct IgnoredAny;\n"),
		want: []string{rootGlob, gone, modGone},
	}, {
		name: "NamedUseOfAPrivateModule",
		base: workspace(plain),
		head: with(moved("pub use corex::de;\npub mod private;\n", here), map[string]string{"core/src/lib.rs": "mod de;\npub fn keep() {}\n"}),
		want: []string{namedUse, gone},
	}, {
		name: "NamedUseOfACrateVisibleItem",
		base: workspace(plain),
		head: moved("pub use corex::de;\npub mod private;\n", "pub(crate) struct IgnoredAny;\n"),
		want: []string{namedUse, gone},
	}, {
		name: "NamedUseOfACrateNoLongerADependency",
		base: workspace(plain),
		head: with(moved("pub use corex::de;\npub mod private;\n", here), noDep),
		want: []string{namedUse, gone},
	}, {
		name: "NamedUseOfACfgdModule",
		base: workspace(plain),
		head: with(moved("pub use corex::de;\npub mod private;\n", here), map[string]string{"core/src/lib.rs": "#[cfg(feature = \"de\")]\npub mod de;\npub fn keep() {}\n"}),
		want: []string{namedUse, gone},
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

// A module whose file went, made again by what the reading does not
// see in the file that declared it or in a file its glob re-export
// reaches: a macro invoked there (mk!() expanding to pub mod de { … }),
// or an include! of code not read. A path through it (crate::de::X, or
// another crate's a::de::X) may name the module made so, as rustc
// resolves it (cargo check passes the head): the use is not attributed,
// never dangling.
func TestRustGoneModuleMadeAgainUnseen(t *testing.T) {
	t.Parallel()
	const mk = "macro_rules! mk { () => { pub mod de { pub struct X; } } }\nmk!();\n"
	const uses = "use crate::de::X;\npub fn f() -> X { crate::de::X }\n"
	const other = "use a::de::X;\npub fn f() -> X { a::de::X }\n"
	man := func(n, deps string) string {
		return "[package]\nname = \"" + n + "\"\nversion = \"0.1.0\"\nedition = \"2021\"\n" + deps
	}
	for _, c := range []struct {
		name       string
		base, head snapshot.Map
		want       []string
	}{{
		name: "OwnMacro",
		base: snapshot.Map{"Cargo.toml": rustManifest, "src/lib.rs": "pub mod de;\npub mod u;\n", "src/de.rs": "pub struct X;\n", "src/u.rs": uses},
		head: snapshot.Map{"Cargo.toml": rustManifest, "src/lib.rs": mk + "pub mod u;\n", "src/u.rs": uses},
		want: []string{"symbol X (src/de.rs:1) removed; its name is still used at src/u.rs:1, src/u.rs:2, not attributed (crate::de is no module file the reading found (an inline module, a use, #[path] or a macro may make it))", "symbol de (src/lib.rs:1) could not be checked (a module's item of that name is gone or less visible at head (one #[cfg] variant, or its pub); uses through its module path are not checked)"},
	}, {
		name: "GlobbedFileMacro",
		base: snapshot.Map{"Cargo.toml": rustManifest, "src/lib.rs": "pub mod de;\nmod inner;\npub use inner::*;\npub mod u;\n", "src/de.rs": "pub struct X;\n", "src/inner.rs": "\n", "src/u.rs": uses},
		head: snapshot.Map{"Cargo.toml": rustManifest, "src/lib.rs": "mod inner;\npub use inner::*;\npub mod u;\n", "src/inner.rs": mk, "src/u.rs": uses},
		want: []string{"symbol X (src/de.rs:1) removed; its name is still used at src/u.rs:1, src/u.rs:2, not attributed (crate::de's file is gone at head and a re-export may bring the module (use inner::* in src/lib.rs, which reaches src/inner.rs, which may make it), which the reading does not check as rustc does (pub, #[cfg], dependencies, glob clashes))", "symbol de (src/lib.rs:1) could not be checked (a module's item of that name is gone or less visible at head (one #[cfg] variant, or its pub); uses through its module path are not checked)"},
	}, {
		name: "OwnInclude",
		base: snapshot.Map{"Cargo.toml": rustManifest, "src/lib.rs": "pub mod de;\npub mod u;\n", "src/de.rs": "pub struct X;\n", "src/u.rs": uses},
		head: snapshot.Map{"Cargo.toml": rustManifest, "src/lib.rs": "include!(\"../gen.in\");\npub mod u;\n", "gen.in": "pub mod de { pub struct X; }\n", "src/u.rs": uses},
		want: []string{"symbol X (src/de.rs:1) removed; its name is still used at src/u.rs:1, src/u.rs:2, not attributed (crate::de is no module file the reading found (an inline module, a use, #[path] or a macro may make it))", "symbol de (src/lib.rs:1) could not be checked (a module's item of that name is gone at head; uses through its module path are not checked)"},
	}, {
		name: "OtherCratesMacro",
		base: snapshot.Map{"Cargo.toml": "[workspace]\nmembers = [\"a\", \"b\"]\n", "a/Cargo.toml": man("a", ""), "b/Cargo.toml": man("b", "[dependencies]\na = { path = \"../a\" }\n"),
			"a/src/lib.rs": "pub mod de;\n", "a/src/de.rs": "pub struct X;\n", "b/src/lib.rs": other},
		head: snapshot.Map{"Cargo.toml": "[workspace]\nmembers = [\"a\", \"b\"]\n", "a/Cargo.toml": man("a", ""), "b/Cargo.toml": man("b", "[dependencies]\na = { path = \"../a\" }\n"),
			"a/src/lib.rs": mk, "b/src/lib.rs": other},
		want: []string{"symbol X (a/src/de.rs:1) removed; its name is still used at b/src/lib.rs:1, b/src/lib.rs:2, not attributed (a::de is no module file the reading found (an inline module, a use, #[path] or a macro may make it))", "symbol de (a/src/lib.rs:1) could not be checked (a module's item of that name is gone or less visible at head (one #[cfg] variant, or its pub); uses through its module path are not checked)"},
	}} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			res, err := Analyze(Input{Base: c.base, Head: c.head, Changes: snapshot.Diff(c.base, c.head)})
			if err != nil {
				t.Fatal(err)
			}
			check(t, factStrings(res), c.want...)
			cargoCheck(t, c.base, "")
			cargoCheck(t, c.head, "")
		})
	}
}

// Whether a file may make a gone module again is answered once per file
// and module name: every path through the module asks it, and reading
// the file's dynamic constructs (one per macro invocation) on each ask
// cost uses times invocations.
func TestRustGoneModuleMayMakeAnsweredOnce(t *testing.T) {
	var lib strings.Builder
	lib.WriteString("pub mod de;\nmacro_rules! mm { () => {}; }\n")
	for range 20000 {
		lib.WriteString("mm!();\n")
	}
	head := snapshot.Map{"Cargo.toml": rustManifest, "src/lib.rs": lib.String()}
	base := clone(head)
	base["src/de.rs"] = "pub struct X;\n"
	var rust Language
	for _, l := range DefaultLanguages() {
		if l.Name == "rust" {
			rust = l
		}
	}
	in := Input{Base: base, Head: head, Changes: snapshot.Diff(base, head)}
	all := func(string) bool { return true }
	h, _, err := readSyntax(in.Head, rust, all, 0, false)
	if err != nil {
		t.Fatal(err)
	}
	b, _, err := readSyntax(in.Base, rust, all, 0, true)
	if err != nil {
		t.Fatal(err)
	}
	r := newSynResolver(rust, in, h, b)
	start := time.Now()
	for range 100000 {
		if r.crates.mayMake("src/lib.rs", "de") {
			t.Fatal("mm! expands to nothing, yet may make de")
		}
	}
	if d := time.Since(start); d > 20*time.Second {
		t.Errorf("took %v", d)
	}
}
