package symbols

import (
	"strconv"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A name a Java construct binds in a method — a lambda's parameter in
// every form, a resource, a catch or enhanced-for parameter, an
// instanceof pattern — is a local where it is declared and in its
// scope: a removed field of that name is not referenced there. javac
// compiles each head without the field.
func TestJavaBoundNamesAreNotTheRemovedField(t *testing.T) {
	const open = "package p;\n\nimport java.util.function.*;\nimport java.util.List;\n\npublic class A {\n"
	const field = "  String writer;\n"
	const rest = "  void use(Consumer<String> c) {}\n  void use2(BiConsumer<Integer, String> c) {}\n  void m(Object o, List<String> xs) throws Exception {\n"
	cases := []struct{ name, body string }{
		{"parenthesised lambda parameter", "    use((writer) -> {\n      writer.length();\n    });\n"},
		{"typed lambda parameter", "    use((String writer) -> writer.length());\n"},
		{"var lambda parameter", "    use((final var writer) -> { writer.length(); });\n"},
		{"second lambda parameter over lines", "    use2((a,\n        writer) ->\n        writer.length());\n"},
		{"nested lambdas", "    use(writer -> use(w2 -> writer.length()));\n    use2((Integer a, String writer) -> use((w3) -> writer.length()));\n"},
		{"resource and catch parameter", "    try (java.io.StringReader writer = new java.io.StringReader(\"\")) {\n      writer.read();\n    } catch (RuntimeException writer) {\n      writer.getMessage();\n    }\n"},
		{"enhanced for", "    for (String writer : xs) {\n      writer.length();\n    }\n"},
		{"instanceof pattern", "    if (o instanceof String writer && writer.length() > 0) {\n      writer.length();\n    } else if (o instanceof Integer writer) {\n      writer.intValue();\n    }\n"},
	}
	heads := snapshot.Map{}
	for n, c := range cases {
		path, src := javaInPackage(n, open, rest+c.body)
		heads[path] = src("")
		t.Run(c.name, func(t *testing.T) {
			got := run(t, snapshot.Map{path: src(field)}, snapshot.Map{path: src("")})
			check(t, got, "symbol A.writer ("+path+":7) removed; no references remain at head")
		})
	}
	javacHead(t, heads, "")
}

// The same bindings end with their statement: the field's use after a
// for, catch or try, or after an if whose pattern binds the name, is a
// use of the field (javac rejects each head), and where the pattern's
// flow scope may reach past its if, the use is not attributed.
func TestJavaBoundNamesEndWithTheirStatement(t *testing.T) {
	const open = "package p;\n\nimport java.util.List;\n\npublic class A {\n"
	const rest = "  void m(Object o, List<String> xs) throws Exception {\n"
	const after = "    writer.length();\n  }\n}\n"
	cases := []struct{ name, body, want string }{
		{"enhanced for", "    for (String writer : xs) {\n      writer.length();\n    }\n", "removed at head but still referenced at src/p/A.java:10"},
		{"enhanced for without braces", "    for (String writer : xs) writer.length();\n", "removed at head but still referenced at src/p/A.java:8"},
		{"catch", "    try {\n    } catch (RuntimeException writer) {\n      writer.getMessage();\n    }\n", "removed at head but still referenced at src/p/A.java:11"},
		{"resource", "    try (java.io.StringReader writer = new java.io.StringReader(\"\")) {\n      writer.read();\n    }\n", "removed at head but still referenced at src/p/A.java:10"},
		{"instanceof", "    if (o instanceof String writer && writer.length() > 0) {\n      writer.length();\n    } else {\n      o = null;\n    }\n", "removed; its name is still used at src/p/A.java:12, not attributed (a pattern or loop variable writer bound"},
		{"negated instanceof", "    if (!(o instanceof String writer)) {\n      return;\n    }\n", "removed; its name is still used at src/p/A.java:10, not attributed (a pattern or loop variable writer bound"},
	}
	heads := snapshot.Map{}
	for n, c := range cases {
		pkg := "p" + strconv.Itoa(n)
		path := "src/" + pkg + "/A.java"
		src := func(f string) string {
			return strings.Replace(open, "package p;", "package "+pkg+";", 1) + f + rest + c.body + after
		}
		if c.name != "negated instanceof" {
			heads[path] = src("")
		}
		t.Run(c.name, func(t *testing.T) {
			got := strings.Join(run(t, snapshot.Map{path: src("  String writer;\n")}, snapshot.Map{path: src("")}), "\n")
			want := "symbol A.writer (" + path + ":6) " + strings.ReplaceAll(c.want, "src/p/", "src/"+pkg+"/")
			if !strings.Contains(got, want) {
				t.Errorf("facts:\n%s\nwant %q", got, want)
			}
		})
	}
	javacHead(t, heads, "cannot find symbol")
}

// A name after case (or after a "," of a case label) is a constant, not
// a lambda parameter, also in parentheses; an instanceof pattern under
// || is no binding of the use on its right. Each use names the removed
// field: javac rejects each head, so it stays a reference, or at least
// is not taken for a local.
func TestJavaCaseLabelsAndOrPatternsBindNothing(t *testing.T) {
	const open = "package p;\nimport java.util.function.*;\nimport java.util.List;\npublic class A {\n"
	const rest = "  void use(Consumer<String> c) {}\n  void use2(Consumer<String> c, Object o) {}\n  void m(Object o, List<String> xs) throws Exception {\n"
	cases := []struct{ name, body, want string }{
		{"constant case label", "    switch ((String) o) { case writer -> xs.size(); default -> xs.size(); }\n", "removed at head but still referenced at src/p/A.java:8"},
		{"second constant of a case label", "    switch ((String) o) { case \"a\", writer -> xs.size(); default -> xs.size(); }\n", "removed at head but still referenced at src/p/A.java:8"},
		{"parenthesised constant case label", "    switch ((String) o) { case (writer) -> xs.size(); default -> xs.size(); }\n", "removed at head but still referenced at src/p/A.java:8"},
		{"pattern under ||", "    if (o instanceof String writer || writer.isEmpty()) { }\n", "removed; its name is still used at src/p/A.java:8, not attributed"},
		{"negated pattern", "    if (!(o instanceof String writer)) { writer.length(); }\n", "removed; its name is still used at src/p/A.java:8, not attributed"},
		{"pattern in a while's negation", "    while (!(o instanceof String writer)) { writer.length(); }\n", "removed; its name is still used at src/p/A.java:8, not attributed"},
		{"else of a pattern", "    if (o instanceof String writer) writer.length(); else writer.length();\n", "removed; its name is still used at src/p/A.java:8, not attributed"},
		{"pattern in a lambda", "    if (xs.stream().anyMatch(x -> x instanceof String writer)) { writer.length(); }\n", "removed; its name is still used at src/p/A.java:8, not attributed"},
		{"pattern in an argument", "    if (f(o instanceof String writer)) { writer.length(); }\n  }\n  boolean f(boolean b) { return b;\n", "removed; its name is still used at src/p/A.java:8, not attributed"},
	}
	for n, c := range cases {
		path, src := javaInPackage(n, open, rest+c.body)
		t.Run(c.name, func(t *testing.T) {
			got := strings.Join(run(t, snapshot.Map{path: src("  static final String writer = \"\";\n")}, snapshot.Map{path: src("")}), "\n")
			want := "symbol A.writer (" + path + ":5) " + strings.ReplaceAll(c.want, "src/p/", path[:strings.LastIndex(path, "/")+1])
			if !strings.Contains(got, want) {
				t.Errorf("facts:\n%s\nwant %q", got, want)
			}
		})
	}
}

// A constant of a static star import as a case label, and a static
// import whose removed member leaves only an instance or a private
// member of its name: javac rejects each head.
func TestJavaStaticImportsOfRemovedMembers(t *testing.T) {
	cases := []struct {
		name       string
		base, head snapshot.Map
		want       string
	}{
		{"case label of a static star import",
			snapshot.Map{"src/p/K.java": "package p;\npublic class K { public static final int WRITER = 1; public static final int OTHER = 2; }\n"},
			snapshot.Map{"src/p/K.java": "package p;\npublic class K { public static final int OTHER = 2; }\n"},
			"symbol K.WRITER (src/p/K.java:2) removed at head but still referenced at src/q/U.java:6"},
		{"instance member left",
			snapshot.Map{"src/p/G.java": "package p;\npublic class G {\n  public static String t(String s) { return s; }\n  public String t(int i) { return \"\"; }\n}\n", "src/q/U.java": "package q;\nimport static p.G.t;\nclass U {\n}\n"},
			snapshot.Map{"src/p/G.java": "package p;\npublic class G {\n  public String t(int i) { return \"\"; }\n}\n", "src/q/U.java": "package q;\nimport static p.G.t;\nclass U {\n}\n"},
			"symbol G.t (src/p/G.java:3) removed at head but still referenced at src/q/U.java:2"},
		{"private static member left",
			snapshot.Map{"src/p/G.java": "package p;\npublic class G {\n  public static String t(String s) { return s; }\n  private static String t(int i) { return \"\"; }\n}\n", "src/q/U.java": "package q;\nimport static p.G.t;\nclass U {\n}\n"},
			snapshot.Map{"src/p/G.java": "package p;\npublic class G {\n  private static String t(int i) { return \"\"; }\n}\n", "src/q/U.java": "package q;\nimport static p.G.t;\nclass U {\n}\n"},
			"symbol G.t (src/p/G.java:3) removed at head but still referenced at src/q/U.java:2"},
	}
	const u44 = "package q;\nimport static p.K.*;\nclass U {\n  int m(int c) {\n    switch (c) {\n      case WRITER -> { return 1; }\n      default -> { return 2; }\n    }\n  }\n}\n"
	cases[0].base["src/q/U.java"] = u44
	cases[0].head["src/q/U.java"] = u44
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := strings.Join(run(t, c.base, c.head), "\n")
			if !strings.Contains(got, c.want) {
				t.Errorf("facts:\n%s\nwant %q", got, c.want)
			}
		})
	}
}

