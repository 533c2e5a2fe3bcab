package symbols

import (
	"testing"
)

// exec reached by another spelling than a bare exec( runs in the
// module's namespace all the same: through builtins as imported, through
// __builtins__, fetched by getattr or from builtins' dict, grouped,
// handed to map. m defining helper so, a use of the removed def is
// ambiguous, never dangling: python3 runs each head. In a function, such
// an exec whose code may declare helper global is ambiguous as a bare
// one is. exec handed a namespace of its own in a function writes there.
func TestPyExecSpelledOtherwise(t *testing.T) {
	t.Parallel()
	const code = "'def helper():\\n    return 1'"
	const atModule = "symbol helper (m.py:1) removed; its name is still used at app.py:2, m.py:2, m.py:4, not attributed (m.py runs exec() at module level, which may still supply it)"
	for _, c := range []struct {
		name, exec string
		want       string
		broken     string
	}{
		{"BuiltinsAttribute", "import builtins\nbuiltins.exec(" + code + ")\n", atModule, ""},
		{"BuiltinsImportedAs", "import builtins as bi\nbi.exec(" + code + ")\n", atModule, ""},
		{"ImportedFromBuiltins", "from builtins import exec as run_\nrun_(" + code + ")\n", atModule, ""},
		{"Getattr", "import builtins\ngetattr(builtins, 'exec')(" + code + ")\n", atModule, ""},
		{"DunderBuiltinsItem", "import builtins\n(__builtins__['exec'] if isinstance(__builtins__, dict) else builtins.exec)(" + code + ")\n", atModule, ""},
		{"Grouped", "import builtins\n(exec)(" + code + ")\n", atModule, ""},
		{"Mapped", "import builtins\nlist(map(exec, [" + code + "]))\n", atModule, ""},
		{"BuiltinsDictGet", "import builtins\nbuiltins.__dict__.get('exec')(" + code + ")\n", atModule, ""},
		{"ImportBuiltinsByCall", "import builtins\n__import__('builtins').exec(" + code + ")\n", atModule, ""},
		{"LambdaDefault", "run_ = (lambda r=exec: r)()\nrun_(" + code + ")\n", atModule, ""},
		{"LastOfAForHeadersTuple", "for _f in str, exec:\n    _f(" + code + ")\n", atModule, ""},
		{"LastOfAOneLineForHeadersTuple", "# handed on\nfor _f in str, exec: _f(" + code + ")\n", atModule, ""},
		{"LastOfAMatchHeadersTuple", "match 0, exec:\n    case (_, _r): _r(" + code + ")\n", atModule, ""},
		{"EvalLastOfAForHeadersTuple", "for _f in str, eval:\n    _f('globals().update(helper=lambda: 1)')\n",
			"symbol helper (m.py:1) removed; its name is still used at app.py:2, m.py:2, m.py:4, not attributed (m.py runs eval() at module level, which may still supply it)", ""},
		{"LastOfAForHeadersTupleInAFunction", "def setup():\n    for _f in str, exec:\n        _f('global helper\\ndef helper():\\n    return 1')\nsetup()\n",
			"symbol helper (m.py:1) removed; its name is still used at app.py:2, m.py:3, m.py:6, not attributed (m.py runs exec() in a function with no namespace, whose code may declare its names global, which may still supply it)", ""},
		{"InAFunctionDeclaringGlobal", "import builtins\ndef setup():\n    builtins.exec('global helper\\ndef helper():\\n    return 1')\nsetup()\n",
			"symbol helper (m.py:1) removed; its name is still used at app.py:2, m.py:3, m.py:6, not attributed (m.py runs exec() in a function with no namespace, whose code may declare its names global, which may still supply it)", ""},
		{"InAFunctionWithANamespace", "import builtins\ndef setup():\n    builtins.exec(" + code + ", {})\nsetup()\n",
			"symbol helper (m.py:1) removed at head but still referenced at app.py:2, m.py:6", "NameError"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			const run = "def run():\n    return helper()\n"
			base := map[string]string{
				"m.py":   "def helper():\n    return 1\n\n" + run,
				"app.py": "import m\nprint(m.run(), m.helper())\n",
			}
			head := checkChange(t, base, map[string]string{"m.py": c.exec + run}, c.want)
			expectPythonRuns(t, head, c.broken)
		})
	}
}

// A keyword or a parameter named eval or exec names no builtin: a
// training loop's eval flag (def train(x, eval=False), f(eval=True))
// runs nothing in the module, and a use of a removed name there stays
// dangling, as python3 finds it.
func TestPyEvalNamedIsNoBuiltin(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, head, added string }{
		{"KeywordsAndParameters", "def train(x, eval=False, *, exec: bool = True):\n    return x\n\nZ = dict(eval=1, exec=train(1, eval=True))\n", "Z (m.py:4)"},
		{"BareParameters", "def step(model, eval, *exec):\n    return model\n\n\n", "step (m.py:1)"},
		{"LambdaParameters", "F = [lambda x, eval: x, {1: lambda exec: 1}, lambda f=lambda: 0, *, exec: f]\n\n\n\n", "F (m.py:1)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			const run = "def run():\n    return helper()\n"
			base := map[string]string{
				"m.py":   "def helper():\n    return 1\n\n" + run,
				"app.py": "import m\nprint(m.run(), m.helper())\n",
			}
			head := checkChange(t, base, map[string]string{"m.py": c.head + run},
				"symbol helper (m.py:1) removed at head but still referenced at app.py:2, m.py:6",
				"symbol "+c.added+" added; nothing at head references it (exported: uses outside the repository are not seen)")
			expectPythonRuns(t, head, "NameError")
		})
	}
}
