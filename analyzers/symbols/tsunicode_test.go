package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// tsc's scanner skips Unicode spaces as it does a space (a no-break
// space, U+200B, U+0085, a byte order mark anywhere) and ends a line at
// U+2028: an import after one is still an import, a name before one
// still the name.
func TestTSUnicodeSpaceSeparatesTokens(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, user, want string }{
		{"no-break space", "export const k = 1;\n\u00a0import { bar } from './a';\nbar();\n", "b.ts:2, b.ts:3"},
		{"zero-width space", "export const k = 1;\n\u200bimport { bar } from './a';\nbar();\n", "b.ts:2, b.ts:3"},
		{"next line", "export const k = 1;\n\u0085import { bar } from './a';\nbar();\n", "b.ts:2, b.ts:3"},
		{"second byte order mark", "\ufeff\ufeffimport { bar } from './a';\nbar();\n", "b.ts:1, b.ts:2"},
		{"ideographic space", "export const k = 1;\n\u3000import { bar } from './a';\nbar();\n", "b.ts:2, b.ts:3"},
		{"line separator ends a comment", "export const k = 1; // note\u2028import { bar } from './a';\n", "b.ts:1"},
		{"paragraph separator ends a comment", "import * as a from './a';\n// note\u2029a.bar();\n", "b.ts:2"},
		{"after a name", "import * as a from './a';\na.bar\u200b();\n", "b.ts:2"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{
				"tsconfig.json": `{"compilerOptions": {"strict": true, "noEmit": true}}`,
				"a.ts":          "export function foo() { return 1 }\nexport function bar() { return 2 }\n",
				"b.ts":          c.user,
			}
			const head = "export function foo() { return 1 }\n"
			check(t, removeFrom(t, base, "a.ts", head), "symbol bar (a.ts:2) removed at head but still referenced at "+c.want)
			files := clone(base)
			files["a.ts"] = head
			tscSays(t, files, "bar", "-p", ".")
		})
	}
}
