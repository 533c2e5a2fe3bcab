package main

import (
	"io"

	"github.com/reviewlint/reviewlint/internal/suggest"
	"github.com/urfave/cli/v2"
)

// newApp builds the command tree. Each verb lives in its own file and only
// binds flags into an options value for the package that does the work.
func newApp(stdin io.Reader, stdout, stderr io.Writer) *cli.App {
	app := &cli.App{
		Name:            "reviewlint",
		Usage:           "keep code review honest: lint review reports and verdicts, gate commits, derive facts",
		Version:         version(),
		Reader:          stdin,
		Writer:          stdout,
		ErrWriter:       stderr,
		HideHelpCommand: true,
		// urfave adds --help and -h only beside its own help command,
		// which the verb `help` (help.go) replaces: without this flag,
		// `reviewlint --help`, what a new user types first, was a usage
		// error.
		Flags: []cli.Flag{cli.HelpFlag},
		// Errors are printed once, by exitCode; urfave must not exit for us.
		ExitErrHandler: func(*cli.Context, error) {},
		OnUsageError:   usageErrorHandler,
		// Reached only when no verb matched: an unknown verb is a usage error
		// (urfave's own "No help topic" would exit 3).
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				name := c.Args().First()
				return usagef("unknown command %q%s: see `reviewlint help`", name, suggest.DidYouMean(name, commandNames(c.App.Commands)))
			}
			return cli.ShowAppHelp(c)
		},
		Commands: []*cli.Command{
			initCommand(),
			lintCommand(),
			rulesCommand(),
			explainCommand(),
			dialectCommand(),
			verdictCommand(),
			installCommand(),
			uninstallCommand(),
			hookCommand(),
			deriveCommand(),
			evidenceCommand(),
			newCommand(),
			checkCommand(),
			promptCommand(),
			lspCommand(),
			completionCommand(),
			completeCommand(),
			helpCommand(),
		},
	}
	addReportFlags(app.Commands)
	for _, cmd := range app.Commands {
		quietUsageErrors(cmd)
		refuseEmptyArgs(cmd, "")
	}
	return app
}

func init() {
	// --version and -V, as golangci-lint and most linters spell it; -v is
	// left free (it means verbose to most users).
	cli.VersionFlag = &cli.BoolFlag{Name: "version", Aliases: []string{"V"}, Usage: "print the version"}
}

// usageErrorHandler makes a bad flag exit 2 with one line on stderr.
func usageErrorHandler(_ *cli.Context, err error, _ bool) error { return asUsage(err) }

// quietUsageErrors gives every command the app's usage-error handling:
// without it urfave prints the whole help to stdout, where a script piping
// JSON would read it as output.
func quietUsageErrors(cmd *cli.Command) {
	if cmd.OnUsageError == nil {
		cmd.OnUsageError = usageErrorHandler
	}
	for _, sub := range cmd.Subcommands {
		quietUsageErrors(sub)
	}
}