// Pattern and header forms whose scope the reading does not follow
// leave the name's later uses unattributed, never a local that hides
// the removed field: javac rejects each head at the last use (javac 17
// for all but the record patterns, which need a later javac). Inside
// an if's braced then branch a record pattern's component is a local.
func TestJavaUnscopedBindingsAreNoLocal(t *testing.T) {
	const open = "package p;\nimport java.util.List;\npublic class A {\n"
	const rest = "  record Point(int x, String y) {}\n  void m(Object o, List<String> xs) throws Exception {\n"
	const gone = "removed; no references remain at head"
	cases := []struct{ name, body string }{
		{"for with an unbraced if body", "    for (String writer : xs) if (writer.isEmpty()) break; writer.length();\n"},
		{"final pattern", "    if (o instanceof final String writer) { } writer.length();\n"},
		{"array pattern", "    if (o instanceof String[] writer) { } writer.length();\n"},
		{"annotated pattern", "    if (o instanceof @Deprecated String writer) { } writer.length();\n"},
		{"record pattern", "    if (o instanceof Point(int x, String writer)) { } writer.length();\n"},
		{"record pattern in a case", "    switch (o) { case Point(var a, var writer): break; default: writer.length(); }\n"},
		{"record pattern's then branch", "    if (o instanceof Point(int x, String writer) && x > 0) { writer.length(); }\n"},
	}
	heads := snapshot.Map{}
	for n, c := range cases {
		path, src := javaInPackage(n, open, rest+c.body)
		if !strings.Contains(c.name, "record") {
			heads[path] = src("")
		}
		t.Run(c.name, func(t *testing.T) {
			got := strings.Join(run(t, snapshot.Map{path: src("  static String writer = \"\";\n")}, snapshot.Map{path: src("")}), "\n")
			if verified := strings.Contains(got, gone); verified != strings.HasSuffix(c.name, "then branch") {
				t.Errorf("facts:\n%s\nwant a VERIFIED removal: %v", got, !verified)
			}
		})
	}
	javacHead(t, heads, "cannot find symbol")
}

