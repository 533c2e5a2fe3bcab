package symbols

import (
	"os/exec"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A global statement makes a name the module's throughout its def or
// class body, even one the statement's type parameter names (def g[f]():
// global f), and in the functions nested in a def; a class body's global
// is its own alone, its methods still see the parameter. Reads there were
// taken for the parameter: a removal python3.12 cannot run past was "no
// references remain". A nonlocal name is a local of a function around,
// never the module's: it was taken for a use (dangling, while the head
// runs). Python rejects nonlocal of a type parameter outright.
func TestPyGlobalBeatsTypeParameter(t *testing.T) {
	t.Parallel()
	const (
		gone     = "symbol f (m.py:4) removed; no references remain at head"
		supplied = ", not attributed (app.py declares f global in a function, which may still supply it)"
	)
	for _, c := range []struct{ name, app, want, broken string }{
		{"DefGlobal", "def g[f](x):\n    global f\n    return f\nprint(g(1))\n",
			"symbol f (m.py:4) removed; its name is still used at app.py:3, app.py:4" + supplied, "NameError"},
		{"DefGlobalOnItsLine", "def g[f](x): global f; return f\nprint(g(1))\n",
			"symbol f (m.py:4) removed; its name is still used at app.py:2" + supplied, "NameError"},
		{"DefGlobalWrites", "def g[f](x):\n    global f\n    f = 1\ng(0)\nprint(f)\n",
			"symbol f (m.py:4) removed; its name is still used at app.py:3, app.py:6" + supplied, ""},
		{"NestedDefGlobal", "def g[f](x):\n    def h():\n        global f\n        return f\n    return h()\nprint(g(1))\n",
			"symbol f (m.py:4) removed; its name is still used at app.py:4, app.py:5" + supplied, "NameError"},
		{"GlobalOfTheDefAround", "def g[f](x):\n    global f\n    def h():\n        return f\n    return h()\nprint(g(1))\n",
			"symbol f (m.py:4) removed; its name is still used at app.py:3, app.py:5" + supplied, "NameError"},
		{"ClassGlobal", "class C[f]:\n    global f\n    y = f\n",
			"symbol f (m.py:4) removed; its name is still used at app.py:3, app.py:4" + supplied, "NameError"},
		{"ClassGlobalNotItsMethods", "class C[f]:\n    global f\n    def m(self):\n        return f\nprint(C().m())\n",
			"symbol f (m.py:4) removed; its name is still used at app.py:3" + supplied, ""},
		{"Nonlocal", "def g():\n    f = 1\n    def h():\n        nonlocal f\n        return f\n    return h()\nprint(g())\n", gone, ""},
		{"NonlocalOfATypeParameter", "def g[f](x):\n    def h():\n        nonlocal f\n    return x\n", gone, "SyntaxError"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{
				"m.py":   "def keep():\n    return 0\n\ndef f():\n    return 1\n",
				"app.py": "from m import *\n" + c.app,
			}
			head := checkChange(t, base, map[string]string{"m.py": "def keep():\n    return 0\n"}, c.want)
			python := python312()
			if python == "" {
				t.Log("no Python 3.12 or later installed: the head is not run")
				return
			}
			cmd := exec.Command(python, "app.py")
			cmd.Dir = writeTree(t, snapshot.Map(head))
			expectRun(t, cmd, c.broken)
		})
	}
}
