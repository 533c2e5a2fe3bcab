package symbols

import (
	"os/exec"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// Where util.ts and util.js both exist, what an import loads depends on
// the importer: tsc reads "./util.js" in a .ts file as util.ts, Node
// loads "./util" from a .js file as util.js. Resolved the other way, a
// removal from the file that loads was read as a move, and with another
// removal beside it "no top-level symbol the range removed is still
// referenced at head: VERIFIED", while tsc (has no exported member
// 'helper') or node (helper is not a function) fails. tsconfig's
// moduleSuffixes put x.ios.ts before x.ts.
func TestTSAndJSModulesOfOneName(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name       string
		base, head map[string]string
		want       []string
		judge      func(t *testing.T, head snapshot.Map)
	}{{
		name: "ts importer",
		base: map[string]string{
			"tsconfig.json": `{"compilerOptions": {"strict": true, "module": "nodenext"}}`,
			"package.json":  `{"type": "module"}`,
			"src/util.ts":   "export function helper(): number { return 1 }\nexport function gone(): number { return 3 }\n",
			"src/util.js":   "export function helper() { return 1 }\n",
			"src/main.ts":   "import { helper } from './util.js';\nexport const y = helper();\n",
		},
		head: map[string]string{"src/util.ts": "export const kept = 1;\n"},
		want: []string{
			"symbol helper (src/util.ts:1) removed at head but still referenced at src/main.ts:1, src/main.ts:2",
			"symbol gone (src/util.ts:2) removed; no references remain at head",
			"symbol kept (src/util.ts:1) added; nothing at head references it (exported: uses outside the repository are not seen)",
		},
		judge: func(t *testing.T, head snapshot.Map) { typecheckTS(t, head, "has no exported member 'helper'") },
	}, {
		name: "module suffixes",
		base: map[string]string{
			"tsconfig.json":   `{"compilerOptions": {"strict": true, "moduleSuffixes": [".ios", ""]}}`,
			"src/util.ios.ts": "export function helper(): number { return 1 }\nexport function gone(): number { return 3 }\n",
			"src/util.ts":     "export function helper(): number { return 1 }\n",
			"src/main.ts":     "import { helper } from './util';\nexport const y = helper();\n",
		},
		head: map[string]string{"src/util.ios.ts": "export const kept = 1;\n"},
		want: []string{
			"symbol helper (src/util.ios.ts:1) removed at head but still referenced at src/main.ts:1, src/main.ts:2",
			"symbol gone (src/util.ios.ts:2) removed; no references remain at head",
			"symbol kept (src/util.ios.ts:1) added; nothing at head references it (exported: uses outside the repository are not seen)",
		},
		judge: func(t *testing.T, head snapshot.Map) { typecheckTS(t, head, "has no exported member 'helper'") },
	}, {
		name: "js importer",
		base: map[string]string{
			"lib/util.js": "exports.helper = function () { return 1; };\nexports.gone = function () { return 3; };\n",
			"lib/util.ts": "export function helper(): number { return 1 }\n",
			"app.js":      "const { helper } = require('./lib/util');\nconsole.log(helper());\n",
		},
		head: map[string]string{"lib/util.js": "exports.kept = 1;\n"},
		want: []string{
			"symbol helper (lib/util.js:1) removed at head but still referenced at app.js:1, app.js:2",
			"symbol gone (lib/util.js:2) removed; no references remain at head",
			"symbol kept (lib/util.js:1) added; nothing at head references it (exported: uses outside the repository are not seen)",
		},
		judge: func(t *testing.T, head snapshot.Map) {
			if _, err := exec.LookPath("node"); err != nil {
				t.Log("node not installed: the head is not run")
				return
			}
			cmd := exec.Command("node", "app.js")
			cmd.Dir = writeTree(t, head)
			expectRun(t, cmd, "helper is not a function")
		},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			head := checkChange(t, c.base, c.head, c.want...)
			c.judge(t, snapshot.Map(head))
		})
	}
}
