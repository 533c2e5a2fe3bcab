package symbols

import (
	"fmt"
	"strings"
	"testing"
)

// A namespace's body holds statements: its own member of the removed
// name (a declared function, a const, an enum, a class) hides the
// module's, and a member it exports is the namespace's, seen bare in
// every block of it, a dotted namespace A.B's body among them. A member
// without export stays in its block, and an expression in the body (a
// function expression, a template's ${…}, JSX, an object's method, a
// catch or for-let binding) declares nothing there: the bare use still
// names the removed function, which tsc rejects.
func TestTSNamespaceMembers(t *testing.T) {
	t.Parallel()
	const (
		removed  = "export function helper() { return 1 }\n"
		opts     = `"strict": false, "noEmit": true, "target": "es2020", "skipLibCheck": true, "jsx": "preserve"`
		notFound = "Cannot find name 'helper'"
	)
	for _, c := range []struct{ name, path, head, want, broken string }{
		{"declared namespace's function", "a.ts", "declare namespace N { function helper(): void; const x: typeof helper; }\nexport {}\n", wantGone, ""},
		{"enum member", "a.ts", "namespace N { enum helper { A } export const y = helper.A; }\nexport {}\n", wantGone, ""},
		{"exported member in another block", "a.ts", "namespace N { export function helper() {} }\nnamespace N { helper(); }\nexport {}\n", wantGone, ""},
		{"exported const in another block", "a.ts", "namespace N { export const helper = 1; }\nnamespace N { export const y = helper; }\nexport {}\n", wantGone, ""},
		{"exported class", "a.ts", "namespace N { export class helper {} export const f = () => new helper(); }\nexport {}\n", wantGone, ""},
		{"member of the outer namespace in a dotted one", "a.ts", "namespace A { export const helper = 1; }\nnamespace A.B { export const y = helper; }\nexport {}\n", wantGone, ""},
		{"unexported member in another block", "a.ts", "namespace N { function helper() {} helper(); }\nnamespace N { helper(); }\nexport {}\n", wantDangles + " at a.ts:2", notFound},
		{"inner member outside its namespace", "a.ts", "namespace A.B { export const helper = 1; }\nnamespace A { export const y = helper; }\nexport {}\n", wantDangles + " at a.ts:2", notFound},
		{"member used after the namespace", "a.ts", "namespace N { export const helper = 1; }\nexport const z = helper;\n", wantDangles + " at a.ts:2", notFound},
		{"function expression", "a.ts", "namespace N { export const f = function () { return helper(); }; }\nexport {}\n", wantDangles + " at a.ts:1", notFound},
		{"named function expression", "a.ts", "namespace N {\n  export const f = function helper() {};\n  helper();\n}\nexport {}\n", wantDangles + " at a.ts:3", notFound},
		{"template code", "a.ts", "namespace N {\n  export const s = `${\nhelper()}`;\n}\nexport {}\n", wantDangles + " at a.ts:3", notFound},
		{"enum in a template's arrow", "a.ts", "namespace N {\n  export const s = `${(() => { enum helper { A } return helper.A })()}`;\n  helper();\n}\nexport {}\n", wantDangles + " at a.ts:3", notFound},
		{"JSX text", "a.tsx", "namespace N {\n  export const e = <p>\n    enum helper {}\n    {helper()}\n  </p>;\n}\nexport {}\n", wantDangles + " at a.tsx:4", notFound},
		{"object's method", "a.ts", "namespace N {\n  export const o = { f() { enum helper { A } return helper.A } };\n  helper();\n}\nexport {}\n", wantDangles + " at a.ts:3", notFound},
		{"catch binding", "a.ts", "namespace N { try {} catch (helper) { helper; } export const f = () => helper(); }\nexport {}\n", wantDangles + " at a.ts:1", notFound},
		{"for-let binding", "a.ts", "namespace N { for (let helper of [1]) {} export const f = () => helper(); }\nexport {}\n", wantDangles + " at a.ts:1", notFound},
		// An inner namespace without export is its block's own: its
		// namesake in another block of N is another namespace.
		{"unexported inner namespace", "a.ts", "namespace N { namespace M { export const helper = 1; } }\nnamespace N { namespace M { export const y = helper; } }\nexport {}\n", wantDangles + " at a.ts:2", notFound},
		{"dotted and unexported inner", "a.ts", "namespace N.M { export const helper = 1; }\nnamespace N { namespace M { export const y = helper; } }\nexport {}\n", wantDangles + " at a.ts:2", notFound},
		{"exported inner namespace", "a.ts", "namespace N { export namespace M { export const helper = 1; } }\nnamespace N.M { export const y = helper; }\nexport {}\n", wantGone, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			tscRemoval(t, opts, c.path, removed, c.head, c.want, c.broken)
		})
	}
}

