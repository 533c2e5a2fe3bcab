package symbols

import (
	"maps"
	"testing"
)

// A write into builtins (builtins.f = v, setattr(builtins, "f", v), by
// the module itself or by one it imports) defines f for every bare use
// that nothing else binds: the use is ambiguous, never dangling, as
// python3 runs the head. An import of the removed name still fails.
func TestPyBuiltinsWriteDefinesEverywhere(t *testing.T) {
	t.Parallel()
	const used = "symbol f (m.py:4) removed; its name is still used at "
	for _, c := range []struct {
		name, app, want, broken string
		more                    map[string]string
	}{
		{"Attribute", "from m import *\nimport builtins\nbuiltins.f = lambda: 1\nprint(f())\n",
			used + "app.py:3, app.py:4, boot.py:2, not attributed (app.py may read it from builtins, where app.py:3 writes f, which may still supply it)", "", nil},
		{"Setattr", "from m import *\nimport builtins as b\nsetattr(b, 'f', lambda: 1)\nprint(f())\n",
			used + "app.py:3, app.py:4, boot.py:2, not attributed (app.py may read it from builtins, where app.py:3 writes f, which may still supply it)", "", nil},
		{"ThroughItsDict", "from m import *\nimport builtins\nbuiltins.__dict__['f'] = lambda: 1\nprint(f())\n",
			used + "app.py:3, app.py:4, boot.py:2, not attributed (app.py may read it from builtins, where app.py:3 writes f, which may still supply it)", "", nil},
		{"ThroughItsDictUpdate", "from m import *\nimport builtins\nbuiltins.__dict__.update(f=lambda: 1)\nprint(f())\n",
			used + "app.py:4, boot.py:2, not attributed (app.py may read it from builtins, where app.py:3 writes a name computed at run time, which may still supply it)", "", nil},
		// __builtins__ is the builtins module in the main module, its
		// dict in the others.
		{"DunderInTheMainModule", "from m import *\n__builtins__.f = lambda: 1\nprint(f())\n",
			used + "app.py:2, app.py:3, not attributed (app.py may read it from builtins, where app.py:2 writes f, which may still supply it)", "",
			map[string]string{"boot.py": "x = 1\n"}},
		{"DunderDictInAnotherModule", "from m import *\nimport boot2\nprint(f())\n",
			used + "app.py:3, boot2.py:1, not attributed (app.py may read it from builtins, where boot2.py:1 writes f, which may still supply it)", "",
			map[string]string{"boot.py": "x = 1\n", "boot2.py": "__builtins__['f'] = lambda: 1\n"}},
		{"ByAnotherModule", "import boot\nprint(f())\n",
			used + "app.py:2, boot.py:2, not attributed (app.py may read it from builtins, where boot.py:2 writes f, which may still supply it)", "", nil},
		{"ImportOfTheRemovedName", "import boot\nfrom m import f\nprint(f())\n",
			"symbol f (m.py:4) removed at head but still referenced at app.py:2, app.py:3", "ImportError", nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{
				"m.py":    "def keep():\n    return 0\n\ndef f():\n    return 1\n",
				"boot.py": "import builtins\nbuiltins.f = lambda: 1\n",
				"app.py":  c.app,
			}
			maps.Copy(base, c.more)
			head := checkChange(t, base, map[string]string{"m.py": "def keep():\n    return 0\n"}, c.want)
			expectPythonRuns(t, head, c.broken)
		})
	}
}
