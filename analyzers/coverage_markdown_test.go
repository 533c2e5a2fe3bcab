package analyzers

import (
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"

	"github.com/reviewlint/reviewlint/analyzers/analysis"
	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
	"github.com/reviewlint/reviewlint/contract"
)

// brokenRange removes a function still called elsewhere, breaks a link,
// changes a file the user expects unchanged, and adds a review report.
func brokenRange(t *testing.T) (dir, base string) {
	r := gittest.New(t)
	base = r.Commit("base", map[string]string{
		"go.mod":        "module example.com/m\n\ngo 1.22\n",
		"lib/lib.go":    "package lib\n\nfunc Old() int { return 1 }\n",
		"app/app.go":    "package app\n\nimport \"example.com/m/lib\"\n\nvar X = lib.Old()\n",
		"README.md":     "# M\n\nSee [the guide](docs/guide.md).\n",
		"docs/guide.md": "# Guide\n",
		"vendor/v.txt":  "v\n",
	})
	r.Commit("head", map[string]string{
		"lib/lib.go":     "package lib\n\nfunc New() int { return 1 }\n",
		"docs/guide.md":  "",
		"vendor/v.txt":   "w\n",
		"reviews/r.md":   "# Review\n",
		"reviews/r.json": "{\"verdict\": \"approve\"}\n",
	})
	return r.Dir, base
}

// The coverage statement appends to a report that ends without a newline
// and renders as its own section and list; every failed check is a
// suggested FAIL finding and no VERIFIED line; the appended report passes
// the contract.
func TestCoverageAppendsAsMarkdown(t *testing.T) {
	dir, base := brokenRange(t)
	cov := coverage(t, Request{Dir: dir, BaseRev: base,
		Names:   []string{"deleted-ranges", "byte-compare", "symbols", "pointers", "evidence"},
		Options: analysis.Options{ExpectUnchanged: []string{"vendor/**"}}})
	report := "Verdict: FAIL\n\n## Verdict reason\nBroken.\n\n## Do not rebuild\n- lib\n\n## Notes\n- a bullet without a final newline" + cov

	doc := goldmark.New().Parser().Parse(text.NewReader([]byte(report)))
	headings := map[string]int{}
	items := map[string]int{}
	current := ""
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Heading:
			current = headingText(n, []byte(report))
			headings[current] = n.Level
		case *ast.ListItem:
			if n.Parent().Parent() == doc || n.Parent().Parent().Kind() == ast.KindDocument {
				items[current]++
			}
		}
		return ast.WalkContinue, nil
	})
	if headings["Coverage statement"] != 2 || headings["Findings"] != 2 {
		t.Errorf("rendered headings %v, want Coverage statement and Findings at level 2:\n%s", headings, report)
	}
	if items["Notes"] != 1 {
		t.Errorf("the report's last bullet swallowed the statement (%d items under Notes):\n%s", items["Notes"], report)
	}
	bullets := strings.Count(cov, "\n- ")
	if items["Coverage statement"]+items["Findings"] != bullets {
		t.Errorf("%d bullets rendered as %d list items:\n%s", bullets, items["Coverage statement"]+items["Findings"], cov)
	}

	for _, bad := range []string{"Old", "guide.md`", "reviews/"} {
		for _, line := range strings.Split(cov, "\n") {
			if strings.Contains(line, bad) && strings.HasSuffix(line, "VERIFIED INDEPENDENTLY") && !strings.Contains(line, "deleted, old lines 1 deleted") {
				t.Errorf("stated as verified: %s", line)
			}
		}
	}
	for _, want := range []string{
		"- symbol Old (lib/lib.go:3) removed at head but still referenced at app/app.go:5 [symbols]: FAIL — ",
		"- path `docs/guide.md` cited at README.md:3 [pointers]: FAIL — resolved at base but not at head",
		"- `vendor/v.txt` modified between ",
		"- report reviews/r.md has no acceptance-evidence block [evidence]: FAIL — ",
	} {
		if !strings.Contains(cov, want) {
			t.Errorf("no %q in\n%s", want, cov)
		}
	}
	if diags := contract.Lint([]byte(report), contract.Options{}); len(diags) > 0 {
		t.Errorf("the appended report does not lint: %v\n%s", diags, report)
	}
}

// headingText joins the text segments under a heading, as a reader sees it.
func headingText(h *ast.Heading, src []byte) string {
	var b strings.Builder
	_ = ast.Walk(h, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if t, ok := n.(*ast.Text); ok && entering {
			b.Write(t.Segment.Value(src))
		}
		return ast.WalkContinue, nil
	})
	return b.String()
}
