package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestMain lets testscript run this very binary as the `reviewlint` command,
// so scripts exercise the real entry point, exit codes included.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"reviewlint": func() { os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr)) },
	})
}

// TestScripts runs every testdata/script/*.txtar. Scripts that commit set
// their own identity so that they do not depend on the machine's git config.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir: "testdata/script",
		Setup: func(env *testscript.Env) error {
			env.Setenv("HOME", env.WorkDir+"/home")
			env.Setenv("GIT_CONFIG_NOSYSTEM", "1")
			env.Setenv("GIT_AUTHOR_NAME", "Test Author")
			env.Setenv("GIT_AUTHOR_EMAIL", "author@example.com")
			env.Setenv("GIT_COMMITTER_NAME", "Test Committer")
			env.Setenv("GIT_COMMITTER_EMAIL", "committer@example.com")
			env.Setenv("NO_COLOR", "1")
			return nil
		},
		Cmds: map[string]func(*testscript.TestScript, bool, []string){"exits": cmdExits, "crlf": cmdCRLF},
		// [root]: the script may chown a file to another user.
		Condition: func(cond string) (bool, error) {
			if cond != "root" {
				return false, fmt.Errorf("unknown condition %q", cond)
			}
			return os.Geteuid() == 0, nil
		},
		RequireExplicitExec: true,
		UpdateScripts:       os.Getenv("UPDATE_SCRIPTS") == "1",
	})
}

// cmdExits runs a command and checks its exit status exactly:
// `exits 2 reviewlint lint --format yaml` tells a usage error (2) from
// findings (1), which `! exec` cannot. Output is kept for stdout/stderr.
func cmdExits(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: exits CODE COMMAND [ARG...]")
	}
	want, err := strconv.Atoi(args[0])
	if err != nil {
		ts.Fatalf("exits: %q is not an exit status", args[0])
	}
	got := 0
	if err := ts.Exec(args[1], args[2:]...); err != nil {
		var exitErr *exec.ExitError
		if !errors.As(err, &exitErr) {
			ts.Fatalf("exits: %v", err)
		}
		got = exitErr.ExitCode()
	}
	if got != want {
		ts.Fatalf("%s exited %d, want %d", args[1], got, want)
	}
}
