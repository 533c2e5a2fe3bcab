package symbols

import (
	"fmt"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
	"github.com/reviewlint/reviewlint/internal/longtest"
)

// Code nested in strings is read by recursion: past a bound the file is
// broken, rather than the stack exhausted (a fatal error no caller can
// recover from). The stack is capped well below what the nesting would
// take without the bound.
func TestDeepStringNestingIsBrokenNotACrash(t *testing.T) {
	defer debug.SetMaxStack(debug.SetMaxStack(8 << 20))
	for name, lex := range map[string]func() string{
		"template":    func() string { _, b := lexC([]byte(strings.Repeat("`${", 200_000)), dialectTS); return b },
		"f-string":    func() string { _, b := lexPython([]byte(strings.Repeat("f'{", 200_000))); return b },
		"format spec": func() string { _, b := lexPython([]byte("f'{x:" + strings.Repeat("{x:", 200_000))); return b },
	} {
		if broken := lex(); !strings.Contains(broken, "nested") {
			t.Errorf("%s: broken = %q, want too deep", name, broken)
		}
	}
}

// Inputs that once made a reader index out of its tokens; the analysis
// recovered, but lost every fact of the range.
func TestHostileInputsDoNotPanic(t *testing.T) {
	for _, src := range []string{"?.a?.x", "?.x", "a?.b?.c?.x", ".x"} {
		for _, parse := range builtinSyntax.get() {
			parse("f", []byte(src), map[string]bool{"a": true, "x": true})
		}
	}
}

// A / that opens no regular expression before its line ends was a
// division; the rest of that line then holds none either, so a line of
// n slashes costs n, not n² (counted here as the bytes regex scans).
func TestFailedRegexIsNotRescanned(t *testing.T) {
	line := strings.Repeat("/[", 5000)
	l := newLexer([]byte(line + "\nx = /re/g;\n"))
	l.lexCCode(dialectTS, false)
	var regexes []string
	for _, tk := range l.toks {
		if tk.kind == tString {
			regexes = append(regexes, tk.text)
		}
	}
	if len(regexes) != 1 || regexes[0] != "/re/g" {
		t.Errorf("regular expressions %q, want only /re/g", regexes)
	}
	if l.noRegexBefore != len(line) {
		t.Errorf("noRegexBefore = %d, want the end of the first line, %d", l.noRegexBefore, len(line))
	}
}

// A file that proves too intricate only when read for its mentions (each
// use of a wanted name looked up through 900 enclosing brackets)
// is listed as skipped: its definitions were read, its references are
// not known, so no "no references remain" rests on it.
func TestTooIntricateForMentionsIsSkipped(t *testing.T) {
	base := snapshot.Map{"a.py": "def x():\n    pass\n\ndef y():\n    pass\n", "b.py": "\n"}
	head := snapshot.Map{"a.py": "def y():\n    pass\n", "b.py": "from a import x\nz = " + strings.Repeat("[", 900) + strings.Repeat("x, ", 5000) + strings.Repeat("]", 900) + "\n"}
	res, err := Analyze(Input{Base: base, Head: head, Changes: snapshot.Diff(base, head)})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Skipped) != 1 || res.Skipped[0].Path != "b.py" || !strings.Contains(res.Skipped[0].Reason, "intricate") {
		t.Errorf("skipped %v, want b.py as too intricate", res.Skipped)
	}
	// The import is still seen; b.py's own z is unchecked.
	check(t, factStrings(res),
		"symbol x (a.py:1) removed at head but still referenced at b.py:1",
		"symbol z (b.py:2) could not be checked (b.py was not read (see skipped); it may define or refer to z)")
}

