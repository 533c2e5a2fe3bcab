package symbols

import "testing"

// Python reads an identifier as its NFKC form (ｈelper is helper,
// __ｉmport__ is __import__), so a name spelled in full-width or other
// compatibility letters defines, uses or writes the ASCII name. Each
// write below was a false dangling claim while python3 ran the head.
func TestPyIdentifiersNormalised(t *testing.T) {
	t.Parallel()
	const fail = "symbol helper (a.py:1) removed at head but still referenced at app.py:1, app.py:2"
	const used = "symbol helper (a.py:1) removed; its name is still used at "
	for _, c := range []struct {
		name, head, app string
		want            []string
		broken          string
	}{
		{"ImportSpelled", "def f():\n    return 2\n__ｉmport__(__name__).helper = f\n", "",
			[]string{used + "a.py:3, app.py:1, app.py:2, not attributed (a.py hands on its module object, imported by its own name, which may still supply it)"}, ""},
		{"GlobalsSpelled", "def f():\n    return 2\nｇlobals()['helper'] = f\n", "",
			[]string{used + "a.py:3, app.py:1, app.py:2, not attributed (a.py writes its names through globals(), which may still supply it)"}, ""},
		{"SetattrSpelled", "import sys\ndef f():\n    return 2\nｓetattr(sys.modules[__name__], 'helper', f)\n", "",
			[]string{used + "a.py:4, app.py:1, app.py:2, not attributed (a.py writes to its module through sys.modules, which may still supply it)"}, ""},
		// The definition kept in another spelling is the same name.
		{"DefinitionSpelled", "def ｈelper():\n    return 1\n", "", []string{"symbol f (a.py:4) removed; no references remain at head"}, ""},
		// A use in another spelling is a use of the removed name.
		{"UseSpelled", "def f():\n    return 2\n", "from a import ｈelper\nprint(ｈelper())\n", []string{fail}, "ImportError"},
		// A string is no identifier: 'ｈelper' is another name, and the
		// removal stays a fact.
		{"StringNotNormalised", "def f():\n    return 2\nprint('ｈelper')\n", "", []string{fail}, "ImportError"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			app := "from a import helper\nprint(helper())\n"
			if c.app != "" {
				app = c.app
			}
			base := map[string]string{
				"a.py":   "def helper():\n    return 1\n\ndef f():\n    return 2\n",
				"app.py": app,
			}
			head := checkChange(t, base, map[string]string{"a.py": c.head}, c.want...)
			expectPythonRuns(t, head, c.broken)
		})
	}
}

// An ASCII name is read as it is, without normalising or allocating:
// most files hold no other.
func TestPyIdentNameASCIIFastPath(t *testing.T) {
	name := "some_long_ascii_identifier_name"
	if n := testing.AllocsPerRun(100, func() { _ = pyIdentName(name) }); n != 0 {
		t.Errorf("pyIdentName allocates %v times for an ASCII name", n)
	}
	for in, want := range map[string]string{"ｈelper": "helper", "__ｉmport__": "__import__", "ﬁle": "file", "café": "café", "ｆ（": "ｆ（"} {
		if got := pyIdentName(in); got != want {
			t.Errorf("pyIdentName(%q) = %q, want %q", in, got, want)
		}
	}
}
