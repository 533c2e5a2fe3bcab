package symbols

import (
	"testing"
)

// A module may write a name into another (m.helper = f, setattr(m,
// "helper", f)): once it has run, from m import helper works though
// m.py no longer defines helper. Each was a false dangling claim while
// python3 ran the head; a use is ambiguous, the write named.
func TestPyAttributeWrittenByAnotherModule(t *testing.T) {
	t.Parallel()
	const keep = "def keep():\n    return 0\n"
	for _, c := range []struct{ name, boot, app, want string }{
		{"Assignment", "import m\nm.helper = lambda: 2\n", "import boot\nfrom m import helper\nhelper()\n",
			"symbol helper (m.py:3) removed; its name is still used at app.py:2, app.py:3, boot.py:2, not attributed (m.py has helper written into it at boot.py:2, which may still supply it)"},
		{"Setattr", "import m\nsetattr(m, 'helper', lambda: 2)\n", "import boot\nfrom m import helper\nhelper()\n",
			"symbol helper (m.py:3) removed; its name is still used at app.py:2, app.py:3, boot.py:2, not attributed (m.py has helper written into it at boot.py:2, which may still supply it)"},
		{"AnnotatedAssignment", "import m\nm.helper: object = lambda: 2\n", "import boot\nfrom m import helper\nhelper()\n",
			"symbol helper (m.py:3) removed; its name is still used at app.py:2, app.py:3, boot.py:2, not attributed (m.py has helper written into it at boot.py:2, which may still supply it)"},
		{"OneOfSeveralTargets", "import m\nm.helper, m.keep2 = lambda: 2, 3\n", "import boot\nfrom m import helper\nhelper()\n",
			"symbol helper (m.py:3) removed; its name is still used at app.py:2, app.py:3, boot.py:2, not attributed (m.py has helper written into it at boot.py:2, which may still supply it)"},
		{"LoopTarget", "import m\nfor m.helper in [lambda: 2]:\n    pass\n", "import boot\nfrom m import helper\nhelper()\n",
			"symbol helper (m.py:3) removed; its name is still used at app.py:2, app.py:3, boot.py:2, not attributed (m.py has helper written into it at boot.py:2, which may still supply it)"},
		{"SetattrOfAComputedName", "import m as mm\nsetattr(mm, 'help' + 'er', lambda: 2)\n", "import boot\nimport m\nm.helper()\n",
			"symbol helper (m.py:3) removed; its name is still used at app.py:3, not attributed (m.py has a name computed at run time written into it at boot.py:2, which may still supply it)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{"m.py": keep + "def helper():\n    return 1\n", "boot.py": c.boot, "app.py": c.app}
			head := checkChange(t, base, map[string]string{"m.py": keep}, c.want)
			expectPythonRuns(t, head, "")
		})
	}
}
