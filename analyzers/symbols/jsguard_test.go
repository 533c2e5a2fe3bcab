package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// JavaScript reads a module's missing member as undefined: a file that
// feature-tests ns.helper (typeof, ?.(), if, &&) runs on a head without
// it (node runs it), so its uses are ambiguous, not dangling. An
// untested use stays dangling (node fails); TypeScript rejects the
// access either way, so there it stays dangling too.
func TestJSFeatureTestedMemberIsNotDangling(t *testing.T) {
	t.Parallel()
	const mod = "export function helper() { return 1 }\nexport function keep() { return 2 }\n"
	const cjs = "function helper() { return 1 }\nfunction keep() { return 2 }\nmodule.exports = { helper, keep }\n"
	cases := []struct{ name, modPath, mod, head, mainPath, main, want, broken string }{
		{"optional call and typeof", "x.mjs", mod, "export function keep() { return 2 }\n", "main.mjs",
			"import * as ns from './x.mjs'\nconsole.log(ns.helper?.() ?? 0)\nconsole.log(typeof ns.helper === 'function' ? ns.helper() : 0)\n",
			"symbol helper (x.mjs:1) removed; its name is still used at main.mjs:2, main.mjs:3, not attributed (feature-tested in JavaScript, where a module's missing member reads as undefined)", ""},
		{"if on a required module", "x.js", cjs, "function keep() { return 2 }\nmodule.exports = { keep }\n", "main.js",
			"const x = require('./x.js')\nif (x.helper) console.log(x.helper())\n",
			"symbol helper (x.js:1) removed; its name is still used at main.js:2, not attributed (feature-tested in JavaScript, where a module's missing member reads as undefined)", ""},
		{"destructured require", "x.js", cjs, "function keep() { return 2 }\nmodule.exports = { keep }\n", "main.js",
			"const { helper, keep } = require('./x.js')\nconsole.log(typeof helper === 'function' ? helper() : keep())\n",
			"symbol helper (x.js:1) removed; its name is still used at main.js:1, main.js:2, not attributed (feature-tested in JavaScript, where a module's missing member reads as undefined)", ""},
		{"untested destructured require", "x.js", cjs, "function keep() { return 2 }\nmodule.exports = { keep }\n", "main.js",
			"const { helper } = require('./x.js')\nconsole.log(helper())\n",
			"symbol helper (x.js:1) removed at head but still referenced at main.js:1, main.js:2", "is not a function"},
		{"tested after a static import", "x.mjs", mod, "export function keep() { return 2 }\n", "main.mjs",
			"import { helper } from './x.mjs'\nconsole.log(typeof helper === 'function' ? helper() : 0)\n",
			"symbol helper (x.mjs:1) removed at head but still referenced at main.mjs:1, main.mjs:2", "does not provide an export named 'helper'"},
		{"untested", "x.mjs", mod, "export function keep() { return 2 }\n", "main.mjs",
			"import * as ns from './x.mjs'\nconsole.log(ns.keep?.(), ns.helper())\n",
			"symbol helper (x.mjs:1) removed at head but still referenced at main.mjs:2", "is not a function"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{c.modPath: c.mod, c.mainPath: c.main}
			head := clone(base)
			head[c.modPath] = c.head
			check(t, run(t, base, head), c.want)
			interpret(t, "node", head, c.mainPath, c.broken)
		})
	}
	ts := snapshot.Map{"tsconfig.json": `{"compilerOptions": {"strict": true}}`, "x.ts": mod,
		"main.ts": "import * as ns from './x'\nexport const y = typeof ns.helper === 'function' ? ns.helper() : 0\n"}
	tsHead := clone(ts)
	tsHead["x.ts"] = "export function keep() { return 2 }\n"
	check(t, run(t, ts, tsHead), "symbol helper (x.ts:1) removed at head but still referenced at main.ts:2")
	typecheckTS(t, tsHead, "Property 'helper' does not exist")
}
