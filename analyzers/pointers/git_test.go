package pointers

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
)

// analyzeCommits runs Analyze over base..head of a real repository, read
// through gitrepo as the derive verb reads it.
func analyzeCommits(t *testing.T, dir, base, head string) []string {
	t.Helper()
	baseSnap, headSnap, changes := gittest.Snapshots(t, dir, base, head)
	res, err := Analyze(Input{Base: baseSnap, Head: headSnap, Changes: changes})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range res.Facts {
		got = append(got, f.String())
	}
	return got
}

func TestGitRepositoryCases(t *testing.T) {
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{
		"README.md":         "# Tool\n\nRead [the design](docs/design.md) and [its parser section](docs/design.md#the-parser).\n\nFlags: [usage](docs/usage.md#flags).\n",
		"docs/usage.md":     "# Usage\n\n## Flags\n",
		"docs/design.md":    "# Design\n\n## The parser\n\nText.\n",
		"docs/adr/ADR-3.md": "# ADR-3: parse with go/parser\n",
		"docs/keys.md":      "# Keys\n\nREQ-12: every report has a coverage statement.\n",
		"check.go":          "package tool\n\n// Enforces REQ-12 (see ADR-3).\nfunc Check() {}\n",
	})
	r.Commit("rename the design doc, drop the requirements list", map[string]string{
		"docs/design.md":       "",
		"docs/architecture.md": "# Design\n\n## Parsing\n\nText.\n",
		"docs/keys.md":         "",
		"docs/usage.md":        "# Usage\n\n## Options\n",
	})
	check(t, analyzeCommits(t, r.Dir, base, "HEAD"),
		"path docs/design.md cited at README.md:3 resolved at base but not at head: no such file or directory",
		"anchor docs/design.md#the-parser cited at README.md:3 resolved at base but not at head: no such file or directory",
		`anchor docs/usage.md#flags cited at README.md:5 resolved at base but not at head: no heading or id "flags" in docs/usage.md`,
		"key REQ-12 cited at check.go:3 resolved at base but not at head: no heading, KEY: line or file name defines it")
}

// Code in markdown is not prose: a link in a fence nested in a list item,
// in an indented code block or in an HTML comment is not a pointer, even
// when the path it names was renamed.
func TestCodeAndCommentsAreNotProse(t *testing.T) {
	r := gittest.New(t)
	readme := "# Tool\n\n1. item:\n\n    ```sh\n    cat [x](sub/t.txt)\n    ```\n\nText.\n\n        [y](sub/t.txt)\n\n<!-- [z](sub/t.txt) -->\n\n<!--\n[w](sub/t.txt)\n-->\n\nInline <!-- [v](sub/t.txt) --> comment.\n\n- list\n\n  ~~~~\n  [u](sub/t.txt)\n  ~~~\n  ~~~~\n\n<div>\n[h](sub/t.txt)\n</div>\n\nBut [this](sub/t.txt) is prose.\n"
	base := r.Commit("base", map[string]string{"README.md": readme, "sub/t.txt": "t\n"})
	r.Commit("rename", map[string]string{"sub/t.txt": "", "sub/u.txt": "t\n"})
	check(t, analyzeCommits(t, r.Dir, base, "HEAD"),
		"path sub/t.txt cited at README.md:32 resolved at base but not at head: no such file or directory")
}

// Anchors are GitHub's slugs of the rendered heading: emphasis and HTML
// tags gone, code and link text kept; a cited fragment is percent-decoded.
func TestAnchorsFollowRenderedHeadings(t *testing.T) {
	r := gittest.New(t)
	guide := "# Guide\n\n## The _init_ step\n\n## Step <code>two</code>\n\n## Café & Crème\n\n## Use `snake_case` and [links](x.md)\n\n## Usage\n\n## Usage 1\n\n## Usage\n"
	base := r.Commit("base", map[string]string{"docs/guide.md": guide, "README.md": "# Readme\n"})
	r.Commit("cite", map[string]string{"README.md": "# Readme\n\n" +
		"[a](docs/guide.md#the-init-step) [b](docs/guide.md#step-two) [c](docs/guide.md#caf%C3%A9--cr%C3%A8me)\n\n" +
		"[d](docs/guide.md#use-snake_case-and-links) [e](docs/guide.md#usage-2) [f](docs/guide.md#usage-1)\n\n" +
		"[g](docs/guide.md#the-_init_-step) [h](docs/guide.md#step-codetwocode)\n"})
	check(t, analyzeCommits(t, r.Dir, base, "HEAD"),
		`anchor docs/guide.md#step-codetwocode cited at README.md:7 (new in the range) resolves at neither base nor head: no heading or id "step-codetwocode" in docs/guide.md`,
		`anchor docs/guide.md#the-_init_-step cited at README.md:7 (new in the range) resolves at neither base nor head: no heading or id "the-_init_-step" in docs/guide.md`)
}
