package symbols

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// removeFrom runs a range whose only change replaces file p's content.
func removeFrom(t *testing.T, base snapshot.Map, p, newSrc string) []string {
	t.Helper()
	head := clone(base)
	head[p] = newSrc
	return run(t, base, head)
}

// Each case replaces one file's content and checks the facts.
var removalCases = []struct {
	name       string
	base       snapshot.Map
	path, head string
	want       []string
}{{
	name: "TypeScriptStringsCommentsAndRegexpsKeepCode",
	base: snapshot.Map{
		"a.ts": "export function helper() {}\nexport function keep() {}\n",
		"b.ts": "import { keep } from './a';\n" +
			"const s = \"/* not a comment\";\n" + // a /* in a string
			"const r = /\"/g;\n" + // a quote in a regexp
			"const t = `x ${`y ${keep()}`}` + 'it\\'s';\n" +
			"const u = \"line \\\n continued\";\n" + // a backslash-newline
			"keep();\n" +
			"// helper() is gone\n" +
			"/* helper() */\n",
		"c.ts": "import { helper } from './a';\nconst x = `${\n  helper()\n}`;\n",
	},
	path: "a.ts", head: "export function keep() {}\n",
	want: []string{"symbol helper (a.ts:1) removed at head but still referenced at c.ts:1, c.ts:3"},
}, {
	name: "TypeScriptLocalsParamsAndMethodsAreNoReferences",
	base: snapshot.Map{"a.ts": "export const limit = 3;\n" + tsLimitUses},
	path: "a.ts", head: tsLimitUses,
	want: []string{"symbol limit (a.ts:1) removed; no references remain at head"},
}, {
	// A name defined in another module hides a removal only for the files
	// that import that module.
	name: "TypeScriptSameNameElsewhereHidesOnlyWhereImported",
	base: snapshot.Map{
		"src/a.ts":     "export function parse() {}\n",
		"src/other.ts": "export function parse() {}\n",
		"src/uses.ts":  "import { parse } from './a.js';\nparse();\n",
		"src/fine.ts":  "import { parse } from './other';\nparse();\n",
		"src/alias.ts": "import { parse as p } from '@/a';\np();\n",
	},
	path: "src/a.ts", head: "export {};\n",
	want: []string{"symbol parse (src/a.ts:1) removed at head but still referenced at src/alias.ts:1, src/uses.ts:1, src/uses.ts:2"},
}, {
	// A re-export keeps a name provided; a global of the same name takes
	// over its file's uses.
	name: "TypeScriptReexportAndGlobals",
	base: snapshot.Map{
		"a.ts":   "export function moved() {}\nexport class DOMException {}\nexport const e = new DOMException();\n",
		"b.ts":   "export function moved() {}\n",
		"use.ts": "import { moved } from './a';\nmoved();\n",
	},
	path: "a.ts", head: "export { moved } from './b';\nexport const e = new DOMException();\n",
	want: []string{"symbol DOMException (a.ts:2) removed; its name is still used at a.ts:2, not attributed (its file's uses now name the builtin or global of that name)"},
}, {
	// c.py defines config too: with no reference to a.py's, the removal
	// is taken for a move, and no fact.
	name: "PythonLocalsAndOtherModulesAreNoReferences",
	base: snapshot.Map{
		"a.py": "config = {}\n\ndef open():\n    pass\n" + pyConfigUses,
		"b.py": "from other import config\nprint(config)\n",
		"c.py": "def config():\n    pass\n\nconfig()\n",
	},
	path: "a.py", head: "\n" + pyConfigUses,
	want: []string{"symbol open (a.py:3) removed; its name is still used at a.py:14, not attributed (its file's uses now name the builtin or global of that name)"},
}, {
	name: "RustCommentsStringsAndTopLevel",
	base: snapshot.Map{
		"Cargo.toml": "[package]\nname = \"my-crate\"\n",
		"src/lib.rs": "pub mod a;\nmod b;\nmod c;\nmod nested;\nmod other;\nmod unrelated;\n",
		"src/a.rs": "pub fn helper() {}\npub fn keep<'a>(s: &'a str) -> char { 'x' }\n" +
			"pub struct S;\nimpl S {\n    pub fn method(&self) {}\n}\n",
		"src/other.rs": "pub fn helper() {}\n",
		"src/b.rs": "use crate::a::keep;\n" +
			"/* outer /* nested */ helper() */\n" +
			"const R: &str = r#\"helper() \" and /* \"#;\n" +
			"fn f() { keep(\"\"); other::helper(); }\n" +
			"fn g(helper: u32) -> u32 { helper }\n",
		"src/c.rs":         "use crate::a::helper;\n\nfn h() {\n    helper();\n}\n",
		"tests/it.rs":      "use my_crate::a;\n\n#[test]\nfn t() { a::helper(); }\n",
		"src/nested.rs":    "fn x() { let b = b\"\\\"\"; super::a::helper(); }\n",
		"src/unrelated.rs": "fn y() { S::method(); Self::helper(); }\n",
	},
	path: "src/a.rs", head: "pub fn keep<'a>(s: &'a str) -> char { 'x' }\npub struct S;\nimpl S {\n}\n",
	want: []string{"symbol helper (src/a.rs:1) removed at head but still referenced at src/c.rs:1, src/c.rs:4, src/nested.rs:1, tests/it.rs:4"},
}, {
	// The for of "impl Trait for Type" binds nothing: a function used as
	// a value in the impl is still a reference (src/b.rs compiles with
	// rustc as the body of a module holding helper).
	name: "RustImplForBindsNoLocals",
	base: snapshot.Map{
		"src/lib.rs": "pub mod a;\npub mod b;\n",
		"src/a.rs":   "pub fn helper() {}\npub fn keep() {}\n",
		"src/b.rs": "pub mod inner {\n    use crate::a::*;\n    pub trait Flag { fn run(&self) -> fn(); }\n    pub struct Foo;\n" +
			"    impl Flag for Foo {\n        fn run(&self) -> fn() {\n            let f = helper;\n            for _a in 0..1 {}\n            f\n        }\n    }\n" +
			"    impl Clone for Foo { fn clone(&self) -> Foo { Foo } }\n}\n",
	},
	path: "src/a.rs", head: "pub fn keep() {}\n",
	want: []string{"symbol helper (src/a.rs:1) removed at head but still referenced at src/b.rs:7"},
}, {
	// A comprehension's for binds its name wherever the comprehension's
	// bracket encloses it, inside a call's parentheses too: python3 runs
	// the head file without the removed x.
	name: "PythonComprehensionBindsInNestedBrackets",
	base: snapshot.Map{"a.py": "x = 1\n" + pyComprehensionUses},
	path: "a.py", head: pyComprehensionUses,
	want: []string{"symbol x (a.py:1) removed; no references remain at head"},
}, {
	// A method moved to a helper class its file statically imports: the
	// bare calls now reach the import (javac compiles A.java at head). A
	// static star import of another class may supply the name too.
	name: "JavaStaticImportTakesOverBareCalls",
	base: snapshot.Map{
		"p/Util.java": "package p;\n\nclass Util {\n  static int find(int x) { return x; }\n}\n",
		"p/A.java": "package p;\n\nimport static p.Util.find;\n\nclass A {\n  int find(int x) { return x; }\n" +
			"  int other(int x) { return x; }\n  int m() { return find(1) + other(2); }\n}\n",
	},
	path: "p/A.java", head: "package p;\n\nimport static p.Util.find;\n\nclass A {\n  int m() { return find(1) + other(2); }\n}\n",
	want: []string{
		"symbol A.other (p/A.java:7) removed at head but still referenced at p/A.java:6",
		"symbol A.find (p/A.java:6) removed; no references remain at head",
	},
}, {
	name: "JavaStaticStarImportMaySupplyBareCalls",
	base: snapshot.Map{
		"p/B.java": "package p;\n\nimport static q.Helpers.*;\n\nclass B {\n  static int other(int x) { return x; }\n  int m() { return other(1); }\n}\n",
	},
	path: "p/B.java", head: "package p;\n\nimport static q.Helpers.*;\n\nclass B {\n  int m() { return other(1); }\n}\n",
	want: []string{"symbol B.other (p/B.java:6) removed; its name is still used at p/B.java:6, not attributed (a static star import of another class may supply it)"},
}, {
	// Removing one overload leaves the name defined: the calls whose
	// argument count no remaining overload takes are dangling (javac:
	// "no suitable method found" at U.java:4 and W.java:8), the others
	// resolve to what remains.
	name: "JavaOverloadRemovedByArity",
	base: snapshot.Map{"p/W.java": javaOverloads, "p/U.java": javaOverloadUses},
	path: "p/W.java", head: strings.Replace(strings.Replace(javaOverloads, javaOfTwo, "", 1), javaWriteTwo, "", 1),
	want: []string{
		"symbol W.of (p/W.java:5) removed at head but still referenced at p/U.java:4",
		"symbol W.write (p/W.java:8) removed at head but still referenced at p/W.java:8",
	},
}, {
	// Another overload of the same arity remains: the argument's type
	// tells which one a call meant. of(3) and of(1) were the removed
	// of(int)'s (javac: "int cannot be converted to String" at U.java:6
	// and W.java:9); of("x") may be of(String)'s.
	name: "JavaOverloadOfSameArityByArgumentType",
	base: snapshot.Map{"p/W.java": javaOverloads, "p/U.java": javaOverloadUses},
	path: "p/W.java", head: strings.Replace(javaOverloads, "  public static W of(int n) { return null; }\n", "", 1),
	want: []string{"symbol W.of (p/W.java:6) removed at head but still referenced at p/U.java:6, p/W.java:9"},
}, {
	// The comma of a generic parameter type separates no parameters: the
	// overload removed takes two arguments (javac: "no suitable method
	// found for of(<null>,int)" at U.java:4).
	name: "JavaOverloadWithGenericParameter",
	base: snapshot.Map{
		"p/W.java": "package p;\n\npublic class W {\n  public static W of(String s) { return null; }\n" +
			"  public static W of(java.util.Map<String, Integer> m, int n) { return null; }\n}\n",
		"p/U.java": "package p;\n\nclass U {\n  W a = W.of(null, 2);\n  W b = W.of(\"x\");\n}\n",
	},
	path: "p/W.java", head: "package p;\n\npublic class W {\n  public static W of(String s) { return null; }\n}\n",
	want: []string{"symbol W.of (p/W.java:5) removed at head but still referenced at p/U.java:4"},
}, {
	// A call whose argument has type arguments: its commas cannot be told
	// from two comparisons, so the count is unknown and the call may be
	// the removed overload's (javac: "no suitable method found" at
	// U.java:4).
	name: "JavaCallWithTypeArgumentsIsNotSkipped",
	base: snapshot.Map{
		"p/W.java": "package p;\n\npublic class W {\n  public static W of(String s) { return null; }\n" +
			"  public static W of(Object m, int n) { return null; }\n}\n",
		"p/U.java": "package p;\n\nclass U {\n  W a = W.of(new java.util.HashMap<String, Integer>(), 2);\n  W b = W.of(\"x\");\n}\n",
	},
	path: "p/W.java", head: "package p;\n\npublic class W {\n  public static W of(String s) { return null; }\n}\n",
	want: []string{"symbol W.of (p/W.java:5) removed; its name is still used at p/U.java:4, not attributed (another overload takes as many arguments)"},
}, {
	// A parameter's type changed: no overload was removed.
	name: "JavaOverloadRetypedIsNoRemoval",
	base: snapshot.Map{"p/W.java": javaOverloads, "p/U.java": javaOverloadUses},
	path: "p/W.java", head: strings.Replace(javaOverloads, "of(int n)", "of(long n)", 1),
}, {
	// x.m() where x is a parameter, local or field declared of m's type
	// is m's (javac: "cannot find symbol" at U.java:5, 6, 7 and 8); one
	// of another type, or a lambda parameter shadowing it, is not.
	name: "JavaCallThroughTypedLocal",
	base: snapshot.Map{
		"p/Out.java": "package p;\n\npublic class Out {\n  public void emit(String s) {}\n  public void keep() {}\n}\n",
		"p/U.java": "package p;\n\nclass U {\n  private final Out field = new Out();\n  void a(Out out) { out.emit(\"x\"); }\n" +
			"  void b() { Out o = new Out(); o.emit(\"y\"); }\n  void c() { var v = new p.Out(); v.emit(\"z\"); }\n" +
			"  void d() { field.emit(\"w\"); }\n  void e(Other out) { out.emit(\"x\"); }\n" +
			"  void f(Out out) { java.util.List.of(\"a\").forEach(out -> out.emit()); }\n}\n",
	},
	path: "p/Out.java", head: "package p;\n\npublic class Out {\n  public void keep() {}\n}\n",
	want: []string{"symbol Out.emit (p/Out.java:4) removed at head but still referenced at p/U.java:5, p/U.java:6, p/U.java:7, p/U.java:8"},
}, {
	// An import inside an inline module binds there, not at the file's
	// top level: the trait is gone from the file (rustc: "no SinkError in
	// the root" at src/lib.rs:6).
	name: "RustUseInInlineModuleProvidesNothing",
	base: snapshot.Map{
		"Cargo.toml": "[package]\nname = \"c\"\n",
		"src/lib.rs": "pub trait SinkError {}\npub fn keep() {}\n\n#[cfg(test)]\nmod tests {\n    use super::{keep, SinkError};\n}\n",
	},
	path: "src/lib.rs", head: "pub fn keep() {}\n\n#[cfg(test)]\nmod tests {\n    use super::{keep, SinkError};\n}\n",
	want: []string{"symbol SinkError (src/lib.rs:1) removed at head but still referenced at src/lib.rs:5"},
}, {
	// Likewise a Python import inside a function (python3: ImportError
	// when g runs).
	name: "PythonImportInFunctionProvidesNothing",
	base: snapshot.Map{
		"pkg/__init__.py": "",
		"pkg/a.py":        "def helper():\n    pass\n\ndef g():\n    from pkg.a import helper\n    return helper()\n",
	},
	path: "pkg/a.py", head: "def g():\n    from pkg.a import helper\n    return helper()\n",
	want: []string{"symbol helper (pkg/a.py:1) removed at head but still referenced at pkg/a.py:2"},
}, {
	// A module file no mod line names is likely not compiled (rustc
	// builds the crate with util gone): its mentions are not attributed,
	// not dangling.
	name: "RustOrphanModuleRefersToNothing",
	base: snapshot.Map{
		"Cargo.toml":  "[package]\nname = \"c\"\n",
		"src/lib.rs":  "mod util;\nmod used;\n",
		"src/util.rs": "pub fn show() {}\npub fn keep() {}\n",
		"src/used.rs": "use crate::util::keep;\n",
		"src/old.rs":  "use crate::util::show;\nfn f() { show(); }\n",
	},
	path: "src/util.rs", head: "pub fn keep() {}\n",
	want: []string{"symbol show (src/util.rs:1) removed; its name is still used at src/old.rs:1, src/old.rs:2, not attributed (in a file no mod line names, which #[path], include! or a manifest may still compile)"},
}, {
	// A mod line with #[path] compiles a file of another name (rustc:
	// "unresolved import crate::util::show" at src/imp/other.rs:1): its
	// mentions are not dropped, so show is not called unreferenced:
	// the #[path] is followed, and the use is the removed show's.
	name: "RustPathAttributeModuleIsNotIgnored",
	base: snapshot.Map{
		"Cargo.toml":       "[package]\nname = \"c\"\n",
		"src/lib.rs":       "mod util;\n#[path = \"imp/other.rs\"]\nmod other;\n",
		"src/util.rs":      "pub fn show() {}\npub fn keep() {}\n",
		"src/imp/other.rs": "use crate::util::show;\nfn f() { show(); }\n",
	},
	path: "src/util.rs", head: "pub fn keep() {}\n",
	want: []string{"symbol show (src/util.rs:1) removed at head but still referenced at src/imp/other.rs:1, src/imp/other.rs:2"},
}, {
	// A crate root a manifest's [lib] path names is a root: its uses
	// are attributed.
	name: "RustManifestLibPathIsNotIgnored",
	base: snapshot.Map{
		"Cargo.toml":   "[package]\nname = \"c\"\n[lib]\npath = \"src/mylib.rs\"\n",
		"src/mylib.rs": "mod util;\nuse crate::util::show;\nfn f() { show(); }\n",
		"src/util.rs":  "pub fn show() {}\npub fn keep() {}\n",
	},
	path: "src/util.rs", head: "pub fn keep() {}\n",
	want: []string{"symbol show (src/util.rs:1) removed at head but still referenced at src/mylib.rs:2, src/mylib.rs:3"},
}}

