package symbols

import "testing"

// Statements a ; separates on one line run one after another: import m
// as n; n.helper() imports, then calls n.helper, which python3 finds
// gone. Each is read as its own statement: the import does not take the
// line's other names with it.
func TestPySemicolonSeparatesStatements(t *testing.T) {
	t.Parallel()
	dangling := func(line int) string {
		return "symbol helper (m.py:1) removed at head but still referenced at app.py:" + string(rune('0'+line))
	}
	for _, c := range []struct{ name, app, want, broken string }{
		{"ImportThenCall", "import m; m.helper()\n", dangling(2), "AttributeError"},
		{"AliasThenCall", "import m as n; n.helper()\n", dangling(2), "AttributeError"},
		{"AfterAnotherImport", "import sys; import m as n; n.helper()\n", dangling(2), "AttributeError"},
		{"StarThenCall", "from m import *; helper()\n", dangling(2), "NameError"},
		{"InAFunction", "def f():\n    import m as n; n.helper()\nf()\n", dangling(3), "AttributeError"},
		{"UnderAnIf", "if True: m.helper()\n", dangling(2), "AttributeError"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			checkHelperRemovedBeside(t, c.app, c.want, c.broken)
		})
	}
}
