package symbols

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// jsxIntrinsics lets tsc check a .tsx file's tags without React's types.
const jsxIntrinsics = "declare global { namespace JSX { interface IntrinsicElements { [e: string]: any } } }\n"

// A comma after a < that may open type arguments or compare, in JSX text,
// or past a line that may end the statement, may end no declarator: the
// name after it is not bound as a local that hides the removed helper,
// which tsc then finds missing. Where the reading cannot tell, the use
// is neither a reference nor none; where the comma surely ends a
// declarator (the < closed, a for header's), the local is bound.
func TestTSDeclaratorCommas(t *testing.T) {
	t.Parallel()
	const ()
	for _, c := range []struct{ name, ext, head, want, broken string }{
		// Not declarators: tsc fails.
		{"type arguments in an assertion", "ts", "export function run() {\n  const m = {} as Record<string, helper> | undefined, n = 1;\n  return [m, n, helper()]\n}\n", wantDoubt, "helper"},
		{"JSX text", "tsx", jsxIntrinsics + "export function Page() {\n  const m = <p>Hello, helper!</p>;\n  return [m, helper()]\n}\n", wantDoubt, "helper"},
		{"JSX text, two commas", "tsx", jsxIntrinsics + "export function Page() {\n  const m = <p>Welcome, helper, to the page</p>;\n  return [m, helper()]\n}\n", wantDoubt, "helper"},
		{"JSX text over lines", "tsx", jsxIntrinsics + "export function Page() {\n  const m = <p>\n    Hello, helper\n    ++ more\n  </p>;\n  return [m, helper()]\n}\n", wantDoubt, "helper"},
		{"JSX text after a return type", "tsx", jsxIntrinsics + "export function Page() {\n  const r = (): Map<string, \"x\"> => new Map(), m = <p>Hello, helper, welcome</p>;\n  return [r, m, helper()]\n}\n", wantDangles, "helper"},
		{"return type's three arguments", "ts", "type Tri<A, B, C> = [A, B, C];\nexport function run() {\n  const m = (): Tri<string, helper, number> => [\"a\", 1, 2], n = 1;\n  return [m, n, helper()];\n}\n", wantDoubt, "helper"},
		{"function's return type", "ts", "type Tri<A, B, C> = [A, B, C];\nexport function run() {\n  const m = function (): Tri<number, helper, number> { return [1, 1, 2] }, n = 1;\n  return [m, n, helper()];\n}\n", wantDoubt, "helper"},
		{"annotation closed by >=, statements on", "ts", "export function run(xs: number[]) {\n  let seen: Array<number>= [];\n  for (const x of xs) if (x > 0) seen.push(x), helper = x;\n  return helper();\n}\n", wantDangles, "helper"},
		{"annotation closed by >=, an if", "ts", "export function run(n: number) {\n  let seen: Array<number>= []\n  if (n > 0) seen = [n], helper;\n  return helper();\n}\n", wantDangles, "helper"},
		{"instantiation after >=", "ts", "declare function g<A, B, C>(): number\nexport function run() {\n  let r: Map<string, \"x\">= new Map(), s = g<number, helper, string> as unknown;\n  return [r, s, helper()]\n}\n", wantDangles, "helper"},
		{"instantiation after a return type", "ts", "declare function g<A, B, C>(): number\nexport function run() {\n  let r = (): Map<string, \"x\"> => new Map(), s = g<number, helper, string> as unknown;\n  return [r, s, helper()]\n}\n", wantDangles, "helper"},
		{"instantiation after a heritage clause", "ts", "declare class Base<A, B> {}\ndeclare function g<A, B, C>(): number\nexport function run() {\n  const C = class extends Base<string, \"x\"> {}, s = g<number, helper, string> as unknown;\n  return [C, s, helper()]\n}\n", wantDangles, "helper"},
		{"instantiation after a call's", "ts", "declare function f<A, B>(): number\ndeclare function g<A, B, C>(): number\nexport function run() {\n  let r = f<string, 1>(), s = g<number, helper, string> as unknown;\n  return [r, s, helper()]\n}\n", wantDangles, "helper"},
		{"instantiation satisfies", "ts", "declare function f<A, B>(): number\ndeclare function g<A, B, C>(): number\nexport function run() {\n  let r = f<string, 1>(), s = g<number, helper, string> satisfies unknown;\n  return [r, s, helper()]\n}\n", wantDangles, "helper"},
		{"annotation over lines", "ts", "declare function g<A, B, C>(): number\nexport function run() {\n  let r: Map<string,\n    \"x\"> = new Map(), s = g<number, helper, string> as unknown;\n  return [r, s, helper()]\n}\n", wantDangles, "helper"},
		{"++ on the next line", "ts", "export function run(b: number, c: number) {\n  let a = b\n  ++c, helper\n  return helper()\n}\n", wantDangles, "helper"},
		{"! on the next line", "ts", "export function run(b: number, c: number) {\n  let a = b\n  !c, helper\n  return [a, helper()]\n}\n", wantDangles, "helper"},
		{"after a postfix ++", "ts", "export function run(i: number) {\n  let a = i++\n  String(a), helper\n  return helper()\n}\n", wantDangles, "helper"},
		{"after a non-null !", "ts", "export function run(x: number | undefined) {\n  let a = x!\n  String(a), helper\n  return helper()\n}\n", wantDangles, "helper"},
		{"instantiation at a line's end", "ts", "declare function f<T>(): number\nexport function run(x: number) {\n  let a = f<number>\n  x, helper\n  return [a, helper()]\n}\n", wantDoubt, "helper"},
		{"template literal's code", "ts", "export function run(a: number) {\n  const t = `${a, helper}`, n = 1;\n  return [t, n, helper()]\n}\n", wantDangles, "helper"},
		{"for-in's expression", "ts", "export function run(o: any) {\n  for (const k in o, helper) { void k }\n  return helper()\n}\n", wantDangles, "helper"},
		{"( line of JSX text at the top", "tsx", jsxIntrinsics + "export const a = <p>hi\n(x), helper</p>\nexport const y = helper()\n", wantDoubt, "helper"},
		{"const on a line of JSX text", "tsx", jsxIntrinsics + "export function Page() {\n  const a = <p>\n    const helper = 1\n  </p>;\n  return [a, helper()]\n}\n", wantDangles, "helper"},
		{"let with a comma on a line of JSX text", "tsx", jsxIntrinsics + "export function Page() {\n  const a = <p>\n    let b, helper = 1\n  </p>;\n  return [a, helper()]\n}\n", wantDoubt, "helper"},
		{"var on a line of JSX text in an array", "tsx", jsxIntrinsics + "export function Page() {\n  const a = [<p>\n    var helper\n  </p>];\n  return [a, helper()]\n}\n", wantDangles, "helper"},
		{"let on a line of JSX text in a returned array", "tsx", jsxIntrinsics + "export function Page() {\n  const x = 1;\n  return [x, <p>\n    let helper = 1\n  </p>, helper()]\n}\n", wantDangles, "helper"},
		{"; in JSX text", "tsx", jsxIntrinsics + "export function Page() {\n  const a = <p>x; const helper = 1</p>;\n  return [a, helper()]\n}\n", wantDangles, "helper"},
		{"; in JSX text over lines", "tsx", jsxIntrinsics + "export function Page() {\n  const a = <p>\n    Hello; const helper = 1\n  </p>;\n  return [a, helper()]\n}\n", wantDangles, "helper"},
		{"a number after JSX text's comma", "tsx", jsxIntrinsics + "export function Page() {\n  const a = <p>\n    Hi, 42\n    const helper = 1\n  </p>;\n  return [a, helper()]\n}\n", wantDangles, "helper"},
		{"function on a line of JSX text", "tsx", jsxIntrinsics + "export function Page() {\n  const a = <p>\n    function helper\n  </p>;\n  return [a, helper()]\n}\n", wantDangles, "helper"},
		{"class on a line of JSX text", "tsx", jsxIntrinsics + "export function Page() {\n  const a = <div><p>x</p>\n    class helper\n  </div>;\n  return [a, helper()]\n}\n", wantDangles, "helper"},
		// Declarators: tsc passes.
		{"after a closed element and ;", "tsx", jsxIntrinsics + "export function Page() {\n  const a = <p>hi; there</p>;\n  const helper = () => 1;\n  return [a, helper()]\n}\n", wantGone, ""},
		{"after a self-closing element", "tsx", jsxIntrinsics + "export function Page() {\n  const a = <br />\n  const helper = () => 1\n  return [a, helper()]\n}\n", wantGone, ""},
		{"after a generic arrow", "tsx", jsxIntrinsics + "export function Page() {\n  const id = <T,>(x: T) => x;\n  const helper = () => 1;\n  return [id, helper()]\n}\n", wantGone, ""},
		{"function after JSX", "tsx", jsxIntrinsics + "export function Page() {\n  const a = <div><p>hi</p></div>\n  function helper() { return 1 }\n  return [a, helper()]\n}\n", wantGone, ""},
		{"for header's second", "ts", "export function run(n: number) {\n  let s = 0;\n  for (let i = 0, helper = n; i < helper; i++) s += i;\n  return s;\n}\n", wantGone, ""},
		{"after a line of ++", "ts", "export function run(n: number) {\n  let a = 1, helper\n  ++n\n  helper = 2\n  return helper + a + n\n}\n", wantGone, ""},
		{"after >=", "ts", "export function run(n: number) {\n  let a: Array<number>= [], helper = 2\n  return helper + a.length + n\n}\n", wantGone, ""},
		{"after an arrow's return type", "ts", "export function run() {\n  const m = (): Map<string, number> => new Map(), helper = 1;\n  return [m, helper]\n}\n", wantGone, ""},
		{"after a function's return type", "ts", "export function run() {\n  const m = function (): Map<string, number> { return new Map() }, helper = 1;\n  return [m, helper]\n}\n", wantGone, ""},
		{"after a heritage clause", "ts", "class Base<A, B> {}\nexport function run() {\n  const C = class extends Base<string, number> {}, helper = 1;\n  return [C, helper]\n}\n", wantGone, ""},
		{"after a type predicate", "ts", "export function run(v: unknown) {\n  const isMap = (x: unknown): x is Map<string, number> => x instanceof Map, helper = 1;\n  return [isMap(v), helper]\n}\n", wantGone, ""},
		{"after new without parentheses", "ts", "export function run() {\n  const m = new Map<string, number>, helper = 1;\n  return [m, helper]\n}\n", wantGone, ""},
		{"after a comparison and type arguments", "ts", "export function run(xs: number[]) {\n  const m = xs.length > 0 ? new Map<string, number>() : null, helper = 1;\n  return [m, helper]\n}\n", wantGone, ""},
		{"after as", "ts", "export function run(o: Record<string, number>) {\n  const t = o as Record<string, number>, helper = 1;\n  return [t, helper]\n}\n", wantGone, ""},
		{"after satisfies", "ts", "export function run(o: Record<string, number>) {\n  const t = o satisfies Record<string, number> ? 1 : 2, helper = 1;\n  return [t, helper]\n}\n", wantGone, ""},
		{"after a template's comparison", "ts", "export function run(a: number, b: number) {\n  const t = `${a < b}, ${a}`, helper = 1;\n  return [t, helper]\n}\n", wantGone, ""},
		{"leading commas", "ts", "export function run(x: number[] | undefined) {\n  let a = x!\n    , helper = 1\n  let i = 0, b = i++\n    , c = 2\n  return [a, helper, b, c]\n}\n", wantGone, ""},
		{"after a block", "ts", "export function run() {\n  const f = () => { return 1 }, helper = 2;\n  let x = 1\n  let y = 2, z = 3\n  return [f, helper, x, y, z]\n}\n", wantGone, ""},
		{"after an annotation at a line's end", "ts", "export function run() {\n  let a: Array<number>\n  let helper = 2\n  a = [helper]\n  return [a, helper]\n}\n", wantGone, ""},
		{"after JSX at a line's end", "tsx", jsxIntrinsics + "export function Page() {\n  const m = <p>hi</p>\n  const helper = 2\n  return [m, helper]\n}\n", wantGone, ""},
		// A comparison's comma ends a declarator, which the reading
		// cannot tell from a type argument's: neither.
		{"after a comparison", "ts", "export function run(a: number, b: number) {\n  const t = a < b, helper = a > b;\n  return [t, helper]\n}\n", wantDoubt, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			tscRemoval(t, `"strict": false, "noEmit": true, "target": "es2020", "jsx": "preserve", "skipLibCheck": true`,
				"src."+c.ext, "export function helper() { return 1 }\nexport type helper = number;\n", c.head, c.want, c.broken)
		})
	}
}

