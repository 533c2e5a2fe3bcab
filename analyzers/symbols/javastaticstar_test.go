package symbols

import (
	"maps"
	"strconv"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A static star import names every static member the type has or
// inherits: import static p.Sub.* brings Owner's foo where Sub extends
// Owner, so once Owner loses foo a bare foo(1) is dangling unless a
// type between declares the name or another static star import may
// supply it. Beside the owner's own star import, another's may supply
// it too. Each head is compiled by javac where it is installed.
func TestJavaStaticStarImportThroughSubtype(t *testing.T) {
	t.Parallel()
	const (
		ref    = "removed at head but still referenced at "
		unsure = "removed; its name is still used at "
	)
	const owner = "public class Owner {\n  public static void foo(int x) {}\n  public static void keep() {}\n}\n"
	cases := []struct {
		name, imports string
		files         map[string]string
		want, ext     string
	}{
		{"subclass", "import static PKG.Sub.*;\n", map[string]string{"Sub": "public class Sub extends Owner {}\n"}, ref, ""},
		{"subclass of a subclass", "import static PKG.Sub.*;\n",
			map[string]string{"Sub": "public class Sub extends Mid {}\n", "Mid": "public class Mid extends Owner {}\n"}, ref, ""},
		{"subclass declaring the name", "import static PKG.Sub.*;\n",
			map[string]string{"Sub": "public class Sub extends Owner {\n  public static void foo(long x) {}\n}\n"}, unsure, ""},
		{"subclass and another class", "import static PKG.Sub.*;\nimport static PKG.Other.*;\n",
			map[string]string{"Sub": "public class Sub extends Owner {}\n", "Other": "public class Other {\n  public static void foo(long x) {}\n}\n"}, unsure, ""},
		{"owner and another class", "import static PKG.Owner.*;\nimport static PKG.Other.*;\n",
			map[string]string{"Other": "public class Other {\n  public static void foo(long x) {}\n}\n"}, unsure, ""},
		// A member the class inherits hides the import's.
		{"owner's import beside an inherited member", "import static PKG.Owner.*;\n",
			map[string]string{"X": "public class X {\n  public static void foo(long x) {}\n}\n"}, unsure, " extends PKG.X"},
		{"subclass's import beside an inherited member", "import static PKG.Sub.*;\n",
			map[string]string{"Sub": "public class Sub extends Owner {}\n", "X": "public class X {\n  public static void foo(long x) {}\n}\n"}, unsure, " extends PKG.X"},
	}
	base, head := snapshot.Map{}, snapshot.Map{}
	var dangling []string
	for n, c := range cases {
		pkg := "p" + strconv.Itoa(n)
		dir := "src/" + pkg + "/"
		imports := strings.ReplaceAll(c.imports, "PKG", pkg)
		// At base Owner's foo(int) is the most specific: the call
		// compiles beside another's foo(long).
		user := "package " + pkg + ".q;\n\n" + imports + "\nclass User" + strings.ReplaceAll(c.ext, "PKG", pkg) + " {\n  void m() { foo(1); keep(); }\n}\n"
		b := snapshot.Map{dir + "Owner.java": "package " + pkg + ";\n\n" + owner, dir + "q/User.java": user}
		for name, src := range c.files {
			b[dir+name+".java"] = "package " + pkg + ";\n\n" + src
		}
		h := clone(b)
		h[dir+"Owner.java"] = "package " + pkg + ";\n\n" + strings.Replace(owner, "  public static void foo(int x) {}\n", "", 1)
		maps.Copy(base, b)
		maps.Copy(head, h)
		use := dir + "q/User.java:" + strconv.Itoa(5+strings.Count(imports, "\n"))
		want := "symbol Owner.foo (" + dir + "Owner.java:4) " + c.want + use
		if c.want == ref {
			dangling = append(dangling, use)
		} else {
			want += ", not attributed"
		}
		factRun(t, c.name, b, h, "Owner.foo", want, c.want == ref)
	}
	out, ok := javacDangling(t, base, head, dangling)
	if !ok {
		return
	}
	for n, c := range cases {
		if use := "src/p" + strconv.Itoa(n) + "/q/User.java"; c.want != ref && strings.Contains(out, use) {
			t.Errorf("javac should accept %s (%s):\n%s", use, c.name, out)
		}
	}
}
