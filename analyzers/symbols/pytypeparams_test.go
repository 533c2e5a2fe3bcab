package symbols

import (
	"os/exec"
	"sync"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// python312 is a Python that parses PEP 695 (3.12 or later), "" if none
// runs here (a version manager's shim may name one it does not run).
// It is looked for once.
var python312 = sync.OnceValue(func() string {
	for _, name := range []string{"python3", "python3.14", "python3.13", "python3.12"} {
		p, err := exec.LookPath(name)
		if name == "python3" {
			p = python3()
		}
		if err == nil && p != "" && exec.Command(p, "-c", "import sys; sys.exit(sys.version_info < (3, 12))").Run() == nil {
			return p
		}
	}
	return ""
})

// Python 3.12's type parameters (def g[T], class C[T], type A[T] = …)
// are the statement's own names, in its header and body and the bodies
// nested in it: a use of T there is no use of a module's T, which the
// reading took it for (dangling, while python3.12 runs the head). The
// def's parameters after them are still its parameters, and a type
// statement binds its alias. Python 3.11 cannot parse any of them; the
// head is run by a later Python where one is installed.
func TestPyTypeParametersAreTheirStatements(t *testing.T) {
	t.Parallel()
	const (
		gone    = "symbol f (m.py:4) removed; no references remain at head"
		dangles = "symbol f (m.py:4) removed at head but still referenced at app.py:2"
	)
	for _, c := range []struct{ name, app, want, broken string }{
		{"Def", "def g[f](x: f) -> f:\n    y: f = x\n    return y\ng(1)\n", gone, ""},
		{"DefParameterAfterThem", "def g[T](f: T) -> T:\n    return f\ng(1)\n", gone, ""},
		{"DefStarredAndBounded", "def g[T: int, *f, **P](x: T) -> T:\n    return x\ng(1)\n", gone, ""},
		{"ClassAndItsMethods", "class C[f]:\n    x: f\n    def m(self, y: f) -> f:\n        return y\nC().m(1)\n", gone, ""},
		{"TypeAlias", "type A[f] = list[f]\nprint(A)\n", gone, ""},
		{"TypeAliasBindsItsName", "type f = int\nprint(f)\n", "", ""},
		{"DefaultOfAParameter", "def g[T](x: T = f) -> T:\n    return x\ng()\n", dangles, "NameError"},
		// A default is evaluated where the def stands, not among its
		// type parameters: the f here is the module's.
		{"DefaultNamedAsATypeParameter", "def g[f](x: f = f, *, y=0) -> f:\n    return x\ng()\n", dangles, "NameError"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{
				"m.py":   "def keep():\n    return 0\n\ndef f():\n    return 1\n",
				"app.py": "from m import *\n" + c.app,
			}
			var want []string
			if c.want != "" {
				want = append(want, c.want)
			}
			head := checkChange(t, base, map[string]string{"m.py": "def keep():\n    return 0\n"}, want...)
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