const (
	javaOfTwo     = "  public static W of(String s, int n) { return null; }\n"
	javaWriteTwo  = "  void write(String dir, int mode) {}\n"
	javaOverloads = "package p;\n\npublic class W {\n  public static W of(String s) { return null; }\n" + javaOfTwo +
		"  public static W of(int n) { return null; }\n  void write(Appendable out) {}\n" + javaWriteTwo +
		"  void log(String fmt, Object... args) {}\n  void run() { write(\"d\", 1); write(null); of(1); log(\"a\", 1, 2); }\n}\n"
	javaOverloadUses = "package p;\n\nclass U {\n  W a = W.of(\"x\", 2);\n  W b = W.of(\"x\");\n  W c = W.of(3);\n}\n"
)

const (
	tsLimitUses = "function f(limit: number) { return limit; }\n" +
		"const g = (limit) => limit + 1;\n" +
		"class C {\n  limit() { return 1; }\n  m() { const limit = 2; return limit; }\n}\n" +
		"const o = { limit: 1 };\n" +
		"export { f, g, C, o };\n"
	pyConfigUses = "\ndef f(config):\n    return config\n\n" +
		"def g():\n    config = 1\n    return config\n\n" +
		"def h():\n    return [config for config in range(3)]\n\n" +
		"def k():\n    return open('x')\n"
	pyComprehensionUses = "y = [str(x) for x in range(3)]\nz = {k: (x, k) for k, x in {}.items()}\n"
)

