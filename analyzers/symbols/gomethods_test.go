package symbols

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// Without types, f.Close() on an *os.File and r.Name on a struct field look
// like uses of a removed Conn.Close and User.Name: ambiguous, never
// dangling.
func TestGitSelectorOfAnotherTypeIsNotDangling(t *testing.T) {
	t.Parallel()
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{
		"go.mod": goMod,
		"a/a.go": "package a\n\ntype Conn struct{}\n\nfunc (c *Conn) Close() error { return nil }\n\ntype User struct{}\n\nfunc (u User) Name() string { return \"\" }\n",
		"b/b.go": "package b\n\nimport \"os\"\n\ntype Row struct{ Name string }\n\nfunc F(r Row) string {\n\tf, _ := os.Open(\"x\")\n\tf.Close()\n\treturn r.Name\n}\n",
	})
	r.Commit("drop both methods", map[string]string{
		"a/a.go": "package a\n\ntype Conn struct{}\n\ntype User struct{}\n",
	})
	check(t, analyzeCommits(t, r.Dir, base, "HEAD"),
		"symbol Conn.Close (a/a.go:5) removed; its name is still used at b/b.go:9, not attributed (no use is provably on a Conn; without types x.Close may be a field or another type's method)",
		"symbol User.Name (a/a.go:9) removed; its name is still used at b/b.go:10, not attributed (no use is provably on a User; without types x.Name may be a field or another type's method)")
}

// Operands whose type syntax shows pin the use on the removed method:
// composite literals, method expressions, typed parameters and variables.
func TestGoSelectorPinnedOnItsType(t *testing.T) {
	base := snapshot.Map{
		"go.mod": goMod,
		"a/a.go": "package a\n\ntype Conn struct{ n int }\n\nfunc (c *Conn) Close() {}\n\nfunc (c Conn) Name() string { return \"\" }\n",
		"b/b.go": "package b\n\nimport \"example.com/m/a\"\n\nfunc F(c *a.Conn) {\n\ta.Conn{}.Close()\n\t(&a.Conn{}).Close()\n\t_ = (*a.Conn).Close\n\t_ = a.Conn.Name\n\tc.Close()\n\tvar d a.Conn\n\td.Close()\n\te := &a.Conn{}\n\te.Close()\n}\n",
	}
	head := clone(base)
	head["a/a.go"] = "package a\n\ntype Conn struct{ n int }\n"
	check(t, run(t, base, head),
		"symbol Conn.Close (a/a.go:5) removed at head but still referenced at b/b.go:6, b/b.go:7, b/b.go:8, b/b.go:10, b/b.go:12 (and 1 more)",
		"symbol Conn.Name (a/a.go:7) removed at head but still referenced at b/b.go:9")
}

// A type parameter, a type that embeds another at head, or a type that now
// has a field of the method's name may supply x.M some other way.
func TestGoSelectorNotPinnedWhenTheTypeMaySupplyIt(t *testing.T) {
	base := snapshot.Map{
		"go.mod": goMod,
		"p/p.go": "package p\n\nimport \"io\"\n\ntype R struct{ io.Reader }\n\nfunc (R) Close() {}\n\ntype S struct{}\n\nfunc (S) Len() int { return 0 }\n\ntype G struct{}\n\nfunc (G) Run() {}\n",
		"p/u.go": "package p\n\nfunc use[T interface{ Run() }](x T) {\n\tR{}.Close()\n\t_ = S{}.Len\n\tx.Run()\n}\n",
	}
	head := clone(base)
	head["p/p.go"] = "package p\n\nimport \"io\"\n\ntype R struct{ io.Reader }\n\ntype S struct{ Len func() int }\n\ntype G struct{}\n"
	got := run(t, base, head)
	for _, f := range got {
		if len(f) > 0 && !strings.Contains(f, "not attributed") {
			t.Errorf("want ambiguous, got %q", f)
		}
	}
	if len(got) != 3 {
		t.Errorf("want 3 ambiguous facts, got %q", got)
	}
}
