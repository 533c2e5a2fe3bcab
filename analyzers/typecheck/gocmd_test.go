package typecheck

import (
	"os"
	"os/exec"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// The tests of what the go command refuses hold the checker's sites to
// the go command's own word, where one is installed.

// hasGo reports whether a go command is there to judge.
func hasGo() bool {
	_, err := exec.LookPath("go")
	return err == nil
}

// runGo runs the go command with args in a new tree of files, for the
// checker's platform (linux/amd64, cgo off), offline, outside any
// workspace and with none of the caller's GOFLAGS, and returns what it
// printed.
func runGo(t *testing.T, files snapshot.Map, args ...string) (string, error) {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = gittest.WriteTree(t, files)
	cmd.Env = append(os.Environ(), "GOTOOLCHAIN=local", "GOFLAGS=", "GOWORK=off", "GOPROXY=off",
		"GOOS=linux", "GOARCH=amd64", "CGO_ENABLED=0")
	out, err := cmd.CombinedOutput()
	return string(out), err
}