// worstCases are shapes that drove a reader's scans quadratic (each unit
// scanning ahead to, or back from, the far end of the file), or into deep
// recursion, before the readers were bounded.
var worstCases = []struct{ name, lang, pre, unit, post string }{
	{"template-nesting", "typescript", "", "`${", ""},
	{"unclosed-regex-classes", "typescript", "", "/[", ""},
	{"untyped-annotations", "typescript", "", "const a: x\n", ""},
	{"return-type-nesting", "typescript", "", "():[", ""},
	{"curried-arrows", "typescript", "", "x => ", ""},
	{"long-chain", "typescript", "", "x.", "x"},
	{"locals-in-parens", "typescript", "(", "let x ", ")"},
	{"blocks-binding-x", "typescript", "", "{let x;x}", ""},
	{"unicode-spaces", "typescript", "", "x\u00a0\u200b// c\u2028", ""},
	{"declarations-in-declarators", "typescript", "function f() { ", "let a = b < c, ", "}"},
	{"annotations-closed-by->=", "typescript", "function f() {\n", "let a: Array<number>= [];\nf(a);\n", "}"},
	{"type-argument-declarators", "typescript", "function f() { const m = ", "g<a, b>(), x < y, ", "1 }"},
	{"template-code-declarators", "typescript", "function f() { const t = ", "`${a, b}`, c = ", "1 }"},
	{"lines-after-postfix", "typescript", "function f() { let a = ", "i++\n!x, ", "1 }"},
	{"fstring-nesting", "python", "", `f"{`, ""},
	{"long-list", "python", "y = [", "x, ", "]"},
	{"keyword-arguments", "python", "f(", "x=1, ", ")"},
	{"lambdas", "python", "def f():\n    ", "lambda ", "\n"},
	{"relative-dots", "python", "from ", ".", " import x\n"},
	{"comprehension-fors", "python", "y = [", "for ", "]"},
	{"globals-subscripts", "python", "y = [", `globals()["a"], `, "]"},
	{"sys-modules-attributes", "python", "import sys\ny = [", `sys.modules["a"].x, `, "]"},
	{"sys-modules-nesting", "python", "import sys\ny = ", `sys.modules[`, ""},
	{"exec-spellings", "python", "import builtins\nfrom builtins import exec as run_\ny = [", "builtins.exec('1'), run_('1'), (exec)('1'), ", "]"},
	{"exec-in-function-nesting", "python", "import builtins\ndef f():\n    y = ", "builtins.exec(", ""},
	{"exec-in-function-namespaces", "python", "import builtins\ndef f():\n    y = [", "builtins.exec('1', {}), exec('1', {}), ", "]"},
	{"eval-parameters", "python", "def f(", "eval=f(eval, exec=1), ", "): pass\n"},
	{"lambda-parameters-held", "python", "y = [", "lambda a, exec: a, x[exec:1], (lambda f=lambda: 0, eval: f), ", "]"},
	{"setattr-methods", "python", "import m\ny = [", "mp.setattr(m, 'x', 1, mp.setattr(m, 'x', 1)), ", "]"},
	{"module-writes", "python", "import m, sys, importlib\nmod = sys.modules['m']\n", "m.x, mod.y = sys.modules['m'].z = importlib.import_module('m').w = vars(m)['v'] = 1\n", ""},
	{"target-continuations", "python", "import m\ny = {\n", "    m.x: m.y, m.z == 1,\n", "}\n"},
	{"submodule-paths", "python", "import m, sys\ny = [", "m.a.b.c, sys.modules['m'].a.b, ", "]"},
	{"long-module-path", "python", "import m\nm", ".a", " = 1\n"},
	{"chained-targets", "python", "import m\nx = ", "m.a, y = m.b, (m.c, z) = ", "1\n"},
	{"lambda-bodies", "python", "import m\nX = ", "lambda: m.a, ", "\n"},
	{"lets", "rust", "fn f(){", "let ", "}"},
	{"impl-fors", "rust", "", "impl A for B {}\n", ""},
	{"match-arms", "rust", "fn f(){", "a => ", "}"},
	{"let-chains", "rust", "fn f(){ if ", "let x = a && ", "true {} }"},
	{"if-lets", "rust", "fn f(){", "if let x = a ", "{}}"},
	{"generic-parameters", "rust", "fn f<", "A, ", ">() {}"},
	{"closures", "rust", "fn f(){", "(|x|", ""},
	{"path", "rust", "fn f(){", "x::", "x}"},
	{"use-tree-nesting", "rust", "", "use a::{", ""},
	{"attribute-runs", "rust", "", "#[a] ", "fn f() {}"},
	{"cfg-attr-lists", "rust", "#[cfg_attr(x, ", "cfg_attr(y, a::b, derive(c)), ::d::e, ", "f)] fn f() {}"},
	{"derive-paths", "rust", "#[derive(", "a::b, ", ")] struct S;"},
	{"attributes-in-macro-arguments", "rust", "m! { ", "#[cfg_attr(x, derive(a::b), a)] ", "}"},
	{"macros-in-attributes", "rust", "#[a(", "m::x!(), ", ")] fn f() {}"},
	{"call-arguments", "java", "class A { void m() { f(", "x, ", "); } }"},
	{"lambdas", "java", "class A { void m() { f(", "x -> ", "); } }"},
	{"type-headers", "java", "", "class B ", ""},
	{"nested-types", "java", "", "class B { ", ""},
	{"fields", "java", "class A { ", "int x ", "}"},
	{"anonymous-bodies-binding-x", "java", "class A { void m() { ", "new B() { int y(int x) { x(); return x; } }; ", "} }"},
	{"nested-anonymous-bodies", "java", "class A { Object o = ", "new B() { int y = x; Object o = ", ""},
	{"closed-nested-anonymous-bodies", "java", "class A { ", "Object q = new B() { Object z = new B() { Object z = new B() { Object z = null; void y() { x(); a = 1; } }; }; }; ", "}"},
	{"annotated-anonymous-bodies", "java", "class A { void m() { ", "new <V> @A(x = 1) p.@B T<@C U<W>>() { void y() { x(); } }; ", "} }"},
	{"comparisons-before-bodies", "java", "class A { void m() { ", "a > () { x(); } ", "} }"},
	{"record-components", "java", "record R(", "int x, ", "int y) { int x() { return 0; } }"},
	{"enum-constants", "java", "enum E { ", "@A X(1) { }, ", "Y; }"},
	{"local-classes-in-anonymous", "java", "class A { void m(int x) { ", "new B() { void m() { class L extends B { void n() { x(); } } } }; ", "} }"},
}

