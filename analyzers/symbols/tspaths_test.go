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
	t.Parallel()
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

// The paths of a configuration above a file apply only in its program:
// a project of its own that compiles the file without them resolves
// the import as a package by name, through node_modules.
func TestTSPathsOfTheProgramInForce(t *testing.T) {
	t.Parallel()
	runTSPackageCases(t, []tsPackageCase{{
		name: "paths of a configuration that does not compile the file",
		base: map[string]string{
			"tsconfig.json":              `{"compilerOptions": {"strict": true, "paths": {"@acme/util": ["./packages/util/src/index.ts"]}}, "include": ["packages/util/src"]}`,
			"packages/app/tsconfig.json": `{"compilerOptions": {"strict": true, "module": "commonjs"}, "include": ["src"]}`,
			"packages/util/package.json": `{"name": "@acme/util", "main": "src/main.ts"}`,
			"packages/util/src/main.ts":  tsPkgHelper,
			"packages/util/src/index.ts": tsPkgKeep,
			"packages/app/src/main.ts":   tsPkgUse,
		},
		head:    map[string]string{"packages/util/src/main.ts": tsPkgKeep},
		want:    []string{"symbol helper (packages/util/src/main.ts:1) removed at head but still referenced at packages/app/src/main.ts:1, packages/app/src/main.ts:2"},
		tsc:     tsPkgErr,
		project: "packages/app",
	}})
}

// Two files of one directory that different programs compile resolve
// one specifier each by its own program's paths.
func TestTSPathsPerFileOfOneDirectory(t *testing.T) {
	t.Parallel()
	base := map[string]string{
		"tsconfig.a.json": `{"compilerOptions": {"strict": true, "paths": {"@u/*": ["./one/*"]}}, "files": ["src/a.ts"]}`,
		"tsconfig.b.json": `{"compilerOptions": {"strict": true, "paths": {"@u/*": ["./two/*"]}}, "files": ["src/b.ts"]}`,
		"one/util.ts":     tsPkgKeep,
		"two/util.ts":     tsPkgHelper,
		"src/a.ts":        "import { keep } from '@u/util';\nexport const x = keep();\n",
		"src/b.ts":        "import { helper } from '@u/util';\nexport const x = helper();\n",
	}
	head := checkChange(t, base, map[string]string{"two/util.ts": tsPkgKeep},
		"symbol helper (two/util.ts:1) removed at head but still referenced at src/b.ts:1, src/b.ts:2")
	tscSays(t, snapshot.Map(head), tsPkgErr, "--noEmit", "-p", "tsconfig.b.json")
}
