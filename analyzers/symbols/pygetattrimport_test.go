package symbols

import (
	"testing"
)

// A module-level __getattr__ a module imports (from compat import
// __getattr__) answers its missing attributes as one it defines does
// (PEP 562): a use of a removed name through the module is ambiguous,
// never dangling, as python3 runs the head. One imported in a function
// is that function's local, and the use stays dangling.
func TestPyImportedModuleGetattr(t *testing.T) {
	t.Parallel()
	const used = "symbol f (gh.py:3) removed; its name is still used at "
	for _, c := range []struct{ name, imp, app, want, broken string }{
		{"Attribute", "from gx import __getattr__", "import gh\nprint(gh.f())\n",
			used + "app.py:2, not attributed (gh.py imports a module-level __getattr__ (PEP 562), which may still supply it)", ""},
		{"FromImport", "from gx import __getattr__ as __getattr__", "from gh import f\nprint(f())\n",
			used + "app.py:1, app.py:2, not attributed (gh.py imports a module-level __getattr__ (PEP 562), which may still supply it)", ""},
		{"InAFunction", "def load():\n    from gx import __getattr__", "import gh\nprint(gh.f())\n",
			"symbol f (gh.py:3) removed at head but still referenced at app.py:2", "AttributeError"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{
				"gx.py":  "def __getattr__(name):\n    return lambda: 1\n",
				"gh.py":  c.imp + "\n\ndef f():\n    return 1\n",
				"app.py": c.app,
			}
			if c.name == "InAFunction" {
				base["gh.py"] = c.imp + "\ndef f():\n    return 1\n"
			}
			head := checkChange(t, base, map[string]string{"gh.py": c.imp + "\n"}, c.want)
			expectPythonRuns(t, head, c.broken)
		})
	}
}
