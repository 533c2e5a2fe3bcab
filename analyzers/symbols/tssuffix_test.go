package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// tsc looks every module file up under moduleSuffixes: each suffix of
// x.ts before x.tsx, a directory's index.ts as index.ios.ts, a paths or
// baseUrl target as well as a relative one; and a list without ""
// never falls back to the plain file (TS2307). Read otherwise, the file
// a removal was made from was taken for another that still provides
// the name, or the plain file for the one loaded: a dangling use was
// missed, or one tsc never resolves was called dangling.
func TestTSModuleSuffixesAsTscLooksUp(t *testing.T) {
	t.Parallel()
	const helperGone = "export function helper(): number { return 1 }\nexport function gone(): number { return 3 }\n"
	const helperKept = "export function helper(): number { return 1 }\n"
	const tsErr = "has no exported member 'helper'"
	cases := []struct {
		name       string
		base, head map[string]string
		want       []string
		tsc        string
	}{{
		name: "no plain fallback",
		base: map[string]string{
			"tsconfig.json": `{"compilerOptions": {"strict": true, "moduleSuffixes": [".ios"]}}`,
			"src/util.ts":   "export function helper(): number { return 1 }\nexport function other(): number { return 2 }\n",
			"src/main.ts":   "import { helper } from './util';\nexport const y = helper();\n",
		},
		head: map[string]string{"src/util.ts": "export function other(): number { return 2 }\n"},
		want: []string{
			`symbol helper (src/util.ts:1) removed; its name is still used at src/main.ts:1, src/main.ts:2, not attributed ("./util" resolves to no file under tsconfig's moduleSuffixes, while a bundler may load src/util.ts)`,
		},
		tsc: "TS2307",
	}, {
		name: "directory index",
		base: map[string]string{
			"tsconfig.json":         `{"compilerOptions": {"strict": true, "moduleSuffixes": [".ios", ""]}}`,
			"src/util/index.ios.ts": helperGone,
			"src/util/index.ts":     helperKept,
			"src/main.ts":           "import { helper } from './util';\nexport const y = helper();\n",
		},
		head: map[string]string{"src/util/index.ios.ts": "export const kept = 1;\n"},
		want: []string{
			"symbol helper (src/util/index.ios.ts:1) removed at head but still referenced at src/main.ts:1, src/main.ts:2",
			"symbol gone (src/util/index.ios.ts:2) removed; no references remain at head",
			"symbol kept (src/util/index.ios.ts:1) added; nothing at head references it (exported: uses outside the repository are not seen)",
		},
		tsc: tsErr,
	}, {
		name: "paths target",
		base: map[string]string{
			"tsconfig.json":       `{"compilerOptions": {"strict": true, "moduleSuffixes": [".ios", ""], "paths": {"@u/*": ["./src/lib/*"]}}}`,
			"src/lib/util.ios.ts": helperGone,
			"src/lib/util.ts":     helperKept,
			"src/main.ts":         "import { helper } from '@u/util';\nexport const y = helper();\n",
		},
		head: map[string]string{"src/lib/util.ios.ts": "export const kept = 1;\n"},
		want: []string{
			"symbol helper (src/lib/util.ios.ts:1) removed at head but still referenced at src/main.ts:1, src/main.ts:2",
			"symbol gone (src/lib/util.ios.ts:2) removed; no references remain at head",
			"symbol kept (src/lib/util.ios.ts:1) added; nothing at head references it (exported: uses outside the repository are not seen)",
		},
		tsc: tsErr,
	}, {
		name: "baseUrl target",
		base: map[string]string{
			"tsconfig.json":       `{"compilerOptions": {"strict": true, "moduleSuffixes": [".ios", ""], "baseUrl": "."}}`,
			"src/lib/util.ios.ts": helperGone,
			"src/lib/util.ts":     helperKept,
			"src/main.ts":         "import { helper } from 'src/lib/util';\nexport const y = helper();\n",
		},
		head: map[string]string{"src/lib/util.ios.ts": "export const kept = 1;\n"},
		want: []string{
			"symbol helper (src/lib/util.ios.ts:1) removed at head but still referenced at src/main.ts:1, src/main.ts:2",
			"symbol gone (src/lib/util.ios.ts:2) removed; no references remain at head",
			"symbol kept (src/lib/util.ios.ts:1) added; nothing at head references it (exported: uses outside the repository are not seen)",
		},
		tsc: tsErr,
	}, {
		name: "extension before suffix",
		base: map[string]string{
			"tsconfig.json":    `{"compilerOptions": {"strict": true, "jsx": "preserve", "moduleSuffixes": [".ios", ""]}}`,
			"src/util.ts":      helperGone,
			"src/util.ios.tsx": helperKept,
			"src/main.ts":      "import { helper } from './util';\nexport const y = helper();\n",
		},
		head: map[string]string{"src/util.ts": "export const kept = 1;\n"},
		want: []string{
			"symbol helper (src/util.ts:1) removed at head but still referenced at src/main.ts:1, src/main.ts:2",
			"symbol gone (src/util.ts:2) removed; no references remain at head",
			"symbol kept (src/util.ts:1) added; nothing at head references it (exported: uses outside the repository are not seen)",
		},
		tsc: tsErr,
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			head := checkChange(t, c.base, c.head, c.want...)
			tscSays(t, snapshot.Map(head), c.tsc, "--noEmit", "-p", ".")
		})
	}
}
