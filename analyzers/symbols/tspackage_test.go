package symbols

import (
	"maps"
	"os"
	"path/filepath"
	"testing"
)

// tsPackageCase is a workspace package @acme/util, linked into
// node_modules as npm links a workspace, which packages/app imports.
type tsPackageCase struct {
	name       string
	base, head map[string]string
	want       []string
	tsc        string // what tsc -p project says at head, "" for nothing
	project    string // "" for .
}

func runTSPackageCases(t *testing.T, cases []tsPackageCase) {
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{"package.json": `{"private": true, "workspaces": ["packages/*"]}`}
			maps.Copy(base, c.base)
			head := checkChange(t, base, c.head, c.want...)
			tscLinked(t, head, c.tsc, cmpOr(c.project, "."))
		})
	}
}

// tscLinked runs tsc -p project over files with packages/util linked as
// node_modules/@acme/util.
func tscLinked(t *testing.T, files map[string]string, broken, project string) {
	t.Helper()
	cmd := tscCommand("--noEmit", "-p", project)
	if cmd == nil {
		t.Log("TypeScript not installed: the head is not checked")
		return
	}
	cmd.Dir = writeTree(t, files)
	link := filepath.Join(cmd.Dir, "node_modules", "@acme", "util")
	if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join("..", "..", "packages", "util"), link); err != nil {
		t.Fatal(err)
	}
	expectRun(t, cmd, broken)
}

const (
	tsPkgKeep   = "export function keep(): number { return 2 }\n"
	tsPkgHelper = "export function helper(): number { return 1 }\n" + tsPkgKeep
	tsPkgDKeep  = "export declare function keep(): number;\n"
	tsPkgDBoth  = "export declare function helper(): number;\n" + tsPkgDKeep
	tsPkgUse    = "import { helper } from \"@acme/util\";\nexport const x = helper();\n"
	tsPkgUseSub = "import { helper } from \"@acme/util/sub\";\nexport const x = helper();\n"
	tsPkgNode10 = `{"compilerOptions": {"strict": true, "module": "commonjs"}, "include": ["packages/app/src"]}`
	tsPkgErr    = "has no exported member 'helper'"
)

// tsc reads the declarations a package's typesVersions maps a subpath
// (for the package itself, its types or main file) to, in place of the
// file at that path: a name removed from them is gone for every
// importer, though the source beside them never had it.
func TestTSTypesVersionsMapsToDeclarations(t *testing.T) {
	t.Parallel()
	runTSPackageCases(t, []tsPackageCase{{
		name: "subpath",
		base: map[string]string{
			"tsconfig.json":                tsPkgNode10,
			"packages/util/package.json":   `{"name": "@acme/util", "typesVersions": {"*": {"sub": ["types/sub.d.ts"]}}}`,
			"packages/util/sub.ts":         tsPkgKeep,
			"packages/util/types/sub.d.ts": tsPkgDBoth,
			"packages/app/src/main.ts":     tsPkgUseSub,
		},
		head: map[string]string{"packages/util/types/sub.d.ts": tsPkgDKeep},
		want: []string{"symbol helper (packages/util/types/sub.d.ts:1) removed at head but still referenced at packages/app/src/main.ts:1, packages/app/src/main.ts:2"},
		tsc:  tsPkgErr,
	}, {
		name: "root through a star pattern",
		base: map[string]string{
			"tsconfig.json":                  tsPkgNode10,
			"packages/util/package.json":     `{"name": "@acme/util", "types": "index.d.ts", "typesVersions": {"<4.0": {"*": ["old/*"]}, ">=4.1": {"*": ["types/*"]}}}`,
			"packages/util/index.ts":         tsPkgKeep,
			"packages/util/types/index.d.ts": tsPkgDBoth,
			"packages/app/src/main.ts":       tsPkgUse,
		},
		head: map[string]string{"packages/util/types/index.d.ts": tsPkgDKeep},
		want: []string{"symbol helper (packages/util/types/index.d.ts:1) removed at head but still referenced at packages/app/src/main.ts:1, packages/app/src/main.ts:2"},
		tsc:  tsPkgErr,
	}, {
		// Node loads sub.ts's output, tsc checks the declarations that
		// still have the name: neither dangling nor unreferenced.
		name: "source removes what the declarations keep",
		base: map[string]string{
			"tsconfig.json":                tsPkgNode10,
			"packages/util/package.json":   `{"name": "@acme/util", "typesVersions": {"*": {"*": ["types/*"]}}}`,
			"packages/util/sub.ts":         tsPkgHelper,
			"packages/util/types/sub.d.ts": tsPkgDBoth,
			"packages/app/src/main.ts":     tsPkgUseSub,
		},
		head: map[string]string{"packages/util/sub.ts": tsPkgKeep},
		want: []string{"symbol helper (packages/util/sub.ts:1) removed; its name is still used at packages/app/src/main.ts:1, packages/app/src/main.ts:2, not attributed (its specifier matches packages/util/sub.ts and another module that still provides it; which one loads depends on the import path)"},
	}})
}

