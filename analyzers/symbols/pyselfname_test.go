package symbols

import "testing"

// A call hands the module's own name only when an argument is that name
// or is built from it alone (str(__name__), f"{__name__}"): a value
// merely computed from it (len(__name__), __spec__.origin, a path)
// names no module, and what such a call gives is no module either. The
// removal stays a fact there (python3 fails to import the name), while
// the forms that do hand the name keep the write the module's (python3
// runs the head).
func TestPySelfModuleNameBuiltOnly(t *testing.T) {
	t.Parallel()
	const fail = "symbol helper (a.py:1) removed at head but still referenced at app.py:1, app.py:2"
	used := "symbol helper (a.py:1) removed; its name is still used at a.py:7, app.py:1, app.py:2, not attributed (a.py writes to its module through a call that may give the module itself, which may still supply it)"
	const obj = "class Obj:\n    pass\ndef load(n):\n    return Obj()\n"
	const imp = "def load(n):\n    return __import__(n)\n"
	for _, c := range []struct {
		name, head string
		want       string
		broken     string
		more       []string
	}{
		{"SpecOrigin", obj + "load(__spec__.origin).helper = f\n", fail, "ImportError", nil},
		{"Length", obj + "load(len(__name__)).helper = f\n", fail, "ImportError", nil},
		{"Attribute", obj + "load(__name__.upper).helper = f\n", fail, "ImportError", nil},
		{"Path", obj + "load(__name__ + '.sub').helper = f\n", fail, "ImportError", nil},
		{"Nested", obj + "load([len(__name__)]).helper = f\n", fail, "ImportError", nil},
		{"FString", "\n\n" + imp + "load(f'{__name__}').helper = f\n", used, "", nil},
		{"Concatenated", "\n\n" + imp + "load(__name__ + '').helper = f\n", used, "", nil},
		{"Walrus", "\n\n" + imp + "load((n := __name__)).helper = f\n", used, "", []string{"symbol n (a.py:7) added; nothing at head references it (exported: uses outside the repository are not seen)"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{
				"a.py":   "def helper():\n    return 1\n\ndef f():\n    return 2\n",
				"app.py": "from a import helper\nprint(helper())\n",
			}
			head := checkChange(t, base, map[string]string{"a.py": "def f():\n    return 2\n" + c.head}, append([]string{c.want}, c.more...)...)
			expectPythonRuns(t, head, c.broken)
		})
	}
}
