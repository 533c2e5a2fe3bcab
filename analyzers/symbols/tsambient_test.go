package symbols

import "testing"

// A declare module "@acme/util" { … } block in a script declares the
// module's exports for tsc, which reads them before any package of that
// name: a name dropped from the block fails an import of it (TS2305)
// whether or not the package still defines it, while a bundler loads
// the package. The removal was not seen at all; it is reported,
// unchecked, never "no references remain" nor dangling. A name another
// block still declares is no removal.
func TestTSAmbientModuleDeclarationsAreDefinitions(t *testing.T) {
	t.Parallel()
	const (
		cfg  = `{"compilerOptions": {"strict": true, "module": "commonjs"}, "include": ["packages/app/src", "types"]}`
		both = "declare module \"@acme/util\" {\n  export function helper(): number;\n  export function keep(): number;\n}\n"
		keep = "declare module \"@acme/util\" {\n  export function keep(): number;\n}\n"
		gone = "symbol helper (types/acme.d.ts:2) could not be checked (declared by types/acme.d.ts's declare module \"@acme/util\" block at base, by none at head: tsc reads \"@acme/util\"'s exports from those blocks, a bundler loads the package, and this reading follows neither; packages/app/src/main.ts imports \"@acme/util\")"
	)
	runTSPackageCases(t, []tsPackageCase{{
		name: "no package",
		base: map[string]string{"tsconfig.json": cfg, "types/acme.d.ts": both, "packages/app/src/main.ts": tsPkgUse},
		head: map[string]string{"types/acme.d.ts": keep},
		want: []string{gone},
		tsc:  tsPkgErr,
	}, {
		name: "package still defines it",
		base: map[string]string{
			"tsconfig.json": cfg, "types/acme.d.ts": both, "packages/app/src/main.ts": tsPkgUse,
			"packages/util/package.json": `{"name": "@acme/util", "main": "index.ts"}`,
			"packages/util/index.ts":     tsPkgHelper,
		},
		head: map[string]string{"types/acme.d.ts": keep},
		want: []string{gone},
		tsc:  tsPkgErr,
	}, {
		name: "moved to another block",
		base: map[string]string{"tsconfig.json": cfg, "types/acme.d.ts": both, "packages/app/src/main.ts": tsPkgUse},
		head: map[string]string{"types/acme.d.ts": keep, "types/more.d.ts": "declare module \"@acme/util\" {\n  export function helper(): number;\n}\n"},
	}})
}
