package symbols

import (
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A nested class moved out to a top-level class of the same simple
// name (or back in) leaves its members' uses to the class the name now
// resolves to: in its package, through a single-type import, through a
// static import of the member. javac compiles the head; no use is
// dangling.
func TestJavaNestedTypeMovedToTopLevel(t *testing.T) {
	const chainBody = "  public static ChainWritable of(Writable... ws) { return new ChainWritable(); }\n" +
		"  public ChainWritable add(Writable w) { return this; }\n" +
		"  public Writable compose() { return w -> { }; }\n"
	base := snapshot.Map{
		"src/p/GoWriter.java": "package p;\n\npublic class GoWriter extends ext.Base {\n" +
			"  public interface Writable extends java.util.function.Consumer<GoWriter> { }\n" +
			"  public static final class ChainWritable {\n" + chainBody + "  }\n" +
			"  void m() {\n    ChainWritable chain = new ChainWritable();\n    chain.add(w -> { }).compose();\n  }\n}\n",
		"src/p/ClientOptions.java": "package p;\n\nabstract class ClientOptions implements GoWriter.Writable {\n  Object o = GoWriter.ChainWritable.of().compose();\n}\n",
		"src/q/User.java":          "package q;\n\nimport p.GoWriter.ChainWritable;\n\nclass User {\n  Object o = ChainWritable.of().add(null);\n}\n",
		"src/q/Static.java":        "package q;\n\nimport static p.GoWriter.ChainWritable.of;\n\nclass Static {\n  Object o = of();\n}\n",
	}
	base["lib/ext/Base.java.external"] = "package ext;\n\npublic class Base {\n}\n"
	head := snapshot.Map{
		"lib/ext/Base.java.external": "package ext;\n\npublic class Base {\n}\n",
		"src/p/GoWriter.java": "package p;\n\npublic class GoWriter extends ext.Base {\n" +
			"  public interface Writable extends java.util.function.Consumer<GoWriter> { }\n" +
			"  void m() {\n    ChainWritable chain = new ChainWritable();\n    chain.add(w -> { }).compose();\n  }\n}\n",
		"src/p/ChainWritable.java": "package p;\n\nimport p.GoWriter.Writable;\n\npublic final class ChainWritable {\n" + chainBody + "}\n",
		"src/p/ClientOptions.java": "package p;\n\nabstract class ClientOptions implements GoWriter.Writable {\n  Object o = ChainWritable.of().compose();\n}\n",
		"src/q/User.java":          "package q;\n\nimport p.ChainWritable;\n\nclass User {\n  Object o = ChainWritable.of().add(null);\n}\n",
		"src/q/Static.java":        "package q;\n\nimport static p.ChainWritable.of;\n\nclass Static {\n  Object o = of();\n}\n",
	}
	got := run(t, base, head)
	sort.Strings(got)
	check(t, got,
		"symbol GoWriter.ChainWritable (src/p/GoWriter.java:5) removed; its name is still used at src/p/ClientOptions.java:4, src/p/GoWriter.java:6, not attributed (a type declared or inherited where it is used may take the name)",
		"symbol GoWriter.ChainWritable.add (src/p/GoWriter.java:7) removed; its name is still used at src/p/GoWriter.java:7, src/q/User.java:6, not attributed (a type declared or inherited where it is used may take the name)",
		"symbol GoWriter.ChainWritable.compose (src/p/GoWriter.java:8) removed; its name is still used at src/p/ClientOptions.java:4, src/p/GoWriter.java:7, not attributed (used only as .name, which may be another object's member)",
		"symbol GoWriter.ChainWritable.of (src/p/GoWriter.java:6) removed; its name is still used at src/p/ClientOptions.java:4, src/q/User.java:6, not attributed (a type declared or inherited where it is used may take the name)")
	javacHead(t, head, "")
}

// import static names every static member of its name the type has or
// inherits, that the importing file may reach: once the removed
// overload gives way to another such member, the import still resolves
// (javac compiles the head) and is no reference to the removed one;
// where only instance, private or unreachable members are left, javac
// rejects the import; a supertype outside the project may supply one.
func TestJavaStaticImportOfARemovedOverload(t *testing.T) {
	t.Parallel()
	const removed = "  public static void t(int i, int j) {}\n"
	cases := []struct {
		name, g string
		other   map[string]string // more files of the package, by type name
		user    string            // the importing file's package: "" for G's
		imp     string
		want    string
	}{
		{name: "retyped overload", g: "  public static void t(String... s) {}\n", user: "u", want: "none"},
		{name: "static field of the name", g: "  public static int t = 1;\n", user: "u", want: "none"},
		{name: "package private, same package", g: "  static void t(String s) {}\n", want: "none"},
		{name: "protected, same package", g: "  protected static void t(String s) {}\n", want: "none"},
		{name: "inherited from a project class", g: "", other: map[string]string{"B": "public class B {\n  public static void t(String s) {}\n}\n"}, user: "u", want: "none"},
		{name: "interface field through a class", g: "", other: map[string]string{"I": "public interface I {\n  int t = 1;\n}\n"}, user: "u", want: "none"},
		{name: "another type's member of the name", g: "", other: map[string]string{"H": "public class H {\n  public static void t(String s) {}\n}\n"}, user: "u", imp: "H.t", want: "none"},
		{name: "nested type's overload", g: "  public static class In {\n    public static void t(String s) {}\n  }\n", user: "u", imp: "G.In.t", want: "none"},
		{name: "instance method", g: "  public void t(String s) {}\n", user: "u", want: "fail"},
		{name: "private static", g: "  private static void t(String s) {}\n", want: "fail"},
		{name: "protected, other package", g: "  protected static void t(String s) {}\n", user: "u", want: "fail"},
		{name: "package private, other package", g: "  static void t(String s) {}\n", user: "u", want: "fail"},
		{name: "interface static method through a class", g: "", other: map[string]string{"I": "public interface I {\n  static void t(String s) {}\n}\n"}, user: "u", want: "fail"},
		{name: "supertype outside the project", g: "", other: map[string]string{"B": "!ext"}, user: "u", want: "unsure"},
	}
	kept, broken := snapshot.Map{}, snapshot.Map{}
	for n, c := range cases {
		pkg := "p" + strconv.Itoa(n)
		supers := ""
		base, head := snapshot.Map{}, snapshot.Map{}
		for typ, src := range c.other {
			path := "src/" + pkg + "/" + typ + ".java"
			switch {
			case src == "!ext":
				supers = " extends java.util.AbstractList<String>"
				continue
			case strings.Contains(src, "interface"):
				supers = " implements " + typ
			case typ == "B":
				supers = " extends B"
			}
			base[path], head[path] = "package "+pkg+";\n\n"+src, "package "+pkg+";\n\n"+src
		}
		if supers == " extends java.util.AbstractList<String>" {
			c.g = "  public String get(int i) { return null; }\n  public int size() { return 0; }\n"
		}
		g := "src/" + pkg + "/G.java"
		base[g] = "package " + pkg + ";\n\npublic class G" + supers + " {\n" + removed + c.g + "}\n"
		head[g] = "package " + pkg + ";\n\npublic class G" + supers + " {\n" + c.g + "}\n"
		upkg := pkg + c.user
		imp := cmpOr(c.imp, "G.t")
		use := "src/" + upkg + "/U.java"
		base[use] = "package " + upkg + ";\n\nimport static " + pkg + "." + imp + ";\n\nclass U {\n}\n"
		head[use] = base[use]
		to := kept
		if c.want != "none" {
			to = broken
		}
		for p, src := range head {
			to[p] = src
		}
		t.Run(c.name, func(t *testing.T) {
			got := strings.Join(run(t, base, head), "\n")
			want := map[string]string{
				"none":   "",
				"fail":   "symbol G.t (" + g + ":4) removed at head but still referenced at " + use + ":3",
				"unsure": "symbol G.t (" + g + ":4) removed; its name is still used at " + use + ":3, not attributed",
			}[c.want]
			if !strings.Contains(got, want) || want == "" && strings.Contains(got, "symbol G.t ") && !strings.Contains(got, "no references remain") {
				t.Errorf("facts:\n%s\nwant %q", got, want)
			}
		})
	}
	javacHead(t, kept, "")
	javacHead(t, broken, "cannot find symbol")
}

// Of java.lang.Enum's methods only values and valueOf are static: name,
// ordinal and compareTo are instance methods no static import reaches,
// so once an enum's own static method of such a name is removed javac
// rejects the import, and the import line is a reference to it.
func TestJavaStaticImportOfARemovedEnumMethod(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, e, u string
		want       []string
	}{
		{name: "name, import only",
			e:    "package p;\npublic enum E {\n    A, B;\n    public static String name(int i) { return values()[i].name(); }\n}\n",
			u:    "package q;\nimport static p.E.name;\npublic class U { }\n",
			want: []string{"symbol E.name (p/E.java:4) removed at head but still referenced at q/U.java:2"}},
		{name: "name, imported and called",
			e:    "package p;\npublic enum E {\n    A, B;\n    public static String name(int i) { return values()[i].name(); }\n}\n",
			u:    "package q;\nimport static p.E.name;\npublic class U { String m() { return name(0); } }\n",
			want: []string{"symbol E.name (p/E.java:4) removed at head but still referenced at q/U.java:2"}},
		{name: "ordinal and compareTo",
			e: "package p;\npublic enum E {\n    A, B;\n    public static int ordinal(String s) { return valueOf(s).ordinal(); }\n    public static int compareTo(E a, E b) { return a.compareTo(b); }\n}\n",
			u: "package q;\nimport static p.E.ordinal;\nimport static p.E.compareTo;\npublic class U { }\n",
			want: []string{"symbol E.ordinal (p/E.java:4) removed at head but still referenced at q/U.java:2",
				"symbol E.compareTo (p/E.java:5) removed at head but still referenced at q/U.java:3"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			base := snapshot.Map{"p/E.java": c.e, "q/U.java": c.u}
			head := snapshot.Map{"p/E.java": "package p;\npublic enum E {\n    A, B;\n}\n", "q/U.java": c.u}
			got := strings.Join(run(t, base, head), "\n")
			for _, w := range c.want {
				if !strings.Contains(got, w) {
					t.Errorf("facts:\n%s\nwant %q", got, w)
				}
			}
			javacHead(t, head, "cannot find symbol")
		})
	}
}

