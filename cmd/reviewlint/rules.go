package main

import (
	"encoding/json"
	"fmt"
	"text/tabwriter"

	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/catalog"
)

func rulesCommand() *cli.Command {
	return &cli.Command{
		Name:  "rules",
		Usage: "list every rule with its default severity",
		Flags: []cli.Flag{formatFlag([]string{"text", "json"})},
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usagef("rules takes no arguments (see `reviewlint explain RULE` for one rule)")
			}
			rules := catalog.All()
			switch c.String("format") {
			case "json":
				type row struct {
					ID       string `json:"id"`
					Kind     string `json:"kind"`
					Severity string `json:"severity"`
					Summary  string `json:"summary"`
				}
				rows := make([]row, 0, len(rules))
				for _, r := range rules {
					rows = append(rows, row{r.ID, r.Kind, r.Default.String(), r.Summary})
				}
				enc := json.NewEncoder(c.App.Writer)
				enc.SetIndent("", "  ")
				return enc.Encode(rows)
			case "text":
				tw := tabwriter.NewWriter(c.App.Writer, 0, 4, 2, ' ', 0)
				fmt.Fprintln(tw, "RULE\tKIND\tDEFAULT\tSUMMARY")
				for _, r := range rules {
					fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", r.ID, r.Kind, r.Default, r.Summary)
				}
				return tw.Flush()
			}
			return usagef("unknown --format %q (want text or json)", c.String("format"))
		},
	}
}
