package symbols

import (
	"maps"
	"strconv"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// An enum's constants are its public static members: a removed RED
// still named Color.RED, through import static p.Color.RED, or in a
// nested enum's Outer.Color.RED (whose qualifier is not followed) is dangling (javac: cannot find
// symbol). Read as no member, its removal was no fact at all, and
// beside another removed member the range's summary was VERIFIED. A
// bare RED in a switch's case names the selector enum's constant, whose
// type is not read: COULD NOT CHECK. Each head is compiled by javac
// where it is installed.
func TestJavaRemovedEnumConstantStillUsed(t *testing.T) {
	t.Parallel()
	const (
		ref      = "removed at head but still referenced at "
		unsure   = "removed; its name is still used at "
		verified = "removed; no references remain at head"
	)
	const color = "public enum Color {\n  GREEN,\n  RED,\n  BLUE;\n  public void keep() {}\n}\n"
	cases := []struct{ name, color, user, want string }{
		{"qualified", color, "import PKG.Color;\n\nclass User {\n  Object a = Color.RED;\n}\n", ref},
		{"static import", color, "import static PKG.Color.RED;\n\nclass User {\n  Object a = RED;\n}\n", ref},
		{"switch case", color, "import PKG.Color;\n\nclass User {\n  int m(Color c) { switch (c) { case RED: return 1; default: return 0; } }\n}\n", unsure},
		{"constant with arguments and a body", "public enum Color {\n  GREEN(1),\n  RED(2) { },\n  BLUE(3);\n  Color(int x) {}\n}\n",
			"import PKG.Color;\n\nclass User {\n  Object a = Color.RED;\n}\n", ref},
		{"annotated constant", "public enum Color {\n  @Deprecated GREEN,\n  @SuppressWarnings(\"x\") RED,\n  BLUE\n}\n",
			"import PKG.Color;\n\nclass User {\n  Object a = Color.RED;\n}\n", ref},
		{"nested enum", "public class Color {\n  public enum In {\n  RED, GREEN }\n}\n", "import PKG.Color;\n\nclass User {\n  Object a = Color.In.RED;\n}\n", unsure},
		{"local of the name", color, "class User {\n  int m() {\n    int RED = 1; return RED;\n  }\n}\n", verified},
	}
	base, head := snapshot.Map{}, snapshot.Map{}
	var dangling []string
	for n, c := range cases {
		pkg := "p" + strconv.Itoa(n)
		dir := "src/" + pkg + "/"
		user := "package " + pkg + ".q;\n\n" + strings.ReplaceAll(c.user, "PKG", pkg)
		b := snapshot.Map{dir + "Color.java": "package " + pkg + ";\n\n" + c.color, dir + "q/User.java": user}
		h := clone(b)
		// The head drops the line naming RED, or RED from the line.
		var kept []string
		redLine := 0
		for i, l := range strings.Split(c.color, "\n") {
			switch {
			case strings.Contains(l, "RED, "):
				redLine = i + 3
				kept = append(kept, strings.Replace(l, "RED, ", "", 1))
			case strings.Contains(l, "RED"):
				redLine = i + 3
			default:
				kept = append(kept, l)
			}
		}
		h[dir+"Color.java"] = "package " + pkg + ";\n\n" + strings.Join(kept, "\n")
		maps.Copy(base, b)
		maps.Copy(head, h)
		sym := "Color.RED"
		if strings.Contains(c.color, "enum In") {
			sym = "Color.In.RED"
		}
		useLine := 0
		for i, l := range strings.Split(user, "\n") {
			if strings.Contains(l, "RED") && !strings.HasPrefix(l, "import") {
				useLine = i + 1
				break
			}
		}
		use := dir + "q/User.java:" + strconv.Itoa(useLine)
		want := "symbol " + sym + " (" + dir + "Color.java:" + strconv.Itoa(redLine) + ") " + c.want
		switch c.want {
		case ref:
			if strings.Contains(user, "import static") {
				use = dir + "q/User.java:3, " + use
			}
			want += use
			dangling = append(dangling, dir+"q/User.java:"+strconv.Itoa(useLine))
		case unsure:
			want += use + ", not attributed"
		}
		factRun(t, c.name, b, h, sym, want, c.want == ref)
	}
	out, ok := javacDangling(t, base, head, dangling)
	if !ok {
		return
	}
	for n, c := range cases {
		use := "src/p" + strconv.Itoa(n) + "/q/User.java"
		if c.want != ref && strings.Contains(out, use) != (c.want == unsure) {
			t.Errorf("javac on %s (%s):\n%s", use, c.name, out)
		}
	}
}

// A record's component is its accessor method too: record P(int x, int
// y) losing x leaves p.x() dangling (javac: cannot find symbol). Read as
// no member, beside another removed member the range's summary was
// VERIFIED. A record's members are not all read (its implicit ones), so
// the use is COULD NOT CHECK, never no reference; an accessor the body
// declares keeps the name.
func TestJavaRemovedRecordComponentStillUsed(t *testing.T) {
	t.Parallel()
	base := snapshot.Map{
		"p/P.java":    "package p;\n\npublic record P(int x, java.util.Map<String, Integer> m, int y) {\n  public void z() {}\n}\n",
		"p/Q.java":    "package p;\n\npublic record Q(int x, int y) {\n  public int x() { return 1; }\n}\n",
		"q/User.java": "package q;\n\nclass User {\n  int m(p.P p, p.Q q) {\n    return p.x() + q.x() + p.m().size();\n  }\n}\n",
	}
	head := clone(base)
	head["p/P.java"] = "package p;\n\npublic record P(java.util.Map<String, Integer> m, int y) {\n}\n"
	head["p/Q.java"] = "package p;\n\npublic record Q(int y) {\n  public int x() { return 1; }\n}\n"
	got := run(t, base, head)
	check(t, got,
		"symbol P.x (p/P.java:3) removed; its name is still used at q/User.java:4, q/User.java:5, not attributed ("+javaComponentWhy+")",
		"symbol P.z (p/P.java:4) removed; no references remain at head")
	javacHead(t, head, "cannot find symbol")
}

// Removing a record's component removes its canonical constructor:
// new P(1, 2) no longer compiles though the accessor is not called.
// With the record still named, the removal is never no reference.
func TestJavaRemovedRecordComponentConstructor(t *testing.T) {
	t.Parallel()
	base := snapshot.Map{
		"p/P.java": "package p;\npublic record P(int x, int y) {}\n",
		"p/U.java": "package p;\nclass U { int g() { return new P(1, 2).y(); } }\n",
	}
	head := clone(base)
	head["p/P.java"] = "package p;\npublic record P(int y) {}\n"
	check(t, run(t, base, head),
		"symbol P.x (p/P.java:2) removed; its name is still used at p/U.java:2, not attributed ("+javaComponentWhy+")")
	javacHead(t, head, "constructor P in record P cannot be applied")
}
