package mdinline

import (
	"strings"
	"testing"

	"github.com/yuin/goldmark/ast"
	extast "github.com/yuin/goldmark/extension/ast"
)

// TestPositions: each inline node's Pos is the source offset of its first
// character (the contract reports line:col from it), also in blocks whose
// lines lose a container prefix or a table cell's `\|`.
func TestPositions(t *testing.T) {
	for _, tc := range []struct {
		src   string
		kinds map[ast.NodeKind]string // kind → the text its Pos points at
	}{
		{"ab *cd* [ef](gh) `ij` <kl@m.n> ~~q~~ ![r](s) <b>x</b>\n", map[ast.NodeKind]string{
			ast.KindEmphasis: "*cd*", ast.KindLink: "[ef]", ast.KindCodeSpan: "`ij`",
			ast.KindAutoLink: "<kl@", extast.KindStrikethrough: "~~q~~", ast.KindImage: "![r]", ast.KindRawHTML: "<b>",
		}},
		{"> - first\n>   second **bold** www.example.com x\n", map[ast.NodeKind]string{
			ast.KindEmphasis: "**bold**", ast.KindAutoLink: "www.example.com",
		}},
		{"| a | b |\n|---|---|\n| `x\\|y` | z\\|w *e* |\n", map[ast.NodeKind]string{
			ast.KindCodeSpan: "`x\\|y`", ast.KindEmphasis: "*e*",
		}},
		{"- [x] done[^n] mail me@example.com\n\n[^n]: note\n", map[ast.NodeKind]string{
			extast.KindTaskCheckBox: "[x]", extast.KindFootnoteLink: "[^n]", ast.KindAutoLink: "me@example.com",
		}},
	} {
		src := []byte(tc.src)
		doc, _ := parseSteps(NewParser(), src)
		seen := map[ast.NodeKind]bool{}
		_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			want, ok := tc.kinds[n.Kind()]
			if !entering || !ok || seen[n.Kind()] {
				return ast.WalkContinue, nil
			}
			seen[n.Kind()] = true
			if p := n.Pos(); p < 0 || !strings.HasPrefix(tc.src[p:], want) {
				t.Errorf("%q: %s at %d, want the offset of %q", tc.src, n.Kind(), p, want)
			}
			return ast.WalkContinue, nil
		})
		for kind := range tc.kinds {
			if !seen[kind] {
				t.Errorf("%q: no %s", tc.src, kind)
			}
		}
	}
}
