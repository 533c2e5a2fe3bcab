package pointers

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

func run(t *testing.T, base, head snapshot.Map) []string {
	t.Helper()
	res, err := Analyze(Input{Base: base, Head: head, Changes: snapshot.Diff(base, head)})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range res.Facts {
		got = append(got, f.String())
	}
	return got
}

func check(t *testing.T, got []string, want ...string) {
	t.Helper()
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("facts:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func clone(m snapshot.Map) snapshot.Map {
	c := snapshot.Map{}
	for k, v := range m {
		c[k] = v
	}
	return c
}

func TestLinkAndAnchorBrokenByRename(t *testing.T) {
	base := snapshot.Map{
		"README.md":      "# Project\n\nSee [the guide](docs/guide.md) and [setup](docs/setup.md#install-it).\n",
		"docs/guide.md":  "# Guide\n",
		"docs/setup.md":  "# Setup\n\n## Install it\n\n## Usage\n\n## Usage\n",
		"docs/index.md":  "[again](setup.md#usage-1) [self](#links) [ok](../README.md)\n\n## Links\n",
		"docs/unchanged": "x\n",
	}
	head := clone(base)
	delete(head, "docs/guide.md")
	head["docs/manual.md"] = "# Guide\n"
	head["docs/setup.md"] = "# Setup\n\n## Installation\n\n## Usage\n"
	check(t, run(t, base, head),
		`path docs/guide.md cited at README.md:3 resolved at base but not at head: no such file or directory`,
		`anchor docs/setup.md#install-it cited at README.md:3 resolved at base but not at head: no heading or id "install-it" in docs/setup.md`,
		`anchor setup.md#usage-1 cited at docs/index.md:1 resolved at base but not at head: no heading or id "usage-1" in docs/setup.md`)
}

func TestKeyCitedInCommentLosesDefiningDoc(t *testing.T) {
	base := snapshot.Map{
		"docs/decisions.md": "# Decisions\n\n- **ADR-7**: parse with go/parser\n",
		"main.go":           "package main\n\n// Parsing follows ADR-7; see also OPS-3.\nfunc main() {}\n",
		"OPS-3-runbook.md":  "run it\n",
	}
	head := clone(base)
	delete(head, "docs/decisions.md")
	check(t, run(t, base, head),
		`key ADR-7 cited at main.go:3 resolved at base but not at head: no heading, KEY: line or file name defines it`)
}

func TestNewPointersThatNeverResolved(t *testing.T) {
	base := snapshot.Map{"README.md": "# Readme\n", "a.go": "package a\n"}
	head := snapshot.Map{
		"README.md": "# Readme\n\n[x](missing.md) [y](#nowhere) [z](https://example.com/a.md) TODO-12\n\n```\n[in](code.md)\n```\n",
		"a.go":      "package a\n\n// see `docs/never.md` and and/or, [x](path#anchor), UTF-8 and SHA-256\n",
	}
	check(t, run(t, base, head),
		`anchor #nowhere cited at README.md:3 (new in the range) resolves at neither base nor head: no heading or id "nowhere" in README.md`,
		`key TODO-12 cited at README.md:3 (new in the range) resolves at neither base nor head: no heading, KEY: line or file name defines it`,
		`path missing.md cited at README.md:3 (new in the range) resolves at neither base nor head: no such file or directory`)
}

func TestBacktickedAndBarePathsInComments(t *testing.T) {
	base := snapshot.Map{
		"cfg/rules.toml": "x = 1\n",
		"lib/a.go":       "package lib\n\n// Defaults live in cfg/rules.toml (see `cfg/rules.toml:1`).\nvar s = \"http://x//y\" // not cfg/none.toml\n",
		"lib/b.py":       "# loaded from ../cfg/rules.toml\nx = 1\n",
	}
	head := clone(base)
	delete(head, "cfg/rules.toml")
	check(t, run(t, base, head),
		`path cfg/rules.toml cited at lib/a.go:3 resolved at base but not at head: no such file or directory`,
		`path ../cfg/rules.toml cited at lib/b.py:1 resolved at base but not at head: no such file or directory`)
}

func TestGithubSlugs(t *testing.T) {
	var src strings.Builder
	want := map[string]bool{}
	for _, c := range []struct{ in, want string }{
		{"Hello, World!", "hello-world"},
		{"The `derive` verb", "the-derive-verb"},
		{"snake_case and-dash", "snake_case-and-dash"},
		{"Hello, World!", "hello-world-1"},
		{"[Link](x.md) text", "link-text"},
		{"Ünïcode 2.0", "ünïcode-20"},
		{"The _init_ step", "the-init-step"},
		{"**Bold** and *em* and __strong__", "bold-and-em-and-strong"},
		{"Step <code>two</code>", "step-two"},
		{"Café & Crème", "café--crème"},
		{"`a_b` \\_x\\_ &amp; <https://example.com>", "a_b-_x_--httpsexamplecom"},
		{"Image ![alt](i.png) here", "image--here"},
	} {
		src.WriteString("## " + c.in + "\n\n")
		want[c.want] = true
	}
	src.WriteString("Setext *heading*\n---\n")
	want["setext-heading"] = true
	got := anchors(src.String())
	for slug := range want {
		if !got[slug] {
			t.Errorf("no anchor %q; have %v", slug, got)
		}
	}
	if len(got) != len(want) {
		t.Errorf("anchors %v, want %v", got, want)
	}
}

// A link to a folder with an anchor names a heading of the folder's
// README; a folder without one is no failure of the run.
func TestFolderAnchor(t *testing.T) {
	base := snapshot.Map{
		"README.md":          "# P\n\n[x](docs#setup) [y](tools#usage) [z](docs/#setup)\n",
		"docs/README.md":     "# Docs\n\n## Setup\n",
		"tools/run.sh":       "echo\n",
		"docs/other/note.md": "n\n",
	}
	head := clone(base)
	head["docs/README.md"] = "# Docs\n\n## Installing\n"
	check(t, run(t, base, head),
		`anchor docs#setup cited at README.md:3 resolved at base but not at head: no heading or id "setup" in docs/README.md`,
		`anchor docs/#setup cited at README.md:3 resolved at base but not at head: no heading or id "setup" in docs/README.md`)
}

// A folder's page without a README shows no headings, so an anchor into
// it names nothing: deleting the README the anchor pointed into breaks
// the link, as deleting its heading does.
func TestFolderAnchorReadmeDeleted(t *testing.T) {
	base := snapshot.Map{
		"README.md":      "# P\n\n[x](docs#setup)\n",
		"docs/README.md": "# Docs\n\n## Setup\n",
		"docs/other.md":  "o\n",
	}
	head := clone(base)
	delete(head, "docs/README.md")
	check(t, run(t, base, head),
		`anchor docs#setup cited at README.md:3 resolved at base but not at head: docs is a folder with no README whose headings the anchor could name`)
}

// A file moved to another folder keeps its relative links, which then name
// nothing: broken by the move, not new in the range. A link that still
// resolves from the new folder, or that never resolved, is not reported.
func TestLinksBrokenByMovingTheirFile(t *testing.T) {
	guide := "# Guide\n\nSee [setup](setup.md), [the readme](../README.md), [gone](never.md) and [top](/README.md).\n"
	base := snapshot.Map{"README.md": "# R\n", "docs/guide.md": guide, "docs/setup.md": "# Setup\n"}
	head := snapshot.Map{"README.md": "# R\n", "docs/manual/guide.md": guide, "docs/setup.md": "# Setup\n"}
	check(t, run(t, base, head),
		`path ../README.md cited at docs/manual/guide.md:3 resolved at base but not at head: the file moved here from docs/guide.md, where the link resolved; from its new folder: no such file or directory`,
		`path setup.md cited at docs/manual/guide.md:3 resolved at base but not at head: the file moved here from docs/guide.md, where the link resolved; from its new folder: no such file or directory`)
}

// TestAnchorIntoUnreadFileIsUnchecked: an anchor into a file whose anchors
// are not read (an HTML page, reStructuredText, AsciiDoc) is neither
// resolved nor broken. Before, it was counted as resolved, so a section
// the range removed left "none broken" standing.
func TestAnchorIntoUnreadFileIsUnchecked(t *testing.T) {
	base := snapshot.Map{
		"README.md": "# R\n\n[a](doc.rst#intro) [b](api.adoc#usage) [c](page.html#top) [d](guide.md#setup) [e](main.go#L2)\n",
		"doc.rst":   "Intro\n=====\n",
		"api.adoc":  "== Usage\n",
		"page.html": "<h1 id=\"top\">x</h1>\n",
		"guide.md":  "# Setup\n",
		"main.go":   "package main\n\nfunc main() {}\n",
	}
	head := clone(base)
	head["doc.rst"] = "Overview\n========\n"
	head["api.adoc"] = "== Other\n"
	head["page.html"] = "<h1 id=\"bottom\">x</h1>\n"
	res, err := Analyze(Input{Base: base, Head: head, Changes: snapshot.Diff(base, head)})
	if err != nil {
		t.Fatal(err)
	}
	var unchecked []string
	for _, u := range res.Unchecked {
		unchecked = append(unchecked, u.Pointer+" ("+u.Reason+")")
	}
	want := "doc.rst#intro (anchors in doc.rst are not read)\napi.adoc#usage (anchors in api.adoc are not read)\npage.html#top (anchors in page.html are not read)"
	if got := strings.Join(unchecked, "\n"); got != want {
		t.Errorf("unchecked:\n%s\nwant:\n%s", got, want)
	}
	if res.Checked != 2 || len(res.Facts) != 0 {
		t.Errorf("checked %d, facts %v; want the markdown anchor and the line anchor checked, none broken", res.Checked, res.Facts)
	}
}

// TestLineZeroIsBroken: lines count from 1, and GitHub shows no #L0; a
// pointer to it, new in the range, resolves at neither side.
func TestLineZeroIsBroken(t *testing.T) {
	base := snapshot.Map{"README.md": "# R\n\n[e](main.go#L2)\n", "main.go": "package main\n\nfunc main() {}\n"}
	head := clone(base)
	head["README.md"] = "# R\n\n[e](main.go#L2) [f](main.go#L0) [g](main.go#L00-L3)\n"
	check(t, run(t, base, head),
		`anchor main.go#L0 cited at README.md:3 (new in the range) resolves at neither base nor head: main.go has no line 0`,
		`anchor main.go#L00-L3 cited at README.md:3 (new in the range) resolves at neither base nor head: main.go has no line 0`)
}
