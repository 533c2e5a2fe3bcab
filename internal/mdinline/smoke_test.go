package mdinline

import (
	"testing"
)

func TestSmoke(t *testing.T) {
	md := newMarkdown(true)
	gm := goldmarkGFM(true)
	for _, src := range []string{
		"hello *world* and **strong** `code` [link](http://x \"t\") ![img](y)\nnext  \nline\\\nend",
		"a <b>raw</b> <http://auto.link> <me@x.com> www.example.com http://a.com/b foo@bar.com",
		"~~strike~~ ~one~ _a_b_ *a **b** c*",
		"- [ ] task\n- [x] done",
		"| a | b |\n|---|---|\n| `x\\|y` | z\\|w |",
		"text[^1] more[^nope]\n\n[^1]: note",
		"[ref] [full][ref] [coll][]\n\n[ref]: /url 'title'\n[coll]: /c",
	} {
		got, want := render(md, src), render(gm, src)
		if got != want {
			t.Errorf("%q\n got: %s\nwant: %s", src, got, want)
		}
	}
}
