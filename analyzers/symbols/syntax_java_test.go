package symbols

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// Java receivers and arguments typed by what the syntax shows: each
// case's base compiles with javac, and javac's errors at head are at
// the lines the dangling facts give (noted per case); a receiver or
// argument whose type is not shown is never claimed.
var javaTypedCases = []struct {
	name       string
	base       snapshot.Map
	path, head string
	want       []string
}{{
	// A chain through declared return types (B.builder().add(…)), new
	// T(…), a field's type and a cast reach Builder.emit (javac: "cannot
	// find symbol" at U.java:5–8). Other.emit through b.other().self()
	// and this inside an anonymous Other are Other's, not claimed.
	name: "JavaChainedReceivers",
	base: snapshot.Map{"p/B.java": javaChainB, "p/Other.java": javaChainOther, "p/U.java": javaChainUses},
	path: "p/B.java", head: strings.Replace(javaChainB, "    public Builder emit(String s) { return this; }\n", "", 1),
	want: []string{"symbol B.Builder.emit (p/B.java:7) removed at head but still referenced at p/U.java:5, p/U.java:6, p/U.java:7, p/U.java:8"},
}, {
	// Overloads of the same arity told apart by their arguments' types:
	// a literal, a String concatenation, new T(…), a cast, a method's
	// declared return type, a local's declared type. javac: "no suitable
	// method" at U.java:5, 6, 11; "StringBuilder cannot be converted to
	// Path" at 12, Writer at 13. new Sub() fits put(Base), "s" + 1
	// put(String), (Base) null put(Base), "s".length() + 1 (an int)
	// len(long): not claimed; nor is PrintStream at 14, whose supertypes
	// are not known here.
	name: "JavaOverloadsOfSameArityByArgumentTypes",
	base: snapshot.Map{"p/W.java": javaArgsW, "p/Base.java": javaArgsBase, "p/Thing.java": javaArgsThing, "p/U.java": javaArgsUses},
	path: "p/W.java", head: strings.NewReplacer("  public static void put(Object o) {}\n", "", "  public void writeTo(Appendable out) {}\n", "",
		"  public static void len(String s) {}\n", "").Replace(javaArgsW),
	want: []string{
		"symbol W.put (p/W.java:8) removed at head but still referenced at p/U.java:5, p/U.java:6, p/U.java:11",
		"symbol W.writeTo (p/W.java:11) removed at head but still referenced at p/U.java:12, p/U.java:13",
		"symbol W.len (p/W.java:9) removed; its name is still used at p/U.java:10, not attributed (another overload takes as many arguments)",
	},
}, {
	// A type whose supertypes are known not to declare the member loses
	// it (javac: "cannot find symbol" at U.java:5); one implementing a
	// JDK interface not known here, or extending a project type that
	// declares it (javac compiles q.nested), may still have it.
	name: "JavaMemberInheritedOnlyWhereSupertypesMayDeclareIt",
	base: snapshot.Map{"p/Types.java": javaInheritTypes, "p/U.java": javaInheritUses},
	path: "p/Types.java", head: strings.NewReplacer("  public N nested(String s) { return this; }\n", "",
		"  S nested(String s) { return this; }\n", "", "  Q nested(String s) { return this; }\n", "").Replace(javaInheritTypes),
	want: []string{
		"symbol N.nested (p/Types.java:4) removed at head but still referenced at p/U.java:5",
		"symbol S.nested (p/Types.java:12) removed; its name is still used at p/U.java:5, p/U.java:6, p/U.java:7, not attributed (its type extends or implements another, which may supply it)",
		"symbol Q.nested (p/Types.java:18) removed; its name is still used at p/U.java:5, p/U.java:6, p/U.java:7, not attributed (its type extends or implements another, which may supply it)",
	},
}, {
	// A concrete class that no longer implements its interface's
	// abstract method is rejected at its declaration (javac: "Impl is
	// not abstract and does not override abstract method write" at
	// Impl.java:3). Not claimed: an abstract class, a class inheriting an
	// implementation (Derived), one extending a JDK class not known here
	// (Listed, which javac rejects too).
	name: "JavaAbstractMethodNoLongerImplemented",
	base: snapshot.Map{"p/Sink.java": javaSink, "p/Impl.java": javaImpls},
	path: "p/Impl.java", head: javaImplsHead,
	want: []string{
		"symbol Impl.write (p/Impl.java:4) removed at head but still referenced at p/Impl.java:3",
		"symbol Partial.write (p/Impl.java:8) removed; no references remain at head",
		"symbol Derived.write (p/Impl.java:16) removed; no references remain at head",
		"symbol Listed.write (p/Impl.java:20) removed; no references remain at head",
	},
}, {
	// A void method declared in an anonymous class is no use of a
	// removed method of that name, in its file too (javac compiles
	// Out.java at head).
	name: "JavaVoidMethodOfAnonymousClassIsNoUse",
	base: snapshot.Map{
		"p/Cb.java":  "package p;\n\ninterface Cb {\n  void emit(String s);\n}\n",
		"p/Out.java": "package p;\n\npublic class Out {\n  public void emit(String s) {}\n" + javaAnonymousCb,
	},
	path: "p/Out.java", head: "package p;\n\npublic class Out {\n" + javaAnonymousCb,
	want: []string{"symbol Out.emit (p/Out.java:4) removed; no references remain at head"},
}}

