package symbols

import (
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// The tests that judge a head by running the language's own tools on it
// write the head's files to a folder of their own.

// writeTree writes files into a new temporary folder and returns it.
func writeTree(t *testing.T, files snapshot.Map) string {
	return gittest.WriteTree(t, files)
}

// goCommand runs the go command with args in a module holding files.
func goCommand(t *testing.T, files snapshot.Map, args ...string) (string, bool) {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = writeTree(t, files)
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off")
	out, err := cmd.CombinedOutput()
	return string(out), err == nil
}

// goRun builds and runs a one-file main module.
func goRun(t *testing.T, src string) (string, bool) {
	t.Helper()
	return goCommand(t, snapshot.Map{"go.mod": goMod, "main.go": src}, "run", ".")
}

// goBuild builds every package of a module.
func goBuild(t *testing.T, files snapshot.Map) (string, bool) {
	t.Helper()
	return goCommand(t, files, "build", "-o", os.DevNull, "./...")
}

// python3 is the interpreter the name python3 starts, asked once, or ""
// where there is none: a version manager's shim in front of it (pyenv's
// is a shell script) costs several times the run of a test's head, and the
// interpreter it picks does not change while the tests run.
var python3 = sync.OnceValue(func() string {
	if _, err := exec.LookPath("python3"); err != nil {
		return ""
	}
	out, err := exec.Command("python3", "-c", "import sys; print(sys.executable)").Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
})

// expectPythonRuns runs python3 app.py in head's tree: broken is what
// its failure must say, or "" when it must succeed. Without python3 the
// head is not run.
func expectPythonRuns(t *testing.T, head map[string]string, broken string) {
	t.Helper()
	if python3() == "" {
		t.Log("python3 not installed: the head is not run")
		return
	}
	cmd := exec.Command(python3(), "app.py")
	cmd.Dir = writeTree(t, snapshot.Map(head))
	expectRun(t, cmd, broken)
}

// expectRun runs an oracle's command: broken is what its failure must
// say, or "" when it must succeed.
func expectRun(t *testing.T, cmd *exec.Cmd, broken string) {
	t.Helper()
	out, err := cmd.CombinedOutput()
	switch {
	case broken == "" && err != nil:
		t.Errorf("%s should succeed: %v\n%s", cmd, err, out)
	case broken != "" && (err == nil || !strings.Contains(string(out), broken)):
		t.Errorf("%s should fail with %q: %v\n%s", cmd, broken, err, out)
	}
}