func TestRemovalsFromOneFile(t *testing.T) {
	t.Parallel()
	for _, tc := range removalCases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			check(t, removeFrom(t, tc.base, tc.path, tc.head), tc.want...)
		})
	}
}

func TestPythonStringsAndContinuations(t *testing.T) {
	t.Parallel()
	base := snapshot.Map{
		"pkg/a.py": "def helper():\n    pass\n\ndef keep():\n    pass\n",
		"pkg/b.py": "from .a import keep\n" +
			"s = '''\ndef helper():\n'''\n" + // a def inside a string is no definition
			"r = rb'\\'' + \"# not a comment\"\n" +
			"x = 1 + \\\n    keep()\n",
		"pkg/c.py": "from pkg.a import helper as h\n\nv = f\"{h()!r:>{10}}\"\n",
		"pkg/d.py": "import pkg.a\n\ny = 1 + \\\n  pkg.a.helper()\n",
	}
	check(t, removeFrom(t, base, "pkg/a.py", "def keep():\n    pass\n"),
		"symbol helper (pkg/a.py:1) removed at head but still referenced at pkg/c.py:1, pkg/d.py:4")
	defs := synPython("pkg/b.py", []byte(base["pkg/b.py"]), nil).defs
	for _, d := range defs {
		if d.name == "helper" {
			t.Errorf("a def inside a triple-quoted string taken as a definition at line %d", d.line)
		}
	}
}

