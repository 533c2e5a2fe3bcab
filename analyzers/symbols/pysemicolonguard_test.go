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
