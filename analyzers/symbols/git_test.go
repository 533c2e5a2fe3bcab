package symbols

import (
	"maps"
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
	t.Parallel()
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{
		"go.mod":          goMod,
		"lib/lib.go":      "package lib\n\nfunc Deprecated() int { return 1 }\n\ntype Client struct{}\n\nfunc (c *Client) Send() {}\n",
		"app/main.go":     "package main\n\nimport \"example.com/m/lib\"\n\nfunc main() {\n\t_ = lib.Deprecated()\n\tc := &lib.Client{}\n\tc.Send()\n}\n",
		"lib/lib_test.go": "package lib\n\nimport \"testing\"\n\nfunc TestDeprecated(t *testing.T) {\n\tif Deprecated() != 1 {\n\t\tt.Fatal()\n\t}\n}\n",
		"web/api.ts":      "export function fetchUser(id: string) {\n  return id;\n}\n",
		"web/page.tsx":    "import { fetchUser } from './api';\n\nexport const Page = () => fetchUser('1');\n",
	})
	r.Commit("delete Deprecated, rename Send, drop fetchUser", map[string]string{
		"lib/lib.go": "package lib\n\ntype Client struct{}\n\nfunc (c *Client) Deliver() {}\n",
		"web/api.ts": "export function loadUser(id: string) {\n  return id;\n}\n",
	})
	check(t, analyzeCommits(t, r.Dir, base, "HEAD"),
		"symbol Deprecated (lib/lib.go:3) removed at head but still referenced at app/main.go:6, lib/lib_test.go:6",
		"symbol Client.Send (lib/lib.go:7) removed at head but still referenced at app/main.go:8",
		"symbol fetchUser (web/api.ts:1) removed at head but still referenced at web/page.tsx:1, web/page.tsx:3",
		"symbol loadUser (web/api.ts:1) added; nothing at head references it (exported: uses outside the repository are not seen)",
		"symbol Client.Deliver (lib/lib.go:5) could not be checked (added: an exported method, which reflection or a template may call by name)")
}

// A type deleted while a method on it remains breaks the build at the
// method: the receiver is a reference, not "no references remain".
func TestGitRemovedTypeWhoseMethodsRemain(t *testing.T) {
	t.Parallel()
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{
		"go.mod":   goMod,
		"lib/t.go": "package lib\n\ntype Widget struct{}\n",
		"lib/m.go": "package lib\n\nfunc (w *Widget) Spin() {}\n",
	})
	r.Commit("delete t.go", map[string]string{"lib/t.go": ""})
	check(t, analyzeCommits(t, r.Dir, base, "HEAD"),
		"symbol Widget (lib/t.go:3) removed at head but still referenced at lib/m.go:3")
}

// routeCase is a range over a real repository: base's files, the files
// the range changes (an empty content deletes), and the facts wanted.
type routeCase struct {
	name       string
	base, head map[string]string
	want       []string
}

func runRouteCases(t *testing.T, cases []routeCase) {
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			r := gittest.New(t)
			base := r.Commit("base", c.base)
			r.Commit("change", c.head)
			check(t, analyzeCommits(t, r.Dir, base, "HEAD"), c.want...)
		})
	}
}

// checkChange commits base, then head's files over it, holds the
// analysis of that range to want, and returns the tree head makes of
// base, for the language's own tool to judge.
func checkChange(t *testing.T, base, head map[string]string, want ...string) map[string]string {
	t.Helper()
	r := gittest.New(t)
	from := r.Commit("base", base)
	r.Commit("change", head)
	check(t, analyzeCommits(t, r.Dir, from, "HEAD"), want...)
	tree := maps.Clone(base)
	maps.Copy(tree, head)
	return tree
}
