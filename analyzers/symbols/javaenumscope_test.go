package symbols

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A bare RED is an enum's constant only inside that enum's body (or
// through a static import): another type of the enum's file, a nested
// type with a field RED, a case label of a switch on another enum, or
// a pattern variable that hides the typed field all compile once RED
// is gone (javac accepts each head). None may be a dangling use.
func TestJavaRemovedEnumConstantOtherScope(t *testing.T) {
	t.Parallel()
	cases := []struct{ name, color, user string }{
		{"another top-level type", "public enum Color { GREEN }\nclass Z { int RED; int g() { return RED; } }\n", ""},
		{"nested type's field", "public enum Color { GREEN; static class Z { int RED; int g() { return RED; } } }\n", ""},
		{"switch on another enum", "public enum Color { GREEN; int f(Other c) { switch (c) { case RED: return 1; default: return 0; } } }\nenum Other { RED }\n", ""},
		{"switch in another type", "public enum Color { GREEN }\nenum Other { RED }\nclass Z { int f(Other c) { switch (c) { case RED: return 1; default: return 0; } } }\n", ""},
		{"pattern variable", "public enum Color { GREEN }\n",
			"package p;\nclass X { static int RED; }\nclass U { Color c; int g(Object o) { if (!(o instanceof X c)) return 0; return c.RED; } }\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{"p/Color.java": "package p;\npublic enum Color { GREEN, RED }\n"}
			head := snapshot.Map{"p/Color.java": "package p;\n" + c.color}
			if c.user != "" {
				base["p/U.java"], head["p/U.java"] = c.user, c.user
			}
			for _, f := range run(t, base, head) {
				if strings.Contains(f, "still referenced") {
					t.Errorf("javac accepts the head: %s", f)
				}
			}
			javacHead(t, head, "")
		})
	}
}
