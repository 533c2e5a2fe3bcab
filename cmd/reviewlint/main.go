// Command reviewlint keeps code review honest: it lints review reports and
// verdict files, installs git hooks that refuse malformed ones, and derives
// facts about a change from git objects.
//
// This package only binds flags to options and maps errors to exit codes;
// the work happens in the packages it calls.
package main

import (
	"io"
	"os"
)

func main() {
	os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr))
}

// run executes the CLI and returns its exit status. It is the single place
// where an error becomes a number.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	app := newApp(stdin, stdout, stderr)
	if gate, stray := gateLine(args); gate && stray != "" {
		return exitCode(usagef("verdict gate: %q before gate would print help or the version and exit 0 without judging the rounds; ask for it without naming rounds", stray), stderr)
	}
	return exitCode(app.Run(reorderArgs(app, args)), stderr)
}
