package symbols

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A let or const in a for header is in scope in the loop alone: a use of
// the name after the loop is the module's, and wantDangles once it is
// removed (tsc: "Cannot find name"). A var in the header is the
// function's, and hides the name after the loop too.
func TestTSForHeaderBindsTheLoopOnly(t *testing.T) {
	t.Parallel()
	const removed = "export function foo() { return 1 }\n"
	for _, c := range []struct{ name, head, want string }{
		{"let", "export function g() { for (let foo = 0; foo < 1; foo++) {} return foo(); }\n", wantDangles},
		{"of", "export function g() { for (const foo of [1]) { void foo; } return foo(); }\n", wantDangles},
		{"in", "export function g() { for (const foo in {}) { void foo; } return foo(); }\n", wantDangles},
		{"pattern", "export function g() { for (const [foo] of [[1]]) { void foo; } return foo(); }\n", wantDangles},
		{"await", "export async function g() { for await (const foo of [1]) { void foo; } return foo(); }\n", wantDangles},
		{"top level", "for (const foo of [1]) { void foo; }\nexport const x = foo();\n", wantDangles},
		{"one statement", "export function g() { for (const foo of [1]) void foo;\n  return foo(); }\n", wantDangles},
		{"one statement, no semicolon", "export function g() {\n  for (const foo of [1]) void foo\n  return foo()\n}\n", wantDangles},
		{"var", "export function g() { for (var foo = 0; foo < 1; foo++) {} return foo; }\n", wantGone},
		{"body's catch on the next line", "export function g(xs: number[]) {\n  for (const foo of xs)\n    try {\n      void foo\n    }\n    catch {\n      void foo\n    }\n}\n", wantGone},
		{"body's do-while on the next line", "export function g(xs: number[]) {\n  for (const foo of xs)\n    do {\n      void 0\n    }\n    while (foo < 0)\n}\n", wantGone},
		{"inside the loop", "export function g() { for (const foo of [1]) { return foo; } return 0; }\n", wantGone},
		{"nested body on the next line", "export function g(xs: number[]) {\n  for (const foo of xs)\n    if (foo)\n      return foo\n    else\n      return -foo\n  return 0\n}\n", wantGone},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{"a.ts": removed + c.head}
			got := removeFrom(t, base, "a.ts", c.head)
			if len(got) != 1 || !strings.Contains(got[0], c.want) {
				t.Errorf("facts:\n%s\nwant one saying %q", strings.Join(got, "\n"), c.want)
			}
		})
	}
}

// A file that opens with a byte order mark is read from the code after
// it: the import on its first line still names the removed function.
func TestTSByteOrderMarkBeforeAnImport(t *testing.T) {
	t.Parallel()
	base := snapshot.Map{
		"src/a.ts": "export function foo() { return 1 }\nexport function bar() { return 2 }\n",
		"src/b.ts": "\xef\xbb\xbfimport { foo } from './a';\nfoo();\n",
	}
	check(t, removeFrom(t, base, "src/a.ts", "export function bar() { return 2 }\n"),
		"symbol foo (src/a.ts:1) removed at head but still referenced at src/b.ts:1, src/b.ts:2")
}

// JSX text may hold a URL: its // starts no comment, and a use after it
// on the line may be code. What the line names is then neither a
// reference nor none, never hidden as a comment's.
func TestTSURLInJSXTextHidesNoUse(t *testing.T) {
	t.Parallel()
	base := snapshot.Map{
		"src/ui.tsx":  "export function Button() { return null }\nexport function Link() { return null }\n",
		"src/app.tsx": "import * as ui from './ui';\nexport function App() {\n  return <p>Docs: https://example.com/docs <ui.Button />\n  </p>;\n}\n",
	}
	got := strings.Join(removeFrom(t, base, "src/ui.tsx", "export function Link() { return null }\n"), "\n")
	if strings.Contains(got, "no references remain") || !strings.Contains(got, "symbol Button") {
		t.Errorf("facts:\n%s\nwant Button's use after the URL not taken for a comment", got)
	}
}

