package symbols

import "testing"

// A def or class body binds a name by every target its statements have,
// as module level does (pyModuleTargets): bracketed, starred, chained
// and nested targets, a with's as (f), a match capture, a statement
// after a semicolon or a header's colon. Missed, the read of the body's
// own f was taken for the module's removed f: a false dangling use
// (python3 runs the head). A lambda's parameters and a comprehension's
// variables are their own scope's: taken for the body's, the read of
// the module's removed f was "no references remain" (python3 fails on
// the head).
func TestPyBodyTargets(t *testing.T) {
	t.Parallel()
	const (
		gone    = "symbol f (m.py:4) removed; no references remain at head"
		dangles = "symbol f (m.py:4) removed at head but still referenced at app.py:4"
	)
	for _, c := range []struct{ name, app, want, broken string }{
		{"Parenthesized", "def h():\n    (f) = 1\n    return f\nh()\n", gone, ""},
		{"Bracketed", "def h():\n    [f] = [1]\n    return f\nh()\n", gone, ""},
		{"ParenthesizedTuple", "def h():\n    (f, g) = 1, 2\n    return f\nh()\n", gone, ""},
		{"Nested", "def h():\n    x, (f, y) = 1, (2, 3)\n    return f\nh()\n", gone, ""},
		{"Starred", "def h():\n    *f, g = [1, 2]\n    return f\nh()\n", gone, ""},
		{"Chained", "def h():\n    a = f = 1\n    return f\nh()\n", gone, ""},
		{"ForParenthesized", "def h():\n    for (f) in [1]: pass\n    return f\nh()\n", gone, ""},
		{"WithParenthesized", "def h():\n    with open('app.py') as (f):\n        return f\nh()\n", gone, ""},
		{"MatchCapture", "def h():\n    match 1:\n        case f:\n            pass\n    return f\nh()\n", gone, ""},
		{"AfterASemicolon", "def h():\n    print(1); f = 2\n    return f\nh()\n", gone, ""},
		{"AfterAHeaderColon", "def h():\n    if True: f = 2\n    return f\nh()\n", gone, ""},
		{"ClassParenthesized", "class C:\n    (f) = 1\n    g = f\n", gone, ""},
		{"ClassBracketed", "class C:\n    [f] = [1]\n    g = f\n", gone, ""},
		{"LambdaParameterIsNotTheDefs", "def h():\n    g = lambda f: f\n    return f()\nh()\n", dangles, "NameError"},
		{"LambdaDefaultIsNotTheDefs", "def h():\n    g = lambda x=1, f=2: x\n    return f()\nh()\n", dangles, "NameError"},
		{"ComprehensionVariableIsNotTheDefs", "def h():\n    xs = [f for f in [1]]\n    return f()\nh()\n", dangles, "NameError"},
		{"ComprehensionVariableIsNotTheClasss", "class C:\n    xs = [f for f in [1]]\n    g = f()\n", dangles, "NameError"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			pyStarCase(t, c.app, c.want, c.broken)
		})
	}
}
