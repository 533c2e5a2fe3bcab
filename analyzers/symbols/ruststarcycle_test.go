package symbols

import "testing"

// A star import whose module the resolver does not find is asked of
// again through the file's star imports; one that reaches itself
// (`use $crate::x::*;` in a macro's body, whose `$crate` is no module of
// the file) once recursed without end and overflowed the stack on a
// real crate's history. It is now a route not followed.
func TestRustStarImportAskedOfItself(t *testing.T) {
	t.Parallel()
	crate := func(b string) map[string]string {
		return map[string]string{
			"Cargo.toml": "[package]\nname = \"m\"\nedition = \"2021\"\n",
			"src/lib.rs": "mod a;\nmod b;\n",
			"src/a.rs":   "pub fn helper() {}\npub fn keep() {}\n",
			"src/b.rs":   b,
		}
	}
	noHelper := map[string]string{"src/a.rs": "pub fn keep() {}\n"}
	const star = "macro_rules! mk {\n    () => { use $crate::x::*; };\n}\n"
	runRouteCases(t, []routeCase{{
		name: "MentionOfTheRemovedName",
		base: crate(star + "pub fn f() { z::helper(); }\n"),
		head: noHelper,
		want: []string{"symbol helper (src/a.rs:1) removed; its name is still used at src/b.rs:4, not attributed (its star import of $crate::x may bring a module z)"},
	}, {
		name: "OtherMention",
		base: crate(star + "pub fn f() { z::keep(); }\n"),
		head: noHelper,
		want: []string{"symbol helper (src/a.rs:1) removed; no references remain at head"},
	}, {
		name: "TwoStarsAskingOfEachOther",
		base: crate("use q::*;\nuse r::*;\npub fn f() { z::helper(); }\n"),
		head: noHelper,
		want: []string{"symbol helper (src/a.rs:1) removed; its name is still used at src/b.rs:3, not attributed (its star import of q may bring a module z)"},
	}})
}
