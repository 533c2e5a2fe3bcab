package symbols

import "testing"

// len, sorted or list of sys.modules read its keys, and mock's
// patch.dict(sys.modules, …) writes the keys it is given: none of them
// reaches a module's names, so helper's removal stays checked.
func TestPySysModulesKeysReachNoModule(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, app string }{
		{"Len", "import sys\nprint(len(sys.modules))\n"},
		{"Sorted", "import sys\nprint(sorted(sys.modules)[:1])\n"},
		{"ListKeys", "import sys\ndef f():\n    for k in list(sys.modules):\n        pass\nf()\n"},
		{"PatchDict", "import sys\nfrom unittest import mock\nwith mock.patch.dict(sys.modules, {'fake': None}):\n    pass\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{"m.py": "def helper():\n    return 1\n\ndef run():\n    return 2\n", "app.py": "import m\nm.helper()\n"}
			head := checkChange(t, base, map[string]string{"m.py": "def run():\n    return 2\n", "app.py": c.app}, "symbol helper (m.py:1) removed; no references remain at head")
			expectPythonRuns(t, head, "")
		})
	}
}
