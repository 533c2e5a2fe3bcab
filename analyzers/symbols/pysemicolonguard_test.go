package symbols

import "testing"

// from m import helper fails where m has no helper, whatever del
// follows it: on one line with ; or on the next, the import stays a
// reference and helper's removal is no VERIFIED.
func TestPyFromImportThenDelStillRefers(t *testing.T) {
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
			checkHelperRemovedBeside(t, c.app, "symbol helper (m.py:1) removed at head but still referenced at app.py:2", "ImportError")
		})
	}
}

// A compound header's body on its line runs under the header: try:
// import os; from m import helper with except ImportError, if
// TYPE_CHECKING: …, with suppress(ImportError): … and if False: … all
// guard the import as their block form does, and python3 runs each.
func TestPyInlineHeaderBodyStaysGuarded(t *testing.T) {
	const verified = "symbol helper (m.py:1) removed; no references remain at head"
	for _, c := range []struct{ name, app, want string }{
		{"Try", "try: import os; from m import helper\nexcept ImportError: pass\n", verified},
		{"TypeChecking", "from typing import TYPE_CHECKING\nif TYPE_CHECKING: import os; from m import helper\n", verified},
		{"Suppress", "import contextlib\nwith contextlib.suppress(ImportError): import os; from m import helper\n", verified},
		{"IfFalse", "if False: import os; from m import helper\n", verified},
		{"TryAttribute", "try: import os; import m; m.helper()\nexcept AttributeError: pass\n",
			"symbol helper (m.py:1) removed; its name is still used at app.py:1, not attributed (used only as .name, which may be another object's member)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			base := map[string]string{"m.py": "def helper():\n    return 1\n\ndef run():\n    return 2\n", "app.py": "import m\nm.helper()\n"}
			head := checkChange(t, base, map[string]string{"m.py": "def run():\n    return 2\n", "app.py": c.app}, c.want)
			expectPythonRuns(t, head, "")
		})
	}
}
