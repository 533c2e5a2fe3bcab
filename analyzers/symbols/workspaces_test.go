package symbols

import "testing"

// Imports through the names the language's tools resolve besides
// relative paths: a workspace package by its name and exports (subpath
// patterns, conditions, a build's output mapped back to its source),
// main and types, a package's # imports, tsconfig paths and baseUrl.
func TestWorkspaceNamesResolve(t *testing.T) {
	t.Parallel()
	util := map[string]string{
		"package.json":                  `{"private": true, "workspaces": ["packages/*"]}`,
		"packages/util/src/sub/path.ts": "export function helper() { return 1 }\nexport function keep() { return 2 }\n",
		"packages/util/src/index.ts":    "export * from './sub/path';\n",
	}
	with := func(extra map[string]string) map[string]string {
		m := map[string]string{}
		for k, v := range util {
			m[k] = v
		}
		for k, v := range extra {
			m[k] = v
		}
		return m
	}
	removeHelper := map[string]string{"packages/util/src/sub/path.ts": "export function keep() { return 2 }\n"}
	const dangling = "symbol helper (packages/util/src/sub/path.ts:1) removed at head but still referenced at packages/app/src/main.ts:1, packages/app/src/main.ts:2"
	const importSub = "import { helper } from \"@acme/util/sub/path\";\nexport const x = helper();\n"
	const importRoot = "import { helper } from \"@acme/util\";\nexport const x = helper();\n"
	runRouteCases(t, []routeCase{{
		name: "ExportsPatternWithConditionsToBuildOutput",
		base: with(map[string]string{
			"packages/util/package.json": `{"name": "@acme/util", "exports": {"./sub/*": {"types": "./dist/sub/*.d.ts", "import": "./dist/sub/*.js"}}}`,
			"packages/util/tsconfig.json": `{"compilerOptions": {"outDir": "dist", "rootDir": "src",}, // emitted
}`,
			"packages/app/src/main.ts": importSub,
		}),
		head: removeHelper,
		want: []string{dangling},
	}, {
		name: "ExportsRootThroughExportStar",
		base: with(map[string]string{
			"packages/util/package.json": `{"name": "@acme/util", "exports": {".": {"default": "./src/index.ts"}}}`,
			"packages/app/src/main.ts":   importRoot,
		}),
		head: removeHelper,
		want: []string{dangling},
	}, {
		name: "TypesField",
		base: with(map[string]string{
			"packages/util/package.json": `{"name": "@acme/util", "main": "lib/index.js", "types": "lib/index.d.ts"}`,
			"packages/app/src/main.ts":   importRoot,
		}),
		head: removeHelper,
		want: []string{dangling},
	}, {
		name: "PackageImports",
		base: with(map[string]string{
			"packages/util/package.json": `{"name": "@acme/util", "imports": {"#sub/*": "./src/sub/*.ts"}}`,
			"packages/util/src/use.ts":   "import { helper } from '#sub/path';\nexport const y = helper();\n",
		}),
		head: removeHelper,
		want: []string{"symbol helper (packages/util/src/sub/path.ts:1) removed at head but still referenced at packages/util/src/use.ts:1, packages/util/src/use.ts:2"},
	}, {
		name: "TsconfigPathsAndBaseURL",
		base: with(map[string]string{
			"tsconfig.base.json":       `{"compilerOptions": {"baseUrl": ".", "paths": {"@util/*": ["packages/util/src/*"]}}}`,
			"tsconfig.json":            `{"extends": "./tsconfig.base.json"}`,
			"packages/app/src/main.ts": "import { helper } from '@util/sub/path';\nexport const x = helper();\n",
			"packages/app/src/b.ts":    "import { helper } from 'packages/util/src/index';\nexport const y = helper();\n",
		}),
		head: removeHelper,
		want: []string{"symbol helper (packages/util/src/sub/path.ts:1) removed at head but still referenced at packages/app/src/b.ts:1, packages/app/src/b.ts:2, packages/app/src/main.ts:1, packages/app/src/main.ts:2"},
	}})
}

// Python resolves a src/ layout's packages and namespace packages
// (directories without __init__.py) as the interpreter does.
func TestPythonSrcLayoutAndNamespacePackages(t *testing.T) {
	t.Parallel()
	runRouteCases(t, []routeCase{{
		name: "SrcLayoutNamespacePackage",
		base: map[string]string{
			"pyproject.toml":            "[project]\nname = \"acme\"\n",
			"src/acme/plugins/tools.py": "def helper():\n    return 1\n\ndef keep():\n    return 2\n",
			"tests/test_tools.py":       "from acme.plugins.tools import helper\nimport acme.plugins.tools as t\n\ndef test_it():\n    assert helper() == t.helper()\n",
		},
		head: map[string]string{"src/acme/plugins/tools.py": "def keep():\n    return 2\n"},
		want: []string{"symbol helper (src/acme/plugins/tools.py:1) removed at head but still referenced at tests/test_tools.py:1, tests/test_tools.py:5"},
	}})
}
