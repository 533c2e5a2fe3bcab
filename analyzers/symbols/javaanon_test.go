package symbols

import (
	"maps"
	"strconv"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A bare name inside an anonymous or local class reaches first what
// that class declares or inherits: new Owner() { … foo … } in another
// class reads Owner's foo, which hides even a local of the method
// around the class. Once Owner loses foo, the use is dangling (javac:
// "cannot find symbol" at it) unless something around the class takes
// the name: a local of the method around it, a member of the enclosing
// class, a static import, a supertype not read. A name the class or its
// own method declares is no use of Owner's. Each case's head is judged
// by javac: dangling ones must fail at the use, verified ones compile.
// So for a named class: one extending the owner does not make a bare
// name in another class of its file the owner's.
func TestJavaBareNameInAnonymousOrLocalClass(t *testing.T) {
	t.Parallel()
	const (
		ref      = "removed at head but still referenced at "
		unsure   = "removed; its name is still used at "
		verified = "removed; no references remain at head"
	)
	const owner = "public class Owner {\n  protected int foo;\n  protected void bar() {}\n  static int sfoo;\n}\n\ninterface I {\n  int K = 1;\n  default void dm() {}\n}\n\nclass Other {\n  void bar() {}\n}\n"
	lines := map[string]int{"foo": 4, "bar": 5, "sfoo": 6, "K": 10, "dm": 11}
	cases := []struct{ name, member, imports, body, want string }{
		{"anonymous class assigns the field", "foo", "", "Object o = new Owner() { void y() { foo = 1; } };", ref},
		{"anonymous class's initialiser reads the field", "foo", "", "Object o = new Owner() { int x = foo; };", ref},
		{"anonymous class calls the method", "bar", "", "Object o = new Owner() { void y() { bar(); } };", ref},
		{"anonymous class reads a static field", "sfoo", "", "Object o = new Owner() { int x = sfoo; };", ref},
		{"lambda in an anonymous class", "bar", "", "Object o = new Owner() { Runnable r() { return () -> bar(); } };", ref},
		{"local class extending the owner", "bar", "", "void m() { class L extends Owner { void y() { bar(); } } }", ref},
		{"member class of an anonymous class", "foo", "", "Object o = new Owner() { class M { void y() { foo = 1; } } };", ref},
		{"anonymous subclass of a subclass", "bar", "", "static class Sub extends Owner {} Object o = new Sub() { void y() { bar(); } };", ref},
		{"nested class extending the owner", "bar", "", "static class N extends Owner { void y() { bar(); } }", ref},
		{"interface constant", "K", "", "Object o = new I() { int x = K; };", ref},
		{"interface default method", "dm", "", "Object o = new I() { void y() { dm(); } };", ref},
		{"parameter of another method", "foo", "", "Object o = new Owner() { void a(int foo) {} int y() { return foo; } };", ref},
		{"nested class beside one extending the owner", "bar", "", "static class N extends Owner {} static class O extends Other { void m() { bar(); } }", verified},
		{"inner class in a class inheriting the name", "bar", "", "static class Q extends Other { class N extends Owner { void m() { bar(); } } }", unsure},
		{"enum constant's body", "dm", "", "enum E implements I { A { void y() { dm(); } } }", ref},
		{"enum constant of the name", "K", "", "enum E implements I { K; int x() { return K.ordinal(); } }", verified},
		{"field of the anonymous class", "foo", "", "Object o = new Owner() { int foo; int y() { return foo; } };", verified},
		{"method of the anonymous class", "bar", "", "Object o = new Owner() { public void bar() {} void y() { bar(); } };", verified},
		{"parameter", "foo", "", "Object o = new Owner() { int y(int foo) { return foo; } };", verified},
		{"local of the anonymous class's method", "foo", "", "Object o = new Owner() { int y() { int foo = 3; return foo; } };", verified},
		{"lambda parameter in an initialiser", "foo", "", "Object o = new Owner() { java.util.function.IntUnaryOperator f = foo -> foo + 1; };", verified},
		{"parameter in a local class", "foo", "", "void m() { class L extends Owner { int y(int foo) { return foo; } } }", verified},
		{"local of the method around", "foo", "", "int m() { int foo = 2; return new Owner() { int y() { return foo; } }.y(); }", unsure},
		{"field of the enclosing class", "foo", "", "int foo; Object o = new Owner() { int y() { return foo; } };", unsure},
		{"method of the enclosing class", "bar", "", "void bar() {} Object o = new Owner() { void y() { bar(); } };", unsure},
		{"static star import", "foo", "import static java.lang.Math.*;\n\n", "Object o = new Owner() { void y() { foo = 1; } };", unsure},
		{"JDK class that may declare it", "bar", "", "static class N extends Owner { Object o = new Thread() { public void run() { bar(); } }; }", unsure},
		{"anonymous subclass of a local class", "bar", "", "void m() { class Sub extends Owner {} new Sub() { void y() { bar(); } }; }", unsure},
		{"anonymous class in an anonymous class", "bar", "", "Object o = new Owner() { Runnable r = new Runnable() { public void run() { bar(); } }; };", unsure},
		{"pattern variable bound before the use", "foo", "", "Object o = new Owner() { int y(Object x) { if (x instanceof Integer foo) { } return foo; } };", unsure},
		{"pattern variable in a condition", "foo", "", "Object o = new Owner() { boolean y(Object x) { return x instanceof Integer foo || foo > 0; } };", unsure},
		{"enum constant around the body", "foo", "", "enum User { foo; Object o = new Owner() { Object y() { return foo; } }; }", unsure},
		{"enum constant among others", "foo", "", "enum User { A, foo, B; Object o = new Owner() { Object y() { return foo; } }; }", unsure},
		{"enum constant with a body", "foo", "", "enum User { foo { }; Object o = new Owner() { Object y() { return foo; } }; }", unsure},
		{"constant of a nested enum", "foo", "", "enum E { foo; Object o = new Owner() { Object y() { return foo; } }; }", unsure},
		{"constant of an enum around a named type", "foo", "", "enum E { foo; class N extends Owner { Object y() { return foo; } } }", unsure},
		{"array declarator of the enclosing class", "foo", "", "int foo[]; Object o = new Owner() { Object y() { return foo; } };", unsure},
		{"second array declarator", "foo", "", "int a[], foo[]; Object o = new Owner() { Object y() { return foo; } };", unsure},
		{"array declarator around a named type", "foo", "", "int foo[]; class N extends Owner { Object y() { return foo; } }", unsure},
		{"method named record", "bar", "", "static class N extends Owner { void record() { bar(); } }", ref},
	}
	drop := map[int]bool{}
	for _, l := range lines {
		drop[l] = true
	}
	base, head := snapshot.Map{}, snapshot.Map{}
	var dangling []string
	for n, c := range cases {
		pkg := "p" + strconv.Itoa(n)
		dir := "src/" + pkg + "/"
		line := 4 + strings.Count(c.imports, "\n")
		user := "package " + pkg + ";\n\n" + c.imports + "class User {\n  " + c.body + "\n}\n"
		if strings.HasPrefix(c.body, "enum User ") {
			user = "package " + pkg + ";\n\n" + c.imports + "\n" + c.body + "\n"
		}
		var kept []string
		for i, l := range strings.Split(owner, "\n") {
			if !drop[i+3] { // the file's line, after the package's
				kept = append(kept, l)
			}
		}
		b := snapshot.Map{dir + "Owner.java": "package " + pkg + ";\n\n" + owner, dir + "User.java": user}
		h := snapshot.Map{dir + "Owner.java": "package " + pkg + ";\n\n" + strings.Join(kept, "\n"), dir + "User.java": user}
		maps.Copy(base, b)
		maps.Copy(head, h)
		use := dir + "User.java:" + strconv.Itoa(line)
		sym := "Owner." + c.member
		if c.member == "K" || c.member == "dm" {
			sym = "I." + c.member
		}
		want := "symbol " + sym + " (" + dir + "Owner.java:" + strconv.Itoa(lines[c.member]) + ") " + c.want
		switch c.want {
		case ref:
			want += use
			dangling = append(dangling, use)
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
		use := "src/p" + strconv.Itoa(n) + "/User.java"
		if c.want == verified && strings.Contains(out, use) {
			t.Errorf("javac should accept %s (%s):\n%s", use, c.name, out)
		}
	}
}