// tsc reads a package's typings field before its types field.
func TestTSTypingsBeforeTypes(t *testing.T) {
	t.Parallel()
	runTSPackageCases(t, []tsPackageCase{{
		name: "typings",
		base: map[string]string{
			"tsconfig.json":              tsPkgNode10,
			"packages/util/package.json": `{"name": "@acme/util", "types": "b.d.ts", "typings": "a.d.ts"}`,
			"packages/util/a.d.ts":       tsPkgDBoth,
			"packages/util/b.d.ts":       tsPkgDBoth,
			"packages/app/src/main.ts":   tsPkgUse,
		},
		head: map[string]string{"packages/util/a.d.ts": tsPkgDKeep},
		want: []string{"symbol helper (packages/util/a.d.ts:1) removed at head but still referenced at packages/app/src/main.ts:1, packages/app/src/main.ts:2"},
		tsc:  tsPkgErr,
	}})
}

// typesVersions ranges are matched against the TypeScript version the
// readings follow; the first that matches applies.
func TestTSVersionRangeMatches(t *testing.T) {
	for r, want := range map[string]string{
		"*": "yes", ">=4.1": "yes", ">=5.9.3": "yes", ">5": "no", "<=5": "yes", "<5.9": "no",
		"~5.9": "yes", "~5.8": "no", "^5.1": "yes", "^4.9": "no", "5.x": "yes", "4.x || >=5.0": "yes",
		">=4.0 <5.0": "no", ">=5.0 <6": "yes", "5.9.3-beta": "maybe", "<4 || 1.0 - 2.0": "maybe",
	} {
		if got := versionRangeMatches(r); got != want {
			t.Errorf("versionRangeMatches(%q) = %s, want %s", r, got, want)
		}
	}
}

// Under node10 resolution (moduleResolution node or node10, or a
// CommonJS module, which ES5 implies) tsc ignores a package's exports
// and reads its types and main: a name removed from main's file is gone
// for the importer, whatever exports names.
func TestTSNode10IgnoresExports(t *testing.T) {
	t.Parallel()
	const pkg = `{"name": "@acme/util", "main": "src/main.ts", "exports": {".": "./src/index.ts"}}`
	const dangling = "symbol helper (packages/util/src/main.ts:1) removed at head but still referenced at packages/app/src/main.ts:1, packages/app/src/main.ts:2"
	var cases []tsPackageCase
	for name, cfg := range map[string]map[string]string{
		"moduleResolution node10": {"tsconfig.json": `{"compilerOptions": {"strict": true, "module": "commonjs", "moduleResolution": "node10"}, "include": ["packages/app/src"]}`},
		"module commonjs":         {"tsconfig.json": `{"compilerOptions": {"strict": true, "module": "commonjs"}, "include": ["packages/app/src"]}`},
		"target es5":              {"tsconfig.json": `{"compilerOptions": {"strict": true, "target": "es5"}, "include": ["packages/app/src"]}`},
		"inherited through extends": {
			"tsconfig.base.json": `{"compilerOptions": {"strict": true, "module": "commonjs", "moduleResolution": "node"}}`,
			"tsconfig.json":      `{"extends": "./tsconfig.base.json", "compilerOptions": {"target": "es2022"}, "include": ["packages/app/src"]}`,
		},
	} {
		base := map[string]string{
			"packages/util/package.json": pkg,
			"packages/util/src/main.ts":  tsPkgHelper,
			"packages/util/src/index.ts": tsPkgKeep,
			"packages/app/src/main.ts":   tsPkgUse,
		}
		maps.Copy(base, cfg)
		cases = append(cases, tsPackageCase{name: name, base: base,
			head: map[string]string{"packages/util/src/main.ts": tsPkgKeep},
			want: []string{dangling}, tsc: tsPkgErr})
	}
	runTSPackageCases(t, cases)
}