// With checkJs or // @ts-check, tsc checks a JavaScript file's JSDoc
// types, whose import("./a.js").Foo or @import names a module's export:
// a removed name there is neither a reference nor none.
func TestJSDocImportIsNoComment(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, removed, user string }{
		{"type", "export interface Foo { x: number }\n", "/** @type {import(\"./a.js\").Foo} */\nexport const v = { x: 1 };\n"},
		{"@import", "export function Foo() { return 1 }\n", "// @ts-check\n/** @import { Foo } from \"./a.js\" */\n/** @type {typeof Foo} */\nexport const v = () => 1;\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{
				"tsconfig.json": `{"compilerOptions": {"allowJs": true, "checkJs": true, "module": "nodenext"}, "include": ["src"]}`,
				"src/a.ts":      c.removed + "export function bar() { return 2 }\n",
				"src/b.js":      c.user,
			}
			got := strings.Join(removeFrom(t, base, "src/a.ts", "export function bar() { return 2 }\n"), "\n")
			if strings.Contains(got, "no references remain") || !strings.Contains(got, "symbol Foo") {
				t.Errorf("facts:\n%s\nwant Foo's JSDoc use not taken for none", got)
			}
		})
	}
}

// A / after a non-null assertion (n! / 2), a postfix ++ or --, or a
// variable named of divides: read as a regular expression's start, it
// made a later "file:///x" a comment that hid the rest of the line.
func TestTSDivisionAfterAnOperandIsNoRegexp(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, expr string }{
		{"non-null", "const half = n! / 2;"},
		{"postfix ++", "let i = 1; const half = i++ / 2;"},
		{"postfix --", "let i = 1; const half = i-- / 2;"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{
				"src/a.ts": "export function foo() { return 1 }\nexport function bar() { return 2 }\n",
				"src/b.ts": "import * as a from './a';\nexport function g(n?: number) {\n  " + c.expr + " const u = \"file:///tmp\"; return half + u.length + a.foo();\n}\n",
			}
			check(t, removeFrom(t, base, "src/a.ts", "export function bar() { return 2 }\n"),
				"symbol foo (src/a.ts:1) removed at head but still referenced at src/b.ts:3")
		})
	}
}

// A comment right after a colon (`default:// note`) is a comment still:
// a use it names is none.
func TestTSCommentAfterAColonIsAComment(t *testing.T) {
	t.Parallel()
	base := snapshot.Map{
		"src/a.ts": "export function foo() { return 1 }\nexport function bar() { return 2 }\n",
		"src/b.ts": "export function g(x: number) {\n  switch (x) {\n    default:// foo() was called here\n      return 0\n  }\n}\n",
	}
	check(t, removeFrom(t, base, "src/a.ts", "export function bar() { return 2 }\n"),
		"symbol foo (src/a.ts:1) removed; no references remain at head")
}

// A var is hoisted out of a statement's block to the function around it,
// or to the file: a use of the name anywhere in that function, before
// the block or after it, is the var's (tsc passes), never the removed
// module name's. A function's own body bounds it, and let and const stay
// in their block (tsc: "Cannot find name").
func TestTSVarIsTheFunctions(t *testing.T) {
	const removed = "export function helper() { return 1 }\n"
	for _, c := range []struct{ name, head, want, broken string }{
		{"in an if, used after", "export function run(c: boolean) {\n  if (c) {\n    var helper = () => 1\n  }\n  return helper()\n}\n", wantGone, ""},
		{"in an if, used before", "export function run(c: boolean) {\n  const r = helper\n  if (c) {\n    var helper = () => 1\n  }\n  return r\n}\n", wantGone, ""},
		{"in a loop's body", "export function run(xs: number[]) {\n  for (const x of xs) {\n    var helper = x\n  }\n  return helper\n}\n", wantGone, ""},
		{"in try and else blocks", "export function run(c: boolean) {\n  try {\n    if (c) {} else {\n      var helper = 1\n    }\n  } catch {}\n  return helper\n}\n", wantGone, ""},
		{"in a case's block", "export function run(n: number) {\n  switch (n) {\n    case 1: {\n      var helper = 1\n    }\n  }\n  return helper\n}\n", wantGone, ""},
		{"in a file's block", "declare const c: boolean;\nif (c) {\n  var helper = () => 1\n}\nexport const y = helper()\n", wantGone, ""},
		{"in a method's if", "export class A {\n  run(c: boolean) {\n    if (c) {\n      var helper = 1\n    }\n    return helper\n  }\n}\n", wantGone, ""},
		{"in an inner function", "export function run() {\n  const f = () => {\n    var helper = 1\n    return helper\n  }\n  return [f, helper()]\n}\n", wantDangles, "helper"},
		{"in a function with an object return type", "export function run() {\n  function f(): { a: number } {\n    var helper = 1\n    return { a: helper }\n  }\n  return [f, helper()]\n}\n", wantDangles, "helper"},
		{"in a function with a union return type", "export function run() {\n  function f(): number | { a: number } {\n    var helper = 1\n    return { a: helper }\n  }\n  return [f, helper()]\n}\n", wantDangles, "helper"},
		{"let in an if", "export function run(c: boolean) {\n  if (c) {\n    let helper = () => 1\n  }\n  return helper()\n}\n", wantDangles, "helper"},
		{"in a method named catch", "export class P {\n  catch(fn: any) {\n    var helper = fn\n    return helper\n  }\n  run() {\n    return helper()\n  }\n}\n", wantDangles, "helper"},
		{"in an object's method named with", "export const api = {\n  with(x: any) {\n    if (x) { var helper = x }\n    return helper\n  },\n  go() { return helper() },\n}\n", wantDangles, "helper"},
		{"in a static method named for", "export class K {\n  static for(key: string) {\n    var helper = key\n    return helper\n  }\n  static get() { return helper() }\n}\n", wantDangles, "helper"},
		{"function in a module's block", "export function run(c: boolean) {\n  if (c) {\n    function helper() { return 1 }\n  }\n  return helper()\n}\n", wantDangles, "helper"},
		{"function in a one-line block", "export function run(c: boolean) { if (c) { function helper() { return 1 } helper() } }\n", wantGone, ""},
		{"function after a case label", "export function run(n: number) {\n  switch (n) {\n    case 1: function helper() { return 1 }\n      return helper()\n  }\n}\n", wantGone, ""},
		{"function after default", "export function run(n: number) {\n  switch (n) {\n    default: function helper() { return 1 }\n      return helper()\n  }\n}\n", wantGone, ""},
		{"function after a case label, used after the switch", "export function run(n: number) {\n  switch (n) {\n    case 1: function helper() { return 1 }\n  }\n  return helper()\n}\n", wantDangles, "helper"},
		{"function in a one-line block at the top", "declare const c: boolean;\nif (c) { function helper() { return 1 }; helper() }\nexport {}\n", wantGone, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			tscRemoval(t, `"strict": false, "noEmit": true, "target": "es2020", "skipLibCheck": true`,
				"a.ts", removed, c.head, c.want, c.broken)
		})
	}
}

