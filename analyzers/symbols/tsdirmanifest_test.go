package symbols

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A relative import of a directory that holds a package.json loads the
// module its types, typings or main names (tsc and Node both read it
// before an index file): ./lib may be lib/impl.ts. The reading does not
// follow the manifest, so a use through it is neither a reference nor
// none, even beside an index file it would otherwise take.
func TestTSDirectoryImportThroughItsManifest(t *testing.T) {
	t.Parallel()
	const (
		impl    = "export function foo() { return 1 }\nexport function bar() { return 2 }\n"
		user    = "import { foo } from './lib';\nfoo();\n"
		unknown = "is a directory whose package.json names the module it loads"
	)
	for _, c := range []struct{ name, manifest, want string }{
		{"types", `{"types": "./impl.ts"}`, unknown},
		{"typings", `{"typings": "impl"}`, unknown},
		{"main", `{"main": "./impl.js"}`, unknown},
		{"no entry", `{"name": "lib"}`, "removed; no references remain"},
		{"manifest not parsed", "{\"types\": \"./impl.ts\",}", "names no file of the repository"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{
				"tsconfig.json":        `{"compilerOptions": {"strict": true, "moduleResolution": "bundler", "module": "esnext"}}`,
				"src/lib/package.json": c.manifest,
				"src/lib/impl.ts":      impl,
				"src/b.ts":             user,
			}
			if c.name == "no entry" {
				base["src/b.ts"] = "import { bar } from './lib/impl';\nbar();\n"
			}
			got := removeFrom(t, base, "src/lib/impl.ts", "export function bar() { return 2 }\n")
			if len(got) != 1 || !strings.Contains(got[0], c.want) {
				t.Errorf("facts:\n%s\nwant one saying %q", strings.Join(got, "\n"), c.want)
			}
		})
	}
	t.Run("beside an index", func(t *testing.T) {
		t.Parallel()
		base := snapshot.Map{
			"tsconfig.json":        `{"compilerOptions": {"strict": true, "moduleResolution": "bundler", "module": "esnext"}}`,
			"src/lib/package.json": `{"types": "./impl.ts"}`,
			"src/lib/impl.ts":      impl,
			"src/lib/index.ts":     "export function baz() { return 3 }\nexport function qux() { return 4 }\n",
			"src/b.ts":             user,
		}
		head := clone(base)
		head["src/lib/impl.ts"] = "export function bar() { return 2 }\n"
		head["src/lib/index.ts"] = "export function qux() { return 4 }\n"
		got := strings.Join(run(t, base, head), "\n")
		if !strings.Contains(got, "symbol foo") || !strings.Contains(got, unknown) {
			t.Errorf("facts:\n%s\nwant foo's use through the manifest unresolved", got)
		}
	})
}