const (
	javaAnonymousCb = "  Cb cb =\n      new Cb() {\n        @Override\n        public void emit(String s) {}\n      };\n}\n"
	javaSink        = "package p;\n" +
		"\n" +
		"interface Sink {\n" +
		"  void write(String s);\n" +
		"  default void flush() {}\n" +
		"}\n"
	javaImpls = "package p;\n" +
		"\n" +
		"class Impl implements Sink {\n" +
		"  public void write(String s) {}\n" +
		"}\n" +
		"\n" +
		"abstract class Partial implements Sink {\n" +
		"  public void write(String s) {}\n" +
		"}\n" +
		"\n" +
		"class Base implements Sink {\n" +
		"  public void write(String s) {}\n" +
		"}\n" +
		"\n" +
		"class Derived extends Base {\n" +
		"  public void write(String s) {}\n" +
		"}\n" +
		"\n" +
		"class Listed extends java.util.AbstractList<String> implements Sink {\n" +
		"  public void write(String s) {}\n" +
		"  public String get(int i) { return \"\"; }\n" +
		"  public int size() { return 0; }\n" +
		"}\n"
	javaImplsHead = "package p;\n" +
		"\n" +
		"class Impl implements Sink {\n" +
		"}\n" +
		"\n" +
		"abstract class Partial implements Sink {\n" +
		"}\n" +
		"\n" +
		"class Base implements Sink {\n" +
		"  public void write(String s) {}\n" +
		"}\n" +
		"\n" +
		"class Derived extends Base {\n" +
		"}\n" +
		"\n" +
		"class Listed extends java.util.AbstractList<String> implements Sink {\n" +
		"  public String get(int i) { return \"\"; }\n" +
		"  public int size() { return 0; }\n" +
		"}\n"
	javaChainB = "package p;\n" +
		"\n" +
		"public class B {\n" +
		"  public static Builder builder() { return new Builder(); }\n" +
		"  public static class Builder {\n" +
		"    public Builder add(String s) { return this; }\n" +
		"    public Builder emit(String s) { return this; }\n" +
		"    public B build() { return new B(); }\n" +
		"  }\n" +
		"  private Other other = new Other();\n" +
		"  Other other() { return other; }\n" +
		"}\n"
	javaChainOther = "package p;\n" +
		"\n" +
		"class Other {\n" +
		"  Other emit(String s) { return this; }\n" +
		"  Other self() { return this; }\n" +
		"}\n"
	javaChainUses = "package p;\n" +
		"\n" +
		"class U {\n" +
		"  B.Builder f;\n" +
		"  void a() { B.builder().add(\"x\").emit(\"y\").build(); }\n" +
		"  void b() { new B.Builder().emit(\"z\"); }\n" +
		"  void c() { f.add(\"q\").emit(\"w\"); }\n" +
		"  void d(Object o) { ((B.Builder) o).emit(\"c\"); }\n" +
		"  void g(B b) { b.other().self().emit(\"k\"); }\n" +
		"  void h() { new Other() { void m() { this.emit(\"a\"); } }; }\n" +
		"}\n"
	javaArgsW = "package p;\n" +
		"\n" +
		"import java.nio.file.Path;\n" +
		"\n" +
		"public class W {\n" +
		"  public static void put(Base b) {}\n" +
		"  public static void put(String s) {}\n" +
		"  public static void put(Object o) {}\n" +
		"  public static void len(String s) {}\n" +
		"  public static void len(long n) {}\n" +
		"  public void writeTo(Appendable out) {}\n" +
		"  public void writeTo(Path dir) {}\n" +
		"}\n"
	javaArgsBase = "package p;\n" +
		"\n" +
		"class Base {}\n" +
		"\n" +
		"class Sub extends Base {}\n"
	javaArgsThing = "package p;\n" +
		"\n" +
		"class Thing implements java.util.function.Supplier<String> {\n" +
		"  public String get() { return \"\"; }\n" +
		"  Object value() { return null; }\n" +
		"}\n"
	javaArgsUses = "package p;\n" +
		"\n" +
		"class U {\n" +
		"  void a(W w, StringBuilder sb, java.io.Writer out, java.io.PrintStream ps, Thing t) {\n" +
		"    W.put(1);\n" +
		"    W.put(2.5f);\n" +
		"    W.put(new Sub());\n" +
		"    W.put((Base) null);\n" +
		"    W.put(\"s\" + 1);\n" +
		"    W.len(\"s\".length() + 1);\n" +
		"    W.put(t.value());\n" +
		"    w.writeTo(sb);\n" +
		"    w.writeTo(out);\n" +
		"    w.writeTo(ps);\n" +
		"  }\n" +
		"}\n"
	javaInheritTypes = "package p;\n" +
		"\n" +
		"class N extends T implements Comparable<N> {\n" +
		"  public N nested(String s) { return this; }\n" +
		"  public int compareTo(N o) { return 0; }\n" +
		"}\n" +
		"\n" +
		"class T {}\n" +
		"\n" +
		"class S implements java.util.function.Supplier<String> {\n" +
		"  public String get() { return \"\"; }\n" +
		"  S nested(String s) { return this; }\n" +
		"}\n" +
		"\n" +
		"class P { P nested(String s) { return this; } }\n" +
		"\n" +
		"class Q extends P {\n" +
		"  Q nested(String s) { return this; }\n" +
		"}\n"
	javaInheritUses = "package p;\n" +
		"\n" +
		"class U {\n" +
		"  void a(N n, S s, Q q) {\n" +
		"    n.nested(\"a\");\n" +
		"    s.nested(\"b\");\n" +
		"    q.nested(\"c\");\n" +
		"  }\n" +
		"}\n"
)