// An enum or a class declared in a function's block hides the module's
// name there, not after the block.
func TestTSBlockEnumHidesName(t *testing.T) {
	t.Parallel()
	const removed = "export function helper() { return 1 }\n"
	const opts = `"strict": true, "noEmit": true, "target": "es2020"`
	for _, c := range []struct{ name, head, want, broken string }{
		{"enum in a function", "export function g() { enum helper { A } return helper.A; }\n", wantGone, ""},
		{"const enum in a function", "export function g() {\n  const enum helper { A }\n  return helper.A;\n}\n", wantGone, ""},
		{"enum in an if, used after", "export function g() { if (g) { enum helper { A } } return helper(); }\n", wantDangles + " at a.ts:1", "Cannot find name 'helper'"},
		// A type hides no value use.
		{"type alias", "export function g() { type helper = number; return helper(); }\n", wantDangles + " at a.ts:1", "'helper' only refers to a type"},
		{"interface", "export function g() { interface helper { a: 1 } return helper(); }\n", wantDangles + " at a.ts:1", "'helper' only refers to a type"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			tscRemoval(t, opts, "a.ts", removed, c.head, c.want, c.broken)
		})
	}
}

// type, interface, namespace and module declare only before a name on
// their line: type⏎helper = 1 is the word type, then an assignment to
// helper, which tsc rejects. A class's member named type on its line is
// no statement, nor is a property read o.type.
func TestTSDeclarationWordOnItsLine(t *testing.T) {
	t.Parallel()
	const removed = "export function helper() { return 1 }\n"
	const opts = `"strict": false, "noEmit": true, "target": "es2020"`
	for _, c := range []struct{ name, head, want, broken string }{
		{"type", "type\nhelper = 1\nexport {}\n", wantDangles + " at a.ts:2", "Cannot find name 'helper'"},
		{"type in a function", "export function g() {\n  type\n  helper = 1\n}\n", wantDangles + " at a.ts:3", "Cannot find name 'helper'"},
		{"class member named type", "export class K { type\n helper = 1 }\n", wantGone, ""},
		{"property named type", "const obj = { type: 1 };\nobj.type\nhelper()\nexport {}\n", wantDangles + " at a.ts:3", "Cannot find name 'helper'"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			tscRemoval(t, opts, "a.ts", removed, c.head, c.want, c.broken)
		})
	}
}

// Exported members bind once per block of their namespace, however
// many blocks export them: a file of many blocks stays within the
// reading's work budget, each bare use the namespace's.
func TestTSNamespaceBlocksLinear(t *testing.T) {
	t.Parallel()
	src := strings.Repeat("namespace N { export const helper = 1; }\nnamespace N { helper; }\n", 10000)
	f := synTS("a.ts", []byte(src), map[string]bool{"helper": true})
	if f.broken != "" {
		t.Fatalf("broken: %s", f.broken)
	}
	if len(f.uses) != 10000 {
		t.Fatalf("%d uses, want 10000", len(f.uses))
	}
	for _, u := range f.uses {
		if !u.local {
			t.Fatalf("use at line %d not local", u.line)
		}
	}
}

// Many distinct exported names over many blocks: only the wanted name
// binds in each block, so the reading stays within its work budget and
// the one dangling use in the last block is still read.
func TestTSNamespaceManyNamesLinear(t *testing.T) {
	t.Parallel()
	var b strings.Builder
	for i := 0; i < 3000; i++ {
		fmt.Fprintf(&b, "namespace N { export const h%d = 1; }\n", i)
	}
	b.WriteString("namespace N { helper(); }\n")
	f := synTS("a.ts", []byte(b.String()), map[string]bool{"helper": true})
	if f.broken != "" {
		t.Fatalf("broken: %s", f.broken)
	}
	if len(f.uses) != 1 || f.uses[0].local {
		t.Fatalf("uses %+v, want one use not local", f.uses)
	}
}

