package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// Another file's declare module "./util" { … } block adds exports to
// ./util for tsc (module augmentation): a use of a name it declares
// passes tsc whether or not the module defines it when it runs, so it
// is neither dangling nor absent. export import name = ns.member is a
// definition the module exports. Each was a false dangling FAIL while
// tsc -p . passed.
func TestTSAugmentationAndExportImport(t *testing.T) {
	t.Parallel()
	const util = "export function helper(): number { return 1 }\nexport function other(): number { return 2 }\n"
	const main = "import { helper } from './util';\nexport const y = helper();\n"
	cases := []struct {
		name  string
		head  map[string]string
		want  []string
		judge string // what tsc -p . at head says, "" for nothing
	}{
		{"declare module", map[string]string{
			"src/util.ts":  "export function other(): number { return 2 }\n",
			"src/aug.d.ts": "declare module './util' {\n  export function helper(): number;\n}\nexport {};\n",
		}, []string{"symbol helper (src/util.ts:1) removed; its name is still used at src/main.ts:1, src/main.ts:2, not attributed (src/util.ts is augmented by src/aug.d.ts (declare module), which may still supply it)"}, ""},
		{"declare module of other names", map[string]string{
			"src/util.ts":  "export function other(): number { return 2 }\n",
			"src/aug.d.ts": "declare module './util' {\n  export function extra(): number;\n}\nexport {};\n",
		}, []string{"symbol helper (src/util.ts:1) removed at head but still referenced at src/main.ts:1, src/main.ts:2"}, "has no exported member 'helper'"},
		{"export import", map[string]string{
			"src/util.ts": "export namespace ns { export function x(): number { return 1 } }\nexport import helper = ns.x;\nexport function other(): number { return 2 }\n",
		}, nil, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{
				"tsconfig.json": `{"compilerOptions": {"strict": true}}`,
				"src/util.ts":   util, "src/main.ts": main,
			}
			head := checkChange(t, base, c.head, c.want...)
			typecheckTS(t, snapshot.Map(head), c.judge)
		})
	}
}