// A static member is reached through the name of every subtype of its
// type too: import static p.S.t where S extends G names G's t, which
// javac rejects once t is gone from G, through a subclass, a subclass
// of one, a nested class extending its owner or a class implementing
// an interface with the constant. Where a type in between declares a
// member of the name, or the subtype relation is not read (a member
// type inherited), the uses are not attributed.
func TestJavaStaticImportThroughASubtype(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, g, kind string            // G's members after the removed t, and its kind ("class" if "")
		other         map[string]string // more types of G's package, by name
		imp           string            // imported as pkg.imp
		call          bool              // the user calls t too
		want          string            // "fail", "unsure" or "none"
		lines         string            // the user's lines the fact names
	}{
		{name: "subclass", other: map[string]string{"S": "public class S extends G {\n}\n"}, imp: "S.t", want: "fail", lines: "3"},
		{name: "subclass, called", other: map[string]string{"S": "public class S extends G {\n}\n"}, imp: "S.t", call: true, want: "fail", lines: "3, @:6"},
		{name: "subclass of a subclass", other: map[string]string{"S": "public class S extends G {\n}\n", "S2": "public class S2 extends S {\n}\n"}, imp: "S2.t", call: true, want: "fail", lines: "3, @:6"},
		{name: "nested class extending its owner", g: "  public static class In extends G {\n  }\n", imp: "G.In.t", want: "fail", lines: "3"},
		{name: "interface constant through a class", kind: "interface", other: map[string]string{"S": "public class S implements G {\n}\n"}, imp: "S.t", call: true, want: "fail", lines: "3, @:6"},
		{name: "subclass hides it", other: map[string]string{"S": "public class S extends G {\n  public static int t(int i, int j) { return 0; }\n}\n"}, imp: "S.t", call: true, want: "none"},
		{name: "subclass overloads it", other: map[string]string{"S": "public class S extends G {\n  public static int t(String s) { return 0; }\n}\n"}, imp: "S.t", call: true, want: "unsure", lines: "6"},
		{name: "interface static method of the name", other: map[string]string{"M": "public class M extends G {\n}\n", "J": "public interface J {\n  static int t(int i, int j) { return 0; }\n}\n", "S": "public class S extends M implements J {\n}\n"}, imp: "S.t", call: true, want: "unsure", lines: "3, @:6"},
		{name: "member type inherited by a subclass", g: "  public static class In extends G {\n  }\n", other: map[string]string{"S": "public class S extends G {\n}\n"}, imp: "S.In.t", want: "unsure", lines: "3"},
	}
	kept, broken := snapshot.Map{}, snapshot.Map{}
	for n, c := range cases {
		pkg := "p" + strconv.Itoa(n)
		base := snapshot.Map{}
		for typ, src := range c.other {
			base["src/"+pkg+"/"+typ+".java"] = "package " + pkg + ";\n\n" + src
		}
		kind, removed := cmpOr(c.kind, "class"), "  public static int t(int i, int j) { return 0; }\n"
		if kind == "interface" {
			removed = "  int t = 0;\n"
		}
		head := snapshot.Map{}
		for p, src := range base {
			head[p] = src
		}
		g := "src/" + pkg + "/G.java"
		base[g] = "package " + pkg + ";\n\npublic " + kind + " G {\n" + removed + c.g + "}\n"
		head[g] = "package " + pkg + ";\n\npublic " + kind + " G {\n" + c.g + "}\n"
		use := "src/" + pkg + "u/U.java"
		body := "  int m() { return 0; }\n"
		if c.call {
			body = strings.ReplaceAll(body, "0", map[string]string{"class": "t(1, 2)", "interface": "t"}[kind])
		}
		base[use] = "package " + pkg + "u;\n\nimport static " + pkg + "." + c.imp + ";\n\nclass U {\n" + body + "}\n"
		head[use] = base[use]
		to := broken
		if c.want == "none" {
			to = kept
		}
		for p, src := range head {
			to[p] = src
		}
		lines := use + ":" + strings.ReplaceAll(c.lines, "@", use)
		want := map[string]string{
			"none":   "symbol G.t (" + g + ":4) removed; no references remain at head",
			"fail":   "symbol G.t (" + g + ":4) removed at head but still referenced at " + lines,
			"unsure": "symbol G.t (" + g + ":4) removed; its name is still used at " + lines + ", not attributed",
		}[c.want]
		t.Run(c.name, func(t *testing.T) {
			got := strings.Join(run(t, base, head), "\n")
			if !strings.HasPrefix(got, want) || strings.HasPrefix(got[len(want):], ",") {
				t.Errorf("facts:\n%s\nwant %q", got, want)
			}
		})
	}
	javacHead(t, kept, "")
	javacHead(t, broken, "cannot find symbol")
}

