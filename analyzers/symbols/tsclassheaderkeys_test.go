package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// In a class's heritage expression, class or function after . or ?. is
// a property's name (mk.class(B)), not a class or function expression
// whose body comes before the class's own: counted as one, the class's
// body was taken for that expression's, its method "function\nhelper()"
// for a local function declaration, and the removal of the helper its
// methods call looked clean while tsc rejects the head.
func TestTSClassHeaderPropertyNamedKeyword(t *testing.T) {
	t.Parallel()
	const (
		removed = "export function helper() { return 1 }\n"
		lib     = "declare const mk: { class(b: unknown): new () => object; function(b: unknown): new () => object };\nclass B {}\n"
		members = " {\n  function\n  helper() { return 2 }\n  m() { return helper() }\n}\n"
		want    = "symbol helper (a.ts:1) removed at head but still referenced at a.ts:6"
	)
	for _, heritage := range []string{"mk.class(B)", "mk.function(B)", "mk?.class(B)"} {
		t.Run(heritage, func(t *testing.T) {
			t.Parallel()
			user := lib + "export class K extends " + heritage + members
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

// A >= after a type argument closes it as > does (tsc reads
// <T extends A<number>= {a: 1}> as a constraint and a default), and so
// do the > tokens of >> and >>=. Left open, the count let the walk over
// the header run past the class, taking a later function's body for a
// member body, its local function helper for a method, and its call of
// helper for a use of the removed one: a dangling claim tsc refutes.
func TestTSClassHeaderAngleBeforeEquals(t *testing.T) {
	t.Parallel()
	const (
		removed = "export function helper() { return 1 }\n"
		lib     = "interface A<T> { a?: T }\n"
		after   = " { m() { return 1 } }\nexport function f() { function\nhelper() { return 2 }\nreturn helper() }\n"
		want    = "symbol helper (a.ts:1) removed; no references remain at head"
	)
	for _, header := range []string{
		"export class K<T extends A<number>= {a: 1}>",
		"export class K<T extends A<A<number>>= {a: {a: 1}}>",
		"export class K<T extends A<A<A<number>>>= {}>",
		"export class K<T extends A<A<number>> = {a: {}}>",
	} {
		t.Run(header, func(t *testing.T) {
			t.Parallel()
			user := lib + header + after
			base := snapshot.Map{
				"tsconfig.json": `{"compilerOptions": {"strict": false, "noEmit": true, "target": "es2022"}}`,
				"a.ts":          removed + user,
			}
			check(t, removeFrom(t, base, "a.ts", user), want)
			head := clone(base)
			head["a.ts"] = user
			tscSays(t, head, "", "-p", ".")
		})
	}
}