func TestPythonTestEntryPointsAreNotUnreferenced(t *testing.T) {
	base := snapshot.Map{"tests/conftest.py": "\n"}
	head := clone(base)
	head["tests/conftest.py"] = "import pytest\n\n@pytest.fixture\ndef client():\n    pass\n"
	head["tests/test_x.py"] = "def test_it(client):\n    pass\n\nclass TestThing:\n    def test_a(self):\n        pass\n\ndef _unused_helper():\n    pass\n"
	check(t, run(t, base, head),
		"symbol _unused_helper (tests/test_x.py:8) added; nothing at head references it")
}

func TestRustEntryPointsAreNotUnreferenced(t *testing.T) {
	base := snapshot.Map{"src/lib.rs": "\n"}
	head := clone(base)
	head["src/lib.rs"] = "#[test]\nfn t() {}\n\n#[tokio::test]\nasync fn u() {}\n\n#[cfg(test)]\nmod tests {\n    fn inner() {}\n}\n\nfn main() {}\n\nfn dead() {}\n"
	check(t, run(t, base, head),
		"symbol dead (src/lib.rs:14) added; nothing at head references it")
}

func TestJavaMembersAndTypes(t *testing.T) {
	base := snapshot.Map{
		"src/main/java/p/Util.java":  "package p;\n\npublic final class Util {\n  public static int helper() { return 1; }\n  static String s = \"\"\"\n    /* not a comment\n    \"\"\";\n}\n",
		"src/main/java/p/Gone.java":  "package p;\n\npublic class Gone {}\n",
		"src/main/java/p/Use.java":   "package p;\n\nclass Use {\n  int a = Util.helper();\n  int b(Other o) { return o.helper(); }\n}\n",
		"src/main/java/q/Other.java": "package q;\n\nimport p.Gone;\n\nclass Other {\n  Gone g;\n}\n",
	}
	head := clone(base)
	head["src/main/java/p/Util.java"] = "package p;\n\npublic final class Util {\n  static String s = \"\"\"\n    /* not a comment\n    \"\"\";\n}\n"
	delete(head, "src/main/java/p/Gone.java")
	check(t, run(t, base, head),
		"symbol Gone (src/main/java/p/Gone.java:3) removed at head but still referenced at src/main/java/q/Other.java:3, src/main/java/q/Other.java:6",
		"symbol Util.helper (src/main/java/p/Util.java:4) removed at head but still referenced at src/main/java/p/Use.java:4")
}

