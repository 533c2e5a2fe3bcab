// Command reviewlint keeps code review honest: it lints review reports and
// verdict files, installs git hooks that refuse malformed ones, and derives
// facts about a change from git objects.
//
// This package only binds flags to options and maps errors to exit codes;
// the work happens in the packages it calls.
package main

import (
	"fmt"
	"io"
	"os"
)

func main() {
	os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr))
}

// run executes the CLI and returns its exit status. It is the single place
// where an error becomes a number.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 2 && (args[1] == "--version" || args[1] == "-V") {
		// What urfave/cli prints for it, without building every verb's
		// flags first: a third of the CPU of main's own work for
		// --version went there (TestVersionFastPath holds the two equal).
		fmt.Fprintf(stdout, "reviewlint version %s\n", version())
		return 0
	}
	app := newApp(stdin, stdout, stderr)
	if gate, stray := gateLine(args); gate && stray != "" {
		return exitCode(usagef("verdict gate: %q before gate would print help or the version and exit 0 without judging the rounds; ask for it without naming rounds", stray), stderr)
	}
	return exitCode(app.Run(reorderArgs(app, args)), stderr)
}