// A class's, an interface's or a type literal's { opens members, no
// statements: a member named function, class, let or var ends at the
// newline, and the next line's name is a member's, which hides no use of
// the removed module function (tsc: "Cannot find name"); so does a
// property named so after a dot. Where the brace may be either (a type
// literal in an annotation), the use is neither a reference nor none.
func TestTSMemberNamedFunctionDeclaresNothing(t *testing.T) {
	const (
		removed = "export function helper() { return 1 }\n"
		opts    = `"strict": false, "noEmit": true, "target": "es2020", "skipLibCheck": true, "jsx": "preserve", "allowJs": true, "checkJs": true`
	)
	t.Parallel()
	for _, c := range []struct{ name, path, head, want, broken string }{
		{"class member named function", "a.ts", "export class K {function\n  helper() { return 2 }\n  run() { return helper() }\n}\n", wantDangles + " at a.ts:3", "helper"},
		{"class member named function in JS", "a.js", "export class K {function\n  helper() { return 2 }\n  run() { return helper() }\n}\n", wantDangles + " at a.js:3", "helper"},
		{"class member named class", "a.ts", "export class K {class\n  helper = helper\n}\n", wantDangles + " at a.ts:2", "helper"},
		{"interface member named function", "a.ts", "export interface I {function\n  helper: typeof helper }\n", wantDangles + " at a.ts:2", "helper"},
		{"type literal member named class", "a.ts", "export type T = {class\n  helper: typeof helper }\n", wantDangles + " at a.ts:2", "helper"},
		// The keyword alone on its line, the next line's name a member.
		{"class member named function on its line", "a.ts", "export class K {\n  function\n  helper() { return 2 }\n  run() { return helper() }\n}\n", wantDangles + " at a.ts:4", "helper"},
		{"class member named function after a field", "a.ts", "export class K { a = 1; function\n  helper() { return 2 }\n  run() { return helper() }\n}\n", wantDangles + " at a.ts:3", "helper"},
		{"class member named function on its line in JS", "a.js", "export class K {\n  function\n  helper() { return 2 }\n  run() { return helper() }\n}\n", wantDangles + " at a.js:4", "helper"},
		{"static member named class", "a.ts", "export class K {\n  static\n  class\n  helper = 2\n  run() { return helper() }\n}\n", wantDangles + " at a.ts:5", "helper"},
		{"class member named let", "a.ts", "export class K {\n  let\n  helper = 2\n  run() { return helper() }\n}\n", wantDangles + " at a.ts:4", "helper"},
		{"member named var after a heritage call", "a.ts", "declare function mix<T>(b: T): T\nclass B {}\nexport class K extends mix(B) {\n  var\n  helper = 2\n  run() { return helper() }\n}\n", wantDangles + " at a.ts:6", "helper"},
		{"interface member named function on its line", "a.ts", "export interface I {\n  function\n  helper: typeof helper\n}\n", wantDangles + " at a.ts:3", "helper"},
		{"property named let", "a.ts", "export function run(o: any) {\n  o.let\n  helper()\n}\n", wantDangles + " at a.ts:3", "helper"},
		// A type literal in an annotation or a block after => may be
		// either: the use is neither a reference nor none.
		{"annotation's type literal member named class", "a.ts", "export let v: {\n  class\n  helper: typeof helper\n}\n", wantDoubt, "helper"},
		// A member named type, namespace, module or interface alone on
		// its line, then a member: the next name is a member's, no use.
		{"interface member named type on its line", "a.ts", "export interface I {\n  type\n  helper: number\n}\n", wantGone, ""},
		{"class member named type on its line", "a.ts", "export class K {\n  type\n  helper = 2\n  module\n  helper2?: number\n}\n", wantGone, ""},
		{"type literal member named namespace on its line", "a.ts", "export type T = {\n  namespace\n  helper(): void\n}\n", wantGone, ""},
		{"class member named interface on its line in JS", "a.js", "export class K {\n  interface\n  helper = 2\n}\n", wantGone, ""},
		// An object's key named class or interface opens no class body:
		// the method's block holds statements, its declaration local.
		{"object key named class", "a.ts", "export const o = { class: 1, run() {\n  function\n  helper() { return 2 }\n  return helper()\n} }\n", wantGone, ""},
		{"object key named interface in JS", "a.js", "export const o = { interface: 1, run() {\n  const\n    helper = () => 2\n  return helper()\n} }\n", wantGone, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			tscRemoval(t, opts, c.path, removed, c.head, c.want, c.broken)
		})
	}
}

