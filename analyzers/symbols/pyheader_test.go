package symbols

import "testing"

// A def's defaults and annotations and a class's bases are evaluated
// where the header stands, and a class body runs in order: a name read
// there before the body binds it is the module's (f = staticmethod(f)),
// as is one read in a comprehension or a lambda of the class body, which
// see none of the class's names (but a comprehension's outermost
// iterable and a lambda's defaults, which the body evaluates).
// Each such read of a name a star import brought is a reference to it,
// never "no references remain" (python3 fails on the head); a name the
// scope binds before the read, or a parameter (a lambda's too, read in
// that lambda's body only), is the scope's own (python3 runs the head),
// and so is a name a def or a class binds in a body on its header's
// line.
func TestPyHeaderAndClassOrder(t *testing.T) {
	t.Parallel()
	const (
		gone    = "symbol f (m.py:4) removed; no references remain at head"
		dangles = "symbol f (m.py:4) removed at head but still referenced at app.py:2"
	)
	for _, c := range []struct{ name, app, want, broken string }{
		{"Default", "def h(f=f):\n    return f()\nh()\n", dangles, "NameError"},
		{"Annotation", "def h(x: f = None) -> f:\n    f = 2\n    return x\nh()\n", dangles, "NameError"},
		{"ClassBase", "class C(dict if f else list):\n    f = 1\n", dangles, "NameError"},
		{"ClassReadsBeforeItBinds", "class C:\n    g = staticmethod(f)\n    f = 1\n", "symbol f (m.py:4) removed at head but still referenced at app.py:3", "NameError"},
		{"ClassRebindsItself", "class C:\n    f = staticmethod(f)\n", "symbol f (m.py:4) removed at head but still referenced at app.py:3", "NameError"},
		{"ComprehensionInAClass", "class C:\n    f = staticmethod(lambda: 2)\n    g = [f() for _ in range(1)]\n", "symbol f (m.py:4) removed at head but still referenced at app.py:4", "NameError"},
		{"LambdaInAClass", "class C:\n    f = 1\n    g = lambda self: f()\nC().g()\n", "symbol f (m.py:4) removed at head but still referenced at app.py:4", "NameError"},
		{"ClassInADefReadsBeforeItBinds", "def h(f):\n    class C:\n        g = f\n        f = 2\n    return C\nh(1)\n", "symbol f (m.py:4) removed at head but still referenced at app.py:4", "NameError"},
		{"ClassAnnotatesWithNoValue", "class C:\n    f: int\n    g = f\n", "symbol f (m.py:4) removed at head but still referenced at app.py:4", "NameError"},
		{"ClassAnnotatesWithAValue", "class C:\n    f: int = 1\n    g = f\n", gone, ""},
		{"ClassOuterIterable", "class C:\n    f = [1]\n    g = [x for x in f]\n", gone, ""},
		{"ClassLambdaDefault", "class C:\n    f = 1\n    g = staticmethod(lambda x=f: x)\nC.g()\n", gone, ""},
		{"ClassLambdaParameter", "class C:\n    g = staticmethod(lambda f: f)\nC.g(1)\n", gone, ""},
		{"ClassLambdaParameterOfAnOuterLambda", "class C:\n    g = staticmethod(lambda *f: lambda: f)\nC.g(1)()\n", gone, ""},
		{"ClassLambdaEndsAtAComma", "class C:\n    f = 1\n    t = (lambda a: a, f)\n", gone, ""},
		{"ClassLambdaOfAnEarlierStatement", "class C:\n    f = 1\n    h = lambda: 1; t = f\n", gone, ""},
		{"LambdaKeyOfADict", "d = {lambda f: 0: f}\n", dangles, "NameError"},
		{"LambdaValueOfADict", "d = {1: lambda f: f, 2: f}\n", dangles, "NameError"},
		{"LambdaParameterInADefault", "def h(x=lambda f: f):\n    return x\nh()\n", gone, ""},
		{"Parameter", "def h(f):\n    return f()\nh(dict)\n", gone, ""},
		{"ParameterInAOneLineBody", "def h(f): return f\nh(1)\n", gone, ""},
		{"LocalOfAOneLineBody", "def h(): f = 1; return f\nh()\n", gone, ""},
		{"ModulesReadInAOneLineBody", "def h(): g = 1; return f\nh()\n", dangles, "NameError"},
		{"ImportOfAOneLineBody", "def h(): import os as f; return f\nh()\n", gone, ""},
		{"ClassOneLineBody", "class C: f = 1\n", gone, ""},
		{"ClassOneLineBodyReadsItsOwn", "class C(object): f = 1; g = f\nassert C.g == 1\n", gone, ""},
		{"ClassOneLineBodyAugments", "class C: f = 1; f += 1\n", gone, ""},
		{"ClassOneLineBodyImports", "class C: import os as f\n", gone, ""},
		{"ClassOneLineBodyAnnotatesWithNoValue", "class C: f: int\n", gone, ""},
		{"ClassOneLineBodyReadsBeforeItBinds", "class C: g = f; f = 1\n", dangles, "NameError"},
		{"ClassOneLineBodyAnnotationReadsTheModules", "class C: f: int; g = f\n", dangles, "NameError"},
		{"ClassOneLineBodyComprehension", "class C: f = 1; g = [f for _ in range(1)]\n", dangles, "NameError"},
		{"ClassOneLineBodyDeletes", "class C: f = 1; del f; g = f\n", dangles, "NameError"},
		{"ClassReadsAfterItBinds", "class C:\n    f = 1\n    g = f + 1\n", gone, ""},
		{"ClassReadsAfterAWalrus", "class C:\n    g = (f := 1) + f\n", gone, ""},
		{"ClassAugmentsItsOwn", "class C:\n    f = 1\n    f += 1\n", gone, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			pyStarCase(t, c.app, c.want, c.broken)
		})
	}
}
