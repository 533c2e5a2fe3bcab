package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A bare package specifier ('lodash/fp') that the workspace and the
// tsconfigs leave unresolved is looked for in node_modules: a repository
// file matching it by its trailing path may not be what loads, so a
// removal there is ambiguous at the import (node runs the head with the
// package installed). Mapped by a tsconfig's paths, or written as an
// alias, the match stands and stays dangling.
func TestTSBarePackageSpecifierIsNotARepositoryPath(t *testing.T) {
	t.Parallel()
	const shim = "export function flow(x) { return x }\nexport function keep() { return 1 }\n"
	const kept = "export function keep() { return 1 }\n"
	base := snapshot.Map{
		"package.json":           `{"name": "app", "type": "module", "dependencies": {"lodash": "^4"}}`,
		"src/shims/lodash/fp.js": shim,
		"src/app.js":             "import { flow } from 'lodash/fp'\n\nconsole.log(flow(1))\n",
	}
	head := clone(base)
	head["src/shims/lodash/fp.js"] = kept
	check(t, run(t, base, head),
		`symbol flow (src/shims/lodash/fp.js:1) removed; its name is still used at src/app.js:1, src/app.js:3, not attributed (its specifier "lodash/fp" is a package name, which Node and TypeScript look for in node_modules; src/shims/lodash/fp.js matches it only by its trailing path)`)
	installed := clone(head)
	installed["node_modules/lodash/package.json"] = `{"name": "lodash", "exports": {"./fp": "./fp.js"}}`
	installed["node_modules/lodash/fp.js"] = "exports.flow = (x) => x\n"
	interpret(t, "node", installed, "src/app.js", "")

	mapped := clone(base)
	mapped["tsconfig.json"] = `{"compilerOptions": {"paths": {"lodash/*": ["./src/shims/lodash/*"]}}}`
	mappedHead := clone(mapped)
	mappedHead["src/shims/lodash/fp.js"] = kept
	check(t, run(t, mapped, mappedHead), "symbol flow (src/shims/lodash/fp.js:1) removed at head but still referenced at src/app.js:1, src/app.js:3")

	aliased := clone(base)
	aliased["src/app.js"] = "import { flow } from '@/shims/lodash/fp'\n\nconsole.log(flow(1))\n"
	aliasedHead := clone(aliased)
	aliasedHead["src/shims/lodash/fp.js"] = kept
	check(t, run(t, aliased, aliasedHead), "symbol flow (src/shims/lodash/fp.js:1) removed at head but still referenced at src/app.js:1, src/app.js:3")
}
