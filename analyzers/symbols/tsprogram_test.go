package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// Which module an import loads, and which files a program holds, as
// tsc decides them: ./styles.css is read from styles.d.css.ts
// (allowArbitraryExtensions), so a name removed there and still
// imported dangles rather than having no references; under noResolve
// a program is its roots alone, so an excluded file only a root
// imports is compiled by none, and its use is no dangling reference.
// ./x.js beside x.d.ts is checked against the declarations while Node
// loads the JavaScript: a name removed from one that the other keeps
// is ambiguous, not a move.
func TestTSProgramAsTscReadsIt(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name       string
		base, head map[string]string
		want       []string
		tsc        string
	}{{
		name: "declarations of an arbitrary extension",
		base: map[string]string{
			"tsconfig.json":       `{"compilerOptions": {"strict": true, "allowArbitraryExtensions": true}}`,
			"src/styles.d.css.ts": "export declare const button: string;\nexport declare const card: string;\n",
			"src/main.ts":         "import { button } from './styles.css';\nexport const b = button;\n",
		},
		head: map[string]string{"src/styles.d.css.ts": "export declare const card: string;\n"},
		want: []string{"symbol button (src/styles.d.css.ts:1) removed at head but still referenced at src/main.ts:1, src/main.ts:2"},
		tsc:  "has no exported member 'button'",
	}, {
		name: "noResolve",
		base: map[string]string{
			"tsconfig.json": `{"compilerOptions": {"strict": true, "noResolve": true}, "exclude": ["src/main.ts"]}`,
			"src/util.ts":   "export function helper(): number { return 1 }\nexport function other(): number { return 2 }\n",
			"src/main.ts":   "import { helper } from './util';\nexport const y = helper();\n",
			"src/entry.ts":  "import { y } from './main';\nconsole.log(y);\n",
		},
		head: map[string]string{"src/util.ts": "export function other(): number { return 2 }\n"},
		want: []string{"symbol helper (src/util.ts:1) removed; its name is still used at src/main.ts:1, src/main.ts:2, not attributed (tsconfig.json and every other tsconfig leave out src/main.ts: tsc passes without it, while a bundler or test runner may still compile it)"},
		tsc:  "TS2307",
	}, {
		name: "declarations beside JavaScript",
		base: map[string]string{
			"tsconfig.json": `{"compilerOptions": {"strict": true}}`,
			"src/x.js":      "export function helper() { return 1 }\nexport function keep() { return 2 }\n",
			"src/x.d.ts":    "export declare function helper(): number;\nexport declare function keep(): number;\n",
			"src/main.ts":   "import { helper } from './x.js';\nexport const y = helper();\n",
		},
		head: map[string]string{"src/x.d.ts": "export declare function keep(): number;\n"},
		want: []string{"symbol helper (src/x.d.ts:1) removed; its name is still used at src/main.ts:1, src/main.ts:2, not attributed (its specifier matches src/x.d.ts and another module that still provides it; which one loads depends on the import path)"},
		tsc:  "has no exported member 'helper'",
	}, {
		name: "module declarations beside JavaScript",
		base: map[string]string{
			"tsconfig.json": `{"compilerOptions": {"strict": true, "module": "nodenext"}}`,
			"package.json":  `{"type": "module"}`,
			"src/x.mjs":     "export function helper() { return 1 }\nexport function keep() { return 2 }\n",
			"src/x.d.mts":   "export declare function helper(): number;\nexport declare function keep(): number;\n",
			"src/main.ts":   "import { helper } from './x.mjs';\nexport const y = helper();\n",
		},
		head: map[string]string{"src/x.d.mts": "export declare function keep(): number;\n"},
		want: []string{"symbol helper (src/x.d.mts:1) removed; its name is still used at src/main.ts:1, src/main.ts:2, not attributed (its specifier matches src/x.d.mts and another module that still provides it; which one loads depends on the import path)"},
		tsc:  "has no exported member 'helper'",
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			head := checkChange(t, c.base, c.head, c.want...)
			tscSays(t, snapshot.Map(head), c.tsc, "--noEmit", "-p", ".")
		})
	}
}
