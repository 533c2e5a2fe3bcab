package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// An import inside a try whose except catches ImportError is the usual
// optional import: once the name is gone the handler runs and the head
// still imports (python3 runs it), so it is no dangling reference; nor
// is one under if TYPE_CHECKING, which only a type checker runs. A
// handler that cannot catch the failure keeps the reference dangling
// (python3 fails).
func TestPythonGuardedImportIsNotDangling(t *testing.T) {
	t.Parallel()
	const mod = "def helper():\n    return 1\n\ndef keep():\n    return 2\n"
	cases := []struct{ name, main, want, broken string }{
		{"except ImportError",
			"try:\n    from pkg.mod import helper\nexcept ImportError:\n    helper = None\nprint(helper)\n",
			"symbol helper (pkg/mod.py:1) removed; its name is still used at main.py:2, not attributed (imported where an except ImportError handles its absence)", ""},
		{"bare except in a function",
			"def load():\n    try:\n        from pkg.mod import helper\n        return helper()\n    except:\n        return 0\n\nprint(load())\n",
			"symbol helper (pkg/mod.py:1) removed; its name is still used at main.py:3, not attributed (imported where an except ImportError handles its absence)", ""},
		{"except tuple after another",
			"try:\n    import pkg.mod\n    from pkg.mod import keep, helper\nexcept ValueError:\n    pass\nexcept (OSError, ImportError) as e:\n    helper = e\nprint(helper)\n",
			"symbol helper (pkg/mod.py:1) removed; its name is still used at main.py:3, not attributed (imported where an except ImportError handles its absence)", ""},
		{"with suppress",
			"from contextlib import suppress\nhelper = None\nwith suppress(ImportError):\n    from pkg.mod import helper\nprint(helper)\n",
			"symbol helper (pkg/mod.py:1) removed; its name is still used at main.py:4, not attributed (imported where an except ImportError handles its absence)", ""},
		{"type checking only",
			"from __future__ import annotations\nimport typing\nif typing.TYPE_CHECKING:\n    from pkg.mod import helper\n\ndef f(x: helper) -> None:\n    pass\n",
			"symbol helper (pkg/mod.py:1) removed; its name is still used at main.py:4, main.py:6, not attributed (imported only under if TYPE_CHECKING, which runs at type checking alone)", ""},
		{"type checking else",
			"from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    pass\nelse:\n    from pkg.mod import helper\nprint(helper)\n",
			"symbol helper (pkg/mod.py:1) removed at head but still referenced at main.py:5, main.py:6", "cannot import name 'helper'"},
		{"except ModuleNotFoundError",
			"try:\n    from pkg.mod import helper\nexcept ModuleNotFoundError:\n    helper = None\nprint(helper)\n",
			"symbol helper (pkg/mod.py:1) removed at head but still referenced at main.py:2", "cannot import name 'helper'"},
		{"imported in the handler",
			"try:\n    import json\nexcept ImportError:\n    pass\nelse:\n    from pkg.mod import helper\nprint(helper)\n",
			"symbol helper (pkg/mod.py:1) removed at head but still referenced at main.py:6, main.py:7", "cannot import name 'helper'"},
		{"after the block",
			"try:\n    import json\nexcept ImportError:\n    json = None\nfrom pkg.mod import helper\nprint(helper)\n",
			"symbol helper (pkg/mod.py:1) removed at head but still referenced at main.py:5, main.py:6", "cannot import name 'helper'"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{"pkg/__init__.py": "", "pkg/mod.py": mod, "main.py": c.main}
			head := clone(base)
			head["pkg/mod.py"] = "def keep():\n    return 2\n"
			check(t, run(t, base, head), c.want)
			interpret(t, "python3", head, "main.py", c.broken)
		})
	}
}

// A member a Python file tests for (hasattr, getattr with a default, a
// try whose except catches AttributeError) may be missing on purpose:
// the head runs (python3), so its uses are ambiguous, not dangling. An
// untested use stays dangling (python3 fails).
func TestPythonTestedMemberIsNotDangling(t *testing.T) {
	t.Parallel()
	const mod = "def helper():\n    return 1\n\ndef keep():\n    return 2\n"
	const note = "not attributed (tested for (hasattr, getattr with a default, except AttributeError), which handles its absence)"
	cases := []struct{ name, main, want, broken string }{
		{"hasattr", "from pkg import mod\nif hasattr(mod, 'helper'):\n    print(mod.helper())\n",
			"symbol helper (pkg/mod.py:1) removed; its name is still used at main.py:2, main.py:3, " + note, ""},
		{"dotted getattr", "import pkg.mod\nf = getattr(pkg.mod, \"helper\", None)\nprint(f and pkg.mod.helper())\n",
			"symbol helper (pkg/mod.py:1) removed; its name is still used at main.py:2, main.py:3, " + note, ""},
		{"except AttributeError", "from pkg import mod\ntry:\n    print(mod.helper())\nexcept (KeyError, AttributeError):\n    pass\n",
			"symbol helper (pkg/mod.py:1) removed; its name is still used at main.py:3, " + note, ""},
		{"untested", "from pkg import mod\ntry:\n    print(mod.keep())\nexcept AttributeError:\n    pass\nprint(mod.helper())\n",
			"symbol helper (pkg/mod.py:1) removed at head but still referenced at main.py:6", "has no attribute 'helper'"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{"pkg/__init__.py": "", "pkg/mod.py": mod, "main.py": c.main}
			head := clone(base)
			head["pkg/mod.py"] = "def keep():\n    return 2\n"
			check(t, run(t, base, head), c.want)
			interpret(t, "python3", head, "main.py", c.broken)
		})
	}
}
