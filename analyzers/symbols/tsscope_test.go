package symbols

import (
	"maps"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A TypeScript file no tsconfig compiles (exclude, a files list, an
// include that misses it) may still use a removed name while tsc -p
// passes: no build of the repository compiles it, though a bundler or a
// test runner may. That use is neither dangling nor absent. A file such
// a configuration leaves out but an included file imports is compiled,
// and its use still dangles.
func TestTSFileNoTSConfigCompiles(t *testing.T) {
	t.Parallel()
	const util = "export function helper(): number { return 1 }\nexport function other(): number { return 2 }\n"
	const main = "import { other } from './util';\nexport const y = other();\n"
	const old = "import { helper } from '../util';\nexport const z = helper();\n"
	const unchecked = "symbol helper (src/util.ts:1) removed; its name is still used at %s:1, %s:2, not attributed (tsconfig.json and every other tsconfig leave out %s: tsc passes without it, while a bundler or test runner may still compile it)"
	const tsErr = "has no exported member 'helper'"
	cases := []struct {
		name  string
		files map[string]string
		user  string // the file using helper
		want  string
		tsc   string // what tsc -p . at head says, "" for nothing
	}{
		{"exclude", map[string]string{
			"tsconfig.json":     `{"compilerOptions": {"strict": true}, "exclude": ["src/legacy"]}`,
			"src/legacy/old.ts": old,
		}, "src/legacy/old.ts", unchecked, ""},
		{"files list", map[string]string{
			"tsconfig.json":     `{"compilerOptions": {"strict": true}, "files": ["src/main.ts"]}`,
			"src/legacy/old.ts": old,
		}, "src/legacy/old.ts", unchecked, ""},
		{"test glob excluded by the extended file", map[string]string{
			"cfg/base.json":    `{"compilerOptions": {"strict": true}, "exclude": ["../**/*.test.ts"]}`,
			"tsconfig.json":    `{"extends": "./cfg/base.json"}`,
			"src/util.test.ts": "import { helper } from './util';\nexport const z = helper();\n",
		}, "src/util.test.ts", unchecked, ""},
		{"include misses a script", map[string]string{
			"tsconfig.json":      `{"compilerOptions": {"strict": true}, "include": ["src/*.ts"]}`,
			"src/tools/build.ts": old,
		}, "src/tools/build.ts", unchecked, ""},
		{"excluded but imported", map[string]string{
			"tsconfig.json":     `{"compilerOptions": {"strict": true}, "exclude": ["src/legacy"]}`,
			"src/main.ts":       "import { other } from './util';\nimport './legacy/old';\nexport const y = other();\n",
			"src/legacy/old.ts": old,
		}, "src/legacy/old.ts", "symbol helper (src/util.ts:1) removed at head but still referenced at %s:1, %s:2", tsErr},
		{"excluded but referenced by a triple-slash path", map[string]string{
			"tsconfig.json":     `{"compilerOptions": {"strict": true}, "exclude": ["src/legacy"]}`,
			"src/main.ts":       "/// <reference path=\"legacy/old.ts\" />\nimport { other } from './util';\nexport const y = other();\n",
			"src/legacy/old.ts": old,
		}, "src/legacy/old.ts", "symbol helper (src/util.ts:1) removed at head but still referenced at %s:1, %s:2", tsErr},
		{"include of a directory", map[string]string{
			"tsconfig.json":     `{"compilerOptions": {"strict": true}, "include": ["src"]}`,
			"src/legacy/old.ts": old,
		}, "src/legacy/old.ts", "symbol helper (src/util.ts:1) removed at head but still referenced at %s:1, %s:2", tsErr},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{"src/util.ts": util, "src/main.ts": main}
			maps.Copy(base, c.files)
			r := gittest.New(t)
			from := r.Commit("base", base)
			r.Commit("remove helper", map[string]string{"src/util.ts": "export function other(): number { return 2 }\n"})
			want := strings.ReplaceAll(c.want, "%s", c.user)
			check(t, analyzeCommits(t, r.Dir, from, "HEAD"), want)
			head := snapshot.Map(maps.Clone(base))
			head["src/util.ts"] = "export function other(): number { return 2 }\n"
			typecheckTS(t, head, c.tsc)
		})
	}
}
