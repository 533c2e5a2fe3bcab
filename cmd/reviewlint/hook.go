package main

import (
	"fmt"

	"github.com/reviewlint/reviewlint/diag"
	"github.com/reviewlint/reviewlint/hooks"
	"github.com/reviewlint/reviewlint/output"
	"github.com/urfave/cli/v2"
)

// hookCommand binds `reviewlint hook NAME`: what the installed hooks run.
// Each git hook is a subcommand, so hooks that come later (pre-receive)
// only add one.
func hookCommand() *cli.Command {
	return &cli.Command{
		Name:      "hook",
		Usage:     "run a git hook; the scripts `reviewlint install` writes call this",
		ArgsUsage: "NAME [ARG…]",
		Subcommands: []*cli.Command{
			{
				Name:  "pre-commit",
				Usage: "lint the reports and verdict files this commit records (from the index, never the work tree)",
				Action: func(c *cli.Context) error {
					ds, err := hooks.PreCommit("")
					if err != nil {
						return asUsage(err)
					}
					return refuseOnErrors(c, ds, "fix the staged files above and `git add` them")
				},
			},
			{
				Name:      "commit-msg",
				Usage:     "check the review trailers of the commit message in FILE",
				ArgsUsage: "FILE",
				Action: func(c *cli.Context) error {
					if c.NArg() != 1 {
						return usagef("hook commit-msg takes the message file git passes, and nothing else")
					}
					ds, _, err := hooks.CommitMsg("", c.Args().First())
					if err != nil {
						return asUsage(err)
					}
					return refuseOnErrors(c, ds, fmt.Sprintf("fix the message (`git commit -e -F %s` starts from it)", c.Args().First()))
				},
			},
		},
	}
}

// refuseOnErrors prints the diagnostics and, when any is an error, tells the
// committer what to do and returns errFindings (exit 1: git refuses).
func refuseOnErrors(c *cli.Context, ds []diag.Diagnostic, fix string) error {
	w := c.App.Writer
	if err := output.Text(w, ds, output.Options{Color: output.ColorFor(w)}); err != nil {
		return fmt.Errorf("print diagnostics: %w", err)
	}
	if !diag.HasErrors(ds) {
		return nil
	}
	fmt.Fprintf(c.App.ErrWriter, "reviewlint: commit refused: %s, or bypass this check once with `git commit --no-verify`\n", fix)
	return errFindings
}
