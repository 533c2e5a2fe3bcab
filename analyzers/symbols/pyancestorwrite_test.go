package symbols

import (
	"fmt"
	"strings"
	"testing"
)

// In pkg/sub.py, __import__(__name__) is the top package pkg, not sub:
// what is written through it is pkg's, and from pkg import helper finds
// it. Each write below was a false dangling claim while python3 ran the
// head; the use is ambiguous. A write of another name leaves helper's
// removal a fact.
func TestPyWriteThroughOwnNameImportReachesThePackage(t *testing.T) {
	t.Parallel()
	const used = "symbol helper (pkg/__init__.py:3) removed; its name is still used at "
	const told = ", not attributed (pkg/__init__.py has helper written into it at pkg/sub.py:"
	for _, c := range []struct {
		name, write string
		want        string
		broken      string
	}{
		{"Attribute", "__import__(__name__).helper = f\n",
			used + "app.py:1, app.py:2, pkg/sub.py:3" + told + "3, which may still supply it)", ""},
		{"Setattr", "setattr(__import__(__name__), 'helper', f)\n",
			used + "app.py:1, app.py:2, pkg/sub.py:3" + told + "3, which may still supply it)", ""},
		{"SpecName", "__import__(__spec__.name).helper = f\n",
			used + "app.py:1, app.py:2, pkg/sub.py:3" + told + "3, which may still supply it)", ""},
		{"Held", "m = __import__(__name__)\nm.helper = f\n",
			used + "app.py:1, app.py:2, pkg/sub.py:4" + told + "4, which may still supply it)", ""},
		{"BuiltinsMember", "import builtins\nbuiltins.__import__(__name__).helper = f\n",
			used + "app.py:1, app.py:2, pkg/sub.py:4" + told + "4, which may still supply it)", ""},
		{"AssignedAnotherName", "imp = __import__\nimp(__name__).helper = f\n",
			used + "app.py:1, app.py:2, pkg/sub.py:4" + told + "4, which may still supply it)", ""},
		{"ImportedAnotherName", "from builtins import __import__ as imp\nimp(__name__).helper = f\n",
			used + "app.py:1, app.py:2, pkg/sub.py:4" + told + "4, which may still supply it)", ""},
		{"DictUpdated", "__import__(__name__).__dict__.update(helper=f)\n",
			used + "app.py:1, app.py:2" + told + "3, which may still supply it)", ""},
		{"CodeRun", "exec('def helper(): return 2', vars(__import__(__name__)))\n",
			used + "app.py:1, app.py:2, pkg/sub.py:3, not attributed (pkg/__init__.py has code run in its namespace at pkg/sub.py:3, which may still supply it)", ""},
		{"HeldCodeRun", "m = __import__(__name__)\nexec('def helper(): return 2', vars(m))\n",
			used + "app.py:1, app.py:2, pkg/sub.py:4, not attributed (pkg/__init__.py has code run in its namespace at pkg/sub.py:4, which may still supply it)", ""},
		{"HeldComputedName", "m = __import__(__name__)\nfor n in ['helper']:\n    setattr(m, n, f)\n",
			used + "app.py:1, app.py:2, pkg/sub.py:4, not attributed (pkg/__init__.py has a name computed at run time written into it at pkg/sub.py:5, which may still supply it)", ""},
		// Past pyUpNamedMax names, the file is taken for writing names
		// computed at run time: the cost stays bounded per file.
		{"ManyNames", manyUpWrites(pyUpNamedMax) + "__import__(__name__).helper = f\n",
			used + fmt.Sprintf("app.py:1, app.py:2, pkg/sub.py:%d", pyUpNamedMax+3) +
				", not attributed (pkg/__init__.py has a name computed at run time written into it at pkg/sub.py:" + fmt.Sprint(pyUpNamedMax+3) + ", which may still supply it)", ""},
		{"AnotherName", "__import__(__name__).other = f\n",
			"symbol helper (pkg/__init__.py:3) removed at head but still referenced at app.py:1, app.py:2", "ImportError"},
		{"AnotherModule", "__import__('os').helper = f\n",
			"symbol helper (pkg/__init__.py:3) removed at head but still referenced at app.py:1, app.py:2", "ImportError"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			checkPkgHelperWrite(t, c.write, c.want, c.broken)
		})
	}
}