// Declarations whose declarators a scan reads on into the next ones
// (let a = b < c, let a = b < c, …: each let after a comma is a name
// there) are each read once: the file is read, not given up as too
// intricate after a scan per declaration.
func TestTSDeclaratorsReadInLinearTime(t *testing.T) {
	for _, unit := range []string{"let a = b < c, ", "let a, ", "x, let a = b, "} {
		src := []byte("function f() { " + strings.Repeat(unit, 40000) + "}\n")
		if f := synTS("a.ts", src, map[string]bool{"a": true, "x": true}); f.broken != "" {
			t.Errorf("%q: broken %q", unit, f.broken)
		}
	}
	// JSX text read on over, or elements never closed: each token is
	// read once more at most, given back to the declarations in it.
	for _, unit := range []string{"let a = <p>; ", "let a = <p>x; let b</p>, c; ", "const a = [<p>\n let b, c = 1\n</p>];\n", "let a = <p>\n function b() {}\n", "let a = <div><p>x</p></div>\n"} {
		src := []byte("function f() { " + strings.Repeat(unit, 40000) + "}\n")
		if f := synTS("a.tsx", src, map[string]bool{"a": true, "b": true}); f.broken != "" {
			t.Errorf("%q: broken %q", unit, f.broken)
		}
	}
}

