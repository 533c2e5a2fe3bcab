package symbols

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// tsconfig's extends may name a file of any name, a list of them, or a
// workspace package's configuration; the paths they set resolve the
// imports of every file the extending configuration compiles. Missed,
// the import looks like an npm package's and the removal was "no
// references remain" while tsc rejects the head.
func TestTSConfigExtendsAnyFile(t *testing.T) {
	t.Parallel()
	const util = "export function helper() { return 1 }\nexport function keep() { return 2 }\n"
	const main = "import { helper } from '@u/x';\nexport const y = helper();\n"
	const want = "symbol helper (src/utils/x.ts:1) removed at head but still referenced at src/main.ts:1, src/main.ts:2"
	cases := []struct {
		name  string
		files snapshot.Map
		tsc   bool
	}{
		{"file of another name", snapshot.Map{
			"cfg/base.json": `{"compilerOptions": {"baseUrl": "..", "paths": {"@u/*": ["src/utils/*"]}}}`,
			"tsconfig.json": `{"extends": "./cfg/base.json", "include": ["src"]}`}, true},
		{"list without .json", snapshot.Map{
			"cfg/strict.json": `{"compilerOptions": {"strict": true}}`,
			"cfg/paths.json":  `{"compilerOptions": {"paths": {"@u/*": ["../src/utils/*"]}}}`,
			"tsconfig.json":   `{"extends": ["./cfg/strict", "./cfg/paths"], "include": ["src"]}`}, true},
		{"workspace package", snapshot.Map{
			"package.json":                 `{"private": true, "workspaces": ["config"]}`,
			"config/package.json":          `{"name": "@acme/tsconfig"}`,
			"config/base.json":             `{"compilerOptions": {"paths": {"@u/*": ["../src/utils/*"]}}}`,
			"tsconfig.json":                `{"extends": "@acme/tsconfig/base.json"}`,
			"config/tsconfig.json":         `{"compilerOptions": {"strict": true}}`,
			"config/unused/tsconfig.json":  `{"extends": "@acme/tsconfig"}`,
			"config/unused/placeholder.ts": "export {}\n"}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := clone(c.files)
			base["src/utils/x.ts"], base["src/main.ts"] = util, main
			head := clone(base)
			head["src/utils/x.ts"] = "export function keep() { return 2 }\n"
			check(t, run(t, base, head), want)
			if c.tsc {
				typecheckTS(t, base, "")
				typecheckTS(t, head, "has no exported member 'helper'")
			}
		})
	}
}

// typecheckTS runs tsc --noEmit over the files where TypeScript is
// installed (tsc on PATH, or the typescript package under NODE_PATH):
// broken is what its failure must say, or "" for a clean check.
func typecheckTS(t *testing.T, files snapshot.Map, broken string) {
	t.Helper()
	tsc(t, files, broken, "--noEmit", "-p", ".")
}

// tsc runs tsc with args over the files where TypeScript is installed.
func tsc(t *testing.T, files snapshot.Map, broken string, args ...string) {
	t.Helper()
	cmd := tscCommand(args...)
	if cmd == nil {
		t.Log("TypeScript not installed: the head is not checked")
		return
	}
	cmd.Dir = writeTree(t, files)
	expectRun(t, cmd, broken)
}

// tscCommand is tsc with args (tsc on PATH, or the typescript package
// under NODE_PATH), or nil where TypeScript is not installed.
func tscCommand(args ...string) *exec.Cmd {
	if bin, err := exec.LookPath("tsc"); err == nil {
		return exec.Command(bin, args...)
	}
	for _, dir := range filepath.SplitList(os.Getenv("NODE_PATH")) {
		js := filepath.Join(dir, "typescript", "bin", "tsc")
		if _, err := os.Stat(js); err == nil {
			return exec.Command("node", append([]string{js}, args...)...)
		}
	}
	return nil
}

// With project references, another project imports this one's build
// output (../../a/dist/x), which tsc -b compiles from a's sources: the
// import reaches src/x.ts, and removing helper there breaks it.
func TestTSImportOfBuildOutputReachesItsSource(t *testing.T) {
	t.Parallel()
	base := snapshot.Map{
		"packages/a/tsconfig.json": `{"compilerOptions": {"composite": true, "rootDir": "src", "outDir": "dist"}}`,
		"packages/b/tsconfig.json": `{"compilerOptions": {"rootDir": "src", "outDir": "dist"}, "references": [{"path": "../a"}]}`,
		"packages/a/src/x.ts":      "export function helper() { return 1 }\nexport function keep() { return 2 }\n",
		"packages/b/src/main.ts":   "import { helper } from '../../a/dist/x';\nexport const y = helper();\n",
	}
	head := clone(base)
	head["packages/a/src/x.ts"] = "export function keep() { return 2 }\n"
	check(t, run(t, base, head), "symbol helper (packages/a/src/x.ts:1) removed at head but still referenced at packages/b/src/main.ts:1, packages/b/src/main.ts:2")
	tsc(t, base, "", "-b", "packages/b")
	tsc(t, head, "has no exported member 'helper'", "-b", "packages/b")
}

// A relative import of a file the repository does not hold is built or
// generated output, likely compiled from a module of the same name: a
// removal from one is ambiguous there, never "no references remain". A
// stylesheet, or a module of another name, changes nothing.
func TestTSImportOfMissingFileIsAGap(t *testing.T) {
	base := snapshot.Map{
		"src/x.ts":    "export function helper() { return 1 }\nexport function keep() { return 2 }\n",
		"app/main.ts": "import { helper } from '../lib/x';\nimport './styles.css';\nimport { other } from '../lib/y';\nexport const y = helper() + other();\n",
	}
	head := clone(base)
	head["src/x.ts"] = "export function keep() { return 2 }\n"
	check(t, run(t, base, head), `symbol helper (src/x.ts:1) removed; its name is still used at app/main.ts:1, app/main.ts:4, not attributed ("../lib/x" names no file of the repository (built or generated output?))`)

	other := clone(base)
	other["app/main.ts"] = "import './x.css';\nimport { helper } from '../lib/y';\nexport const y = helper();\n"
	otherHead := clone(other)
	otherHead["src/x.ts"] = head["src/x.ts"]
	check(t, run(t, other, otherHead), "symbol helper (src/x.ts:1) removed; no references remain at head")
}

// A default import of a module the repository holds is no missing file:
// the use through it is ambiguous for what the binding takes, and the
// reason says so.
func TestTSDefaultImportOfHeldModule(t *testing.T) {
	base := snapshot.Map{
		"src/mod.ts":  "export function helper() { return 1 }\nexport const k = 2\nexport default { helper, k }\n",
		"src/main.ts": "import lib from './mod';\nconsole.log(lib.helper());\n",
	}
	head := clone(base)
	head["src/mod.ts"] = "export const k = 2\nexport default { k }\n"
	check(t, run(t, base, head), `symbol helper (src/mod.ts:1) removed; its name is still used at src/main.ts:2, not attributed (bound to "./mod"'s default export or a value this reading does not follow)`)
}
