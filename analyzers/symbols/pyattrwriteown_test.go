package symbols

import (
	"maps"
	"testing"
)

// A name another module writes into m is in m's globals once the writer
// has run, and m's own functions read their bare names there: m.run()
// calling helper() works though m.py no longer defines it. Each was a
// false dangling claim at m.py's bare use while python3 ran the head;
// only the name written is in doubt, only in the module written.
func TestPyAttributeWrittenReachesTheModulesOwnUses(t *testing.T) {
	t.Parallel()
	const mHead = "def keep():\n    return 0\n\ndef run():\n    return helper() + other()\n\ndef other():\n    return 1\n"
	const used = "symbol helper (m.py:4) removed; its name is still used at a.py:1, b.py:2, m.py:5, x.py:"
	const gone = "symbol helper (m.py:4) removed at head but still referenced at a.py:1, b.py:2, m.py:5, x.py:"
	const monkeypatch = "import m\nclass MonkeyPatch:\n    def setattr(self, obj, name, value, raising=True):\n        if raising and not hasattr(obj, name):\n            raise AttributeError(name)\n        setattr(obj, name, value)\n\n"
	for _, c := range []struct {
		name, x string
		more    map[string]string
		want    []string
		broken  string
	}{
		{"Assignment", "import m\nm.helper = lambda: 1\n", nil,
			[]string{used + "2, not attributed (m.py has helper written into it at x.py:2, which may still supply it)"}, ""},
		{"Setattr", "import m as mm\nsetattr(mm, 'helper', lambda: 1)\n", nil,
			[]string{used + "2, not attributed (m.py has helper written into it at x.py:2, which may still supply it)"}, ""},
		// setattr reached through builtins imported under another name,
		// or imported from it under another name, is the builtin.
		{"BuiltinsAliasSetattr", "import builtins as b\nimport m\nb.setattr(m, 'helper', lambda: 1)\n", nil,
			[]string{used + "3, not attributed (m.py has helper written into it at x.py:3, which may still supply it)"}, ""},
		{"SetattrImportedAs", "from builtins import setattr as put\nimport m\nput(m, 'helper', lambda: 1)\n", nil,
			[]string{used + "3, not attributed (m.py has helper written into it at x.py:3, which may still supply it)"}, ""},
		// A write from a function, a method or a default the module is
		// bound to writes the module all the same.
		{"ImportedInAFunction", "def install():\n    import m\n    m.helper = lambda: 1\n\ninstall()\n", nil,
			[]string{used + "3, not attributed (m.py has helper written into it at x.py:3, which may still supply it)"}, ""},
		{"ImportedInAMethod", "class P:\n    def load(self):\n        import m as mm\n        setattr(mm, 'helper', lambda: 1)\n\nP().load()\n", nil,
			[]string{used + "4, not attributed (m.py has helper written into it at x.py:4, which may still supply it)"}, ""},
		{"ParameterDefault", "import m\ndef install(m=m):\n    m.helper = lambda: 1\n\ninstall()\n", nil,
			[]string{used + "3, not attributed (m.py has helper written into it at x.py:3, which may still supply it)"}, ""},
		{"ParenthesizedTarget", "import m\n(m.helper, _x) = (lambda: 1, 1)\n", nil,
			[]string{used + "2, not attributed (m.py has helper written into it at x.py:2, which may still supply it)"}, ""},
		{"ListTarget", "import m\n[m.helper] = [lambda: 1]\n", nil,
			[]string{used + "2, not attributed (m.py has helper written into it at x.py:2, which may still supply it)"}, ""},
		{"ListTargetAfterAColon", "import m\nif True: [m.helper, _y] = [lambda: 1, 1]\n", nil,
			[]string{used + "2, not attributed (m.py has helper written into it at x.py:2, which may still supply it)"}, ""},
		// A target after a chain's first =, on one line or joined by a
		// backslash.
		{"ChainedTarget", "import m\nx = m.helper, y = lambda: 1, 1\n", nil,
			[]string{used + "2, not attributed (m.py has helper written into it at x.py:2, which may still supply it)"}, ""},
		{"ChainedAcrossABackslash", "import m\nx = \\\nm.helper, y = lambda: 1, 1\n", nil,
			[]string{used + "3, not attributed (m.py has helper written into it at x.py:3, which may still supply it)"}, ""},
		// What only reads m.helper, or annotates it with no value, writes
		// nothing: a comparison, a dict's key or a call's argument on a
		// line of its own, an annotation.
		{"Comparison", "import m\ndef check():\n    return m.helper == 1\n", nil,
			[]string{gone + "3"}, "NameError"},
		{"DictKeyOnItsOwnLine", "import m\ndef table():\n    return {\n        m.helper: 'h',\n    }\n", nil,
			[]string{gone + "4"}, "NameError"},
		{"ArgumentOnItsOwnLine", "import m\ndef show():\n    print(\n        m.helper, end='')\n", nil,
			[]string{gone + "4"}, "NameError"},
		{"SubscriptKey", "import m\ndef put(d):\n    d[m.helper] = 1\n", nil,
			[]string{gone + "3"}, "NameError"},
		// A value's item: the = after it is a lambda's default.
		{"ValueBeforeALambda", "import m\ndef table():\n    return (m.helper, lambda y=1: y)\nx = m.helper, lambda y=1: y\n", nil,
			[]string{gone + "3, x.py:4"}, "AttributeError"},
		{"AnnotationOnly", "import m\nm.helper: int\n", nil,
			[]string{gone + "2"}, "NameError"},
		// pytest's monkeypatch.setattr raises where the attribute is
		// missing: it supplies none unless told raising=False. Run, it
		// fails there, before m.run() is reached.
		{"MonkeypatchSetattr", monkeypatch + "def test_run(monkeypatch=MonkeyPatch()):\n    monkeypatch.setattr(m, 'helper', lambda: 1)\ntest_run()\n", nil,
			[]string{"symbol helper (m.py:4) removed at head but still referenced at a.py:1, b.py:2, m.py:5"}, "AttributeError: helper"},
		{"MonkeypatchSetattrNotRaising", monkeypatch + "def test_run(monkeypatch=MonkeyPatch()):\n    monkeypatch.setattr(m, 'helper', lambda: 1, raising=False)\ntest_run()\n", nil,
			[]string{"symbol helper (m.py:4) removed; its name is still used at a.py:1, b.py:2, m.py:5, x.py:9, not attributed (m.py has helper written into it at x.py:9, which may still supply it)"}, ""},
		// raising=True, by keyword or in its place, raises as the
		// default does.
		{"MonkeypatchSetattrRaising", monkeypatch + "def test_run(monkeypatch=MonkeyPatch()):\n    monkeypatch.setattr(m, 'helper', lambda: 1, raising=True)\ntest_run()\n", nil,
			[]string{"symbol helper (m.py:4) removed at head but still referenced at a.py:1, b.py:2, m.py:5"}, "AttributeError: helper"},
		{"MonkeypatchSetattrRaisingInPlace", monkeypatch + "def test_run(monkeypatch=MonkeyPatch()):\n    monkeypatch.setattr(m, 'helper', lambda: 1, True)\ntest_run()\n", nil,
			[]string{"symbol helper (m.py:4) removed at head but still referenced at a.py:1, b.py:2, m.py:5"}, "AttributeError: helper"},
		{"MonkeypatchSetattrNotRaisingInPlace", monkeypatch + "def test_run(monkeypatch=MonkeyPatch()):\n    monkeypatch.setattr(m, 'helper', lambda: 1, False)\ntest_run()\n", nil,
			[]string{"symbol helper (m.py:4) removed; its name is still used at a.py:1, b.py:2, m.py:5, x.py:9, not attributed (m.py has helper written into it at x.py:9, which may still supply it)"}, ""},
		// Another name written is no route to helper.
		{"AnotherNameWritten", "import m\nm.unrelated = 1\n", nil,
			[]string{"symbol helper (m.py:4) removed at head but still referenced at a.py:1, b.py:2, m.py:5"}, "NameError"},
		// The same name written into another module is no route either.
		{"SameNameIntoAnotherModule", "import n\nn.helper = lambda: 1\n", map[string]string{"n.py": "\n"},
			[]string{"symbol helper (m.py:4) removed at head but still referenced at a.py:1, b.py:2, m.py:5"}, "NameError"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{
				"m.py":   "def keep():\n    return 0\n\ndef helper():\n    return 1\n\ndef run():\n    return helper() + other()\n\ndef other():\n    return 1\n",
				"a.py":   "from m import helper\n",
				"b.py":   "import m\nm.helper()\n",
				"x.py":   c.x,
				"app.py": "import m\nimport x\nprint(m.run())\nimport a\nimport b\n",
			}
			maps.Copy(base, c.more)
			head := checkChange(t, base, map[string]string{"m.py": mHead}, c.want...)
			expectPythonRuns(t, head, c.broken)
		})
	}
}
