package symbols

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// An export the range drops while what it named stays (an alias, a
// default that is an expression or an alias, a re-export, a definition
// that loses its export keyword) is gone for its importers: tsc says no
// exported member, or no default export. It is checked as a removal of
// that name from its file; one the head's file still exports another
// way, or an export * may provide, is none.
func TestTSDroppedExportIsARemoval(t *testing.T) {
	t.Parallel()
	const user = "src/b.ts"
	for _, c := range []struct{ name, base, head, user, want string }{
		{"alias", "export function foo() { return 1 }\nexport { foo as bar };\n", "export function foo() { return 1 }\n",
			"import { bar } from './a';\nbar();\n", "symbol bar (src/a.ts:2) removed at head but still referenced at src/b.ts:1"},
		{"default alias", "function foo() { return 1 }\nexport { foo as default };\nexport function bar() { return foo() }\n", "function foo() { return 1 }\nexport function bar() { return foo() }\n",
			"import w from './a';\nw();\n", "symbol default (src/a.ts:2) removed at head but still referenced at src/b.ts:1"},
		{"default expression", "export default 42;\n", "export const k = 1;\n",
			"import w from './a';\nconsole.log(w);\n", "symbol default (src/a.ts:1) removed at head but still referenced at src/b.ts:1"},
		{"re-export", "export { foo } from './c';\nexport const k = 1;\n", "export const k = 1;\n",
			"import { foo } from './a';\nfoo();\n", "symbol foo (src/a.ts:1) removed at head but still referenced at src/b.ts:1"},
		{"export keyword", "export function foo() { return 1 }\nexport function keep() { return foo() }\n", "function foo() { return 1 }\nexport function keep() { return foo() }\n",
			"import { foo } from './a';\nfoo();\n", "symbol foo (src/a.ts:1) removed at head but still referenced at src/b.ts:1"},
		{"default function", "export function foo() { return 1 }\n", "export default function foo() { return 1 }\n",
			"import { foo } from './a';\nfoo();\n", "symbol foo (src/a.ts:1) removed at head but still referenced at src/b.ts:1"},
		{"default interface", "export interface Foo { x: number }\n", "export default interface Foo { x: number }\n",
			"import type { Foo } from './a';\nexport const v: Foo = { x: 1 };\n", "symbol Foo (src/a.ts:1) removed at head but still referenced at src/b.ts:1"},
		{"default abstract class", "export abstract class Foo {}\n", "export default abstract class Foo {}\n",
			"import { Foo } from './a';\nexport class G extends Foo {}\n", "symbol Foo (src/a.ts:1) removed at head but still referenced at src/b.ts:1"},
		{"default function no importer", "export function foo() { return 1 }\n", "export default function foo() { return 1 }\nfoo();\n",
			"export const q = 1;\n", ""},
		{"exported another way", "export function foo() { return 1 }\n", "function foo() { return 1 }\nexport { foo };\n",
			"import { foo } from './a';\nfoo();\n", ""},
		{"star re-export", "export * from './c';\nexport const k = 1;\n", "export const k = 1;\n",
			"import { foo } from './a';\nfoo();\n", "symbol foo (src/a.ts:1) removed at head but still referenced at src/b.ts:1"},
		{"barrel of a barrel", "export * from './d';\nexport const k = 1;\n", "export const k = 1;\n",
			"import { foo } from './a';\nfoo();\n", "symbol foo (src/a.ts:1) removed at head but still referenced at src/b.ts:1"},
		{"default function become default alias", "export default function foo() { return 1 }\n", "function foo() { return 1 }\nexport default foo;\n",
			"import w from './a';\nw();\n", ""},
		{"default class become default alias", "export default class X { m() { return 1 } }\n", "class X { m() { return 1 } }\nexport { X as default };\n",
			"import X from './a';\nnew X().m();\n", ""},
		{"default function become default arrow", "export default function App() { return 1 }\n", "const App = () => { return 1 };\nexport default App;\n",
			"import App from './a';\nApp();\n", ""},
		{"named export kept under another name", "export function foo() { return 1 }\n", "function foo() { return 1 }\nexport { foo as bar };\n",
			"import { bar } from './a';\nbar();\n", ""},
		{"const become default", "export const foo = 1;\n", "const foo = 1;\nexport default foo;\n",
			"import w from './a';\nconsole.log(w);\n", ""},
		{"barrel of a star barrel", "export * from './e';\nexport const k = 1;\n", "export const k = 1;\n",
			"import { foo } from './a';\nfoo();\n", "symbol foo (src/a.ts:1) removed at head but still referenced at src/b.ts:1"},
		{"export star that lacks it", "export { foo } from './c';\nexport * from './d2';\n", "export * from './d2';\n",
			"import { foo } from './a';\nfoo();\n", "symbol foo (src/a.ts:1) removed at head but still referenced at src/b.ts:1"},
		{"export star may provide it", "export { foo } from './c';\n", "export * from './c';\n",
			"import { foo } from './a';\nfoo();\n", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{"src/a.ts": c.base, "src/c.ts": "export function foo() { return 3 }\n", "src/d.ts": "export { foo } from './c';\n", "src/e.ts": "export * from './c';\n", "src/d2.ts": "export const other = 1;\n", user: c.user}
			got := strings.Join(removeFrom(t, base, "src/a.ts", c.head), "\n")
			if c.want == "" && strings.Contains(got, "removed") || c.want != "" && !strings.Contains(got, c.want) {
				t.Errorf("facts:\n%s\nwant one saying %q", got, c.want)
			}
		})
	}
}

// A JavaScript file that moves to module.exports = { foo } still
// exports foo, which the reading does not list: its dropped exports are
// not checked.
func TestJSCommonJSExportIsNoDroppedExport(t *testing.T) {
	t.Parallel()
	base := snapshot.Map{
		"src/a.js": "exports.foo = function () { return 1 };\n",
		"src/b.js": "const { foo } = require('./a');\nfoo();\n",
	}
	got := strings.Join(removeFrom(t, base, "src/a.js", "function foo() { return 1 }\nmodule.exports = { foo };\n"), "\n")
	if strings.Contains(got, "still referenced") {
		t.Errorf("facts:\n%s\nwant no dangling foo", got)
	}
}

// An ES module in JavaScript that drops an export keyword loses the
// export as a TypeScript file does: node refuses the importer ("does not
// provide an export named 'foo'"), so the name is checked as removed.
func TestJSModuleDroppedExportIsARemoval(t *testing.T) {
	t.Parallel()
	base := snapshot.Map{
		"package.json": `{"type":"module"}` + "\n",
		"src/a.js":     "export function foo() { return 1 }\nexport function gone() { return 2 }\n",
		"src/b.js":     "import { foo } from './a.js';\nfoo();\n",
	}
	got := strings.Join(removeFrom(t, base, "src/a.js", "function foo() { return 1 }\nexport function keep() { return foo() }\n"), "\n")
	if !strings.Contains(got, "symbol foo (src/a.js:1) removed at head but still referenced at src/b.js:1") {
		t.Errorf("facts:\n%s\nwant foo dangling at src/b.js:1", got)
	}
}
