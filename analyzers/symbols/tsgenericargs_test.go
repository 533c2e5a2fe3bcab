package symbols

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A comma in type arguments separates no declarators: Bar in
// f<X, Bar>() is a use of the type (tsc fails once it is gone), and
// unknown in new Map<string, unknown>() is no constant the file
// defines. A < that compares still lets the next declarator be read.
func TestTSTypeArgumentCommasDeclareNothing(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, user, want, broken string }{
		{"call", "export const a = f<X, Bar>();\n",
			"symbol Bar (src/ui.ts:1) removed at head but still referenced at src/app.ts:2, src/app.ts:3", "Bar"},
		{"three arguments", "export const a = f<X, Bar, X>();\n",
			"symbol Bar (src/ui.ts:1) removed at head but still referenced at src/app.ts:2, src/app.ts:3", "Bar"},
		{"nested", "export const a = f<Array<X>, Bar>(), b = 1;\n",
			"symbol Bar (src/ui.ts:1) removed at head but still referenced at src/app.ts:2, src/app.ts:3", "Bar"},
		{"instantiation", "export const a = f<X, Bar>;\n",
			"symbol Bar (src/ui.ts:1) removed at head but still referenced at src/app.ts:2, src/app.ts:3", "Bar"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{
				"tsconfig.json": `{"compilerOptions": {"strict": true, "noEmit": true}}`,
				"src/ui.ts":     "export type Bar = number;\nexport type Link = string;\n",
				"src/app.ts":    "import type { Link as X } from './ui';\nimport * as ui from './ui';\ntype Bar = ui.Bar;\nfunction f<A, B, C = A>(): A | B | C | undefined { return undefined }\n",
			}
			base["src/app.ts"] = strings.Replace(base["src/app.ts"], "type Bar = ui.Bar;\n", c.user, 1)
			base["src/app.ts"] = strings.Replace(base["src/app.ts"], "import * as ui from './ui';\n", "import type { Bar } from './ui';\n", 1)
			const head = "export type Link = string;\n"
			got := strings.Join(removeFrom(t, base, "src/ui.ts", head), "\n")
			if strings.Contains(got, "src/app.ts:3)") {
				t.Errorf("facts:\n%s\nwant no symbol of src/app.ts:3", got)
			}
			if !strings.Contains(got, c.want) {
				t.Errorf("facts:\n%s\nwant %q", got, c.want)
			}
			files := clone(base)
			files["src/ui.ts"] = head
			tscSays(t, files, c.broken, "-p", ".")
		})
	}
}

// Type arguments changed at head remove no constant named by them.
func TestTSTypeArgumentsChangedRemoveNothing(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, base, head string }{
		{"call", "export const a = f<X, unknown>();\n", "export const a = f<X, number>();\n"},
		{"new", "export const m = new Map<string, Set<X>>(), n = 1;\n", "export const m = new Map<string, X>(), n = 1;\n"},
		{"arrow type parameters", "export const r = <T extends Record<string, unknown>>(v: T): T => v;\n", "export const r = <T extends Record<string, number>>(v: T): T => v;\n"},
		{"over lines", "export const m = new Map<\n  string,\n  any\n>();\n", "export const m = new Map<string, number>();\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			const lib = "type X = string;\nfunction f<A, B>(): A | B | undefined { return undefined }\n"
			base := snapshot.Map{
				"tsconfig.json": `{"compilerOptions": {"strict": true, "target": "es2020", "noEmit": true}}`,
				"src/app.ts":    lib + c.base,
			}
			check(t, removeFrom(t, base, "src/app.ts", lib+c.head))
			files := clone(base)
			files["src/app.ts"] = lib + c.head
			tscSays(t, files, "", "-p", ".")
		})
	}
}
