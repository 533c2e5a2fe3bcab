package symbols

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// TypeScript merges declarations of one name: a function, class or enum
// with a namespace, a class with an interface, overloads with their
// function, a value with a type. Removing one of them while another
// stays leaves the name declared, but a use of what went fails to build
// (tsc decides each case): such a use is neither a reference to the
// removal nor none, and no "no references remain" rests on it.
func TestTSHalfOfAMergeRemoved(t *testing.T) {
	t.Parallel()
	const note = "not attributed (" + tsPartNote + ")"
	for _, c := range []struct{ name, base, head, user, tsc, want string }{
		{"function namespace", "export function foo() { return 1 }\nexport namespace foo { export const x = 1; }\n",
			"export function foo() { return 1 }\n", "import { foo } from './a';\nexport const v = foo.x;\n", "TS2339",
			"symbol foo (a.ts:1) removed; its name is still used at b.ts:1, b.ts:2, " + note},
		{"enum namespace", "export enum E { A }\nexport namespace E { export const x = 1; }\n",
			"export enum E { A }\n", "import { E } from './a';\nexport const v = E.x;\n", "TS2339",
			"symbol E (a.ts:1) removed; its name is still used at b.ts:1, b.ts:2, " + note},
		{"class interface", "export class Foo {}\nexport interface Foo { extra(): void }\n",
			"export class Foo {}\n", "import { Foo } from './a';\nnew Foo().extra();\n", "TS2339",
			"symbol Foo (a.ts:1) removed; its name is still used at b.ts:1, b.ts:2, " + note},
		{"value beside a removed type", "export interface Foo { x: number }\nexport const Foo = 1;\n",
			"export const Foo = 1;\n", "import { Foo } from './a';\nexport const v: Foo = { x: 1 };\n", "TS2749",
			"symbol Foo (a.ts:1) removed; its name is still used at b.ts:1, b.ts:2, " + note},
		{"type turned into a value", "export interface Foo { x: number }\n",
			"export const Foo = 1;\n", "import { Foo } from './a';\nexport const v: Foo = { x: 1 };\n", "TS2749",
			"symbol Foo (a.ts:1) removed; its name is still used at b.ts:1, b.ts:2, " + note},
		{"value turned into a type", "export const Foo = 1;\n",
			"export interface Foo { x: number }\n", "import { Foo } from './a';\nexport const v = Foo + 1;\n", "TS2693",
			"symbol Foo (a.ts:1) removed; its name is still used at b.ts:1, b.ts:2, " + note},
		{"overload", "export function foo(a: string): string;\nexport function foo(a: number): number;\nexport function foo(a: any) { return a }\n",
			"export function foo(a: string): string;\nexport function foo(a: any) { return a }\n", "import { foo } from './a';\nexport const v = foo(1);\n", "TS2345",
			"symbol foo (a.ts:1) removed; its name is still used at b.ts:1, b.ts:2, " + note},
		{"own file", "export function foo() { return 1 }\nexport namespace foo { export const x = 1; }\nexport const v = foo.x;\n",
			"export function foo() { return 1 }\nexport const v = foo.x;\n", "export const k = 1;\n", "TS2339",
			"symbol foo (a.ts:1) removed; its name is still used at a.ts:2, " + note},
		// Nothing at head names it: no fact, as for a move.
		{"unused", "export function foo() { return 1 }\nexport namespace foo { export const x = 1; }\n",
			"export function foo() { return 1 }\n", "export const k = 1;\n", "", ""},
		// The same declarations stay: no removal.
		{"kept", "export function foo() { return 1 }\nexport namespace foo { export const x = 1; }\nexport const gone = 1;\n",
			"export function foo() { return 1 }\nexport namespace foo { export const x = 1; }\n", "import { foo } from './a';\nexport const v = foo.x;\n", "",
			"symbol gone (a.ts:3) removed; no references remain at head"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{"tsconfig.json": `{"compilerOptions": {"strict": true, "noEmit": true}}`, "a.ts": c.base, "b.ts": c.user}
			got := removeFrom(t, base, "a.ts", c.head)
			if c.want == "" {
				check(t, got)
			} else {
				check(t, got, c.want)
			}
			head := clone(base)
			head["a.ts"] = c.head
			tscSays(t, head, c.tsc, "-p", ".")
		})
	}
}

// A file of many function and namespace pairs that loses every
// namespace is read in time linear in its size: each removal looks its
// name up in an index of the file's declarations, not by a scan of
// them all. Scanned, 4,000 pairs take tens of seconds.
func TestTSManyHalfMergesReadInLinearTime(t *testing.T) {
	const n = 4000
	var base, head, user, names strings.Builder
	user.WriteString("import * as a from './a';\n")
	for i := range n {
		fmt.Fprintf(&base, "export function f%d() { return f%d.x }\nexport namespace f%d { export const x = 1; }\n", i, i, i)
		fmt.Fprintf(&head, "export function f%d() { return f%d.x }\n", i, i)
		fmt.Fprintf(&user, "a.f%d.x;\nf%d.x;\n", i, i)
		fmt.Fprintf(&names, "f%d, ", i)
	}
	user.WriteString("import { " + names.String() + "} from './a';\n")
	start := time.Now()
	got := removeFrom(t, snapshot.Map{"a.ts": base.String(), "b.ts": user.String()}, "a.ts", head.String())
	if took := time.Since(start); took > 10*time.Second {
		t.Errorf("%d half merges took %v", n, took)
	}
	if len(got) != n || !strings.Contains(got[0], "not attributed") {
		t.Errorf("%d facts, the first %q; want %d not attributed", len(got), got[:min(1, len(got))], n)
	}
}

// A file that mentions each of many removed names in a comment's braces
// or a string is read in time linear in its size: each removal reads
// its own name's uses from an index of the file's, not all of them.
// Scanned, 40,000 names took over a minute.
func TestTSManyMentionedRemovalsReadInLinearTime(t *testing.T) {
	for _, unit := range []string{"// {f%d}\n", "f(\"f%d\");\n"} {
		const n = 40_000
		var base, head strings.Builder
		for i := range n {
			fmt.Fprintf(&base, "export const f%d = 1;\n"+unit, i)
			fmt.Fprintf(&head, unit, i)
		}
		b := snapshot.Map{"a.tsx": base.String()}
		h := snapshot.Map{"a.tsx": head.String()}
		start := time.Now()
		res, err := Analyze(Input{Base: b, Head: h, Changes: snapshot.Diff(b, h)})
		if took := time.Since(start); took > 20*time.Second {
			t.Errorf("%q: %d removals took %v", unit, n, took)
		}
		if err != nil || len(res.Facts) != n {
			t.Errorf("%q: %d facts, err %v; want %d", unit, len(res.Facts), err, n)
		}
	}
}
