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