// A file whose bracket or string stays open at its end is not trusted:
// what it may still define is unchecked.
func TestBrokenFileMakesRemovalsUnchecked(t *testing.T) {
	base := snapshot.Map{"a.py": "def helper():\n    pass\n", "b.py": "from a import helper\n"}
	head := clone(base)
	head["a.py"] = "x = all([\n\ndef helper():\n    pass\n"
	res, err := Analyze(Input{Base: base, Head: head, Changes: snapshot.Diff(base, head)})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range res.Facts {
		got = append(got, string(f.Kind)+" "+f.String())
	}
	check(t, got, "unchecked symbol helper (a.py:1) could not be checked (a.py was not read at head (see skipped); it may still define helper)")
	if len(res.Skipped) != 1 || res.Skipped[0].Path != "a.py" {
		t.Errorf("skipped %v, want a.py", res.Skipped)
	}
}

// The commas of a generic type annotation separate no declarators.
func TestTypeScriptAnnotationIsNoDeclarator(t *testing.T) {
	src := "const Sizable: Record<string, { unit: string }> = {}, other = 1;\n"
	var got []string
	for _, d := range synTS("a.ts", []byte(src), nil).defs {
		got = append(got, d.name)
	}
	check(t, got, "Sizable", "other")
}

// A generic return type's commas are no field separators.
func TestJavaGenericMemberKeepsLaterMembers(t *testing.T) {
	src := "class A {\n  public static Collector<A, ?, A> joining() { return null; }\n  void later() {}\n}\n"
	var got []string
	for _, d := range synJava("A.java", []byte(src), nil).defs {
		got = append(got, d.name)
	}
	check(t, got, "A", "A.joining", "A.later")
}