// Node loads a package through its exports while tsc under node10
// checks its main: a name removed from the exports' file that main's
// still has is neither dangling nor unreferenced.
func TestTSNode10ExportsStillLoaded(t *testing.T) {
	t.Parallel()
	runTSPackageCases(t, []tsPackageCase{{
		name: "exports file",
		base: map[string]string{
			"tsconfig.json":              tsPkgNode10,
			"packages/util/package.json": `{"name": "@acme/util", "main": "src/main.ts", "exports": {".": "./src/index.ts"}}`,
			"packages/util/src/main.ts":  tsPkgHelper,
			"packages/util/src/index.ts": tsPkgHelper,
			"packages/app/src/main.ts":   tsPkgUse,
		},
		head: map[string]string{"packages/util/src/index.ts": tsPkgKeep},
		want: []string{"symbol helper (packages/util/src/index.ts:1) removed; its name is still used at packages/app/src/main.ts:1, packages/app/src/main.ts:2, not attributed (its specifier matches packages/util/src/index.ts and another module that still provides it; which one loads depends on the import path)"},
	}})
}

// tsc looks a package's exports, types and main targets up under
// moduleSuffixes as it does a relative import: src/index.ts is
// src/index.ios.ts first for [".ios", ""].
func TestTSModuleSuffixesForPackageTargets(t *testing.T) {
	t.Parallel()
	const dangling = "symbol helper (packages/util/src/index.ios.ts:1) removed at head but still referenced at packages/app/src/main.ts:1, packages/app/src/main.ts:2"
	var cases []tsPackageCase
	for name, pkg := range map[string]string{
		"exports": `{"name": "@acme/util", "exports": {".": "./src/index.ts"}}`,
		"main":    `{"name": "@acme/util", "main": "src/index.ts"}`,
	} {
		cases = append(cases, tsPackageCase{
			name: name,
			base: map[string]string{
				"tsconfig.json":                  `{"compilerOptions": {"strict": true, "module": "preserve", "moduleSuffixes": [".ios", ""], "noEmit": true}, "include": ["packages/app/src"]}`,
				"packages/util/package.json":     pkg,
				"packages/util/src/index.ios.ts": tsPkgHelper,
				"packages/util/src/index.ts":     tsPkgKeep,
				"packages/app/src/main.ts":       tsPkgUse,
			},
			head: map[string]string{"packages/util/src/index.ios.ts": tsPkgKeep},
			want: []string{dangling},
			tsc:  tsPkgErr,
		})
	}
	runTSPackageCases(t, cases)
}

// A package's main lib/index.js beside lib/index.d.ts names both: tsc
// checks an import against the declarations, Node loads the JavaScript.
func TestTSPackageDeclarationsBesideJavaScript(t *testing.T) {
	t.Parallel()
	runTSPackageCases(t, []tsPackageCase{{
		name: "main",
		base: map[string]string{
			"tsconfig.json":                tsPkgNode10,
			"packages/util/package.json":   `{"name": "@acme/util", "main": "lib/index.js"}`,
			"packages/util/lib/index.js":   "export function keep() { return 2 }\n",
			"packages/util/lib/index.d.ts": tsPkgDBoth,
			"packages/app/src/main.ts":     tsPkgUse,
		},
		head: map[string]string{"packages/util/lib/index.d.ts": tsPkgDKeep},
		want: []string{"symbol helper (packages/util/lib/index.d.ts:1) removed at head but still referenced at packages/app/src/main.ts:1, packages/app/src/main.ts:2"},
		tsc:  tsPkgErr,
	}})
}
