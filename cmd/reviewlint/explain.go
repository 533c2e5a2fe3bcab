package main

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/catalog"
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
			fmt.Fprint(c.App.Writer, catalog.Explain(r))
			if r.Kind != "report" {
				return nil
			}
			// The rule as it reads in the dialect configured here.
			_, cfg, err := configHere(c)
			if err != nil {
				return err
			}
			if note := dialectNote(cfg.ReportDialect()); note != "" {
				fmt.Fprintf(c.App.Writer, "\n%s\n", note)
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

// dialectNote says in which words reports are read here, when they are
// not the default contract's: the rule's text above speaks the default.
func dialectNote(d *contract.Dialect) string {
	s := d.Spec()
	if s.Name == "default" {
		return ""
	}
	return fmt.Sprintf("Here reports are read in the dialect %s (`reviewlint dialect show`): the verdict is %s (passing) or %s (failing); blocking findings are %s, non-blocking %s.",
		s.Name, strings.Join(s.Verdict.Pass, ", "), strings.Join(s.Verdict.Fail, ", "), strings.Join(s.Findings.Fail, ", "), strings.Join(s.Findings.Note, ", "))
}
