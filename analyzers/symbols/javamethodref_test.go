package symbols

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A method reference names its method after ::, through a qualified
// type name or an expression: com.acme.util.Util::other is a use of
// Util.other, and new Util()::inst one that syntax cannot attribute.
// Neither was seen, so removing the method was VERIFIED while javac
// fails on the head ("invalid method reference").
func TestJavaMethodReferences(t *testing.T) {
	t.Parallel()
	const util = "package com.acme.util;\n\npublic class Util {\n    public static int other(int x) { return x; }\n    public int inst(int x) { return x; }\n    public static int keep() { return 0; }\n}\n"
	utilWithout := func(member string) string {
		var kept []string
		for _, l := range strings.Split(util, "\n") {
			if !strings.Contains(l, " "+member+"(") {
				kept = append(kept, l)
			}
		}
		return strings.Join(kept, "\n")
	}
	app := func(expr string) string {
		return "package com.acme.app;\n\nimport java.util.function.IntUnaryOperator;\n\npublic class App {\n    static IntUnaryOperator op = " + expr + ";\n\n    public static void main(String[] a) {\n        System.out.println(op.applyAsInt(2));\n    }\n}\n"
	}
	cases := []struct{ name, member, expr, want string }{
		{"qualified type", "other", "com.acme.util.Util::other", "symbol Util.other (src/com/acme/util/Util.java:4) removed at head but still referenced at src/com/acme/app/App.java:6"},
		{"new instance", "inst", "new com.acme.util.Util()::inst", "symbol Util.inst (src/com/acme/util/Util.java:5) removed; its name is still used at src/com/acme/app/App.java:6"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{"src/com/acme/util/Util.java": util, "src/com/acme/app/App.java": app(c.expr)}
			head := clone(base)
			head["src/com/acme/util/Util.java"] = utilWithout(c.member)
			got := strings.Join(run(t, base, head), "\n")
			if !strings.Contains(got, c.want) {
				t.Errorf("facts:\n%s\nwant %q", got, c.want)
			}
			if strings.Contains(got, "no references remain") {
				t.Errorf("a removal the head still uses is claimed unreferenced:\n%s", got)
			}
			if _, err := exec.LookPath("javac"); err != nil {
				return
			}
			for _, side := range []struct {
				files  snapshot.Map
				broken string
			}{{base, ""}, {head, "invalid method reference"}} {
				build := exec.Command("javac", "-d", "out", "src/com/acme/util/Util.java", "src/com/acme/app/App.java")
				build.Dir = writeTree(t, side.files)
				expectRun(t, build, side.broken)
			}
		})
	}
}
