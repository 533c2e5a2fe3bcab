package pointers

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// GitHub renders <a href> and <img src> in markdown as it renders
// [x](path): a README's centred logo and its HTML links are pointers, in
// an HTML block or inline, quoted or not, their entities resolved. A
// link in an HTML comment renders as nothing and is none. Before, a
// range that deleted docs/guide.md left "none that resolved at base is
// broken at head" beside <a href="docs/guide.md#usage">.
func TestHTMLLinks(t *testing.T) {
	base := snapshot.Map{
		"README.md": "# R\n\n<p align=\"center\">\n  <a href=\"docs/guide.md#usage\"><img src='img/logo.png' alt=x></a>\n</p>\n\n" +
			"Inline <a href=docs/inline.md>link</a> and <a href=\"docs/q.md?a=1&amp;b=2\">q</a>.\n\n" +
			"<!--\n<a href=\"docs/commented.md\">c</a>\n-->\n",
		"docs/guide.md": "# G\n\n## Usage\n", "img/logo.png": "png", "docs/inline.md": "# I\n",
		"docs/q.md": "# Q\n", "docs/commented.md": "# C\n",
	}
	head := clone(base)
	for _, p := range []string{"docs/guide.md", "img/logo.png", "docs/inline.md", "docs/commented.md"} {
		delete(head, p)
	}
	check(t, run(t, base, head),
		`anchor docs/guide.md#usage cited at README.md:4 resolved at base but not at head: no such file or directory`,
		`path img/logo.png cited at README.md:4 resolved at base but not at head: no such file or directory`,
		`path docs/inline.md cited at README.md:7 resolved at base but not at head: no such file or directory`)
}

// A reference definition's destination in angle brackets may hold
// spaces (CommonMark): [ref]: <docs/my file.md> points at that file,
// not at docs/my. A definition in a block quote is one too.
func TestRefDefInAngleBrackets(t *testing.T) {
	base := snapshot.Map{
		"README.md":       "# R\n\nSee [c][ref] and [d][plain].\n\n[ref]: <docs/my file.md>\n[plain]: docs/b.md \"B\"\n\n> Quoted [q][1].\n>\n> > [1]: docs/q.md\n",
		"docs/my file.md": "# A\n", "docs/b.md": "# B\n", "docs/q.md": "# Q\n",
	}
	head := clone(base)
	delete(head, "docs/my file.md")
	delete(head, "docs/b.md")
	delete(head, "docs/q.md")
	check(t, run(t, base, head),
		`path docs/my file.md cited at README.md:5 resolved at base but not at head: no such file or directory`,
		`path docs/b.md cited at README.md:6 resolved at base but not at head: no such file or directory`,
		`path docs/q.md cited at README.md:10 resolved at base but not at head: no such file or directory`)
}
