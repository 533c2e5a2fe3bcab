package symbols

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// An HTML page's scripts and event handlers call a script's globals and
// import modules, in a syntax the reader does not parse: a page naming a
// removal leaves it unchecked, never "no references remain". The oracle
// runs the page's scripts as a browser would, in one global scope with
// the script it loads (node's vm), and fails on the head.
func TestHTMLPageNamesARemoval(t *testing.T) {
	t.Parallel()
	const page = "<html><body>\n<script src=\"util.js\"></script>\n<script>\ndocument.title = String(helper());\n</script>\n</body></html>\n"
	base := snapshot.Map{"web/util.js": "function helper() { return 1 }\nfunction keep() { return 2 }\n", "web/index.html": page}
	head := clone(base)
	head["web/util.js"] = "function keep() { return 2 }\n"
	check(t, run(t, base, head), "symbol helper (web/util.js:1) could not be checked (web/index.html names it (a .html file, which the TypeScript/JavaScript reader does not parse))")
	runPage(t, base, "")
	runPage(t, head, "helper is not defined")

	mod := snapshot.Map{"web/util.js": "export function helper() { return 1 }\nexport function keep() { return 2 }\n",
		"web/index.html": "<script type=\"module\">\nimport { helper } from './util.js'\nhelper()\n</script>\n"}
	modHead := clone(mod)
	modHead["web/util.js"] = "export function keep() { return 2 }\n"
	check(t, run(t, mod, modHead), "symbol helper (web/util.js:1) could not be checked (web/index.html names it (a .html file, which the TypeScript/JavaScript reader does not parse))")

	// A page that does not name it leaves the claim checked.
	other := clone(base)
	other["web/index.html"] = strings.ReplaceAll(page, "helper", "keep")
	otherHead := clone(other)
	otherHead["web/util.js"] = head["web/util.js"]
	check(t, run(t, other, otherHead), "symbol helper (web/util.js:1) removed; no references remain at head")
}

// runPage runs web/util.js and then web/index.html's inline script in
// one global scope with node, where node is installed.
func runPage(t *testing.T, files snapshot.Map, broken string) {
	t.Helper()
	if _, err := exec.LookPath("node"); err != nil {
		t.Log("node not installed: the page is not run")
		return
	}
	const harness = `const fs = require('fs'), vm = require('vm')
const ctx = vm.createContext({ document: {} })
vm.runInContext(fs.readFileSync('web/util.js', 'utf8'), ctx)
const page = fs.readFileSync('web/index.html', 'utf8')
for (const m of page.matchAll(/<script>([\s\S]*?)<\/script>/g)) vm.runInContext(m[1], ctx)
`
	files = clone(files)
	files["run.js"] = harness
	interpret(t, "node", files, "run.js", broken)
}
