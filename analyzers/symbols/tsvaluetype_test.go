package symbols

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// TypeScript keeps values and types apart: a parameter or local named
// like a removed interface hides no type of that name, so a use may be
// the type's (`function g(Foo: number): Foo` fails with "refers to a
// value, but is being used as a type"). Such a use is neither a
// reference nor none. A local of a removed function's name still hides
// it, and a use outside every local still wantDangles.
func TestTSValueHidesNoType(t *testing.T) {
	t.Parallel()
	const (
		iface  = "export interface Foo { x: number }\n"
		fn     = "export function Foo() { return 1 }\n"
		either = "a value Foo in scope there hides no type of that name"
	)
	for _, c := range []struct{ name, removed, head, want string }{
		{"parameter", iface, "export function g(Foo: number): Foo { return { x: Foo }; }\n", either},
		{"local", iface, "export function g() { const Foo = 1; const v: Foo = { x: Foo }; return v; }\n", either},
		{"class", "export class Foo { x = 1 }\n", "export function g(Foo: number) { return new Foo(); }\n", either},
		{"enum", "export enum Foo { A }\n", "export function g() { let Foo = 1; return Foo; }\n", either},
		{"type alias", "export type Foo = { x: number };\n", "export function g(Foo: number): Foo { return { x: Foo }; }\n", either},
		{"outside the local", iface, "export function g(Foo: number) { return Foo; }\nexport const v: Foo = { x: 1 };\n", wantDangles},
		{"function", fn, "export function g(Foo: number) { return Foo; }\n", wantGone},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{"a.ts": c.removed + c.head}
			got := removeFrom(t, base, "a.ts", c.head)
			if len(got) != 1 || !strings.Contains(got[0], c.want) {
				t.Errorf("facts:\n%s\nwant one saying %q", strings.Join(got, "\n"), c.want)
			}
		})
	}
}