// Two files' X may be two types: Mid's foo(r.X) does not hide Base's
// foo(s.X), and the import through Sub, javac says, reaches only Mid's.
func TestJavaStaticImportHidingByAnotherTypeOfTheName(t *testing.T) {
	t.Parallel()
	base := snapshot.Map{
		"q/U.java":    "package q;\nimport static p.Sub.foo;\npublic class U { int m() { return foo(new s.X()); } }\n",
		"p/Sub.java":  "package p; public class Sub extends Mid {}\n",
		"p/Base.java": "package p; import s.X; public class Base { public static int foo(X x){return 1;} public static int bar(){return 0;} }\n",
		"p/Mid.java":  "package p; import r.X; public class Mid extends Base { public static int foo(X x){return 2;} }\n",
		"s/X.java":    "package s; public class X {}\n",
		"r/X.java":    "package r; public class X {}\n",
	}
	head := snapshot.Map{}
	for p, src := range base {
		head[p] = src
	}
	head["p/Base.java"] = "package p; import s.X; public class Base { public static int bar(){return 0;} }\n"
	got := strings.Join(run(t, base, head), "\n")
	want := "symbol Base.foo (p/Base.java:1) removed; its name is still used at q/U.java:3, not attributed"
	if !strings.Contains(got, want) {
		t.Errorf("facts:\n%s\nwant %q", got, want)
	}
	javacHead(t, head, "cannot be converted")
}
