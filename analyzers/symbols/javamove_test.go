package symbols

import (
	"sort"
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
