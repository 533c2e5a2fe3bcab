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
	for _, c := range []struct {
		name, b string
		want    []string
		broken  string
	}{
		{"Rebound", "import a\nclass K:\n    pass\nm = a\nm = K()\nm.helper = 1\n", []string{moduleWriteFails}, "ImportError"},
		{"Parameter", "import a\ndef g(m):\n    m.helper = 1\nm = a\nclass K:\n    pass\ng(K())\n", []string{moduleWriteFails, "symbol m (b.py:4) added; nothing at head references it (exported: uses outside the repository are not seen)"}, "ImportError"},
		{"LocalAlias", "import a\nclass K:\n    pass\ndef h():\n    m = a\n    return m\nm = K()\nm.helper = 1\n", []string{moduleWriteFails, "symbol h (b.py:4) added; nothing at head references it (exported: uses outside the repository are not seen)"}, "ImportError"},
		{"ForTarget", "import a\nclass K:\n    pass\nif (m := a): pass\nfor m in [K()]:\n    m.helper = 1\n", []string{moduleWriteFails}, "ImportError"},
		// The name may still hold the module: the write is its.
		{"ReboundBack", "import a\nclass K:\n    pass\nm = K()\nm = a\nm.helper = a.f\n", []string{moduleWritten("6")}, ""},
		{"Global", "import a\ndef g():\n    m.helper = a.f\nm = a\ng()\n", []string{moduleWritten("3")}, ""},
		{"Conditional", "import a\nclass K:\n    pass\nm = a\nif not a:\n    m = K()\nm.helper = a.f\n", []string{moduleWritten("7")}, ""},
		{"Loop", "import a\nclass K:\n    pass\nm = K()\nfor _ in range(2):\n    m.helper = a.f\n    m = a\n", []string{moduleWritten("6"), "symbol _ (b.py:5) added; nothing at head references it"}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			checkModuleWrite(t, c.b, c.broken, c.want...)
		})
	}
}
