package symbols

import (
	"strings"
	"testing"
)

// from m import helper fails where m has no helper, whatever del
// follows it: on one line with ; or on the next, the import stays a
// reference and helper's removal is no VERIFIED.
func TestPyFromImportThenDelStillRefers(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, app string }{
		{"SameLine", "from m import helper; del helper\n"},
		{"Alias", "from m import helper as h; del h\n"},
		{"Among", "from m import run, helper; del helper\n"},
		{"Parenthesised", "from m import (helper); del helper\n"},
		{"DelBoth", "from m import helper, run; del helper, run\n"},
		{"NextLine", "from m import helper\ndel helper\n"},
		{"ThenMore", "from m import helper; del helper; print(1)\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			checkHelperRemovedBeside(t, c.app, "symbol helper (m.py:1) removed at head but still referenced at app.py:2", "ImportError")
		})
	}
}

// A compound header's body on its line runs under the header: try:
// import os; from m import helper with except ImportError, if
// TYPE_CHECKING: …, with suppress(ImportError): …, if False: … and try:
// … except AttributeError each guard the import or the use as their
// block form does, and the facts are the block form's: the import is
// read, guarded, never dangling. python3 runs each.
func TestPyInlineHeaderBodyStaysGuarded(t *testing.T) {
	t.Parallel()
	guarded := func(line int, why string) string {
		return "symbol helper (m.py:1) removed; its name is still used at app.py:" + string(rune('0'+line)) + ", not attributed (" + why + ")"
	}
	for _, c := range []struct{ name, app, block, want string }{
		{"Try", "try: import os; from m import helper\nexcept ImportError: pass\n",
			"try:\n    import os; from m import helper\nexcept ImportError: pass\n", guarded(1, guardExcept)},
		{"TypeChecking", "from typing import TYPE_CHECKING\nif TYPE_CHECKING: import os; from m import helper\n",
			"from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import os; from m import helper\n", guarded(2, guardTypeChecking)},
		{"Suppress", "import contextlib\nwith contextlib.suppress(ImportError): import os; from m import helper\n",
			"import contextlib\nwith contextlib.suppress(ImportError):\n    import os; from m import helper\n", guarded(2, guardExcept)},
		{"IfFalse", "if False: import os; from m import helper\n",
			"if False:\n    import os; from m import helper\n", guarded(1, guardNever)},
		{"IfZero", "if 0: from m import helper\n", "if 0:\n    from m import helper\n", guarded(1, guardNever)},
		{"TryAttribute", "try: import os; import m; m.helper()\nexcept AttributeError: pass\n",
			"try:\n    import os; import m; m.helper()\nexcept AttributeError: pass\n",
			guarded(1, "tested for (hasattr, getattr with a default, except AttributeError), which handles its absence")},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{"m.py": "def helper():\n    return 1\n\ndef run():\n    return 2\n", "app.py": "import m\nm.helper()\n"}
			head := checkChange(t, base, map[string]string{"m.py": "def run():\n    return 2\n", "app.py": c.app}, c.want)
			expectPythonRuns(t, head, "")
			want := strings.Replace(c.want, "app.py:1", "app.py:2", 1)
			if strings.Contains(c.want, "app.py:2") {
				want = strings.Replace(c.want, "app.py:2", "app.py:3", 1)
			}
			head = checkChange(t, base, map[string]string{"m.py": "def run():\n    return 2\n", "app.py": c.block}, want)
			expectPythonRuns(t, head, "")
		})
	}
}

