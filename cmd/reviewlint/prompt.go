package main

import (
	"io"

	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/internal/prompt"
)

// promptCommand binds `reviewlint prompt`: the contract as text.
func promptCommand() *cli.Command {
	return &cli.Command{
		Name:  "prompt",
		Usage: "print the review-report contract, for a reviewer or a review agent's prompt",
		Description: "Generated from the rule table, so it says exactly what `reviewlint lint` checks:\n" +
			"the report's shape, the coverage statuses, the finding dispositions, the\n" +
			"acceptance-evidence block and every report rule.",
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "verdict", Usage: "print the verdict-file contract (for review agents that emit JSON) instead, with its JSON Schema"},
			configFlag, noConfigFlag,
		},
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usagef("prompt takes no arguments")
			}
			// The contract in the words of the dialect configured here.
			_, cfg, err := configHere(c)
			if err != nil {
				return err
			}
			text := prompt.TextIn(cfg.ReportDialect())
			if c.Bool("verdict") {
				text = prompt.VerdictTextIn(cfg.VerdictDialect())
			}
			_, err = io.WriteString(c.App.Writer, text)
			return asUsage(err)
		},
	}
}
