package main

import (
	"os"
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
		RequireExplicitExec: true,
		UpdateScripts:       os.Getenv("UPDATE_SCRIPTS") == "1",
	})
}
