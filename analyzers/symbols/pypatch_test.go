package symbols

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// pytestMonkeyPatch stands in for pytest's monkeypatch fixture as
// _pytest/monkeypatch.py behaves: setattr with raising (the default)
// fails where the attribute is missing, by object or by dotted path;
// setitem writes the key.
const pytestMonkeyPatch = "import importlib\nclass MonkeyPatch:\n" +
	"    def setitem(self, d, k, v):\n        d[k] = v\n" +
	"    def setattr(self, target, name, value=None, raising=True):\n" +
	"        if isinstance(target, str):\n            value, (mod, _, name) = name, target.rpartition('.')\n            target = importlib.import_module(mod)\n" +
	"        if raising and not hasattr(target, name):\n            raise AttributeError(name)\n" +
	"        object.__setattr__(target, name, value)\n"

// Test doubles that create the attribute, or replace the module for its
// importers, leave a use of the removed name running: mock's
// patch.object(m, 'helper', create=True) and patch('m.helper',
// create=True), monkeypatch.setattr('m.helper', f, raising=False) and
// monkeypatch.setitem(sys.modules, 'm', fake) before import m. Each was
// called dangling while python3 runs the head. Without create=True or
// raising=False the patch fails where helper is gone, and the use stays
// dangling.
func TestPyTestDoublesCreateTheAttribute(t *testing.T) {
	t.Parallel()
	used := func(lines, at, how string) string {
		return "symbol helper (m.py:1) removed; its name is still used at " + lines + ", not attributed (m.py " + how + " at " + at + ", which may still supply it)"
	}
	const written = "has helper written into it"
	dangling := func(lines string) string {
		return "symbol helper (m.py:1) removed at head but still referenced at " + lines
	}
	for _, c := range []struct{ name, app, want, broken string }{
		{"PatchObjectCreate", "from unittest import mock\nwith mock.patch.object(m, 'helper', create=True):\n    m.helper()\n",
			used("app.py:3, app.py:4", "app.py:3", written), ""},
		{"PatchCreate", "from unittest import mock\nwith mock.patch('m.helper', create=True):\n    m.helper()\n",
			used("app.py:3, app.py:4", "app.py:3", written), ""},
		{"PatchImportedCreate", "from unittest.mock import patch\nwith patch('m.helper', lambda: 1, create=True):\n    m.helper()\n",
			used("app.py:3, app.py:4", "app.py:3", written), ""},
		{"PatchObject", "from unittest import mock\nwith mock.patch.object(m, 'helper'):\n    m.helper()\n",
			dangling("app.py:4"), "does not have the attribute 'helper'"},
		{"Patch", "from unittest import mock\nwith mock.patch('m.helper'):\n    m.helper()\n",
			dangling("app.py:4"), "does not have the attribute 'helper'"},
		// patch.multiple names each attribute by a keyword, the module
		// by itself or by its name; patch.object takes its own by
		// keyword too.
		{"PatchMultipleCreate", "from unittest import mock\nwith mock.patch.multiple(m, helper=lambda: 1, create=True):\n    m.helper()\n",
			used("app.py:4", "app.py:3", written), ""},
		{"PatchMultipleByNameCreate", "from unittest import mock\nwith mock.patch.multiple('m', run=lambda: 0, helper=mock.DEFAULT, create=True):\n    m.helper()\n",
			used("app.py:4", "app.py:3", written), ""},
		{"PatchObjectKeywordsCreate", "from unittest import mock\nwith mock.patch.object(target=m, attribute='helper', create=True):\n    m.helper()\n",
			used("app.py:3, app.py:4", "app.py:3", written), ""},
		{"PatchMultiple", "from unittest import mock\nwith mock.patch.multiple(m, helper=lambda: 1):\n    m.helper()\n",
			dangling("app.py:4"), "does not have the attribute 'helper'"},
		{"PatchMultipleAnotherName", "from unittest import mock\nwith mock.patch.multiple('m', other=1, create=True):\n    m.helper()\n",
			dangling("app.py:4"), "has no attribute 'helper'"},
		{"MonkeypatchPathNotRaising", pytestMonkeyPatch + "def test_run(monkeypatch=MonkeyPatch()):\n    monkeypatch.setattr('m.helper', lambda: 1, raising=False)\n    m.helper()\ntest_run()\n",
			used("app.py:14, app.py:15", "app.py:14", written), ""},
		{"MonkeypatchPath", pytestMonkeyPatch + "def test_run(monkeypatch=MonkeyPatch()):\n    monkeypatch.setattr('m.helper', lambda: 1)\n    m.helper()\ntest_run()\n",
			dangling("app.py:15"), "AttributeError: helper"},
		{"MonkeypatchPathRaising", pytestMonkeyPatch + "def test_run(monkeypatch=MonkeyPatch()):\n    monkeypatch.setattr('m.helper', lambda: 1, raising=True)\n    m.helper()\ntest_run()\n",
			dangling("app.py:15"), "AttributeError: helper"},
		// raising's place is the fourth, as where an object is given:
		// a third argument is the value (pytest's setattr(target, name,
		// value=notset, raising=True)).
		{"MonkeypatchPathRaisingInPlace", pytestMonkeyPatch + "def test_run(monkeypatch=MonkeyPatch()):\n    monkeypatch.setattr('m.helper', lambda: 1, True)\n    m.helper()\ntest_run()\n",
			dangling("app.py:15"), "AttributeError: helper"},
		{"MonkeypatchSysModules", pytestMonkeyPatch + "import sys, types\ndef test_run(monkeypatch=MonkeyPatch()):\n    monkeypatch.setitem(sys.modules, 'm', types.SimpleNamespace(helper=lambda: 1))\n    import m\n    m.helper()\ntest_run()\n",
			"symbol helper (m.py:1) removed; its name is still used at app.py:17, not attributed (m.py is replaced in sys.modules at app.py:15 for its importers, which may still supply it)", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			checkHelperRemovedBeside(t, c.app, c.want, c.broken)
		})
	}
}

