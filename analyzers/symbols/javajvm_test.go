package symbols

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// Kotlin, Groovy and Scala compile against the Java classes beside
// them, and JSP pages and C through JNI call them: a removed Java member
// such a file names is unchecked, never "no references remain"; an added
// one such a file uses is not "nothing references it". kotlinc shows the
// removal breaks the head.
func TestJavaUsedFromOtherJVMLanguages(t *testing.T) {
	t.Parallel()
	const util = "package com.acme;\n\npublic class Util {\n    public static int helper() { return 1; }\n    public static int other() { return 2; }\n}\n"
	const utilHead = "package com.acme;\n\npublic class Util {\n    public static int other() { return 2; }\n}\n"
	cases := []struct{ file, text string }{
		{"src/main/kotlin/com/acme/App.kt", "package com.acme\n\nfun main() {\n    println(Util.helper())\n}\n"},
		{"src/main/groovy/App.groovy", "println com.acme.Util.helper()\n"},
		{"src/main/scala/App.scala", "object App extends App { println(com.acme.Util.helper()) }\n"},
		{"src/main/webapp/index.jsp", "<%= com.acme.Util.helper() %>\n"},
		{"src/main/c/bridge.c", "jmethodID m = (*env)->GetStaticMethodID(env, cls, \"helper\", \"()I\");\n"},
	}
	for _, c := range cases {
		t.Run(filepath.Ext(c.file), func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{"src/main/java/com/acme/Util.java": util, c.file: c.text}
			head := clone(base)
			head["src/main/java/com/acme/Util.java"] = utilHead
			want := "symbol Util.helper (src/main/java/com/acme/Util.java:4) could not be checked (" + c.file + " names it"
			if got := strings.Join(run(t, base, head), "\n"); !strings.Contains(got, want) {
				t.Errorf("removed:\n%s\nwant %q", got, want)
			}
			if got := strings.Join(run(t, head, base), "\n"); !strings.Contains(got, want) {
				t.Errorf("added:\n%s\nwant %q", got, want)
			}
		})
	}
	kotlinc, err := exec.LookPath("kotlinc")
	if err != nil {
		t.Log("kotlinc not installed: the head is not compiled")
		return
	}
	dir := writeTree(t, snapshot.Map{"Util.java": utilHead, "App.kt": cases[0].text})
	build := exec.Command(kotlinc, "Util.java", "App.kt", "-d", filepath.Join(dir, "out"))
	build.Dir = dir
	expectRun(t, build, "unresolved reference: helper")
}
