package symbols

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A script, a Makefile or a CI step may run JavaScript that names a
// removed export (`node -e "require('./lib/util.js').helper()"`): the
// removal is unchecked there, never "no references remain". node runs
// each such line at head and shows the break; a word on a line that runs
// no JavaScript is prose.
func TestJSRunnerFilesKeepRemovalsUnchecked(t *testing.T) {
	t.Parallel()
	const util = "exports.helper = () => 1;\nexports.keep = () => 2;\n"
	const call = "require('./lib/util.js').helper()"
	cases := []struct {
		name, file, text string
		unchecked        bool
	}{
		{"npm script", "package.json", "{\"scripts\": {\"smoke\": \"node -e \\\"" + call + "\\\"\"}}\n", true},
		{"Makefile", "Makefile", "smoke:\n\tnode -e \"" + call + "\"\n", true},
		{"CI step", ".github/workflows/ci.yml", "jobs:\n  t:\n    steps:\n      - run: node -e \"" + call + "\"\n", true},
		{"prose", ".github/workflows/ci.yml", "jobs:\n  helper:\n    name: helper job\n", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{"lib/util.js": util, c.file: c.text}
			head := clone(base)
			head["lib/util.js"] = "exports.keep = () => 2;\n"
			got := strings.Join(run(t, base, head), "\n")
			wantUnchecked := "symbol helper (lib/util.js:1) could not be checked (" + c.file + " names it"
			switch {
			case c.unchecked && !strings.Contains(got, wantUnchecked):
				t.Errorf("facts:\n%s\nwant %q", got, wantUnchecked)
			case !c.unchecked && !strings.Contains(got, "symbol helper (lib/util.js:1) removed; no references remain at head"):
				t.Errorf("facts:\n%s\nwant helper removed with no references", got)
			}
			if !c.unchecked {
				return
			}
			if _, err := exec.LookPath("node"); err != nil {
				t.Log("node not installed: the head is not run")
				return
			}
			cmd := exec.Command("node", "-e", call)
			cmd.Dir = writeTree(t, head)
			expectRun(t, cmd, "helper is not a function")
		})
	}
}