// A function's __globals__ is the namespace of the module defining it:
// written through a function imported from pkg/other.py, it writes
// other's names, where from pkg.other import helper finds them.
func TestPyWriteIntoAnImportedFunctionsGlobals(t *testing.T) {
	t.Parallel()
	const used = "symbol helper (pkg/other.py:4) removed; its name is still used at app.py:1, app.py:2"
	const told = ", not attributed (pkg/other.py may have helper written into it at pkg/sub.py:4, through a module not told, which may still supply it)"
	for _, c := range []struct {
		name, write string
		want        string
		broken      string
	}{
		{"Item", "g.__globals__['helper'] = f\n", used + ", pkg/sub.py:4" + told, ""},
		{"Updated", "g.__globals__.update(helper=f)\n", used + told, ""},
		{"Setdefault", "g.__globals__.setdefault('helper', f)\n", used + ", pkg/sub.py:4" + told, ""},
		{"AnotherName", "g.__globals__['other'] = f\n",
			"symbol helper (pkg/other.py:4) removed at head but still referenced at app.py:1, app.py:2", "ImportError"},
		{"UpdatedWithADict", "g.__globals__.update({'helper': f, 'x': [1, {2: 3}]})\n", used + ", pkg/sub.py:4" + told, ""},
		// The globals of a function the file defines are its own.
		{"OwnFunction", "def h():\n    pass\nh.__globals__['helper'] = f\n",
			"symbol helper (pkg/other.py:4) removed at head but still referenced at app.py:1, app.py:2", "ImportError"},
		{"OnlyRead", "print(g.__globals__['__name__'])\n",
			"symbol helper (pkg/other.py:4) removed at head but still referenced at app.py:1, app.py:2", "ImportError"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{
				"pkg/__init__.py": "from . import other, sub\n",
				"pkg/other.py":    "def g():\n    return 0\n\ndef helper():\n    return 1\n",
				"pkg/sub.py":      "from .other import g\ndef f():\n    return 2\n" + c.write,
				"app.py":          "from pkg.other import helper\nprint(helper())\n",
			}
			head := checkChange(t, base, map[string]string{"pkg/other.py": "def g():\n    return 0\n"}, c.want)
			expectPythonRuns(t, head, c.broken)
		})
	}
}

// What the top package is written leaves a module outside the packages
// above the writer alone: lib/other.py's helper is gone, and python3
// fails on its import.
func TestPyWriteThroughOwnNameImportLeavesOtherModules(t *testing.T) {
	t.Parallel()
	base := map[string]string{
		"pkg/__init__.py": "from . import sub\n",
		"pkg/sub.py":      "def f():\n    return 2\n__import__(__name__).helper = f\n",
		"lib/__init__.py": "\n",
		"lib/other.py":    "def helper():\n    return 1\n",
		"app.py":          "import pkg\nfrom lib.other import helper\nprint(helper())\n",
	}
	head := checkChange(t, base, map[string]string{"lib/other.py": "\n"},
		"symbol helper (lib/other.py:1) removed at head but still referenced at app.py:2, app.py:3")
	expectPythonRuns(t, head, "ImportError")
}

// manyUpWrites writes n names other than helper into the top package.
func manyUpWrites(n int) string {
	var b strings.Builder
	for k := range n {
		fmt.Fprintf(&b, "__import__(__name__).h%d = f\n", k)
	}
	return b.String()
}

// checkPkgHelperWrite judges the removal of helper from pkg/__init__.py,
// which imports pkg/sub.py, while pkg/sub.py runs write after its f and
// app.py imports and calls helper: the fact is want, and python3 runs
// the head as broken says ("" when it runs clean).
func checkPkgHelperWrite(t *testing.T, write, want, broken string) {
	t.Helper()
	base := map[string]string{
		"pkg/__init__.py": "from . import sub\n\ndef helper():\n    return 1\n",
		"pkg/sub.py":      "def f():\n    return 2\n" + write,
		"app.py":          "from pkg import helper\nprint(helper())\n",
	}
	head := checkChange(t, base, map[string]string{"pkg/__init__.py": "from . import sub\n"}, want)
	expectPythonRuns(t, head, broken)
}