// A comment, template literal or f-string left open at the end of a file
// hides the rest of it as surely as an open string: the file is not read,
// and "no references remain" is no longer claimed.
func TestUnclosedAtEndLeavesFileUnread(t *testing.T) {
	for _, tc := range []struct{ def, defHead, use, useHead string }{
		{"a.ts", "export function bar() {}\n", "b.ts", "import * as a from './a';\na.bar();\n/* open\na.foo();\n"},
		{"a.ts", "export function bar() {}\n", "b.ts", "import * as a from './a';\nconst s = `open ${a.bar()}\na.foo();\n"},
		{"a.py", "def bar():\n    pass\n", "b.py", "import a\na.bar()\ns = f'''open\n{a.foo()}\n"},
		{"a.rs", "pub fn bar() {}\n", "b.rs", "use crate::a;\nfn f() { a::bar(); }\n/* /* */ open\nfn g() { a::foo(); }\n"},
		{"A.java", "class A { static void bar() {} }\n", "B.java", "class B { void f() { A.bar(); } }\n/* open\nclass C { void g() { A.foo(); } }\n"},
	} {
		t.Run(tc.use, func(t *testing.T) {
			defBase := strings.Replace(tc.defHead, "bar", "foo", 1) + tc.defHead
			if strings.HasSuffix(tc.def, ".java") {
				defBase = "class A { static void foo() {} static void bar() {} }\n"
			}
			base := snapshot.Map{tc.def: defBase, tc.use: "\n"}
			head := snapshot.Map{tc.def: tc.defHead, tc.use: tc.useHead}
			res, err := Analyze(Input{Base: base, Head: head, Changes: snapshot.Diff(base, head)})
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Skipped) != 1 || res.Skipped[0].Path != tc.use {
				t.Errorf("skipped %v, want %s", res.Skipped, tc.use)
			}
			for _, f := range res.Facts {
				if f.Kind == Removed {
					t.Errorf("%s: %s", f.Kind, f)
				}
			}
		})
	}
}