// BenchmarkSyntaxWorstCase reads each worst case at two sizes, one four
// times the other: time linear in the size shows as equal MB/s.
func BenchmarkSyntaxWorstCase(b *testing.B) {
	wanted := map[string]bool{"x": true, "a": true}
	for _, wc := range worstCases {
		for _, size := range []int{64 << 10, 256 << 10} {
			src := []byte(wc.pre + strings.Repeat(wc.unit, size/len(wc.unit)) + wc.post)
			parse := builtinSyntax.get()[wc.lang]
			b.Run(fmt.Sprintf("%s/%s/%dKB", wc.lang, wc.name, size>>10), func(b *testing.B) {
				b.SetBytes(int64(len(src)))
				for b.Loop() {
					parse("f", src, wanted)
				}
			})
		}
	}
}

// Star re-exports that fan out, twenty modules per layer each
// re-exporting every module of the next: followed path by path, a use
// would cost 20⁸ module visits; each module is followed once per name.
func TestStarReexportLatticeIsFollowedOnce(t *testing.T) {
	base := snapshot.Map{"d.ts": "export function helper() {}\nexport function keep() {}\n"}
	const layers, width = 10, 20
	for l := range layers {
		for w := range width {
			var src strings.Builder
			for next := range width {
				if l+1 < layers {
					fmt.Fprintf(&src, "export * from './m%d_%d';\n", l+1, next)
				} else {
					src.WriteString("export * from './d';\n")
				}
			}
			base[fmt.Sprintf("m%d_%d.ts", l, w)] = src.String()
		}
	}
	base["use.ts"] = "import { helper } from './m0_0';\nhelper();\n"
	head := clone(base)
	head["d.ts"] = "export function keep() {}\n"
	check(t, run(t, base, head), "symbol helper (d.ts:1) removed; its name is still used at use.ts:1, use.ts:2, not attributed (re-exports nest deeper than followed)")
}

