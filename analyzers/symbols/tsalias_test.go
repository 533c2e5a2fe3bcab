package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A definition exported under another name (a renamed export, a default
// export) is imported by that name: removing it breaks the importer
// (tsc rejects the head), so it is dangling, not "no references remain".
// Where the module still provides the other name, the import is not the
// removal's.
func TestTSExportUnderAnotherNameIsFollowed(t *testing.T) {
	const keep = "export function keep() { return 2 }\n"
	cases := []struct{ name, mod, head, main, want, broken string }{
		{"default function", "export default function helper() { return 1 }\n" + keep, keep,
			"import h from './x';\nexport const y = h();\n",
			"symbol helper (x.ts:1) removed at head but still referenced at main.ts:1", "has no default export"},
		{"default name", "function helper() { return 1 }\n" + keep + "export default helper\n", keep,
			"import helper from './x';\nexport const y = helper();\n",
			"symbol helper (x.ts:1) removed at head but still referenced at main.ts:1", "has no default export"},
		{"renamed export", "function helper() { return 1 }\n" + keep + "export { helper as h }\n", keep,
			"import { h } from './x';\nexport const y = h();\n",
			"symbol helper (x.ts:1) removed at head but still referenced at main.ts:1", "has no exported member 'h'"},
		{"renamed through a namespace and a re-export", "function helper() { return 1 }\n" + keep + "export { helper as h }\n", keep,
			"import * as ns from './x';\nexport { h as hh } from './x';\nexport const y = ns.h();\n",
			"symbol helper (x.ts:1) removed at head but still referenced at main.ts:2, main.ts:3", "Property 'h' does not exist"},
		{"other name still provided", "function helper() { return 1 }\n" + keep + "export { helper as h }\nexport default helper\n",
			keep + "export { keep as h }\nexport default keep\n",
			"import d, { h } from './x';\nexport const y = h() + d();\n",
			"symbol helper (x.ts:1) removed; no references remain at head", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{"x.ts": c.mod, "main.ts": c.main, "tsconfig.json": `{"compilerOptions": {"strict": true}}`}
			head := clone(base)
			head["x.ts"] = c.head
			check(t, run(t, base, head), c.want)
			typecheckTS(t, head, c.broken)
		})
	}
}
