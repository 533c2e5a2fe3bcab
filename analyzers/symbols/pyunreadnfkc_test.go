package symbols

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A file the Python reader does not parse names a removed function in
// a spelling Python reads as its name: ｈｅｌｐｅｒ is helper (NFKC). A
// Makefile's python -c, a notebook's cell, a script known by its first
// line (#!/usr/bin/env python3) or by .pyw still imports it, and python3
// shows the break; the removal is unchecked there, never "no
// references remain".
func TestPyUnreadFilesNormaliseNames(t *testing.T) {
	t.Parallel()
	const full = "ｈｅｌｐｅｒ"
	for _, c := range []struct {
		name, file, text string
		run              []string // argv[1:] for python3 in head's tree
	}{
		{"Makefile", "Makefile", "check:\n\tpython3 -c \"from pkg.mod import " + full + "; " + full + "()\"\n", []string{"-c", "from pkg.mod import " + full + "; " + full + "()"}},
		{"shell script", "scripts/smoke.sh", "#!/bin/sh\npython3 -c 'import pkg.mod; pkg.mod." + full + "()'\n", []string{"-c", "import pkg.mod; pkg.mod." + full + "()"}},
		{"tox", "tox.ini", "[testenv]\ncommands = python -c 'from pkg.mod import " + full + "'\n", []string{"-c", "from pkg.mod import " + full}},
		{"Procfile", "Procfile", "web: python -c 'from pkg.mod import " + full + "'\n", []string{"-c", "from pkg.mod import " + full}},
		{"notebook", "nb.ipynb", "{\"cells\": [{\"cell_type\": \"code\", \"source\": [\"from pkg.mod import " + full + "\"]}]}\n", []string{"-c", "from pkg.mod import " + full}},
		{"mixed spelling", "Makefile", "check:\n\tpython3 -c 'from pkg.mod import ｈelper'\n", []string{"-c", "from pkg.mod import ｈelper"}},
		// Scripts the reader does not parse, in any spelling.
		{"shebang script", "tool", "#!/usr/bin/env python3\nfrom pkg.mod import helper\n", []string{"tool"}},
		{"shebang script spelled", "tool", "#!/usr/bin/env python3\nfrom pkg.mod import " + full + "\n", []string{"tool"}},
		{"pyw", "tool.pyw", "from pkg.mod import " + full + "\n", []string{"tool.pyw"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base, head, got := pyHelperRemoved(t, c.file, c.text)
			if want := "symbol helper (pkg/mod.py:1) could not be checked (" + c.file + " names it"; !strings.Contains(got, want) {
				t.Errorf("facts:\n%s\nwant %q", got, want)
			}
			if python3() == "" {
				t.Log("python3 not installed: the head is not run")
				return
			}
			dir := writeTree(t, base)
			expectRun(t, pyCmd(dir, c.run), "")
			expectRun(t, pyCmd(writeTree(t, head), c.run), "'helper'")
		})
	}
	// A script whose first line runs no Python, and a spelling Python
	// reads as another name, leave the removal a fact.
	for _, c := range []struct{ name, file, text string }{
		{"sh script", "bin/tool", "#!/bin/sh\necho helper\n"},
		{"other name", "Makefile", "check:\n\tpython3 -c 'from pkg.mod import ｈelpers'\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			_, _, got := pyHelperRemoved(t, c.file, c.text)
			if want := "symbol helper (pkg/mod.py:1) removed; no references remain at head"; !strings.Contains(got, want) {
				t.Errorf("facts:\n%s\nwant %q", got, want)
			}
		})
	}
}

// pyCmd runs python3 with args in dir; a notebook's cell is run by its
// source, which args give.
func pyCmd(dir string, args []string) *exec.Cmd {
	cmd := exec.Command(python3(), args...)
	cmd.Dir = dir
	return cmd
}

// pyHelperRemoved gives a package whose pkg/mod.py defines helper and
// keep beside file holding text, the same with helper removed at head,
// and the head's facts, one a line.
func pyHelperRemoved(t *testing.T, file, text string) (base, head snapshot.Map, got string) {
	t.Helper()
	base = snapshot.Map{"pkg/__init__.py": "", "pkg/mod.py": "def helper():\n    return 1\n\ndef keep():\n    return 2\n", file: text}
	head = clone(base)
	head["pkg/mod.py"] = "def keep():\n    return 2\n"
	return base, head, strings.Join(run(t, base, head), "\n")
}
