package symbols

import "testing"

// A name assigned an imported module holds it only where the name may
// still hold it: not at module level once assigned something else at
// column 0, not where a def's parameter of that name shadows it, not at
// module level when it was assigned the module only inside a def, and
// not in the body of a for loop at column 0 binding it. Each write
// below goes into another object (python3 fails to import helper), so
// the removal stays a dangling fact; where the name may still hold the
// module, the write is the module's (python3 runs the head).
func TestPyModuleAliasScopeAndOrder(t *testing.T) {
	t.Parallel()
	const fail = "symbol helper (a.py:1) removed at head but still referenced at app.py:2, app.py:3"
	written := func(line string) string {
		return "symbol helper (a.py:1) removed; its name is still used at app.py:2, app.py:3, b.py:" + line + ", not attributed (a.py has helper written into it at b.py:" + line + ", which may still supply it)"
	}
	for _, c := range []struct {
		name, b string
		want    []string
		broken  string
	}{
		{"Rebound", "import a\nclass K:\n    pass\nm = a\nm = K()\nm.helper = 1\n", []string{fail}, "ImportError"},
		{"Parameter", "import a\ndef g(m):\n    m.helper = 1\nm = a\nclass K:\n    pass\ng(K())\n", []string{fail, "symbol m (b.py:4) added; nothing at head references it (exported: uses outside the repository are not seen)"}, "ImportError"},
		{"LocalAlias", "import a\nclass K:\n    pass\ndef h():\n    m = a\n    return m\nm = K()\nm.helper = 1\n", []string{fail, "symbol h (b.py:4) added; nothing at head references it (exported: uses outside the repository are not seen)"}, "ImportError"},
		{"ForTarget", "import a\nclass K:\n    pass\nif (m := a): pass\nfor m in [K()]:\n    m.helper = 1\n", []string{fail}, "ImportError"},
		// The name may still hold the module: the write is its.
		{"ReboundBack", "import a\nclass K:\n    pass\nm = K()\nm = a\nm.helper = a.f\n", []string{written("6")}, ""},
		{"Global", "import a\ndef g():\n    m.helper = a.f\nm = a\ng()\n", []string{written("3")}, ""},
		{"Conditional", "import a\nclass K:\n    pass\nm = a\nif not a:\n    m = K()\nm.helper = a.f\n", []string{written("7")}, ""},
		{"Loop", "import a\nclass K:\n    pass\nm = K()\nfor _ in range(2):\n    m.helper = a.f\n    m = a\n", []string{written("6"), "symbol _ (b.py:5) added; nothing at head references it"}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{
				"a.py":   "def helper():\n    return 1\n\ndef f():\n    return 2\n",
				"app.py": "import b\nfrom a import helper\nprint(helper())\n",
				"b.py":   "x = 1\n",
			}
			head := checkChange(t, base, map[string]string{"a.py": "def f():\n    return 2\n", "b.py": c.b + "x = 1\n"}, c.want...)
			expectPythonRuns(t, head, c.broken)
		})
	}
}