// javac replaces \uXXXX escapes before reading: a line comment holding
// \u000a ends there, and the call after it is code (javac reports
// "cannot find symbol" for B.gone once it is removed), and \u0022 closes
// a string. Such a file is not read rather than read otherwise; \u0000,
// letters and a line end in a block comment are harmless.
func TestJavaUnicodeEscapeSpellingStructureLeavesFileUnread(t *testing.T) {
	base := snapshot.Map{
		"B.java": "class B { static void gone() {} static void keep() {} }\n",
		"A.java": "class A {\n  static void m() {\n    // hidden \\u000a B.gone();\n  }\n}\n",
		"C.java": "class C { char c = '\\u0000'; String s = \"caf\\u00e9 \\\\u000a\"; /* \\u000a: LF */ }\n",
		"D.java": "class D { String s = \"\\u0022 + B.gone() + \\u0022\"; }\n",
	}
	head := clone(base)
	head["B.java"] = "class B { static void keep() {} }\n"
	res, err := Analyze(Input{Base: base, Head: head, Changes: snapshot.Diff(base, head)})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Skipped) != 2 || res.Skipped[0].Path != "A.java" || res.Skipped[1].Path != "D.java" {
		t.Errorf("skipped %v, want A.java and D.java", res.Skipped)
	}
	check(t, factStrings(res), "symbol B.gone (B.java:1) could not be checked (A.java was not read at head (see skipped); it may still define B.gone)")
}

// JavaScript and Java let an identifier spell its letters as unicode
// escapes: remov\u0065d() calls removed (node and javac agree).
func TestIdentifierSpelledWithEscapesIsAReference(t *testing.T) {
	base := snapshot.Map{
		"a.ts":   "export function removed() {}\nexport function keep() {}\n",
		"b.ts":   "import * as a from './a';\na.remov\\u0065d();\na.\\u{72}emoved();\n",
		"B.java": "class B { static int removed() { return 1; } static int keep() { return 2; } }\n",
		"E.java": "class E { int x = B.remov\\u0065d() + B.\\uu0072emoved(); }\n",
	}
	head := clone(base)
	head["a.ts"] = "export function keep() {}\n"
	head["B.java"] = "class B { static int keep() { return 2; } }\n"
	check(t, run(t, base, head),
		"symbol B.removed (B.java:1) removed at head but still referenced at E.java:1",
		"symbol removed (a.ts:1) removed at head but still referenced at b.ts:2, b.ts:3")
}

// A subclass in another file calls its superclass's members bare; javac
// reports "cannot find symbol" at Sub.java:4 and Far.java:6 once
// Base.helper is gone, and none in Own.java, which defines its own. A
// bare use in a type extending something else may be inherited through
// it: ambiguous.
func TestJavaBareCallsFromSubclasses(t *testing.T) {
	t.Parallel()
	base := snapshot.Map{
		"p/Base.java":  "package p;\n\npublic class Base {\n  protected static int helper() { return 1; }\n  protected static int kept() { return 1; }\n}\n",
		"p/Sub.java":   "package p;\n\nclass Sub extends Base {\n  int m() { return helper() + kept(); }\n}\n",
		"q/Far.java":   "package q;\n\nimport p.Base;\n\nclass Far extends Mid {\n  int m() { return helper(); }\n}\n\nclass Mid extends Base {}\n",
		"q/Own.java":   "package q;\n\nclass Own extends p.Base {\n  int helper() { return 2; }\n  int m() { return helper(); }\n}\n",
		"r/Other.java": "package r;\n\nclass Other extends Unknown {\n  int m() { return helper(); }\n}\n",
	}
	check(t, removeFrom(t, base, "p/Base.java", "package p;\n\npublic class Base {\n  protected static int kept() { return 1; }\n}\n"),
		"symbol Base.helper (p/Base.java:4) removed at head but still referenced at p/Sub.java:4, q/Far.java:6")
	base["q/Far.java"] = "package q;\n\nclass Far extends Unknown {\n  int m() { return helper(); }\n}\n"
	delete(base, "p/Sub.java")
	check(t, removeFrom(t, base, "p/Base.java", "package p;\n\npublic class Base {\n  protected static int kept() { return 1; }\n}\n"),
		"symbol Base.helper (p/Base.java:4) removed; its name is still used at q/Far.java:4, r/Other.java:4, not attributed (used bare in a type that extends another, which may pass it on)")
}

