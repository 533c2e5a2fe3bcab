package symbols

import (
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