// Rust files that define many items, each binding or holding the name
// of a removed function: every base item was checked against every head
// item (is it still provided, is it only conditional now), which made
// the analysis quadratic in the number of items: 4 MB took minutes. Each
// head file is now indexed once. The full sizes run under -long, where a
// quadratic reading breaks the time limit; by default a quarter of each,
// which still proves every shape is read to its facts.
func TestRustManyItemsAnalyzedInLinearTime(t *testing.T) {
	for _, c := range []struct {
		name, open, unit, close string
		units                   int
	}{
		{"fns-binding-the-name", "", "fn f%d(x: u8) { let helper = x; match x { helper => helper, } }\n", "", 60000},
		{"pub-inline-modules", "", "pub mod m%d { pub fn helper() {} }\n", "", 60000},
		// Each impl's header has no brace or ; before the macro's ).
		{"impls-handed-to-a-macro", "macro_rules! m { ($($t:tt)*) => {} }\nm!(", "unsafe impl T%d ", ");\n", 60000},
		// Each field's type is looked up in an index of the file's
		// types and imports, not by a scan of them.
		{"struct-fields", "", "pub struct S%d { pub f: u8 }\n", "", 60000},
		// An alias of include! is followed through each use once;
		// each #[path] declaration is recorded once. Their units cost
		// more each: fewer of them keep the test quick on a busy
		// machine and still far apart from a quadratic time.
		{"include-alias-uses", "pub(crate) use std::include as inc;\n", "pub use inc as i%[1]d;\ni%[1]d!(\"x.in\");\n", "", 20000},
		// Renames a macro is handed, and casts, are read once each.
		{"include-alias-renames-in-macros", "macro_rules! m { ($($t:tt)*) => { $($t)* } }\nm! { pub(crate) use std::include as inc; }\n", "m! { pub use inc as i%[1]d; }\nfn f%[1]d(x: u8) -> u32 { x as u32 }\n", "", 20000},
		// Each impl's type is looked up once through the file's
		// globs, which are few.
		{"impls-beside-globs", "pub mod g0 { pub struct U0; }\npub use g0::*;\npub mod g1 { pub struct U1; }\npub use g1::*;\npub mod g2 { pub struct U2; }\npub use g2::*;\npub mod g3 { pub struct U3; }\npub use g3::*;\npub mod g4 { pub struct U4; }\npub use g4::*;\npub mod g5 { pub struct U5; }\npub use g5::*;\npub mod g6 { pub struct U6; }\npub use g6::*;\npub mod g7 { pub struct U7; }\npub use g7::*;\npub mod g8 { pub struct U8; }\npub use g8::*;\npub mod g9 { pub struct U9; }\npub use g9::*;\npub mod g10 { pub struct U10; }\npub use g10::*;\npub mod g11 { pub struct U11; }\npub use g11::*;\npub mod g12 { pub struct U12; }\npub use g12::*;\npub mod g13 { pub struct U13; }\npub use g13::*;\npub mod g14 { pub struct U14; }\npub use g14::*;\npub mod g15 { pub struct U15; }\npub use g15::*;\n", "impl T%d { pub fn m(&self) {} }\n", "", 20000},
		{"path-modules", "", "#[path = \"p%[1]d.rs\"]\npub mod m%[1]d;\npub mod n%[1]d { pub fn helper() {} }\n", "", 20000},
		// Each enum body's variants are read once.
		{"enum-variants", "pub enum E {\n", "V%d(u8),\n", "}\nuse E::*;\n", 60000},
		// A macro's rename into a metavariable makes every call with
		// a path a suspect, each read once.
		{"path-calls-beside-a-metavariable-alias", "macro_rules! mk { ($i:ident, $a:ident) => { use std::$i as $a; } }\n", "fn f%d() { println!(\"{}\", 1); }\n", "", 20000},
	} {
		t.Run(c.name, func(t *testing.T) {
			var lib strings.Builder
			lib.WriteString("pub fn helper() {}\n" + c.open)
			for i := range longtest.Budget(c.units, c.units/4) {
				fmt.Fprintf(&lib, c.unit, i)
			}
			lib.WriteString(c.close)
			base := snapshot.Map{"Cargo.toml": rustManifest, "src/lib.rs": lib.String()}
			head := clone(base)
			head["src/lib.rs"] = strings.TrimPrefix(lib.String(), "pub fn helper() {}\n")
			start := time.Now()
			res, err := Analyze(Input{Base: base, Head: head, Changes: snapshot.Diff(base, head)})
			if err != nil || len(res.Facts) == 0 {
				t.Fatalf("facts %v, err %v", res.Facts, err)
			}
			if d := time.Since(start); d > 30*time.Second {
				t.Errorf("took %v", d)
			}
		})
	}
}

// Many removals beside many glob uses: each removal asked every glob of
// every file where it leads, resolving the glob's path each time, which
// made the analysis quadratic (N inline modules globbed and N functions
// removed: 600 of each took seconds). A glob's targets are resolved
// once, and only a file that uses the name bare asks its globs.
func TestRustManyRemovalsBesideManyGlobsInLinearTime(t *testing.T) {
	const n = 6000
	var lib, keepBase, keepHead strings.Builder
	lib.WriteString("pub mod keep;\n")
	keepBase.WriteString("use super::*;\n")
	keepHead.WriteString("use super::*;\n")
	for i := range n {
		fmt.Fprintf(&lib, "pub mod m%[1]d { pub fn h%[1]d() {} pub struct S%[1]d; }\nuse m%[1]d::*;\n", i)
		fmt.Fprintf(&keepBase, "pub fn r%[1]d() {}\nimpl S%[1]d { pub fn x%[1]d() {} }\n", i)
		fmt.Fprintf(&keepHead, "impl S%[1]d { pub fn x%[1]d() {} }\n", i)
	}
	base := snapshot.Map{"Cargo.toml": rustManifest, "src/lib.rs": lib.String(), "src/keep.rs": keepBase.String()}
	head := clone(base)
	head["src/keep.rs"] = keepHead.String()
	start := time.Now()
	res, err := Analyze(Input{Base: base, Head: head, Changes: snapshot.Diff(base, head)})
	if err != nil || len(res.Facts) != n {
		t.Fatalf("%d facts, err %v", len(res.Facts), err)
	}
	if d := time.Since(start); d > 30*time.Second {
		t.Errorf("took %v", d)
	}
}
