package symbols

import (
	"maps"
	"os/exec"
	"slices"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
)

// A Python module binds a name at module level by more than def, class
// and name = …: a for or with target, a walrus, a chained, bracketed or
// starred assignment, a statement after a semicolon or a compound
// header's colon, a match capture. A def replaced by one of them is no
// removal, and `from pkg.util import helper` still imports (python3
// runs it); each was a false dangling FAIL. One that may bind nothing
// (a loop, a case, a compound statement's body) is unchecked instead
// (defcond.go). A function declaring the
// name global may bind it when it runs: the use is ambiguous. A del at
// module level (after a semicolon or a header's colon too) unbinds:
// helper defined then deleted is gone (python3:
// ImportError), which was "no top-level symbol the range removed is
// still referenced: VERIFIED"; a del under a condition may not run.
func TestPythonModuleLevelBindings(t *testing.T) {
	t.Parallel()
	const base = "def helper():\n    return 1\n\ndef gone():\n    return 2\n"
	const app = "from pkg.util import helper\nprint(helper)\n"
	const dangling = "symbol helper (pkg/util.py:1) removed at head but still referenced at app.py:1, app.py:2"
	const gone = "symbol gone (pkg/util.py:4) removed; no references remain at head"
	cases := []struct {
		name, head string
		want       []string
		imports    bool // python3 app.py runs at head
	}{
		{"for target", "for helper in [lambda: 1]:\n    pass\n", []string{gone, "symbol helper (pkg/util.py:1) could not be checked (at head defined only inside an if, try, loop or with at module level, which may leave it out where it is used)"}, true},
		{"with target", "with open(__file__) as _f, open(__file__) as (helper):\n    pass\n", []string{gone, "symbol _f (pkg/util.py:1) added; nothing at head references it"}, true},
		{"walrus", "if (helper := (lambda: 1)):\n    pass\n", []string{gone}, true},
		{"walrus in a comprehension", "_x = [helper := (lambda: 1) for _ in range(1)]\n", []string{gone, "symbol _x (pkg/util.py:1) added; nothing at head references it"}, true},
		{"bracketed targets", "[helper, _b] = [lambda: 1, 2]\n", []string{gone, "symbol _b (pkg/util.py:1) added; nothing at head references it"}, true},
		{"starred target", "*_rest, helper = [1, lambda: 1]\n", []string{gone, "symbol _rest (pkg/util.py:1) added; nothing at head references it"}, true},
		{"chained assignment", "_a = helper = lambda: 1\n", []string{gone, "symbol _a (pkg/util.py:1) added; nothing at head references it"}, true},
		{"after a semicolon", "import os; helper = lambda: 1\n", []string{gone}, true},
		{"after a header's colon", "if True: helper = lambda: 1\n", []string{gone, "symbol helper (pkg/util.py:1) could not be checked (at head defined only inside an if, try, loop or with at module level, which may leave it out where it is used)"}, true},
		{"match capture", "match (lambda: 1):\n    case helper:\n        pass\n", []string{gone, "symbol helper (pkg/util.py:1) could not be checked (at head defined only inside an if, try, loop or with at module level, which may leave it out where it is used)"}, true},
		{"global in a function", "def _mk():\n    global helper\n    def helper():\n        return 1\n_mk()\n",
			[]string{gone, "symbol helper (pkg/util.py:1) removed; its name is still used at app.py:1, app.py:2, pkg/util.py:2, not attributed (pkg/util.py declares helper global in a function, which may still supply it)"}, true},
		{"deleted", "def helper():\n    return 1\ndel helper\n", []string{gone, dangling}, false},
		{"deleted under a condition", "import sys\ndef helper():\n    return 1\nif sys.version_info < (3,):\n    del helper\n",
			[]string{gone, "symbol helper (pkg/util.py:1) removed; its name is still used at app.py:1, app.py:2, not attributed (pkg/util.py deletes helper only under a condition, which may still supply it)"}, true},
		{"deleted after a semicolon", "def helper():\n    return 1\n_x = 1; del helper\n", []string{gone, dangling, "symbol _x (pkg/util.py:3) added; nothing at head references it"}, false},
		{"deleted after a header's colon", "import sys\ndef helper():\n    return 1\nif sys.version_info < (3,): del helper\n",
			[]string{gone, "symbol helper (pkg/util.py:1) removed; its name is still used at app.py:1, app.py:2, not attributed (pkg/util.py deletes helper only under a condition, which may still supply it)"}, true},
		{"defined again after a del", "def helper():\n    return 1\ndel helper\nhelper = lambda: 2\n", []string{gone}, true},
		{"a subscript and an attribute are no targets", "import types\n_d = {}\n_d[0] = _ns = types.SimpleNamespace()\n_ns.helper = 1\n", []string{gone, dangling}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			files := map[string]string{"pkg/__init__.py": "\n", "pkg/util.py": base, "app.py": app}
			r := gittest.New(t)
			from := r.Commit("base", files)
			r.Commit("change", map[string]string{"pkg/util.py": c.head})
			check(t, slices.Sorted(slices.Values(analyzeCommits(t, r.Dir, from, "HEAD"))), slices.Sorted(slices.Values(c.want))...)
			if python3() == "" {
				t.Log("python3 not installed: the head is not run")
				return
			}
			head := maps.Clone(files)
			head["pkg/util.py"] = c.head
			cmd := exec.Command(python3(), "app.py")
			cmd.Dir = writeTree(t, head)
			broken := ""
			if !c.imports {
				broken = "helper"
			}
			expectRun(t, cmd, broken)
		})
	}
}
