package symbols

import (
	"fmt"
	"maps"
	"strings"
	"testing"
	"time"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
)

// checkHelperFact is checkChange held to the one fact about helper: the
// heads bind names of their own (x, a, g), added facts beside it.
func checkHelperFact(t *testing.T, base, head map[string]string, want string) map[string]string {
	t.Helper()
	r := gittest.New(t)
	from := r.Commit("base", base)
	r.Commit("change", head)
	var got []string
	for _, f := range analyzeCommits(t, r.Dir, from, "HEAD") {
		if strings.HasPrefix(f, "symbol helper ") {
			got = append(got, f)
		}
	}
	check(t, got, want)
	tree := maps.Clone(base)
	maps.Copy(tree, head)
	return tree
}

// A module's attribute written by forms the plain `m.x = v` and
// setattr(m, …) readings missed: setattr held under another name or
// fetched from builtins, a method named setattr that forwards to it,
// targets nested in brackets, past a list's first item, in a chain, a
// loop or a comprehension, a with's tuple, after a header's colon, and a
// module or a name spelled with an escape. python3 runs each head: a use
// of the removed name is ambiguous, never dangling.
func TestPyAttrWriteOtherForms(t *testing.T) {
	t.Parallel()
	written := func(line int) string {
		return fmt.Sprintf("symbol helper (m.py:1) removed; its name is still used at app.py:3, boot.py:%d, not attributed (m.py has helper written into it at boot.py:%d, which may still supply it)", line, line)
	}
	const computed = "symbol helper (m.py:1) removed; its name is still used at app.py:3, not attributed (m.py has a name computed at run time written into it at boot.py:2, which may still supply it)"
	const anyModule = "symbol helper (m.py:1) removed; its name is still used at app.py:3, boot.py:3, not attributed (m.py may have helper written into it at boot.py:3, through a module not told, which may still supply it)"
	for _, c := range []struct{ name, boot, want string }{
		{"SetattrHeld", "s = setattr\ns(m, 'helper', lambda: 1)\n", written(3)},
		{"SetattrFromBuiltins", "import builtins\ngetattr(builtins, 'setattr')(m, 'helper', lambda: 1)\n", written(3)},
		{"ForwardingMethod", "class W:\n    def setattr(self, o, n, v):\n        setattr(o, n, v)\nW().setattr(m, 'helper', lambda: 1)\n", written(5)},
		{"ParenthesizedInAChain", "F = lambda: 1\nx = (m.helper), y = F, 1\n", written(3)},
		{"Nested", "(a, (m.helper, b)) = 1, (lambda: 1, 2)\n", written(2)},
		{"NestedList", "[a, [m.helper, b]] = 1, (lambda: 1, 2)\n", written(2)},
		{"SecondItem", "a, m.helper = 1, lambda: 1\n", written(2)},
		{"MiddleItem", "a, m.helper, b = 1, lambda: 1, 2\n", written(2)},
		{"AfterABracketedItem", "(a, b), m.helper = (1, 2), lambda: 1\n", written(2)},
		{"LoopTargets", "for x, m.helper in [(1, lambda: 1)]:\n    pass\n", written(2)},
		{"LoopTargetsAfterABracket", "for (a, b), m.helper in [((1, 2), lambda: 1)]: pass\n", written(2)},
		{"ComprehensionTargets", "[0 for a, m.helper in [(1, lambda: 1)]]\n", written(2)},
		{"WithTuple", "import contextlib\nwith contextlib.nullcontext((lambda: 1, 2)) as (m.helper, y):\n    pass\n", written(3)},
		{"AfterAHeader", "if True: (m.helper, y) = (lambda: 1), 1\n", written(2)},
		{"AfterAHeaderWithALambda", "if (lambda: 1)(): m.helper, y = (lambda: 1), 1\n", written(2)},
		{"AfterAnElse", "if False: pass\nelse: [m.helper] = [lambda: 1]\n", written(3)},
		{"EscapedModuleKey", "import sys\nsys.modules['\\x6d'].helper = lambda: 1\n", anyModule},
		{"EscapedName", "setattr(m, '\\x68elper', lambda: 1)\n", computed},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{
				"m.py":    "def helper():\n    return 1\n\ndef run():\n    return 2\n",
				"boot.py": "import m\n",
				"app.py":  "import boot\nimport m\nprint(m.helper())\n",
			}
			head := checkHelperFact(t, base, map[string]string{"m.py": "def run():\n    return 2\n", "boot.py": "import m\n" + c.boot}, c.want)
			expectPythonRuns(t, head, "")
		})
	}
}