// A function the file defines that hands its first two parameters to
// setattr writes as setattr does: put(m, 'helper', f) makes m.helper,
// and python3 runs the use after it. One that sets another name, or
// does not call setattr, writes no helper: the use stays dangling.
func TestPySetattrForwarderWrites(t *testing.T) {
	t.Parallel()
	const used = "symbol helper (m.py:1) removed; its name is still used at "
	for _, c := range []struct{ name, app, want, broken string }{
		{"OneLine", "def put(o, n, v): setattr(o, n, v)\nput(m, 'helper', lambda: 1)\nm.helper()\n",
			used + "app.py:3, app.py:4, not attributed (m.py has helper written into it at app.py:3, which may still supply it)", ""},
		{"Block", "def put(o, n, v):\n    setattr(o, n, v)\nput(m, 'helper', lambda: 1)\nm.helper()\n",
			used + "app.py:4, app.py:5, not attributed (m.py has helper written into it at app.py:4, which may still supply it)", ""},
		{"AnotherName", "def put(o, n, v):\n    setattr(o, 'x', v)\nput(m, 'helper', lambda: 1)\nm.helper()\n",
			"symbol helper (m.py:1) removed at head but still referenced at app.py:5", "AttributeError"},
		{"NoSetattr", "def put(o, n, v):\n    print(o, n, v)\nput(m, 'helper', lambda: 1)\nm.helper()\n",
			"symbol helper (m.py:1) removed at head but still referenced at app.py:5", "AttributeError"},
		// The object and the name in any of the def's places, passed by
		// position or by keyword; a def nested in a function forwards
		// as one at module level does.
		{"OtherOrder", "def put(n, v, o): setattr(o, n, v)\nput('helper', lambda: 1, m)\nm.helper()\n",
			used + "app.py:3, app.py:4, not attributed (m.py has helper written into it at app.py:3, which may still supply it)", ""},
		{"Keywords", "def put(o, n, v): setattr(o, n, v)\nput(v=lambda: 1, n='helper', o=m)\nm.helper()\n",
			used + "app.py:3, app.py:4, not attributed (m.py has helper written into it at app.py:3, which may still supply it)", ""},
		{"KeywordOnly", "def put(v, *, o, n): setattr(o, n, v)\nput(lambda: 1, n='helper', o=m)\nm.helper()\n",
			used + "app.py:3, app.py:4, not attributed (m.py has helper written into it at app.py:3, which may still supply it)", ""},
		{"Nested", "def install():\n    def put(o, n, v): setattr(o, n, v)\n    put(m, 'helper', lambda: 1)\ninstall()\nm.helper()\n",
			used + "app.py:4, app.py:6, not attributed (m.py has helper written into it at app.py:4, which may still supply it)", ""},
		// m handed in as the value is no object written.
		{"ModuleAsTheValue", "import types\ndef put(n, v, o): setattr(o, n, v)\nput('helper', m, types.SimpleNamespace())\nm.helper()\n",
			"symbol helper (m.py:1) removed at head but still referenced at app.py:5", "AttributeError"},
		// No parameter before a / is passed by keyword, whatever
		// follows it: o=m, n='helper' go to kw here, and the spread
		// gives the object and the name.
		{"PositionalOnlyBeforeKwargs", "import types\nns = types.SimpleNamespace()\ndef put(o, n, /, **kw): setattr(o, n, 1)\nput(o=m, n='helper', *[ns, 'x'])\nm.helper()\n",
			"symbol helper (m.py:1) removed at head but still referenced at app.py:6", "AttributeError"},
		{"PositionalOnlyBeforeABareStar", "def put(o, n, /, *, v): setattr(o, n, v)\nput(m, 'helper', v=lambda: 1)\nm.helper()\n",
			used + "app.py:3, app.py:4, not attributed (m.py has helper written into it at app.py:3, which may still supply it)", ""},
		// A method is no module function (print here is the builtin); a
		// put defined again, or a parameter named put, is another
		// function where it is called.
		{"Method", "class C:\n    def print(self, n, v): setattr(self, n, v)\nprint(m, 'helper', lambda: 1)\nm.helper()\n",
			"symbol helper (m.py:1) removed at head but still referenced at app.py:5\nsymbol C (app.py:2) added; nothing at head references it (exported: uses outside the repository are not seen)", "AttributeError"},
		{"Redefined", "def put(o, n, v): setattr(o, n, v)\ndef put(o, n, v): pass\nput(m, 'helper', lambda: 1)\nm.helper()\n",
			"symbol helper (m.py:1) removed at head but still referenced at app.py:5", "AttributeError"},
		{"ShadowedByAParameter", "def put(o, n, v): setattr(o, n, v)\ndef g(put):\n    put(m, 'helper', lambda: 1)\ng(print)\nm.helper()\n",
			"symbol helper (m.py:1) removed at head but still referenced at app.py:6\nsymbol put (app.py:2) added; nothing at head references it (exported: uses outside the repository are not seen)", "AttributeError"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			checkHelperRemovedBeside(t, c.app, c.want, c.broken)
		})
	}
}