// type, namespace or module alone on its line in an arrow's body is an
// expression's word, so the next line's helper() is a use, which tsc
// rejects once helper is gone; in a type literal after => the next
// line's word is a member's name. A dotted namespace's name is read
// whatever its length: A.….X's blocks, more than 32 names deep, share
// their exported members, and their bodies hold statements.
func TestTSWordOnItsLineInArrowAndDeepNamespace(t *testing.T) {
	t.Parallel()
	const (
		removed  = "export function helper() { return 1 }\n"
		opts     = `"strict": false, "noEmit": true, "target": "es2020", "skipLibCheck": true`
		notFound = "Cannot find name 'helper'"
	)
	deep := strings.Repeat("N.", 40) + "X"
	for _, c := range []struct{ name, head, want, broken string }{
		{"type in an arrow's body", "export const f = (type: any) => {\n  type\n  helper()\n};\n", wantDangles + " at a.ts:3", notFound},
		{"namespace in an arrow's body", "export const f = (namespace: any) => {\n  namespace\n  helper()\n};\n", wantDangles + " at a.ts:3", notFound},
		{"type then a ternary in an arrow's body", "export const f = (type: any) => {\n  type\n  helper ? 1 : 2\n};\n", wantDangles + " at a.ts:3", notFound},
		{"type literal's members after =>", "export type F = () => {\n  type\n  helper: number\n};\n", wantGone, ""},
		{"optional member after =>", "export type F = () => {\n  type\n  helper?: number\n};\n", wantGone, ""},
		{"deep namespace's exported member", "namespace " + deep + " { export const helper = 1; }\nnamespace " + deep + " { export const y = helper; }\nexport {}\n", wantGone, ""},
		{"deep namespace's type on its line", "namespace " + deep + " {\n  let type = 0;\n  type\n  helper()\n}\nexport {}\n", wantDangles + " at a.ts:4", notFound},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			tscRemoval(t, opts, "a.ts", removed, c.head, c.want, c.broken)
		})
	}
}

// A { after a function type's => opens a type literal wherever the
// function type stands (a type alias, a parameter's, a variable's or a
// member's annotation, a function's or a method's return type): type
// alone on its line there is a member, and so is the next line's
// helper, with a colon or not, in a union or type arguments as well.
// An arrow function's body holds statements where the arrow is surely
// an expression: after const f =, after return, a call's argument.
func TestTSTypeLiteralAfterTypeArrow(t *testing.T) {
	t.Parallel()
	const (
		removed  = "export function helper() { return 1 }\n"
		opts     = `"strict": false, "noEmit": true, "target": "es2020", "skipLibCheck": true`
		notFound = "Cannot find name 'helper'"
		members  = "{\n  type\n  helper(): void\n}"
	)
	for _, c := range []struct{ name, head, want, broken string }{
		{"method member in a type alias", "export type F = () => " + members + ";\n", wantGone, ""},
		{"generic method member", "export type F = () => {\n  type\n  helper<T>(): T\n};\n", wantGone, ""},
		{"bare member", "export type F = () => {\n  type\n  helper\n};\n", wantGone, ""},
		{"member and comma", "export type F = () => {\n  type\n  helper,\n};\n", wantGone, ""},
		{"generic type alias", "export type F<T> = (x: T) => " + members + ";\n", wantGone, ""},
		{"constructor type", "export type F = new () => " + members + ";\n", wantGone, ""},
		{"function type's return", "export type F = () => () => " + members + ";\n", wantGone, ""},
		{"callback parameter", "export function f(cb: () => " + members + ") { return cb }\n", wantGone, ""},
		{"optional callback parameter", "export function f(a: number, cb?: () => " + members + ") { return cb }\n", wantGone, ""},
		{"arrow's parameter", "export const f = (cb: () => " + members + ") => cb;\n", wantGone, ""},
		{"variable", "export let v: () => " + members + ";\n", wantGone, ""},
		{"function's return type", "export function f(): () => " + members + " { return null }\n", wantGone, ""},
		{"arrow's return type", "export const f = (): () => " + members + " => null;\n", wantGone, ""},
		{"method's return type", "export class K { m(): () => " + members + " { return null } }\n", wantGone, ""},
		{"class property", "export class K { p: () => " + members + " }\n", wantGone, ""},
		{"type literal's property", "export type G = { f: () => " + members + " };\n", wantGone, ""},
		{"interface property", "export interface I { f: () => " + members + " }\n", wantGone, ""},
		{"union member", "export type U = string | (() => " + members + ");\n", wantGone, ""},
		{"type argument", "export type U = Array<() => " + members + ">;\n", wantGone, ""},
		{"as a type", "export const v = null as (() => " + members + ");\n", wantGone, ""},
		{"returned arrow", "export function g() {\n  return (type: any) => {\n    type\n    helper()\n  };\n}\n", wantDangles + " at a.ts:4", notFound},
		{"call's arrow", "declare function k(...a: any[]): void;\nk((type: any) => {\n  type\n  helper()\n});\nexport {}\n", wantDangles + " at a.ts:4", notFound},
		{"lone parameter's arrow", "export const f = type => {\n  type\n  helper()\n};\n", wantDangles + " at a.ts:3", notFound},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			tscRemoval(t, opts, "a.ts", removed, c.head, c.want, c.broken)
		})
	}
}