// A path read where a target's reading might take it for one stays a
// read: a lambda's default, an annotation (bracketed or not), a def's
// default or annotation, a value tuple, a call's argument, a loop's
// iterable. python3 fails on each with the removed name: the use is
// dangling.
func TestPyAttrReadsAreNoWrites(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, boot string }{
		{"LambdaDefault", "g = lambda y=m.helper, z=1: y\n"},
		{"LambdaDefaultBracketed", "g = lambda y=(m.helper, 1), z=1: y\n"},
		{"BracketedAnnotation", "h: [m.helper, int] = []\n"},
		{"Annotation", "h: m.helper = 1\n"},
		{"DefAnnotation", "def f(a: (m.helper, int) = 1):\n    pass\n"},
		{"DefDefault", "def f(a=m.helper, b=1):\n    pass\n"},
		{"ListValue", "x = [m.helper, 1]\n"},
		{"TupleValue", "y = m.helper, 2\n"},
		{"CallArgument", "print(m.helper, 1)\n"},
		{"LoopIterable", "for x in m.helper, 1: pass\n"},
		{"Compared", "x = (m.helper, 1) == (1, 2)\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := map[string]string{
				"m.py":    "def helper():\n    return 1\n\ndef run():\n    return 2\n",
				"boot.py": "import m\n",
				"app.py":  "import boot\nimport m\nprint(m.run())\n",
			}
			head := checkHelperFact(t, base, map[string]string{"m.py": "def run():\n    return 2\n", "boot.py": "import m\n" + c.boot},
				"symbol helper (m.py:1) removed at head but still referenced at boot.py:2")
			expectPythonRuns(t, head, "AttributeError")
		})
	}
}

