package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

func TestTypeScriptExportRemovedStillImported(t *testing.T) {
	base := snapshot.Map{
		"src/util.ts": "export function formatDate(d: Date): string {\n  return d.toISOString();\n}\n\nexport const VERSION = 1;\n",
		"src/app.ts":  "import { formatDate, VERSION } from './util';\n\n// formatDate is used below\nconsole.log(formatDate(new Date()), VERSION);\n",
	}
	head := clone(base)
	head["src/util.ts"] = "export const VERSION = 1;\n\nexport class Clock {}\n"
	check(t, run(t, base, head),
		"symbol formatDate (src/util.ts:1) removed at head but still referenced at src/app.ts:1, src/app.ts:4",
		"symbol Clock (src/util.ts:3) added; nothing at head references it (exported: uses outside the repository are not seen)")
}

func TestPythonCommentIsNoReference(t *testing.T) {
	base := snapshot.Map{
		"a.py": "def load(path):\n    return open(path)\n\nclass Cache:\n    pass\n",
		"b.py": "from a import Cache  # load was here\n\nx = Cache()\n",
	}
	head := clone(base)
	head["a.py"] = "class Cache:\n    pass\n"
	check(t, run(t, base, head), "symbol load (a.py:1) removed; no references remain at head")
}

func TestRustAndJavaDefinitions(t *testing.T) {
	cases := []struct {
		lang, src string
		want      []string
	}{
		{"rust", "pub fn parse<'a>(s: &'a str) {}\nstruct Token;\npub(crate) enum Kind { A }\nconst MAX: usize = 3;\nmacro_rules! m { () => {} }\nimpl Token {\n    pub fn len(&self) -> usize { 0 }\n}\n",
			[]string{"parse", "Token", "Kind", "MAX", "m", "len"}},
		{"java", "public final class Parser {\n  private static int count(String s) {\n    return helper(s);\n  }\n  interface Sink {}\n  record Pair(int a) {}\n}\n",
			[]string{"Parser", "Sink", "Pair", "count"}},
		{"typescript", "export default async function main() {}\nexport type Id<T> = string;\ninterface Opts {}\nenum Mode { A }\nlet x = 1;\nfunction f() {\n  const local = 2;\n}\n",
			[]string{"main", "Id", "Opts", "Mode", "x", "f"}},
		{"python", "def f():\n    inner = 1\nasync def g(): pass\nclass C: pass\nLIMIT: int = 3\n__all__ = ['f']\nif LIMIT == 3:\n    pass\n",
			[]string{"f", "g", "C", "LIMIT"}},
	}
	langs := map[string]Language{}
	for _, l := range DefaultLanguages() {
		langs[l.Name] = l
	}
	for _, c := range cases {
		got := map[string]bool{}
		for _, d := range patternDefs(langs[c.lang], []byte(c.src)) {
			got[d.name] = true
		}
		for _, name := range c.want {
			if !got[name] {
				t.Errorf("%s: %s not found as a definition (got %v)", c.lang, name, got)
			}
		}
		if len(got) != len(c.want) {
			t.Errorf("%s: got %v, want exactly %v", c.lang, got, c.want)
		}
	}
}

func TestCompileRejectsPatternWithoutName(t *testing.T) {
	if _, err := Compile("x", Patterns{Definitions: []string{`^def\s+\w+`}}); err == nil {
		t.Error("want an error for a pattern without a name group")
	}
	if _, err := Compile("x", Patterns{Definitions: []string{`(`}}); err == nil {
		t.Error("want an error for a pattern that does not compile")
	}
}

// Comments of every kind are no references; a definition of the same name
// is none either; a .name access or a string only makes the fact ambiguous.
func TestPatternMentionsThatAreNoUses(t *testing.T) {
	base := snapshot.Map{
		"web/a.ts":  "export function removedHelper() {}\nexport function kept() {}\n",
		"web/b.ts":  "import { kept } from './a';\n/* removedHelper\n   used to live here */\nkept();\n",
		"py/m.py":   "def gone_fn():\n    pass\n\ndef run():\n    pass\n\ndef documented():\n    pass\n",
		"py/pkg.py": "__all__ = [\"gone_fn\"]\n",
		"py/job.py": "class Job:\n    def run(self):\n        \"\"\"Like documented, but later.\"\"\"\n        pass\n\nJob().run()\n",
		"rs/lib.rs": "pub(crate) fn crate_only() {}\npub fn keep() {}\n",
		"rs/use.rs": "/* crate_only is gone:\n   see keep */\nfn main() { keep(); }\n",
	}
	head := clone(base)
	head["web/a.ts"] = "export function kept() {}\n"
	head["py/m.py"] = "# nothing left\n"
	head["rs/lib.rs"] = "pub fn keep() {}\n"
	check(t, run(t, base, head),
		"symbol gone_fn (py/m.py:1) removed; its name is still used at py/pkg.py:1, not attributed (named only in strings)",
		"symbol run (py/m.py:4) removed; its name is still used at py/job.py:6, not attributed (used only as .name, which may be another object's member)",
		"symbol documented (py/m.py:7) removed; no references remain at head",
		"symbol crate_only (rs/lib.rs:1) removed; no references remain at head",
		"symbol removedHelper (web/a.ts:1) removed; no references remain at head")
}

// A spread or a call after a comment still counts as a use.
func TestPatternUsesAfterCommentsStillCount(t *testing.T) {
	base := snapshot.Map{
		"a.ts": "export const parts = [];\nexport function build() {}\n",
		"b.ts": "import { parts, build } from './a';\n/* parts: */ const all = [...parts];\n/** build\n */ build();\n",
	}
	head := clone(base)
	head["a.ts"] = "export {};\n"
	check(t, run(t, base, head),
		"symbol parts (a.ts:1) removed at head but still referenced at b.ts:1, b.ts:2",
		"symbol build (a.ts:2) removed at head but still referenced at b.ts:1, b.ts:4")
}
