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
		// Each case in a package of its own, so that one javac run
		// compiles every head.
		pkg := "p" + strconv.Itoa(n)
		path := "src/" + pkg + "/A.java"
		src := func(f string) string {
			return strings.Replace(open, "package p;", "package "+pkg+";", 1) + f + rest + c.body + "  }\n}\n"
		}
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
		{"instanceof", "    if (o instanceof String writer && writer.length() > 0) {\n      writer.length();\n    } else {\n      o = null;\n    }\n", "removed; its name is still used at src/p/A.java:12, not attributed (an instanceof pattern binding"},
		{"negated instanceof", "    if (!(o instanceof String writer)) {\n      return;\n    }\n", "removed; its name is still used at src/p/A.java:10, not attributed (an instanceof pattern binding"},
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