// Long lists of module paths are read in time linear in their length:
// each item's reading of its list (a value, targets, a loop's targets)
// is answered once per list, not walked again per item. A walk per item
// spends the file's work budget and leaves it unread.
func TestPyAttrTargetListsReadInLinearTime(t *testing.T) {
	const n = 20000
	items := strings.Repeat("m.a, ", n) + "m.a"
	for _, src := range []string{
		"import m\nx = " + items + "\n",
		"import m\n" + items + " = v\n",
		"import m\nfor " + items + " in v: pass\n",
		"import m\nx = [" + items + "]\ny = (" + items + "), z = v\n",
		"import m\nexec(" + strings.Repeat("'a' + ", n) + "'a')\n",
		// A chain of targets after a statement's first =: each is asked
		// whether a lambda's parameters hold it.
		"import m\na = " + strings.Repeat("m.a, a = ", n) + "1, 2\n",
		// Statements a ; separates, each read on its own.
		"import m\n" + strings.Repeat("a = m.a; ", n) + "m.a\n",
		"import m\nif v: " + strings.Repeat("m.a; ", n) + "m.a\n",
		// sys.modules reads whose key or whole use is asked at each.
		"import sys\ndef f(k):\n    x = " + strings.Repeat("sys.modules[k], ", n) + "a\n",
		"import sys\ndef f(k):\n    x = " + strings.Repeat("sys.modules.pop(k), ", n) + "a\n",
		"import sys\nx = " + strings.Repeat("sys.modules, ", n) + "a\n",
		// A header's body on its line, cut from it and at each ;.
		"import m\nwhile v: " + strings.Repeat("from m import a; ", n) + "m.a\n",
		// Module reads by a parameter, each asked for a key unseen.
		"import sys\ndef f(k):\n    x = " + strings.Repeat("getattr(sys.modules[k], k), ", n) + "a\n",
		"import importlib\ndef f(k):\n    x = " + strings.Repeat("vars(importlib.import_module(k)), ", n) + "a\n",
		// Modules held by name in many defs, and as many reads by key
		// of another def's name: each read's scope looked up once.
		"import importlib\n" + strings.Repeat("def f(k):\n    mod = importlib.import_module(k)\n    return mod.run()\ndef g(mod, k): return getattr(mod, k)\n", n/4),
		// Displays of modules held, each crossed once for a module
		// none can tell, and their items read by key.
		"import importlib\n" + strings.Repeat("mods = [importlib.import_module(k) for k in v]\ngetattr(mods[0].a, k)\n", n/4),
		"from importlib import import_module\nmods = {" + strings.Repeat("'a': import_module('a'), ", n) + "}\n" + strings.Repeat("getattr(mods[k].a, k)\n", n/4),
		// Keywords holding displays, and walruses holding displays,
		// nested as deep as a file may nest: each display's tokens are
		// asked for a module once, not once per holder around them.
		"import m\nx = " + strings.Repeat("Node(children=["+strings.Repeat("x, ", 20), 450) + strings.Repeat("])", 450) + "\n",
		"import importlib\nx = " + strings.Repeat("[(a := ["+strings.Repeat("x, ", 20), 300) + "importlib.import_module(k)" + strings.Repeat("])]", 300) + "\ngetattr(a[0], k)\n",
		// Annotations, each walked to its = once.
		"import importlib\n" + strings.Repeat("mod: T[a, b] = importlib.import_module(k); ", n) + "getattr(mod, k)\n",
		"import importlib\n" + strings.Repeat("mod: T[a, b] = importlib.import_module(k)\n", n/4) + "getattr(mod, k)\n",
		// Test doubles in a list and nested in each other's arguments
		// (as deep as a file may nest), each asked for create=True at
		// its own level.
		"import m\nx = " + strings.Repeat("patch('m.a', x), ", n) + "a\n",
		"import m\nx = " + strings.Repeat("patch.object(m, 'a', x), ", n) + "a\n",
		"import m\nx = " + strings.Repeat("patch('m.a', "+strings.Repeat("x, ", 20), 900) + strings.Repeat(")", 900) + "\n",
		"import m\nx = " + strings.Repeat("patch.object(m, 'a', "+strings.Repeat("x, ", 20), 900) + strings.Repeat(")", 900) + "\n",
		// Many setattr forwarders and calls of them.
		"import m\n" + strings.Repeat("def put(o, n, v): setattr(o, n, v)\nput(m, 'a', 1)\n", n/4),
		// Calls of one forwarder, and patch.multiple, in a list and
		// nested in each other's arguments, each asked for its object
		// and names at its own level.
		"import m\ndef put(n, v, o): setattr(o, n, v)\nx = " + strings.Repeat("put(v=1, n='a', o=m), ", n) + "a\n",
		"import m\ndef put(n, v, o): setattr(o, n, v)\nx = " + strings.Repeat("put('a', "+strings.Repeat("x, ", 20), 900) + strings.Repeat(")", 900) + "\n",
		"import m\nx = " + strings.Repeat("patch.multiple(m, a=1, create=True), ", n) + "a\n",
		"import m\nx = " + strings.Repeat("patch.multiple('m', create=True, "+strings.Repeat("a=x, ", 20), 900) + strings.Repeat(")", 900) + "\n",
		"import m\nx = " + strings.Repeat("patch.object(target=m, create=True, attribute="+strings.Repeat("x, ", 20), 900) + strings.Repeat(")", 900) + "\n",
		// A function's namespace and __import__, each handed on or
		// held, in a list, in parentheses as deep as a file may nest.
		"from m import g\nx = " + strings.Repeat("g.__globals__, getattr(g, '__globals__'), ", n) + "a\n",
		"from m import g\n" + strings.Repeat("gl = g.__globals__\n", n/4) + "x = " + strings.Repeat("gl, gl['a'], ", n) + "a\n",
		"from m import g\nx = " + strings.Repeat("g.__globals__.update(a=1, b=", 900) + strings.Repeat(")", 900) + "\n",
		"x = " + strings.Repeat("(", 900) + "g.__globals__" + strings.Repeat(")", 900) + "\n",
		"x = " + strings.Repeat("(", 900) + "__import__(__name__)" + strings.Repeat(")", 900) + "\n",
		"imp = __import__\nm = __import__(__name__)\nx = " + strings.Repeat("imp, __import__, m, '__import__', ", n) + "a\n",
		"m = __import__(__name__)\n" + strings.Repeat("m = m\n", n/4),
		"from m import " + strings.Repeat("a, ", n) + "__import__\n",
		"import sys\nx = " + strings.Repeat("sys._getframe(1).f_globals, getattr(f, 'f_globals'), sys._getframe().f_globals, ", n) + "a\n",
	} {
		start := time.Now()
		f := synPython("app.py", []byte(src), map[string]bool{"a": true})
		if f.broken != "" {
			t.Errorf("a list of %d paths left unread: %s", n, f.broken)
		}
		if took := time.Since(start); took > 10*time.Second {
			t.Errorf("a list of %d paths took %v to read", n, took)
		}
	}
}

// The string 'setattr' printed or compared holds no setattr: a module
// then handed to a call is not taken for written, and the use python3
// fails on stays dangling.
func TestPySetattrStringHoldsNothing(t *testing.T) {
	t.Parallel()
	base := map[string]string{
		"m.py":    "def helper():\n    return 1\n\ndef run():\n    return 2\n",
		"boot.py": "import m\n",
		"app.py":  "import boot\nimport m\nprint(m.run())\n",
	}
	head := checkHelperFact(t, base, map[string]string{"m.py": "def run():\n    return 2\n", "boot.py": "import m\nprint(m, len('setattr'))\nm.helper()\n"},
		"symbol helper (m.py:1) removed at head but still referenced at boot.py:3")
	expectPythonRuns(t, head, "AttributeError")
}
