package symbols

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A class named by its qualified name outside Java source (a
// ServiceLoader provider list, a Spring bean, a properties file) is
// loaded by that name at run time: its removal is unchecked there, never
// "no references remain". javac compiles the head; java, loading the
// provider, fails.
func TestJavaResourcesKeepRemovalsUnchecked(t *testing.T) {
	t.Parallel()
	const helper = "package com.acme;\npublic class Helper implements Runnable { public void run() {} }\n"
	const mainSrc = "package com.acme;\npublic class Main {\n  public static void main(String[] a) {\n    java.util.ServiceLoader.load(Runnable.class).forEach(Runnable::run);\n  }\n}\n"
	cases := []struct{ name, file, text string }{
		{"service provider list", "src/main/resources/META-INF/services/java.lang.Runnable", "com.acme.Helper\n"},
		{"spring bean", "src/main/resources/beans.xml", "<beans><bean id=\"h\" class=\"com.acme.Helper\"/></beans>\n"},
		{"properties", "src/main/resources/app.properties", "handler.class=com.acme.Helper\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{"src/main/java/com/acme/Helper.java": helper, "src/main/java/com/acme/Main.java": mainSrc, c.file: c.text}
			head := clone(base)
			delete(head, "src/main/java/com/acme/Helper.java")
			got := strings.Join(run(t, base, head), "\n")
			if want := "symbol Helper (src/main/java/com/acme/Helper.java:2) could not be checked (" + c.file + " names it"; !strings.Contains(got, want) {
				t.Errorf("facts:\n%s\nwant %q", got, want)
			}
		})
	}
	// The provider list breaks the head at run time, though it compiles.
	javaBin, err := exec.LookPath("java")
	if _, cerr := exec.LookPath("javac"); err != nil || cerr != nil {
		t.Log("java not installed: the head is not run")
		return
	}
	head := snapshot.Map{"src/main/java/com/acme/Main.java": mainSrc, "out/META-INF/services/java.lang.Runnable": "com.acme.Helper\n"}
	dir := writeTree(t, head)
	build := exec.Command("javac", "-d", "out", "src/main/java/com/acme/Main.java")
	build.Dir = dir
	expectRun(t, build, "")
	cmd := exec.Command(javaBin, "-cp", filepath.Join(dir, "out"), "com.acme.Main")
	expectRun(t, cmd, "Provider com.acme.Helper not found")
}
