package symbols

import (
	"testing"
)

// A package's submodule is its attribute once imported: import pkg;
// pkg.m.helper = f writes helper into pkg.m, as do sys.modules["pkg"].m
// and __import__("pkg.m").m (which gives pkg). Each put helper in m's
// globals and python3 runs the head: the uses are ambiguous, never
// dangling. Another submodule written is no route to m's helper.
func TestPySubmoduleWrittenThroughItsPackage(t *testing.T) {
	t.Parallel()
	const refs = "symbol helper (pkg/m.py:4) removed; its name is still used at pkg/a.py:1, pkg/b.py:2, pkg/m.py:5"
	for _, c := range []struct {
		name, x string
		want    string
		broken  string
	}{
		{"PackageBound", "import pkg\npkg.m.helper = lambda: 1\n",
			refs + ", x.py:2, not attributed (pkg/m.py has helper written into it at x.py:2, which may still supply it)", ""},
		{"PackageBoundSetattr", "import pkg\nsetattr(pkg.m, 'helper', lambda: 1)\n",
			refs + ", x.py:2, not attributed (pkg/m.py has helper written into it at x.py:2, which may still supply it)", ""},
		{"SysModulesPackage", "import sys\nimport pkg\nsys.modules['pkg'].m.helper = lambda: 1\n",
			refs + ", x.py:3, not attributed (pkg/m.py has helper written into it at x.py:3, which may still supply it)", ""},
		{"DunderImport", "__import__('pkg.m').m.helper = lambda: 1\n",
			refs + ", x.py:1, not attributed (pkg/m.py has helper written into it at x.py:1, which may still supply it)", ""},
		{"AnotherSubmodule", "import pkg\npkg.n.helper = lambda: 1\n",
			"symbol helper (pkg/m.py:4) removed at head but still referenced at pkg/a.py:1, pkg/b.py:2, pkg/m.py:5", "ImportError"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{
				"pkg/__init__.py": "from . import m, n\n",
				"pkg/m.py":        "def keep():\n    return 0\n\ndef helper():\n    return 1\n\ndef run():\n    return helper()\n",
				"pkg/n.py":        "\n",
				"pkg/a.py":        "from pkg.m import helper\n",
				"pkg/b.py":        "from pkg import m\nm.helper()\n",
				"x.py":            c.x,
				"app.py":          "import x\nimport pkg.a\nimport pkg.b\nfrom pkg import m\nprint(m.run())\n",
			}
			head := checkChange(t, base, map[string]string{"pkg/m.py": "def keep():\n    return 0\n\ndef run():\n    return helper()\n"}, c.want)
			expectPythonRuns(t, head, c.broken)
		})
	}
}

// import_module(".m", "pkg") loads pkg.m, not any package's m: another
// package's m losing helper still breaks where python3 calls it.
func TestPyRelativeImportModuleWritesItsPackagesModule(t *testing.T) {
	t.Parallel()
	const m = "def keep():\n    return 0\n\ndef helper():\n    return 1\n\ndef run():\n    return helper()\n"
	const mHead = "def keep():\n    return 0\n\ndef run():\n    return helper()\n"
	for _, x := range []string{
		"import importlib\nimportlib.import_module('.m', 'pkg').helper = lambda: 1\n",
		"import importlib\nimportlib.import_module('..m', package='pkg.sub').helper = lambda: 1\n",
	} {
		base := map[string]string{
			"pkg/__init__.py":     "\n",
			"pkg/sub/__init__.py": "\n",
			"pkg/m.py":            m,
			"other/__init__.py":   "\n",
			"other/m.py":          m,
			"x.py":                x,
			"app.py":              "import x\nimport pkg.m\nimport other.m\nprint(pkg.m.run())\nprint(other.m.run())\n",
		}
		head := checkChange(t, base, map[string]string{"pkg/m.py": mHead, "other/m.py": mHead},
			"symbol helper (other/m.py:4) removed at head but still referenced at other/m.py:5",
			"symbol helper (pkg/m.py:4) removed; its name is still used at pkg/m.py:5, x.py:2, not attributed (pkg/m.py has helper written into it at x.py:2, which may still supply it)")
		expectPythonRuns(t, head, "NameError")
	}
}
