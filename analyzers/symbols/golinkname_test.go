package symbols

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A //go:linkname directive pulls a symbol by its link name: removing it
// breaks the link though no expression names it. The go command builds
// each head to show it.
func TestGoLinknameKeepsARemovalReferenced(t *testing.T) {
	t.Parallel()
	const lib = "package a\n\ntype T struct{}\n\nfunc (*T) m() int { return 1 }\n\nfunc helper() int { return 1 }\n\nfunc Keep() int { return 2 }\n"
	const main = "package main\n\nimport (\n\t_ \"unsafe\"\n\n\t_ \"example.com/m/a\"\n)\n\n" +
		"//go:linkname h example.com/m/a.helper\nfunc h() int\n\n" +
		"//go:linkname m example.com/m/a.(*T).m\nfunc m(any) int\n\n" +
		"func main() { println(h(), m(nil)) }\n"
	base := snapshot.Map{"go.mod": goMod, "a/a.go": lib, "b/main.go": main}
	if out, ok := goBuild(t, base); !ok {
		t.Fatalf("base should build:\n%s", out)
	}
	cases := []struct{ drop, want string }{
		{"func helper() int { return 1 }\n\n", "symbol helper (a/a.go:7) removed at head but still referenced at b/main.go:9"},
		{"func (*T) m() int { return 1 }\n\n", "symbol T.m (a/a.go:5) removed at head but still referenced at b/main.go:12"},
	}
	for _, c := range cases {
		head := clone(base)
		head["a/a.go"] = strings.Replace(lib, c.drop, "", 1)
		if out, ok := goBuild(t, head); ok || !strings.Contains(out, "relocation target") {
			t.Fatalf("head without %q should fail to link:\n%s", c.drop, out)
		}
		check(t, run(t, base, head), c.want)
	}
}

func TestSplitLinkName(t *testing.T) {
	for target, want := range map[string]string{
		"example.com/m/a.helper": "example.com/m/a helper",
		"example.com/m/a.(*T).m": "example.com/m/a T.m",
		"runtime.nanotime":       "runtime nanotime",
		"a.b/c":                  "",
		"nodot":                  "",
		"x/y.":                   "",
	} {
		path, name, ok := splitLinkName(target)
		got := ""
		if ok {
			got = path + " " + name
		}
		if got != want {
			t.Errorf("splitLinkName(%q) = %q, want %q", target, got, want)
		}
	}
}

// FuzzGoLinknames: any input is read without a panic, and every target
// found is one a directive line of the input names.
func FuzzGoLinknames(f *testing.F) {
	f.Add([]byte("//go:linkname h example.com/m/a.helper\n"))
	f.Add([]byte("\t//go:linkname m a.(*T).m\r\n//go:linkname x\n"))
	f.Add([]byte("//go:linkname a b.c d\n//go:linkname "))
	f.Fuzz(func(t *testing.T, src []byte) {
		lines := strings.Split(string(src), "\n")
		for _, l := range goLinknames(src, func(off int) int { return strings.Count(string(src[:off]), "\n") + 1 }) {
			if l.line < 1 || l.line > len(lines) || !strings.Contains(lines[l.line-1], "//go:linkname ") || !strings.Contains(lines[l.line-1], l.x+".") {
				t.Fatalf("%+v names no directive line of %q", l, src)
			}
		}
	})
}
