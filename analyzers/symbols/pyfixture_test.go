package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A pytest fixture is requested by a test's parameter of its name (or a
// usefixtures string), which no import shows: its removal is unchecked
// while head spells that name, and pytest, where installed, fails on
// that head. Removed with nothing left to request it, or when the
// decorator is no fixture, the claim stays checked and pytest passes.
func TestPytestFixtureRequestedByParameter(t *testing.T) {
	t.Parallel()
	const fixtures = "import pytest\n\n@pytest.fixture\ndef db():\n    return 1\n\n@pytest.fixture\ndef keep():\n    return 2\n"
	const kept = "import pytest\n\n@pytest.fixture\ndef keep():\n    return 2\n"
	const unchecked = "symbol db (tests/conftest.py:4) could not be checked (removed, but it is a pytest fixture, which a test requests by a parameter of its name)"
	cases := []struct{ name, conftest, test, want, broken string }{
		{"parameter", fixtures, "def test_a(db):\n    assert db == 1\n", unchecked, "fixture 'db' not found"},
		{"usefixtures", fixtures, "import pytest\n\n@pytest.mark.usefixtures(\"db\")\ndef test_a():\n    pass\n",
			"symbol db (tests/conftest.py:4) removed; its name is still used at tests/test_a.py:3, not attributed (named only in strings)", "fixture 'db' not found"},
		{"renamed", "from pytest import fixture\n\n@fixture(scope='module', name='database')\ndef db():\n    return 1\n\n@fixture\ndef keep():\n    return 2\n",
			"def test_a(database):\n    assert database == 1\n", "symbol db (tests/conftest.py:4) could not be checked (removed, but it is a pytest fixture, which a test requests by a parameter of its name)", "fixture 'database' not found"},
		{"no longer requested", fixtures, "def test_a(keep):\n    assert keep == 2\n", "symbol db (tests/conftest.py:4) removed; no references remain at head", ""},
		{"no fixture", "import functools\n\n@functools.cache\ndef db():\n    return 1\n\n@functools.cache\ndef keep():\n    return 2\n",
			"def test_a():\n    db = 1\n    assert db == 1\n", "symbol db (tests/conftest.py:4) removed; no references remain at head", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{"tests/conftest.py": c.conftest, "tests/test_a.py": c.test}
			head := clone(base)
			head["tests/conftest.py"] = kept
			if c.name == "no fixture" {
				head["tests/conftest.py"] = "import functools\n\n@functools.cache\ndef keep():\n    return 2\n"
			}
			check(t, run(t, base, head), c.want)
			interpret(t, "pytest", head, "tests", c.broken)
		})
	}
}
