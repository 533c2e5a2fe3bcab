package symbols

import "testing"

// A class body reads a name from the class while the class holds it,
// else from the module: after del f the module's f again, which
// python3 shows failing on the head where f = 1; del f; g = f was "no
// references remain". A binding or a del under a condition (an if, a
// for target, a del a loop may run after the read) may or may not have
// run: the read is unchecked, neither a reference nor none. In a
// function a del makes the name the function's own throughout, as any
// binding does: its read there is no use of the module's (python3:
// UnboundLocalError, never NameError), where it was a false dangling
// use.
func TestPyClassOrderAndDel(t *testing.T) {
	t.Parallel()
	const (
		gone  = "symbol f (m.py:4) removed; no references remain at head"
		maybe = " not attributed (a class body binds or deletes f under a condition before it, so it may read the class's own)"
	)
	dangles := func(line string) string {
		return "symbol f (m.py:4) removed at head but still referenced at app.py:" + line
	}
	unsure := func(line string) string {
		return "symbol f (m.py:4) removed; its name is still used at app.py:" + line + "," + maybe
	}
	for _, c := range []struct{ name, app, want, broken string }{
		{"ClassDeletesItsOwn", "class C:\n    f = 1\n    del f\n    g = f\n", dangles("5"), "NameError"},
		{"ClassDeletesItsMethod", "class C:\n    def f(self): pass\n    del f\n    g = f\n", dangles("5"), "NameError"},
		{"ClassInADefDeletesItsOwn", "def h(f):\n    class C:\n        f = 1\n        del f\n        g = f\nh(1)\n", dangles("6"), "NameError"},
		{"ClassDeletesAfterASemicolon", "class C:\n    f = 1; del f; g = f\n", dangles("3"), "NameError"},
		{"ClassBindsAgainAfterADel", "class C:\n    f = 1\n    del f\n    f = 2\n    g = f\n", gone, ""},
		{"ClassDelReadsNoModuleName", "class C:\n    f = 1\n    del f\n", gone, ""},
		{"ClassDeletesUnderACondition", "class C:\n    f = 1\n    if len('') == 1: del f\n    g = f\n", unsure("5"), ""},
		{"ClassBindsUnderACondition", "class C:\n    if len('') == 1:\n        f = 1\n    g = f\n", unsure("5"), "NameError"},
		{"ClassForTarget", "class C:\n    for f in []: pass\n    g = f\n", unsure("4"), "NameError"},
		{"ClassDeletesLaterInALoop", "class C:\n    f = 1\n    for _ in range(2):\n        g = f\n        if not _: del f\n", unsure("5"), "NameError"},
		{"ClassBindsUnderAConditionAfterItsOwn", "class C:\n    f = 1\n    if len('') == 1:\n        f = 2\n    g = f\n", gone, ""},
		{"FunctionDelIsItsOwn", "def h():\n    del f\n    return f\n", gone, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			pyStarCase(t, c.app, c.want, c.broken)
		})
	}
}
