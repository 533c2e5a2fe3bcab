package symbols

import (
	"maps"
	"testing"
)

// Under classic module resolution (set, or implied by an ES module,
// amd, system or umd) tsc looks in no package and loads no directory's
// index: an import of either is one tsc cannot resolve (TS2792) while
// a bundler loads it, so a name removed there is ambiguous, never
// dangling. A bare specifier names a file found by climbing the
// importing file's directories: a name removed from it is dangling,
// not unreferenced.
func TestTSClassicResolutionAsTscReadsIt(t *testing.T) {
	t.Parallel()
	const (
		pkgGap   = `"@acme/util" names the workspace package @acme/util, which tsc does not look in under classic module resolution (TS2792), while a bundler loads it`
		dirGap   = `"./lib" names a directory, whose index tsc does not load under classic module resolution (TS2792), while a bundler loads packages/app/src/lib/index.ts`
		notFound = "TS2792"
	)
	var cases []tsPackageCase
	for name, cfg := range map[string]string{
		"module esnext":            `{"compilerOptions": {"strict": true, "module": "esnext"}, "include": ["packages/app/src"]}`,
		"target es2020":            `{"compilerOptions": {"strict": true, "target": "es2020"}, "include": ["packages/app/src"]}`,
		"moduleResolution classic": `{"compilerOptions": {"strict": true, "module": "commonjs", "moduleResolution": "classic"}, "include": ["packages/app/src"]}`,
	} {
		add := func(sub string, base, head map[string]string, tsc string, want string) {
			base = maps.Clone(base)
			base["tsconfig.json"] = cfg
			cases = append(cases, tsPackageCase{name: name + ": " + sub, base: base, head: head, want: []string{want}, tsc: tsc})
		}
		add("workspace package", map[string]string{
			"packages/util/package.json": `{"name": "@acme/util", "main": "index.ts"}`,
			"packages/util/index.ts":     tsPkgHelper,
			"packages/app/src/main.ts":   tsPkgUse,
		}, map[string]string{"packages/util/index.ts": tsPkgKeep}, notFound,
			"symbol helper (packages/util/index.ts:1) removed; its name is still used at packages/app/src/main.ts:1, packages/app/src/main.ts:2, not attributed ("+pkgGap+")")
		add("directory index", map[string]string{
			"packages/app/src/lib/index.ts": tsPkgHelper,
			"packages/app/src/main.ts":      "import { helper } from \"./lib\";\nexport const x = helper();\n",
		}, map[string]string{"packages/app/src/lib/index.ts": tsPkgKeep}, notFound,
			"symbol helper (packages/app/src/lib/index.ts:1) removed; its name is still used at packages/app/src/main.ts:1, packages/app/src/main.ts:2, not attributed ("+dirGap+")")
		add("file found by climbing", map[string]string{
			"packages/app/lib.ts":      tsPkgHelper,
			"packages/app/src/main.ts": "import { helper } from \"lib\";\nexport const x = helper();\n",
		}, map[string]string{"packages/app/lib.ts": tsPkgKeep}, tsPkgErr,
			"symbol helper (packages/app/lib.ts:1) removed at head but still referenced at packages/app/src/main.ts:1, packages/app/src/main.ts:2")
	}
	runTSPackageCases(t, cases)
}
