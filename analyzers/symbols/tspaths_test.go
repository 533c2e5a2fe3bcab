package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// tsc resolves paths against the program's baseUrl when set, though a
// configuration it extends set the paths, and against that
// configuration's directory only when no baseUrl is set: read against
// the directory of the file that sets them, the import named another
// module, and a dangling use was missed.
func TestTSPathsAgainstTheProgramsBaseURL(t *testing.T) {
	const other = "export function keep(): number { return 2 }\n"
	cases := []struct {
		name       string
		base, head map[string]string
		want       []string
		tsc        string
	}{{
		name: "paths inherited, baseUrl set",
		base: map[string]string{
			"cfg/base.json":   `{"compilerOptions": {"strict": true, "paths": {"@u/*": ["./lib/*"]}}}`,
			"tsconfig.json":   `{"extends": "./cfg/base.json", "compilerOptions": {"baseUrl": "."}, "include": ["src"]}`,
			"lib/util.ts":     tsPkgHelper,
			"cfg/lib/util.ts": other,
			"src/main.ts":     "import { helper } from '@u/util';\nexport const x = helper();\n",
		},
		head: map[string]string{"lib/util.ts": tsPkgKeep},
		want: []string{"symbol helper (lib/util.ts:1) removed at head but still referenced at src/main.ts:1, src/main.ts:2"},
		tsc:  tsPkgErr,
	}, {
		name: "baseUrl overridden",
		base: map[string]string{
			"cfg/base.json":   `{"compilerOptions": {"strict": true, "baseUrl": ".", "paths": {"@u/*": ["./lib/*"]}}}`,
			"tsconfig.json":   `{"extends": "./cfg/base.json", "compilerOptions": {"baseUrl": "./src"}, "include": ["src"]}`,
			"src/lib/util.ts": tsPkgHelper,
			"cfg/lib/util.ts": other,
			"src/main.ts":     "import { helper } from '@u/util';\nexport const x = helper();\n",
		},
		head: map[string]string{"src/lib/util.ts": tsPkgKeep},
		want: []string{"symbol helper (src/lib/util.ts:1) removed at head but still referenced at src/main.ts:1, src/main.ts:2"},
		tsc:  tsPkgErr,
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			head := checkChange(t, c.base, c.head, c.want...)
			tscSays(t, snapshot.Map(head), c.tsc, "--noEmit", "-p", ".")
		})
	}
}
