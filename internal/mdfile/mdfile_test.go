package mdfile

import "testing"

func TestIsMarkdown(t *testing.T) {
	for _, p := range []string{"a.md", "reviews/PR-1.MD", "r.Markdown", "r.mdown", "r.mkdn", "r.mkd", "r.mkdown", "r.mdwn", `d\r.md`} {
		if !IsMarkdown(p) {
			t.Errorf("%s: not markdown", p)
		}
	}
	for _, p := range []string{"a.json", "a.txt", "md", "a.md.txt", "a.mdx", "reviews.md/x"} {
		if IsMarkdown(p) {
			t.Errorf("%s: markdown", p)
		}
	}
}
