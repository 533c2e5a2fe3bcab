package main

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/catalog"
)

func explainCommand() *cli.Command {
	return &cli.Command{
		Name:      "explain",
		Usage:     "explain one rule",
		ArgsUsage: "RULE",
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return usagef("explain takes one rule id (see `reviewlint rules`)")
			}
			r, ok := catalog.Lookup(c.Args().First())
			if !ok {
				return usagef("unknown rule %q (see `reviewlint rules`)", c.Args().First())
			}
			fmt.Fprintf(c.App.Writer, "%s (%s, default %s)\n\n%s.\n\n%s\n", r.ID, r.Kind, r.Default, capitalize(r.Summary), r.Doc)
			return nil
		},
	}
}

func capitalize(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
