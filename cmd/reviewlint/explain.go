package main

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/internal/catalog"
	"github.com/reviewlint/reviewlint/internal/prompt"
	"github.com/reviewlint/reviewlint/internal/suggest"
)

func explainCommand() *cli.Command {
	return &cli.Command{
		Name:      "explain",
		Usage:     "explain one rule",
		ArgsUsage: "RULE",
		Flags:     []cli.Flag{configFlag, noConfigFlag},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return usagef("explain takes one rule id (see `reviewlint rules`)")
			}
			r, ok := catalog.Lookup(c.Args().First())
			if !ok {
				id := c.Args().First()
				return usagef("unknown rule %q%s: see `reviewlint rules`", id, suggest.DidYouMean(id, ruleIDs()))
			}
			if r.Kind != "report" && r.Kind != "commit-msg" && r.Kind != "verdict" {
				fmt.Fprint(c.App.Writer, catalog.Explain(r))
				return nil
			}
			// The rule as it reads in the dialect configured here.
			_, cfg, err := configHere(c)
			if err != nil {
				return err
			}
			fmt.Fprint(c.App.Writer, speaker(cfg)(r.Kind, catalog.Explain(r)))
			if r.Kind == "verdict" {
				if note := prompt.VerdictNote(cfg.VerdictDialect()); note != "" {
					fmt.Fprintf(c.App.Writer, "\nHere verdict files are read in the dialect %s (`reviewlint dialect show`): %s\n", cfg.VerdictDialect().Name(), note)
				}
				return nil
			}
			if r.Kind != "report" {
				return nil
			}
			if note := prompt.DialectNote(cfg.ReportDialect()); note != "" {
				fmt.Fprintf(c.App.Writer, "\nHere reports are read in the dialect %s (`reviewlint dialect show`): %s\n", cfg.ReportDialect().Name(), note)
			}
			return nil
		},
	}
}

// ruleIDs lists every rule id, for suggestions.
func ruleIDs() []string {
	var ids []string
	for _, r := range catalog.All() {
		ids = append(ids, r.ID)
	}
	return ids
}
