package main

import (
	"errors"
	"fmt"
	"text/tabwriter"

	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/dialect"
	"github.com/reviewlint/reviewlint/internal/suggest"
)

func dialectCommand() *cli.Command {
	return &cli.Command{
		Name:  "dialect",
		Usage: "list the preset dialects, show the one in force, or infer one from existing reports",
		// Without it urfave answers a missing or unknown subcommand with
		// help and exit 0, or "No help topic" and exit 3.
		Action: func(c *cli.Context) error {
			return usagef("dialect: name a subcommand, list, show or infer (got %q)", c.Args().First())
		},
		Subcommands: []*cli.Command{
			{
				Name:  "list",
				Usage: "list the presets a [dialect] may extend",
				Action: func(c *cli.Context) error {
					if c.NArg() > 0 {
						return usagef("dialect list takes no arguments")
					}
					tw := tabwriter.NewWriter(c.App.Writer, 0, 4, 2, ' ', 0)
					fmt.Fprintln(tw, "PRESET\tREPORTS")
					for _, p := range contract.Presets() {
						fmt.Fprintf(tw, "%s\t%s\n", p.Name, p.Summary)
					}
					return tw.Flush()
				},
			},
			{
				Name:      "show",
				Usage:     "print a dialect as a [dialect] table: the one in force here, or the preset NAME",
				ArgsUsage: "[NAME]",
				Flags:     []cli.Flag{configFlag, noConfigFlag},
				Action: func(c *cli.Context) error {
					switch c.NArg() {
					case 0:
						_, cfg, err := configHere(c)
						if err != nil {
							return err
						}
						fmt.Fprint(c.App.Writer, dialect.Render(cfg.ReportDialect().Spec()))
						return nil
					case 1:
						name := c.Args().First()
						p, ok := contract.PresetNamed(name)
						if !ok {
							return usagef("no preset %q%s: see `reviewlint dialect list`", name, suggest.DidYouMean(name, contract.PresetNames()))
						}
						fmt.Fprint(c.App.Writer, dialect.Render(p.Spec))
						return nil
					}
					return usagef("dialect show takes at most one preset name")
				},
			},
			{
				Name:      "infer",
				Usage:     "read existing reports and verdict files and print a .reviewlint.toml whose dialect accepts the well-formed ones; each file it still refuses is named on stderr",
				ArgsUsage: "PATH...",
				Action: func(c *cli.Context) error {
					if c.NArg() == 0 {
						return usagef("dialect infer needs the reports (files or folders) to learn from")
					}
					err := dialect.InferCommand(dialect.InferOptions{Paths: c.Args().Slice(), Stdout: c.App.Writer, Stderr: c.App.ErrWriter})
					switch {
					case errors.Is(err, dialect.ErrRefused):
						return errFindings
					case errors.Is(err, dialect.ErrNothing):
						fmt.Fprintf(c.App.ErrWriter, "reviewlint: %v: a dialect is learned from reports that state one\n", err)
						return errFindings
					case errors.Is(err, dialect.ErrNoDialect):
						fmt.Fprintf(c.App.ErrWriter, "reviewlint: %v: no configuration is printed; each file above says why it is refused\n", err)
						return errFindings
					}
					return asUsage(err)
				},
			},
		},
	}
}