// A compound statement's body on its header's line (if x: from m import
// helper, else: import m as n, with, for, while, try, finally, elif,
// case) runs as its block form does: the import binds and fails where m
// has no helper, which python3 shows, so helper's removal is dangling,
// never "no references remain".
func TestPyInlineHeaderBodyImports(t *testing.T) {
	t.Parallel()
	const at = "symbol helper (m.py:1) removed at head but still referenced at app.py:"
	const added = "symbol _ (app.py:2) added; nothing at head references it"
	for _, c := range []struct {
		name, app, broken string
		want              []string
	}{
		{"If", "if True: from m import helper\nhelper()\n", "ImportError", []string{at + "2, app.py:3"}},
		{"IfAlias", "if True: import m as n\nn.helper()\n", "AttributeError", []string{at + "3"}},
		{"Else", "if False: pass\nelse: import m as n\nn.helper()\n", "AttributeError", []string{at + "4"}},
		{"Elif", "if False: pass\nelif True: from m import helper\nhelper()\n", "ImportError", []string{at + "3, app.py:4"}},
		{"Try", "try: from m import helper\nexcept KeyError: pass\nhelper()\n", "ImportError", []string{at + "2, app.py:4"}},
		{"TryElse", "try: pass\nexcept KeyError: pass\nelse: from m import helper\nhelper()\n", "ImportError", []string{at + "4, app.py:5"}},
		{"Finally", "try: pass\nfinally: from m import helper\nhelper()\n", "ImportError", []string{at + "3, app.py:4"}},
		{"While", "while True: from m import helper; break\nhelper()\n", "ImportError", []string{at + "2, app.py:3"}},
		{"For", "for _ in [1]: from m import helper\nhelper()\n", "ImportError", []string{at + "2, app.py:3", added}},
		{"With", "with open('m.py') as _: from m import helper\nhelper()\n", "ImportError", []string{at + "2, app.py:3", added}},
		{"WithUse", "with open('m.py'): m.helper()\n", "AttributeError", []string{at + "2"}},
		{"Case", "match 1:\n    case 1: from m import helper\nhelper()\n", "ImportError", []string{at + "3, app.py:4"}},
		{"Star", "if 1: from m import *\nhelper()\n", "NameError", []string{at + "3"}},
		// An f-string field's format spec colon is not the header's.
		{"FormatSpec", "x = 1\nif f'{x:>3}' == '  1': from m import helper\nhelper()\n", "ImportError", []string{at + "3, app.py:4"}},
		{"FormatSpecNested", "x = 1\nif f'{x!r:>{3}}': from m import helper\nhelper()\n", "ImportError", []string{at + "3, app.py:4"}},
		// A lambda's colon in the header is the lambda's.
		{"Lambda", "if lambda: 1: from m import helper\nhelper()\n", "ImportError", []string{at + "2, app.py:3"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{"m.py": "def helper():\n    return 1\n\ndef run():\n    return 2\n", "app.py": "import m\nm.helper()\n"}
			head := checkChange(t, base, map[string]string{"m.py": "def run():\n    return 2\n", "app.py": "import m\n" + c.app}, c.want...)
			expectPythonRuns(t, head, c.broken)
		})
	}
}

// match and case are names outside a match statement: match: int = 1
// and case: int = 1 annotate them, case = 2 binds it, and no body
// follows a colon there; case 1: pass in a match has one.
func TestPyInlineHeaderSoftKeywords(t *testing.T) {
	for _, c := range []struct {
		src  string
		body bool
	}{
		{"match: int = 1\n", false},
		{"def f():\n    case: int = 1\n", false},
		{"def f():\n    case.x: int = 1\n", false},
		{"def f():\n    case = {1: 2}\n", false},
		{"match 1:\n    case 1: pass\n", true},
	} {
		toks, _ := lexPython([]byte(c.src))
		var line []tok
		for k, t := range toks {
			if t.kind == tIdent && (t.text == "match" && k == 0 || t.text == "case") {
				line = nil
				for j := k; j < len(toks) && toks[j].kind != tNewline; j++ {
					line = append(line, toks[j])
				}
			}
		}
		if got := pyInlineHeader(line) >= 0; got != c.body {
			t.Errorf("%q: inline body %v, want %v", c.src, got, c.body)
		}
	}
}
