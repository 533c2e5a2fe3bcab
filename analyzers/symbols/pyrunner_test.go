package symbols

import (
	"os/exec"
	"strings"
	"testing"
)

// A Makefile, a shell script, a CI step or a Procfile may run Python code
// that names a removed function (`python3 -c "from pkg.mod import
// helper"`, `uvicorn pkg.mod:helper`): the removal is unchecked there,
// never "no references remain". python3 runs each such line at head and
// shows the break. A word on a line that runs no Python and names no
// module path (`name: helper job`) is prose.
func TestRunnerFilesKeepRemovalsUnchecked(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, file, text, run string
		unchecked             bool
	}{
		{"Makefile", "Makefile", "check:\n\tpython3 -c \"from pkg.mod import helper; helper()\"\n", "from pkg.mod import helper; helper()", true},
		{"shell script", "scripts/smoke.sh", "#!/bin/sh\npython3 -c 'from pkg.mod import helper'\n", "from pkg.mod import helper", true},
		{"CI step", ".github/workflows/ci.yml", "jobs:\n  t:\n    steps:\n      - run: python -c \"from pkg.mod import helper\"\n", "from pkg.mod import helper", true},
		{"Procfile", "Procfile", "web: uvicorn pkg.mod:helper --port 8000\n", "import pkg.mod; pkg.mod.helper", true},
		// The Python runs on from a line that says python: after a
		// backslash, and in a heredoc it feeds.
		{"continued line", "Makefile", "check:\n\tpython3 -c \"from pkg.mod import \\\n\t\thelper; helper()\"\n", "from pkg.mod import helper; helper()", true},
		{"heredoc", ".github/workflows/ci.yml", "jobs:\n  t:\n    steps:\n      - run: |\n          python3 - <<'EOF'\n          from pkg.mod import helper\n          EOF\n", "from pkg.mod import helper", true},
		// Files that name a Python callable by module path for a tool
		// to load: environment files, npm scripts, Pipfile scripts,
		// container and service definitions under other names.
		{"flaskenv", ".flaskenv", "FLASK_APP=pkg.mod:helper\n", "import pkg.mod; pkg.mod.helper", true},
		{"env file", "deploy/prod.env", "APP_FACTORY=pkg.mod:helper\n", "import pkg.mod; pkg.mod.helper", true},
		{"npm script", "package.json", "{\"scripts\": {\"api\": \"uvicorn pkg.mod:helper --factory\"}}\n", "import pkg.mod; pkg.mod.helper", true},
		{"Pipfile script", "Pipfile", "[scripts]\ncheck = \"python -c 'from pkg.mod import helper'\"\n", "from pkg.mod import helper", true},
		{"Dockerfile variant", "Dockerfile.dev", "CMD [\"gunicorn\", \"pkg.mod:helper()\"]\n", "import pkg.mod; pkg.mod.helper", true},
		{"Containerfile", "Containerfile", "CMD gunicorn 'pkg.mod:helper()'\n", "import pkg.mod; pkg.mod.helper", true},
		{"supervisor", "deploy/supervisord.conf", "[program:api]\ncommand=gunicorn pkg.mod:helper\n", "import pkg.mod; pkg.mod.helper", true},
		{"systemd unit", "deploy/api.service", "[Service]\nExecStart=/usr/bin/gunicorn pkg.mod:helper\n", "import pkg.mod; pkg.mod.helper", true},
		{"Makefile variant", "Makefile.ci", "check:\n\tpython3 -c 'from pkg.mod import helper'\n", "from pkg.mod import helper", true},
		{"interpreter in a variable", "Makefile", "PY ?= .venv/bin/py3\ncheck:\n\t$(PY) -c 'from pkg.mod import helper'\n", "from pkg.mod import helper", true},
		{"pytest node id", "scripts/one.sh", "#!/bin/sh\npytest tests/test_mod.py::helper\n", "", false},
		{"after the heredoc", "scripts/smoke.sh", "#!/bin/sh\npython3 - <<EOF\nprint(1)\nEOF\necho helper done\n", "", false},
		{"prose", ".github/workflows/ci.yml", "jobs:\n  helper:\n    name: helper job\n", "", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			_, head, got := pyHelperRemoved(t, c.file, c.text)
			wantUnchecked := "symbol helper (pkg/mod.py:1) could not be checked (" + c.file + " names it"
			switch {
			case c.unchecked && !strings.Contains(got, wantUnchecked):
				t.Errorf("facts:\n%s\nwant %q", got, wantUnchecked)
			case !c.unchecked && !strings.Contains(got, "symbol helper (pkg/mod.py:1) removed; no references remain at head"):
				t.Errorf("facts:\n%s\nwant helper removed with no references", got)
			}
			if c.run == "" {
				return
			}
			if python3() == "" {
				t.Log("python3 not installed: the head is not run")
				return
			}
			cmd := exec.Command(python3(), "-c", c.run)
			cmd.Dir = writeTree(t, head)
			expectRun(t, cmd, "helper")
		})
	}
}
