package main

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/internal/catalog"
	"github.com/reviewlint/reviewlint/internal/suggest"
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
				id := c.Args().First()
				return usagef("unknown rule %q%s: see `reviewlint rules`", id, suggest.DidYouMean(id, ruleIDs()))
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

// ruleIDs lists every rule id, for suggestions.
func ruleIDs() []string {
	var ids []string
	for _, r := range catalog.All() {
		ids = append(ids, r.ID)
	}
	return ids
}