// A record's components are its fields in its body (and the compact
// constructor's parameters), nothing past it; a case's type pattern
// with a guard or a colon is in scope in its guard and its case alone.
// Inside those scopes the removed field is not referenced; past them it
// is, or (the case's colon, which the reading does not follow) may be.
// javac compiles the heads said verified and rejects those said
// referenced (the guards need a later javac than 17).
func TestJavaRecordComponentsAndCasePatterns(t *testing.T) {
	t.Parallel()
	const open = "package p;\nimport java.util.List;\npublic class A {\n"
	const rest = "  void m(Object o, List<String> xs) throws Exception {\n"
	const verified, unsure = "removed; no references remain at head", "removed; its name is still used at "
	const ref = "removed at head but still referenced at src/p/A.java:"
	cases := []struct{ name, body, want string }{
		{"local record's body", "    record R(String writer) { int n() { return writer.length(); } }\n", verified},
		{"local record's compact constructor", "    record R(String writer) { R { writer = writer.trim(); } }\n", verified},
		{"use past a local record", "    record R(String writer) { R { writer = writer.trim(); } }\n    writer.length();\n", ref + "6"},
		{"use past a local record's constructor", "    record R(String writer) { R(String writer) { this.writer = writer.trim(); } }\n    writer.length();\n", ref + "6"},
		{"member record's compact constructor", "  }\n  record R(String writer) { R { writer = writer.trim(); } }\n  void k() {\n", verified},
		{"member record's body", "  }\n  record R(String writer) { int n() { return writer.length(); } }\n  void k() {\n", verified},
		{"use past a member record", "  }\n  record R(String writer) { R { writer = writer.trim(); } }\n  void k() {\n    writer.length();\n", ref + "8"},
		{"local record's varargs component", "    record R(String... writer) { int n() { return writer.length; } }\n", verified},
		{"member record's varargs component", "  }\n  record R(int a, String... writer) { R { writer = writer.clone(); } }\n  void k() {\n", verified},
		{"use past a record's varargs component", "    record R(String... writer) { int n() { return writer.length; } }\n    writer.length();\n", ref + "6"},
		{"guarded type pattern", "    switch (o) { case String writer when writer.isEmpty() -> writer.length(); default -> { } }\n", verified},
		{"guarded type pattern, then default", "    switch (o) {\n    case String writer when writer.isEmpty() -> writer.length();\n    default -> writer.length(); }\n", unsure},
		{"type pattern and a colon", "    switch (o) {\n    case String writer: writer.length(); break;\n    default: writer.length(); }\n", unsure},
	}
	kept, broken := snapshot.Map{}, snapshot.Map{}
	for n, c := range cases {
		path, src := javaInPackage(n, open, rest+c.body)
		switch {
		case strings.Contains(c.name, "pattern"):
		case c.want == verified:
			kept[path] = src("")
		default:
			broken[path] = src("")
		}
		want := "symbol A.writer (" + path + ":4) " + strings.ReplaceAll(c.want, "src/p/", path[:len(path)-len("A.java")])
		t.Run(c.name, func(t *testing.T) {
			got := strings.Join(run(t, snapshot.Map{path: src("  static String writer = \"\";\n")}, snapshot.Map{path: src("")}), "\n")
			if got != want && !(c.want == unsure && strings.HasPrefix(got, want)) {
				t.Errorf("facts:\n%s\nwant %q", got, want)
			}
		})
	}
	javacHead(t, kept, "")
	javacHead(t, broken, "cannot find symbol")
}

