package mdinline

import "testing"

// goldmarkDepartures are the classes where goldmark's GFM parse departs
// from cmark-gfm's, GitHub's renderer. The differential test's generator
// keeps clear of them; here each is checked against the HTML cmark-gfm
// writes for the same input (as goldmark's renderer writes it), and
// goldmark must still differ, or the class is stale.
var goldmarkDepartures = []struct {
	class, src, want string
}{
	{"extended autolink with non-ASCII in its path (goldmark stops at it)",
		"www.example.org/émphase x\n",
		"<p><a href=\"http://www.example.org/%C3%A9mphase\">www.example.org/émphase</a> x</p>\n"},
	{"email address inside a word: cmark-gfm links its tail from the last non-address character",
		"foo!bar@example.com\n",
		"<p>foo!<a href=\"mailto:bar@example.com\">bar@example.com</a></p>\n"},
	{"email address after non-ASCII letters",
		"naïve@example.com\n",
		"<p>naï<a href=\"mailto:ve@example.com\">ve@example.com</a></p>\n"},
	{"email address after emphasis",
		"*foo*bar@x.com\n",
		"<p><em>foo</em><a href=\"mailto:bar@x.com\">bar@x.com</a></p>\n"},
	{"two @ in a run: the last address is linked",
		"a@b@c.com x\n",
		"<p>a@<a href=\"mailto:b@c.com\">b@c.com</a> x</p>\n"},
	{"URL autolink not at a word start",
		"foo:http://example.com/x\n",
		"<p>foo:<a href=\"http://example.com/x\">http://example.com/x</a></p>\n"},
	{"URL autolink whose host has no dot",
		"see http://localhost:8080/x now\n",
		"<p>see <a href=\"http://localhost:8080/x\">http://localhost:8080/x</a> now</p>\n"},
	{"www. autolink with underscores in its last two labels is not a link",
		"www.a_b.c_d.com\n",
		"<p>www.a_b.c_d.com</p>\n"},
	{"tilde runs of different lengths do not strike through",
		"a ~~b~ c\n",
		"<p>a ~~b~ c</p>\n"},
	{"tilde runs of different lengths use each other up",
		"~~a~ b~~\n",
		"<p>~~a~ b~~</p>\n"},
	{"a declaration is upper-case letters and whitespace, as cmark-gfm reads it",
		"a <!b> c <!X> d <!DOCTYPE html> e\n",
		"<p>a &lt;!b&gt; c &lt;!X&gt; d <!DOCTYPE html> e</p>\n"},
	{"a task marker needs a space or tab after it",
		"- [x]foo\n- [ ]\n",
		"<ul>\n<li>[x]foo</li>\n<li>[ ]</li>\n</ul>\n"},
	{"an inline link wins over a footnote reference",
		"[^1](http://x.y)\n\n[^1]: note\n",
		"<p><a href=\"http://x.y\">^1</a></p>\n"},
	{"footnote labels match as link labels do, case aside",
		"text[^Note]\n\n[^note]: the note\n",
		"<p>text<sup id=\"fnref:1\"><a href=\"#fn:1\" class=\"footnote-ref\" role=\"doc-noteref\">1</a></sup></p>\n" +
			"<div class=\"footnotes\" role=\"doc-endnotes\">\n<hr>\n<ol>\n<li id=\"fn:1\">\n" +
			"<p>the note&#160;<a href=\"#fnref:1\" class=\"footnote-backref\" role=\"doc-backlink\">&#x21a9;&#xfe0e;</a></p>\n" +
			"</li>\n</ol>\n</div>\n"},
}

func TestGoldmarkDepartures(t *testing.T) {
	ours, theirs := newMarkdown(false), goldmarkGFM(false)
	for _, d := range goldmarkDepartures {
		if got := render(ours, d.src); got != d.want {
			t.Errorf("%s: %q\n got: %q\nwant: %q", d.class, d.src, got, d.want)
		}
		if render(theirs, d.src) == d.want {
			t.Errorf("%s: goldmark now reads %q as cmark-gfm does; drop the class", d.class, d.src)
		}
	}
}
