package symbols

import (
	"maps"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A JavaScript file is in a tsconfig's program only with allowJs (or
// checkJs, which implies it; a jsconfig.json sets it by default): else
// include skips it and files listing it is an error (TS6504) that
// compiles nothing. A TypeScript file the configuration excludes, which
// only such a file imports, is then compiled by no program, and tsc -p
// passes while it uses a removed name: no dangling reference. A
// declaration file is TypeScript, and its imports are followed.
func TestTSJavaScriptImportsFollowedOnlyWithAllowJs(t *testing.T) {
	t.Parallel()
	const util = "export function helper(): number { return 1 }\nexport function other(): number { return 2 }\n"
	const main = "import { helper } from './util';\nexport const y = helper();\n"
	const entry = "import { y } from './main';\nconsole.log(y);\n"
	const unchecked = "symbol helper (src/util.ts:1) removed; its name is still used at src/main.ts:1, src/main.ts:2, not attributed (%s and every other tsconfig leave out src/main.ts: tsc passes without it, while a bundler or test runner may still compile it)"
	const dangling = "symbol helper (src/util.ts:1) removed at head but still referenced at src/main.ts:1, src/main.ts:2"
	const tsErr = "has no exported member 'helper'"
	const excludeMain = `"exclude": ["src/main.ts"]`
	cases := []struct {
		name  string
		files map[string]string
		want  string
		// tsc is what tsc -p config at head says, "" for nothing.
		config, tsc string
	}{
		{"js importer without allowJs", map[string]string{
			"tsconfig.json": `{"compilerOptions": {"strict": true}, ` + excludeMain + `}`,
			"src/entry.js":  entry,
		}, unchecked, "tsconfig.json", ""},
		{"jsx importer without allowJs", map[string]string{
			"tsconfig.json": `{"compilerOptions": {"strict": true, "jsx": "preserve"}, ` + excludeMain + `}`,
			"src/entry.jsx": entry,
		}, unchecked, "tsconfig.json", ""},
		{"mjs importer without allowJs", map[string]string{
			"tsconfig.json": `{"compilerOptions": {"strict": true}, ` + excludeMain + `}`,
			"src/entry.mjs": "import { y } from './main.js';\nconsole.log(y);\n",
		}, unchecked, "tsconfig.json", ""},
		{"js importer an include names", map[string]string{
			"tsconfig.json": `{"compilerOptions": {"strict": true}, "include": ["src/*.js", "src/util.ts"]}`,
			"src/entry.js":  entry,
		}, unchecked, "tsconfig.json", ""},
		{"files lists a js without allowJs", map[string]string{
			"tsconfig.json": `{"compilerOptions": {"strict": true}, "files": ["src/entry.js"]}`,
			"src/entry.js":  entry,
		}, unchecked, "tsconfig.json", "TS6504"},
		{"allowJs", map[string]string{
			"tsconfig.json": `{"compilerOptions": {"strict": true, "allowJs": true}, ` + excludeMain + `}`,
			"src/entry.js":  entry,
		}, dangling, "tsconfig.json", tsErr},
		{"checkJs", map[string]string{
			"tsconfig.json": `{"compilerOptions": {"strict": true, "checkJs": true}, ` + excludeMain + `}`,
			"src/entry.js":  entry,
		}, dangling, "tsconfig.json", tsErr},
		{"allowJs inherited through extends", map[string]string{
			"cfg/base.json": `{"compilerOptions": {"strict": true, "allowJs": true}}`,
			"tsconfig.json": `{"extends": "./cfg/base.json", ` + excludeMain + `}`,
			"src/entry.js":  entry,
		}, dangling, "tsconfig.json", tsErr},
		{"files lists a js with allowJs", map[string]string{
			"tsconfig.json": `{"compilerOptions": {"strict": true, "allowJs": true}, "files": ["src/entry.js"]}`,
			"src/entry.js":  entry,
		}, dangling, "tsconfig.json", tsErr},
		{"jsconfig", map[string]string{
			"jsconfig.json": `{"compilerOptions": {"strict": true}, ` + excludeMain + `}`,
			"src/entry.js":  entry,
		}, dangling, "jsconfig.json", tsErr},
		{"declaration file importer", map[string]string{
			"tsconfig.json":    `{"compilerOptions": {"strict": true}, ` + excludeMain + `}`,
			"src/types.d.ts":   "import { y } from './main';\nexport declare const z: typeof y;\n",
			"src/entry.js":     entry,
			"src/unrelated.ts": "export const u = 1;\n",
		}, dangling, "tsconfig.json", tsErr},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{"src/util.ts": util, "src/main.ts": main}
			maps.Copy(base, c.files)
			r := gittest.New(t)
			from := r.Commit("base", base)
			r.Commit("remove helper", map[string]string{"src/util.ts": "export function other(): number { return 2 }\n"})
			check(t, analyzeCommits(t, r.Dir, from, "HEAD"), strings.ReplaceAll(c.want, "%s", c.config))
			head := snapshot.Map(maps.Clone(base))
			head["src/util.ts"] = "export function other(): number { return 2 }\n"
			tscSays(t, head, c.tsc, "--noEmit", "-p", c.config)
		})
	}
}

// tscSays runs tsc with args over files: broken is what its failure
// must say, or "" for a clean check; a failure for another cause must
// not name the removed helper.
func tscSays(t *testing.T, files snapshot.Map, broken string, args ...string) {
	t.Helper()
	cmd := tscCommand(args...)
	if cmd == nil {
		t.Log("TypeScript not installed: the head is not checked")
		return
	}
	cmd.Dir = writeTree(t, files)
	out, err := cmd.CombinedOutput()
	switch {
	case broken == "" && err != nil:
		t.Errorf("%s should succeed: %v\n%s", cmd, err, out)
	case broken != "" && (err == nil || !strings.Contains(string(out), broken)):
		t.Errorf("%s should fail with %q: %v\n%s", cmd, broken, err, out)
	case !strings.Contains(broken, "helper") && strings.Contains(string(out), "helper"):
		t.Errorf("%s should not name helper:\n%s", cmd, out)
	}
}
