package symbols

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A removed export default function is read through a namespace as
// .default: ns.default() and a dynamic import's m.default() dangle
// (tsc: "Property 'default' does not exist"). A .default of another
// object, and a switch's default, are no uses of it.
func TestTSDefaultExportThroughANamespace(t *testing.T) {
	t.Parallel()
	const dangles = "removed at head but still referenced at src/b.ts:"
	for _, c := range []struct{ name, user, want string }{
		{"namespace", "import * as ns from './a';\nns.default();\n", dangles},
		{"dynamic import", "export async function g() {\n  const m = await import('./a');\n  return m.default();\n}\n", dangles},
		{"another object", "import * as ns from './a';\nimport * as other from './other';\nns.bar();\nother.default();\nswitch (1) { default: }\n", "removed; no references remain"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{
				"src/a.ts":     "export default function foo() { return 1 }\nexport function bar() { return 2 }\n",
				"src/other.ts": "export default function other() { return 3 }\n",
				"src/b.ts":     c.user,
			}
			got := removeFrom(t, base, "src/a.ts", "export function bar() { return 2 }\n")
			if len(got) != 1 || !strings.Contains(got[0], c.want) {
				t.Errorf("facts:\n%s\nwant one saying %q", strings.Join(got, "\n"), c.want)
			}
		})
	}
}
