package symbols

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// Lombok writes getters, setters, builder methods and constructor
// parameters from a class's fields: a caller of getCount() names no
// field count. A field removed under such an annotation, on itself or on
// its type, is unchecked; an added one is not "nothing references it".
// Other annotations write nothing, and their fields keep their facts.
// javac with Lombok shows the removal breaks the head, where it is
// installed.
func TestJavaLombokFieldsUnchecked(t *testing.T) {
	t.Parallel()
	const use = "package com.acme;\n\npublic class Use {\n    public static int f(Box b) { return b.getCount(); }\n}\n"
	box := func(classAnn, fieldAnn string, field bool) string {
		s := "package com.acme;\n\nimport lombok.*;\n\n" + classAnn + "public class Box {\n"
		if field {
			s += "    " + fieldAnn + "private int count;\n"
		}
		return s + "    private int size;\n\n    public int size() { return size; }\n}\n"
	}
	cases := []struct{ name, classAnn, fieldAnn, want string }{
		{"field getter", "", "@Getter ", "@Getter"},
		{"qualified", "", "@lombok.Getter\n    ", "@Getter"},
		{"class data", "@Data\n", "", "@Data"},
		{"class builder with arguments", "@Builder(toBuilder = true)\n@Deprecated\n", "", "@Builder"},
		{"after a modifier", "", "final @Setter ", "@Setter"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{"src/com/acme/Box.java": box(c.classAnn, c.fieldAnn, true), "src/com/acme/Use.java": use}
			head := clone(base)
			head["src/com/acme/Box.java"] = box(c.classAnn, c.fieldAnn, false)
			want := "could not be checked (removed, but Lombok's " + c.want + " writes members"
			if got := strings.Join(run(t, base, head), "\n"); !strings.Contains(got, "symbol Box.count") || !strings.Contains(got, want) {
				t.Errorf("removed:\n%s\nwant %q", got, want)
			}
			want = "could not be checked (added, but Lombok's " + c.want + " writes members"
			if got := strings.Join(run(t, head, base), "\n"); !strings.Contains(got, want) {
				t.Errorf("added:\n%s\nwant %q", got, want)
			}
		})
	}
	t.Run("other annotations", func(t *testing.T) {
		t.Parallel()
		base := snapshot.Map{"src/com/acme/Box.java": box("@Deprecated\n", "@SuppressWarnings(\"x\") ", true), "src/com/acme/Use.java": use}
		head := clone(base)
		head["src/com/acme/Box.java"] = box("@Deprecated\n", "", false)
		want := "symbol Box.count (src/com/acme/Box.java:7) removed; no references remain"
		if got := strings.Join(run(t, base, head), "\n"); !strings.Contains(got, want) {
			t.Errorf("removed:\n%s\nwant %q", got, want)
		}
	})
	const jar = "/usr/share/java/lombok.jar"
	if _, err := exec.LookPath("javac"); err != nil || !fileExists(jar) {
		t.Log("javac or Lombok not installed: the head is not compiled")
		return
	}
	dir := writeTree(t, snapshot.Map{"Box.java": box("@Data\n", "", false), "Use.java": use})
	build := exec.Command("javac", "-cp", jar, "-processorpath", jar, "-d", "out", "Box.java", "Use.java")
	build.Dir = dir
	expectRun(t, build, "cannot find symbol")
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}
