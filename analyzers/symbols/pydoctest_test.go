package symbols

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A docstring's >>> example is code doctest runs: a removal it still
// imports is no "no references remain" (python3 -m doctest fails on the
// head). Prose in a docstring that merely names the function stays no
// reference.
func TestPythonDoctestNamesARemoval(t *testing.T) {
	t.Parallel()
	const mod = "def helper():\n    return 1\n\ndef keep():\n    return 2\n"
	base := snapshot.Map{"pkg/__init__.py": "", "pkg/mod.py": mod,
		"pkg/use.py": "def f():\n    \"\"\"Run it.\n\n    >>> from pkg.mod import helper\n    >>> helper()\n    1\n    \"\"\"\n    return 0\n"}
	head := clone(base)
	head["pkg/mod.py"] = "def keep():\n    return 2\n"
	check(t, run(t, base, head), "symbol helper (pkg/mod.py:1) removed; its name is still used at pkg/use.py:4, pkg/use.py:5, not attributed (named only in strings)")
	doctest(t, base, "pkg/use.py", true)
	doctest(t, head, "pkg/use.py", false)

	prose := clone(base)
	prose["pkg/use.py"] = "def f():\n    \"\"\"Unlike helper, returns 0.\"\"\"\n    return 0\n"
	proseHead := clone(prose)
	proseHead["pkg/mod.py"] = head["pkg/mod.py"]
	check(t, run(t, prose, proseHead), "symbol helper (pkg/mod.py:1) removed; no references remain at head")
}

// doctest runs python3 -m doctest on file over the files, where python3
// is installed, and wants it to pass or fail.
func doctest(t *testing.T, files snapshot.Map, file string, pass bool) {
	t.Helper()
	if python3() == "" {
		t.Log("python3 not installed: the doctests are not run")
		return
	}
	cmd := exec.Command(python3(), "-m", "doctest", file)
	cmd.Dir = writeTree(t, files)
	out, err := cmd.CombinedOutput()
	if (err == nil) != pass {
		t.Errorf("python3 -m doctest %s: passed %v, want %v\n%s", file, err == nil, pass, strings.TrimSpace(string(out)))
	}
}
