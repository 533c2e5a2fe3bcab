package symbols

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A file that drops its own copy of a type TypeScript's library now
// declares (PromiseWithResolvers, ES2024) keeps compiling: its uses bind
// to the library's, so the removal is ambiguous, not dangling (tsc
// accepts the head). A name no library declares stays dangling, and tsc
// rejects that head.
func TestTSLibraryGlobalTakesOverAFilesUses(t *testing.T) {
	t.Parallel()
	const tsconfig = `{"compilerOptions": {"target": "es2022", "lib": ["es2024"], "strict": true, "noEmit": true}, "include": ["*.ts"]}`
	const uses = "export function queue(): Array<{ resolve: PromiseWithResolvers<unknown>[\"resolve\"] }> {\n  return [];\n}\n"
	base := snapshot.Map{
		"tsconfig.json": tsconfig,
		"queue.ts":      "interface PromiseWithResolvers<T> {\n  promise: Promise<T>;\n  resolve: (value: T) => void;\n}\n\n" + uses,
	}
	head := clone(base)
	head["queue.ts"] = uses
	check(t, run(t, base, head),
		"symbol PromiseWithResolvers (queue.ts:1) removed; its name is still used at queue.ts:1, not attributed (its file's uses now name the builtin or global of that name)")
	typecheckTS(t, head, "")

	own := clone(base)
	own["queue.ts"] = "interface PendingJob<T> {\n  resolve: (value: T) => void;\n}\n\nexport function queue(): Array<{ resolve: PendingJob<unknown>[\"resolve\"] }> {\n  return [];\n}\n"
	ownHead := clone(own)
	ownHead["queue.ts"] = "export function queue(): Array<{ resolve: PendingJob<unknown>[\"resolve\"] }> {\n  return [];\n}\n"
	check(t, run(t, own, ownHead), "symbol PendingJob (queue.ts:1) removed at head but still referenced at queue.ts:1")
	typecheckTS(t, ownHead, "Cannot find name 'PendingJob'")
}

// A declare global block declares globals for every file of the
// program, beside an ambient module's or a module's own, and so does a
// script at its top level: once a module's helper is removed, its use
// may name the global one (tsc accepts the head), so it is neither
// dangling nor absent.
func TestTSDeclareGlobalMayAnswerAUse(t *testing.T) {
	t.Parallel()
	const (
		opts    = `"strict": false, "noEmit": true, "target": "es2020", "skipLibCheck": true`
		removed = "export function helper() { return 1 }\n"
		use     = "export const y = helper()\n"
	)
	for _, c := range []struct{ name, head, types, want string }{
		{"in the file", "declare global { function helper(): number }\n" + use, "",
			"its name is still used at a.ts:2, not attributed (a declare global block at a.ts:1 declares a global helper"},
		{"in another module", use, "export {}\ndeclare global {\n  function helper(): number\n}\n",
			"its name is still used at a.ts:1, not attributed (a declare global block at types.d.ts:3 declares a global helper"},
		{"in an ambient module's block", use, "declare module \"x\" {\n  global {\n    function helper(): number\n  }\n}\n",
			"its name is still used at a.ts:1, not attributed (a declare global block at types.d.ts:3 declares a global helper"},
		{"in a script", use, "declare function helper(): number\n",
			"its name is still used at a.ts:1, not attributed (types.d.ts is a script: its top-level helper (types.d.ts:1) is a global"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{"tsconfig.json": `{"compilerOptions": {` + opts + `}}`, "a.ts": removed + c.head}
			if c.types != "" {
				base["types.d.ts"] = c.types
			}
			got := removeFrom(t, base, "a.ts", c.head)
			if len(got) != 1 || !strings.Contains(got[0], c.want) {
				t.Errorf("facts:\n%s\nwant one saying %q", strings.Join(got, "\n"), c.want)
			}
			head := clone(base)
			head["a.ts"] = c.head
			tscSays(t, head, "", "-p", ".")
		})
	}
}