// javaInPackage is case n's class A in a package of its own, so that one
// javac run compiles every case's head: its path, and its source with
// field declared after open, then rest, closed.
func javaInPackage(n int, open, rest string) (string, func(field string) string) {
	pkg := "p" + strconv.Itoa(n)
	return "src/" + pkg + "/A.java", func(field string) string {
		return strings.Replace(open, "package p;", "package "+pkg+";", 1) + field + rest + "  }\n}\n"
	}
}

// In an anonymous class's body this is the anonymous subclass of the
// type after new: this.x names that type's x unless the body declares
// an x of its own. Removing A's x while an anonymous A says this.x is
// a dangling use (javac rejects the head), in A or in another class of
// the file. A body with its own x, an A that is another type there,
// or another type's anonymous class (b.new A() { … } of B's member
// type A) leaves the use not attributed.
func TestJavaThisInAnonymousClass(t *testing.T) {
	t.Parallel()
	const unsure = "removed; its name is still used at "
	const ref = "removed at head but still referenced at src/p/A.java:"
	cases := []struct{ name, inA, after, want string }{
		{"anonymous subclass in another class", "", "class O {\n  void m() { new A() { void x() { this.writer = 1; } }; }\n}\n", ref + "6"},
		{"anonymous subclass in the owner", "  A o() { return new A() { int x() { return this.writer; } }; }\n", "", ref + "4"},
		{"generic anonymous subclass", "", "class O {\n  Object m() { return new java.util.ArrayList<A>() { void x() { this.writer = 1; } }; }\n}\n", unsure + "src/p/A.java:6, not attributed"},
		{"anonymous subclass declaring the name", "", "class O {\n  void m() { new A() { int writer; void x() { this.writer = 1; } }; }\n}\n", unsure + "src/p/A.java:6, not attributed"},
		{"anonymous subclass of a member type of the name", "", "class O {\n  static class A { int writer; }\n  void m() { new A() { void x() { this.writer = 1; } }; }\n}\n", unsure + "src/p/A.java:7, not attributed"},
		{"qualified creation of a member type of the name", "", "class B { public class A { public int writer; } }\nclass O {\n  Object m(B b) { return b.new A() { void x() { this.writer = 1; } }; }\n}\n", unsure + "src/p/A.java:7, not attributed"},
		{"qualified creation of a new object's member type of the name", "", "class B { public class A { public int writer; } }\nclass O {\n  Object m() { return new B().new A() { void x() { this.writer = 1; } }; }\n}\n", unsure + "src/p/A.java:7, not attributed"},
	}
	kept, broken := snapshot.Map{}, snapshot.Map{}
	for n, c := range cases {
		pkg := "p" + strconv.Itoa(n)
		path := "src/" + pkg + "/A.java"
		src := func(field string) string {
			return "package " + pkg + ";\n\npublic class A {\n" + field + c.inA + "}\n" + c.after
		}
		if strings.Contains(c.name, "declaring") || strings.Contains(c.name, "member type") {
			kept[path] = src("")
		} else if strings.HasPrefix(c.want, ref) {
			broken[path] = src("")
		}
		want := "symbol A.writer (" + path + ":4) " + strings.ReplaceAll(c.want, "src/p/", "src/"+pkg+"/")
		t.Run(c.name, func(t *testing.T) {
			got := strings.Join(run(t, snapshot.Map{path: src("  protected int writer;\n")}, snapshot.Map{path: src("")}), "\n")
			if !strings.HasPrefix(got, want) {
				t.Errorf("facts:\n%s\nwant %q", got, want)
			}
		})
	}
	javacHead(t, kept, "")
	javacHead(t, broken, "cannot find symbol")
}
