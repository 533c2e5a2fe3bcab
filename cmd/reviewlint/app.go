package main

import (
	"io"

	"github.com/urfave/cli/v2"
)

// newApp builds the command tree. Each verb lives in its own file and only
// binds flags into an options value for the package that does the work.
func newApp(stdin io.Reader, stdout, stderr io.Writer) *cli.App {
	return &cli.App{
		Name:                 "reviewlint",
		Usage:                "keep code review honest: lint review reports and verdicts, gate commits, derive facts",
		Version:              version(),
		Reader:               stdin,
		Writer:               stdout,
		ErrWriter:            stderr,
		EnableBashCompletion: true,
		HideHelpCommand:      true,
		// Errors are printed once, by exitCode; urfave must not exit for us.
		ExitErrHandler: func(*cli.Context, error) {},
		OnUsageError: func(_ *cli.Context, err error, _ bool) error {
			return asUsage(err)
		},
		Commands: []*cli.Command{
			initCommand(),
			lintCommand(),
			rulesCommand(),
			explainCommand(),
			verdictCommand(),
			installCommand(),
			uninstallCommand(),
			hookCommand(),
			deriveCommand(),
			checkCommand(),
		},
	}
}