// A destructuring pattern binds its targets only: a default value's or a
// computed key's names are uses (tsc: "Cannot find name" once the
// module's helper is removed), never locals that hide it. A line that
// opens with ( or [ may go on the declaration before it (let a = f ⏎
// (x), helper calls f and declares helper) or not (after an arrow
// function's body, which no call follows): the declarators after it are
// neither surely bound nor surely not; at the top, after a name, a
// literal, a ) or a ], it surely goes on. A method chain's next line (⏎
// .then(helper)) goes on the statement, its names uses. A template
// literal's ${…} holds an expression, whose function declares nothing,
// and the } closing it at a line's start ends no declaration. A catch
// clause's name or pattern is its binding, no use.
func TestTSDeclaratorPatternsAndLines(t *testing.T) {
	const ()
	for _, c := range []struct{ name, head, want, broken string }{
		{"default's call over lines", "declare const o: any;\nexport const {\n  a,\n  b = String(helper)\n} = o\n", wantDangles, "helper"},
		{"default's name over lines", "declare const o: any;\nexport const {\n  a,\n  b = helper\n} = o\n", wantDangles, "helper"},
		{"computed key", "declare const o: any;\nexport const { [helper]: a } = o\n", wantDangles, "helper"},
		{"default's array in a block", "export function run(o: any) {\n  const { a = [helper] } = o\n  return a\n}\n", wantDangles, "helper"},
		{"default's object in an array pattern", "export function run(o: any) {\n  const [a = { helper }] = o\n  return a\n}\n", wantDangles, "helper"},
		{"parameter's default", "export function run({ a = String(helper) }: any) {\n  return a\n}\n", wantDangles, "helper"},
		{"second declarator over lines", "export const a = 1,\n  b = helper;\n", wantDangles, "helper"},
		{"method chain's next line", "export function run(p: Promise<number>) {\n  const x = p\n    .then(helper)\n  return x\n}\n", wantDangles, "helper"},
		{"method chain at the top", "declare const p: Promise<number>;\nexport const x = p\n  .then(helper)\n", wantDangles, "helper"},
		{"awaited chain", "export async function run(x: () => Promise<number>) {\n  await x()\n    .catch(helper)\n}\n", wantDangles, "helper"},
		{"a call on the next line", "declare const b: any;\nexport const a = b\n(helper)()\n", wantDangles, "helper"},
		{"a type's end before a ( line at the top", "declare const f: any, x: any;\nexport const a = f as any\n(x), helper = 2\nexport const y = helper\n", wantDoubt, "helper"},
		{"arrow's body before a ( line at the top", "declare const x: any;\nexport const a = () => {}\n(x), helper = 2\nexport const y = helper\n", wantDoubt, "helper"},
		{"function in a template's code", "export function run() {\n  const s = `${\nfunction helper() { return 1 }\n}`\n  return [s, helper()]\n}\n", wantDangles, "helper"},
		{"function in a template's code at the top", "export const s = `${\n  function helper() { return 1 }\n}`\nexport const y = helper()\n", wantDangles, "helper"},
		{"arrow's body before a ( line", "export function run(x: any) {\n  let a = () => {}\n  (x), helper = 2\n  return [a, helper]\n}\n", wantDoubt, "helper"},
		// Bound: tsc passes.
		{"nested pattern's targets", "export function run(o: any) {\n  const { a: { b, helper }, c: [d, ...e] = [] } = o\n  return [b, d, e, helper]\n}\n", wantGone, ""},
		{"key renamed to the name", "export function run(o: any) {\n  const { [o.k]: helper = 1 } = o\n  return helper\n}\n", wantGone, ""},
		{"method chain then a declarator", "export function run(p: Promise<number>) {\n  let a = p\n    .then(() => 1), helper = 2\n  return [a, helper]\n}\n", wantGone, ""},
		{"catch's name", "export function run() {\n  try { return 1 } catch (helper) { return helper }\n}\n", wantGone, ""},
		{"catch's pattern over lines", "export function run() {\n  try { return 1 } catch ({\n    helper\n  }) { return helper }\n}\n", wantGone, ""},
		{"arrow's parameter in a chain", "export function run(p: Promise<number>) {\n  return p\n    .then((helper) => helper)\n}\n", wantGone, ""},
		{"template's code closing on a line, then a declarator", "export function run(x: number) {\n  const s = `a${x\n}b`, helper = 1\n  return [s, helper]\n}\n", wantGone, ""},
		{"template's code closing on a line at the top", "declare const x: number;\nexport const s = `a${x\n}b`, helper = 1\nexport const y = helper\n", "other declarations of the name remain", ""},
		{"a call's ( line at the top, then a declarator", "declare const f: any, x: any;\nexport const a = f\n(x), helper = 2\nexport const y = helper\n", "other declarations of the name remain", ""},
		{"an index's [ line at the top, then a declarator", "declare const f: any, x: any;\nexport const a = f\n[x], helper = 2\nexport const y = helper\n", "other declarations of the name remain", ""},
		// A call's ( line: the declarator after it is the block's, which
		// the reading cannot be sure of.
		{"a call's ( line then a declarator", "export function run(f: any, x: any) {\n  let a = f\n  (x), helper = 2\n  return [a, helper]\n}\n", wantDoubt, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			tscRemoval(t, `"strict": false, "noEmit": true, "target": "es2020", "skipLibCheck": true`,
				"src.ts", "export function helper() { return 1 }\n", c.head, c.want, c.broken)
		})
	}
}

// tscRemoval removes removed from the front of p's text (head is what is
// left) under a tsconfig of compilerOptions opts, wants the one fact to
// say want, and asks tsc whether head breaks on broken ("" for none).
func tscRemoval(t *testing.T, opts, p, removed, head, want, broken string) {
	t.Helper()
	base := snapshot.Map{
		"tsconfig.json": `{"compilerOptions": {` + opts + `}}`,
		p:               removed + head,
	}
	got := removeFrom(t, base, p, head)
	if len(got) != 1 || !strings.Contains(got[0], want) {
		t.Errorf("facts:\n%s\nwant one saying %q", strings.Join(got, "\n"), want)
	}
	files := clone(base)
	files[p] = head
	tscSays(t, files, broken, "-p", ".")
}

// What a TypeScript removal's fact says, as the tests of its scopes
// look for it.
const (
	wantDangles = "removed at head but still referenced"
	wantGone    = "removed; no references remain"
	wantDoubt   = "a declaration in the block may declare helper"
)