// A hashbang line is no code: the "use strict" after it makes the
// script strict, and a function its block declares the block's.
func TestTSHashbangBeforeUseStrict(t *testing.T) {
	const head = "#!/usr/bin/env node\n\"use strict\";\nfunction run(c) {\n  if (c) {\n    function helper() { return 1 }\n  }\n  return helper()\n}\nrun(1)\n"
	base := snapshot.Map{
		"tsconfig.json": `{"compilerOptions": {"strict": false, "allowJs": true, "checkJs": true, "noEmit": true, "target": "es2020", "skipLibCheck": true}}`,
		"a.js":          "#!/usr/bin/env node\n\"use strict\";\nfunction helper() { return 1 }\n" + head[len("#!/usr/bin/env node\n\"use strict\";\n"):],
	}
	got := removeFrom(t, base, "a.js", head)
	if len(got) != 1 || !strings.Contains(got[0], "removed at head but still referenced at a.js:7") {
		t.Errorf("facts:\n%s\nwant one saying it is still referenced at a.js:7", strings.Join(got, "\n"))
	}
	files := clone(base)
	files["a.js"] = head
	tscSays(t, files, "helper", "-p", ".")
}

// A function declared in a block is the block's in strict code (an ES
// module, "use strict"), and the function's around it in sloppy code,
// as a var is (tsc passes then): whether a script is strict is the
// configuration's, so a use outside the block is neither a reference
// nor none there.
func TestTSBlockFunctionOfAScript(t *testing.T) {
	const removed = "function helper() { return 1 }\n"
	for _, c := range []struct{ name, head, want, broken string }{
		{"script", "function run(c) {\n  if (c) {\n    function helper() { return 1 }\n  }\n  return helper()\n}\nrun(1)\n", wantDoubt, ""},
		{"script's block at the top", "if (Math.random()) {\n  function helper() { return 1 }\n}\nhelper()\n", wantDoubt, ""},
		{"script's one-line block", "if (Math.random()) { function helper() { return 1 } helper() }\n", "removed; no references remain", ""},
		{"script's one-line block, used after", "function run(c) { if (c) { function helper() { return 1 } } return helper() }\nrun(1)\n", wantDoubt, ""},
		{"use strict", "\"use strict\";\nfunction run(c) {\n  if (c) {\n    function helper() { return 1 }\n  }\n  return helper()\n}\nrun(1)\n", wantDangles, "helper"},
		{"ES module", "export function run(c) {\n  if (c) {\n    function helper() { return 1 }\n  }\n  return helper()\n}\n", wantDangles, "helper"},
	} {
		t.Run(c.name, func(t *testing.T) {
			tscRemoval(t, `"strict": false, "allowJs": true, "checkJs": true, "noEmit": true, "target": "es2020", "skipLibCheck": true`,
				"a.js", removed, c.head, c.want, c.broken)
		})
	}
}