// A test class is found by its runner: JUnit 4/5 and TestNG methods and
// their class, a JUnit 3 TestCase's test*, setUp and tearDown, a class
// annotated @RunWith and its static suite(), and a main; serialization
// finds serialVersionUID by name;
// a field used bare in its own class is referenced. A helper nothing
// calls, and a class whose only annotated method is an @Override, are
// still reported.
func TestJavaTestEntryPointsAreNotUnreferenced(t *testing.T) {
	base := snapshot.Map{"src/p/A.java": "package p;\n\nclass A {}\n"}
	head := clone(base)
	head["src/test/p/ATest.java"] = "package p;\n\nimport org.junit.Test;\nimport org.junit.Before;\n\n" +
		"public class ATest {\n  private static final int LIMIT = 3;\n  private int n;\n" +
		"  @Before public void setUp() { n = LIMIT; }\n  @Test public void counts() {}\n" +
		"  @org.junit.jupiter.api.ParameterizedTest void each(int i) {}\n  private void unusedHelper() {}\n}\n"
	head["src/test/p/OldTest.java"] = "package p;\n\nimport junit.framework.TestCase;\n\n" +
		"public class OldTest extends TestCase {\n  protected void setUp() {}\n  public void testIt() {}\n  void helper() {}\n}\n"
	head["src/p/Main.java"] = "package p;\n\npublic class Main {\n  public static void main(String[] args) {}\n}\n"
	head["src/p/Impl.java"] = "package p;\n\nclass Impl implements Runnable {\n  @Override public void run() {}\n}\n"
	head["src/test/p/AllSuite.java"] = "package p;\n\n/** Run by {@link AllTests}. */\n@RunWith(AllTests.class)\npublic class AllSuite {\n" +
		"  private static final long serialVersionUID = 1L;\n  public static Test suite() { return null; }\n}\n"
	check(t, run(t, base, head),
		"symbol Impl (src/p/Impl.java:3) added; nothing at head references it",
		"symbol ATest.unusedHelper (src/test/p/ATest.java:12) added; nothing at head references it",
		"symbol OldTest.helper (src/test/p/OldTest.java:8) added; nothing at head references it")
}

// Cargo.toml's [lib] path and [[bin]] path name crate roots outside the
// usual places: a module of the library is seen from the binary through
// the crate's name, not taken for a file no mod line names.
func TestRustCrateRootsFromManifest(t *testing.T) {
	t.Parallel()
	for name, manifest := range map[string]string{
		"src":  "[package]\nname = \"my-crate\"\n\n[lib]\npath = \"src/core.rs\"\n\n[[bin]]\nname = \"cli\"\npath = \"src/cli.rs\"\n",
		"root": "[package]\nname = \"my-crate\"\n\n[lib]\npath = \"core.rs\"\n\n[[bin]]\nname = \"cli\"\npath = \"cli.rs\"\n",
	} {
		dir := ""
		if name == "src" {
			dir = "src/"
		}
		base := snapshot.Map{
			"Cargo.toml":         manifest,
			dir + "core.rs":      "pub mod util;\n",
			dir + "util.rs":      "pub fn helper() {}\npub fn other() {}\n",
			dir + "cli.rs":       "use my_crate::util::helper;\n\nfn main() {\n    helper();\n}\n",
			"tests/integ.rs":     "#[test]\nfn t() {}\n",
			"examples/demo/x.rs": "\n",
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			check(t, removeFrom(t, base, dir+"util.rs", "pub fn other() {}\n"),
				"symbol helper ("+dir+"util.rs:1) removed at head but still referenced at "+dir+"cli.rs:1, "+dir+"cli.rs:4")
		})
	}
}

// A Java type whose member is imported statically is referenced, and a
// method called where a parameter shares its name is called all the same.
func TestJavaStaticImportAndCallThroughShadowingName(t *testing.T) {
	base := snapshot.Map{"src/p/A.java": "package p;\n\nclass A {}\n"}
	head := clone(base)
	head["src/p/Util.java"] = "package p;\n\nfinal class Util {\n  static int find(int n) { return n; }\n}\n"
	head["src/p/User.java"] = "package p;\n\nimport static p.Util.find;\n\nclass User {\n  int go(int mods) { return mods(mods) + find(1); }\n  static int mods(int m) { return m; }\n}\n"
	check(t, run(t, base, head),
		"symbol User (src/p/User.java:5) added; nothing at head references it",
		"symbol User.go (src/p/User.java:6) added; nothing at head references it")
}
