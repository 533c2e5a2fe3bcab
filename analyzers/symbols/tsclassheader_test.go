package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A class's body is the first { of its header that no type parameter,
// type argument or heritage expression holds: a type literal in
// <T extends {a: number}>, a default <T = {x: 1}>, implements I<{…}>,
// an object literal after extends or a class expression's body after
// extends are not it. Read as the body, the real body after them was
// taken for a block of statements, its method "function\nhelper()" for
// a function declaration, and the methods' calls of the removed helper
// for calls of that local one: the removal looked clean while tsc
// rejects the head.
func TestTSClassBodyPastItsHeader(t *testing.T) {
	t.Parallel()
	const (
		removed = "export function helper() { return 1 }\n"
		lib     = "export function keep() { return 2 }\ndeclare function mix<T>(b: T): new () => object;\nclass B {}\ninterface I<T> { n?: T }\ndeclare function dec(o: object): (c: unknown, x: unknown) => void;\n"
		members = " {\n  function\n  helper() { return 2 }\n  m() { return helper() }\n}\n"
		want    = "symbol helper (a.ts:1) removed at head but still referenced at a.ts:9"
	)
	for _, c := range []struct{ name, class string }{
		{"constraint and heritage call", "export class K<T extends {a: number}> extends mix(B)"},
		{"default", "export class K<T = {x: 1}>"},
		{"nested type arguments", "export class K<T extends Array<Array<{a: 1}>> = []> extends mix(B)"},
		{"implements", "export class K implements I<{a: 1}>"},
		{"implements list after a call", "export class K extends mix({a: 1}) implements I<{a: 1}>, I<{b: {c: 2}}>"},
		{"extends type arguments", "export class K extends mix<{a: 1}>(B)"},
		{"class expression", "export const K = class<T extends {a: number}> extends mix(B)"},
		{"extends a class expression", "export class K extends class { n = 1 }"},
		{"decorated", "@dec({a: 1}) export class K<T = {x: 1}> extends mix(B)"},
		{"extends an object's member", "export class K extends {C: B}.C"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			user := lib + c.class + members
			base := snapshot.Map{
				"tsconfig.json": `{"compilerOptions": {"strict": false, "noEmit": true, "target": "es2022"}}`,
				"a.ts":          removed + user,
			}
			check(t, removeFrom(t, base, "a.ts", user), want)
			head := clone(base)
			head["a.ts"] = user
			tscSays(t, head, "Cannot find name 'helper'", "-p", ".")
		})
	}
}
