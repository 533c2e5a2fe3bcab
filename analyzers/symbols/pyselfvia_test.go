package symbols

import "testing"

// A call handed the module's own name in any form (by keyword, built
// from it, unpacked, through a name assigned it) may give back the
// module, and so may a callee imported from a module of the repository,
// which may wrap __import__: what it gives, written, may define any of
// the module's names. Each write below was a false dangling claim while
// python3 ran the head. A callee imported from another package, or a
// class of the repository, gives no module: the removal stays a fact.
func TestPySelfModuleByCallForms(t *testing.T) {
	t.Parallel()
	const fail = "symbol helper (a.py:1) removed at head but still referenced at app.py:1, app.py:2"
	used := func(at, why string) string {
		return "symbol helper (a.py:1) removed; its name is still used at " + at + "app.py:1, app.py:2, not attributed (a.py writes to its module through a call that may give the module itself" + why + ", which may still supply it)"
	}
	const util = "def load(n=None, name=None):\n    return __import__(n or name)\n\nclass Box:\n    def __init__(s, n):\n        pass\n"
	for _, c := range []struct {
		name, head string
		want       string
		broken     string
	}{
		{"Keyword", "def load(n):\n    return __import__(n)\nload(n=__name__).helper = f\n", used("a.py:5, ", ""), ""},
		{"Built", "def load(n):\n    return __import__(n)\nload(str(__name__)).helper = f\n", used("a.py:5, ", ""), ""},
		{"Unpacked", "def load(n):\n    return __import__(n)\nload(*[__name__]).helper = f\n", used("a.py:5, ", ""), ""},
		{"UnpackedKeywords", "def load(n):\n    return __import__(n)\nload(**{'n': __name__}).helper = f\n", used("a.py:5, ", ""), ""},
		{"NameAssigned", "def load(n):\n    return __import__(n)\nme = __name__\nload(me).helper = f\n", used("a.py:6, ", ""), ""},
		{"RepoImport", "from util import load\nload(__name__).helper = f\n", used("a.py:4, ", " (load, imported from util, written at a.py:4)"), ""},
		{"RepoImportKeyword", "from util import load as ld\nld(name=__name__).helper = f\n", used("a.py:4, ", " (load, imported from util, written at a.py:4)"), ""},
		{"RepoModule", "import util\nutil.load(__name__).helper = f\n", used("a.py:4, ", " (load, imported from util, written at a.py:4)"), ""},
		{"RepoImportHeld", "import util\nm = util.load(__name__)\nm.helper = f\n", used("a.py:5, ", " (load, imported from util, held as m, written at a.py:5)"), ""},
		// Another package's callee, or a class of the repository,
		// gives no module.
		{"OtherPackage", "import logging\nlogging.getLogger(__name__).helper = f\n", fail, "ImportError"},
		{"RepoClass", "from util import Box\nBox(__name__).helper = f\n", fail, "ImportError"},
		{"RepoClassHeld", "import util\nb = util.Box(__name__)\nb.helper = f\n", fail, "ImportError"},
		// A name assigned something else is no module name.
		{"NameOther", "class Obj:\n    pass\ndef load(n):\n    return Obj()\nme = 'x'\nload(me).helper = f\n", fail, "ImportError"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{
				"a.py":    "def helper():\n    return 1\n\ndef f():\n    return 2\n",
				"app.py":  "from a import helper\nprint(helper())\n",
				"util.py": util,
			}
			head := checkChange(t, base, map[string]string{"a.py": "def f():\n    return 2\n" + c.head}, c.want)
			expectPythonRuns(t, head, c.broken)
		})
	}
}