func TestJavaTypedReceiversAndArguments(t *testing.T) {
	t.Parallel()
	for _, tc := range javaTypedCases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			check(t, removeFrom(t, tc.base, tc.path, tc.head), tc.want...)
		})
	}
}

// A nested type moved out to a top-level type of its package: its
// file's uses, bare or as the receiver of a member, reach the new type
// (javac compiles both files at head), so neither the type nor its
// member is claimed dangling.
func TestJavaNestedTypeMovedToItsPackage(t *testing.T) {
	base := snapshot.Map{"p/Adapters.java": "package p;\n\nfinal class Adapters {\n  static final Object ENUM = EnumAdapter.FACTORY;\n\n" +
		"  static final class EnumAdapter {\n    static final Object FACTORY = new Object();\n  }\n}\n"}
	head := snapshot.Map{
		"p/Adapters.java":    "package p;\n\nfinal class Adapters {\n  static final Object ENUM = EnumAdapter.FACTORY;\n}\n",
		"p/EnumAdapter.java": "package p;\n\nfinal class EnumAdapter {\n  static final Object FACTORY = new Object();\n}\n",
	}
	check(t, run(t, base, head),
		"symbol Adapters.EnumAdapter.FACTORY (p/Adapters.java:7) removed; its name is still used at p/Adapters.java:4, not attributed (used only as .name, which may be another object's member)",
		"symbol Adapters.EnumAdapter (p/Adapters.java:6) removed; no references remain at head")
}
