package symbols

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// An absolute import of a standard module's name is the standard
// library's module when Python runs the code as a package, even where
// the repository has a file of that name: a removal from that file is
// not dangling at such a use (python3 runs each head, as a script and
// with -m). A relative import names the repository's file: it stays
// dangling, and python3 shows the break.
func TestStdlibNameIsNotTheRepositorysModule(t *testing.T) {
	t.Parallel()
	const mod = "def cast(a, b):\n    return b\n\ndef dumps(x):\n    return str(x)\n\ndef keep():\n    return 1\n"
	const kept = "def keep():\n    return 1\n"
	cases := []struct {
		name, modPath, main, want, broken string
	}{{
		name: "import as", modPath: "pkg/typing.py",
		main: "import typing as t\n\nprint(t.cast(int, 3))\n",
		want: "symbol cast (pkg/typing.py:1) removed; its name is still used at pkg/main.py:3, not attributed (its import names typing, the standard library's module",
	}, {
		name: "from import", modPath: "pkg/typing.py",
		main: "from typing import cast\n\nprint(cast(int, 3))\n",
		want: "symbol cast (pkg/typing.py:1) removed; its name is still used at pkg/main.py:1, pkg/main.py:3, not attributed (its import names typing",
	}, {
		name: "dotted", modPath: "pkg/json/__init__.py",
		main: "import json.decoder\n\nprint(json.dumps(1))\n",
		want: "symbol dumps (pkg/json/__init__.py:4) removed; its name is still used at pkg/main.py:3, not attributed (",
	}, {
		name: "relative", modPath: "pkg/typing.py",
		main:   "from .typing import cast\n\nprint(cast(int, 3))\n",
		want:   "symbol cast (pkg/typing.py:1) removed at head but still referenced at pkg/main.py:1",
		broken: "ImportError",
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{"pkg/__init__.py": "", c.modPath: mod, "pkg/main.py": c.main}
			if strings.HasPrefix(c.modPath, "pkg/json/") {
				base["pkg/json/decoder.py"] = ""
			}
			head := clone(base)
			head[c.modPath] = kept
			got := run(t, base, head)
			if !hasPrefixIn(got, c.want) {
				t.Errorf("facts %q, want one starting %q", got, c.want)
			}
			runAsPackage(t, head, "pkg.main", c.broken)
		})
	}
}

func hasPrefixIn(facts []string, prefix string) bool {
	for _, f := range facts {
		if strings.HasPrefix(f, prefix) {
			return true
		}
	}
	return false
}

// runAsPackage runs `python3 -m module` at the root of files, where
// python3 is installed: broken is what its failure must say, or "" for a
// clean run.
func runAsPackage(t *testing.T, files snapshot.Map, module, broken string) {
	t.Helper()
	if python3() == "" {
		t.Log("python3 not installed: the head is not run")
		return
	}
	cmd := exec.Command(python3(), "-m", module)
	cmd.Dir = writeTree(t, files)
	expectRun(t, cmd, broken)
}

// A module matched under a directory that is no likely import root of the
// importing file may not be what its import loads: an installed module of
// that name may be (python3 runs the head with one on PYTHONPATH). Matches
// under the top, the importing file's own tree, a project root or its
// src/ stay followed, and stay dangling where python3 shows the break.
func TestPythonImportRootsDecideTheMatch(t *testing.T) {
	t.Parallel()
	const mod = "def get(u):\n    return u\n\ndef keep():\n    return 1\n"
	const kept = "def keep():\n    return 1\n"
	cases := []struct {
		name, modPath, mainPath, main, want string
		files                               snapshot.Map
		pythonPath, broken                  string
	}{{
		name: "installed module of the name", modPath: "third/compat/requests.py", mainPath: "app.py",
		main:       "import requests\n\nprint(requests.get('u'))\n",
		files:      snapshot.Map{"third/compat/__init__.py": ""},
		want:       "symbol get (third/compat/requests.py:1) removed; its name is still used at app.py:3, not attributed (its import names requests from third/compat/requests.py, which is under no import root app.py is likely run from",
		pythonPath: "site",
	}, {
		name: "script beside its module", modPath: "tools/helpers.py", mainPath: "tools/build.py",
		main:   "import helpers\n\nprint(helpers.get('u'))\n",
		want:   "symbol get (tools/helpers.py:1) removed at head but still referenced at tools/build.py:3",
		broken: "has no attribute 'get'",
	}, {
		name: "src layout", modPath: "src/mypkg/mod.py", mainPath: "tests/test_mod.py",
		main:       "from mypkg.mod import get\n\nprint(get('u'))\n",
		files:      snapshot.Map{"pyproject.toml": "[project]\nname = \"mypkg\"\n", "src/mypkg/__init__.py": ""},
		want:       "symbol get (src/mypkg/mod.py:1) removed at head but still referenced at tests/test_mod.py:1",
		pythonPath: "src", broken: "ImportError",
	}, {
		name: "project in a monorepo", modPath: "services/api/app/mod.py", mainPath: "services/api/app/views.py",
		main:       "from app.mod import get\n\nprint(get('u'))\n",
		files:      snapshot.Map{"services/api/app/__init__.py": ""},
		want:       "symbol get (services/api/app/mod.py:1) removed at head but still referenced at services/api/app/views.py:1",
		pythonPath: "services/api", broken: "ImportError",
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := clone(c.files)
			base[c.modPath], base[c.mainPath] = mod, c.main
			head := clone(base)
			head[c.modPath] = kept
			got := run(t, base, head)
			if !hasPrefixIn(got, c.want) {
				t.Errorf("facts %q, want one starting %q", got, c.want)
			}
			if python3() == "" {
				return
			}
			tree := clone(head)
			if c.name == "installed module of the name" {
				tree["site/requests.py"] = "def get(u):\n    return 'installed ' + u\n"
			}
			dir := writeTree(t, tree)
			cmd := exec.Command(python3(), c.mainPath)
			cmd.Dir = dir
			if c.pythonPath != "" {
				cmd.Env = append(cmd.Environ(), "PYTHONPATH="+dir+"/"+c.pythonPath)
			}
			expectRun(t, cmd, c.broken)
		})
	}
}
