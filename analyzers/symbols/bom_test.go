package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A file may open with a UTF-8 byte order mark, which python3 and
// rustc skip. Read as code it glued to the first word (\ufefffrom) and
// hid the import it stands before: the removal was claimed verified
// while each tool rejects the head. (javac 17 rejects the mark itself.)
func TestBOMBeforeFirstWord(t *testing.T) {
	t.Parallel()
	const bom = "\ufeff"
	t.Run("Python", func(t *testing.T) {
		t.Parallel()
		base := map[string]string{
			"a.py":   "def helper():\n    return 1\n\ndef f():\n    return 2\n",
			"app.py": bom + "from a import helper\nprint(helper())\n",
		}
		head := checkChange(t, base, map[string]string{"a.py": "def f():\n    return 2\n"},
			"symbol helper (a.py:1) removed at head but still referenced at app.py:1, app.py:2")
		expectPythonRuns(t, head, "ImportError")
	})
	t.Run("PythonFirstStatementNotIndented", func(t *testing.T) {
		t.Parallel()
		base := map[string]string{
			"a.py":   bom + "def helper():\n    return 1\n\ndef f():\n    return 2\n",
			"app.py": "from a import helper\nprint(helper())\n",
		}
		head := checkChange(t, base, map[string]string{"a.py": bom + "def f():\n    return 2\n"},
			"symbol helper (a.py:1) removed at head but still referenced at app.py:1, app.py:2")
		expectPythonRuns(t, head, "ImportError")
	})
	t.Run("Rust", func(t *testing.T) {
		t.Parallel()
		base := snapshot.Map{"Cargo.toml": rustManifest,
			"src/lib.rs": bom + "mod a;\npub fn f() -> u32 { a::helper() }\n",
			"src/a.rs":   "pub fn helper() -> u32 { 1 }\npub fn g() -> u32 { 2 }\n"}
		head := clone(base)
		head["src/a.rs"] = "pub fn g() -> u32 { 2 }\n"
		got := run(t, base, head)
		check(t, got, "symbol helper (src/a.rs:1) removed at head but still referenced at src/lib.rs:2")
		cargoCheck(t, head, "cannot find function `helper`")
	})
}
