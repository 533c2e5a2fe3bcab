package main

import (
	"encoding/json"
	"fmt"
	"text/tabwriter"

	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/internal/catalog"
	"github.com/reviewlint/reviewlint/internal/prompt"
)

func rulesCommand() *cli.Command {
	return &cli.Command{
		Name:  "rules",
		Usage: "list every rule with its severity here: the default, or what the configuration (.reviewlint.toml or rules.toml) sets",
		Flags: []cli.Flag{configFlag, noConfigFlag, formatFlag([]string{"text", "json"})},
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usagef("rules takes no arguments (see `reviewlint explain RULE` for one rule)")
			}
			_, cfg, err := configHere(c)
			if err != nil {
				return err
			}
			rules := catalog.All()
			speak := speaker(cfg)
			switch c.String("format") {
			case "json":
				type row struct {
					ID        string `json:"id"`
					Kind      string `json:"kind"`
					Severity  string `json:"severity"`
					Effective string `json:"effective"`
					Summary   string `json:"summary"`
				}
				rows := make([]row, 0, len(rules))
				for _, r := range rules {
					rows = append(rows, row{r.ID, r.Kind, r.Default.String(), cfg.RuleSeverity(r.ID).String(), speak(r.Kind, r.Summary)})
				}
				enc := json.NewEncoder(c.App.Writer)
				enc.SetIndent("", "  ")
				return enc.Encode(rows)
			case "text":
				tw := tabwriter.NewWriter(c.App.Writer, 0, 4, 2, ' ', 0)
				fmt.Fprintln(tw, "RULE\tKIND\tSEVERITY\tSUMMARY")
				for _, r := range rules {
					r.Summary = speak(r.Kind, r.Summary)
					sev := r.Default.String()
					if e := cfg.RuleSeverity(r.ID); e != r.Default {
						sev = fmt.Sprintf("%s (default %s)", e, r.Default)
					}
					fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", r.ID, r.Kind, sev, r.Summary)
				}
				if err := tw.Flush(); err != nil {
					return err
				}
				if note := prompt.DialectNote(cfg.ReportDialect()); note != "" {
					fmt.Fprintf(c.App.Writer, "\nReports are read in the dialect %s (`reviewlint dialect show` prints it): %s\n", cfg.ReportDialect().Name(), note)
				}
				if len(cfg.Overrides) > 0 {
					fmt.Fprintf(c.App.Writer, "\n%s also has %d [[overrides]] that change severities for the paths they match.\n", cfg.Source, len(cfg.Overrides))
				}
				return nil
			}
			return usagef("unknown --format %q (want text or json)", c.String("format"))
		},
	}
}