// Many names written into a module whose as many names the range
// removed, by one patch.multiple or a patch.object a line: each name
// asked about is looked up among the writes, not walked past each of
// them, which made the analysis quadratic (a 1 MB file took minutes).
func TestPyManyWritesAnalyzedInLinearTime(t *testing.T) {
	const n = 40000
	for _, c := range []struct{ name, open, unit, close string }{
		{"patch-multiple", "mock.patch.multiple(m, ", "a%d=1, ", "create=True)\n"},
		{"patch-object-lines", "", "mock.patch.object(m, 'a%d', 1, create=True)\n", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			var defs, app strings.Builder
			app.WriteString("import m\nfrom unittest import mock\n" + c.open)
			for i := range n {
				fmt.Fprintf(&defs, "def a%d(): pass\n", i)
				fmt.Fprintf(&app, c.unit, i)
			}
			app.WriteString(c.close)
			base := snapshot.Map{"m.py": defs.String() + "def run(): pass\n", "app.py": app.String()}
			head := clone(base)
			head["m.py"] = "def run(): pass\n"
			start := time.Now()
			res, err := Analyze(Input{Base: base, Head: head, Changes: snapshot.Diff(base, head)})
			if err != nil || len(res.Facts) < n {
				t.Fatalf("%d facts, err %v", len(res.Facts), err)
			}
			if d := time.Since(start); d > 30*time.Second {
				t.Errorf("took %v", d)
			}
		})
	}
}
