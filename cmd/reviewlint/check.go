package main

import (
	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/check"
	"github.com/reviewlint/reviewlint/config"
	"github.com/reviewlint/reviewlint/gitrepo"
)

// checkCommand binds `reviewlint check --range A..B`: the hooks' rules, in
// CI, over commits that already exist.
func checkCommand() *cli.Command {
	return &cli.Command{
		Name:  "check",
		Usage: "check the commits of a range: its reports and verdict files at the head, and every commit message",
		Description: "Lints every report and verdict file the range adds or changes, as the range's\n" +
			"head holds it (git objects only: a bare repository works, the work tree is never\n" +
			"read), under the rules.toml at the head; checks the review trailers of every\n" +
			"commit in the range; and checks evidence-stale against the head (evidence from\n" +
			"a commit whose code is the head's, only reports and verdicts changed since, is\n" +
			"current).\n\n" +
			"Exit status: 0 clean, 1 findings at error severity, 2 usage or repository errors.",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "range", Required: true, Usage: "the commits to check, as `A..B` (reachable from B, not from A)"},
			&cli.StringFlag{Name: "config", TakesFile: true, Usage: "read rules from `FILE` instead of the rules.toml at the head commit"},
			formatFlag(outputFormats()),
		},
		Action: runCheck,
	}
}

func runCheck(c *cli.Context) error {
	if c.NArg() > 0 {
		return usagef("check takes no arguments; name the commits with --range A..B")
	}
	format, err := formatOf(c)
	if err != nil {
		return err
	}
	var opts check.Options
	if path := c.String("config"); path != "" {
		if opts.Config, err = config.Load(path); err != nil {
			return asUsage(err)
		}
	}
	repo, err := gitrepo.Open(".")
	if err != nil {
		return usagef("check: %w (run it inside a git repository)", err)
	}
	defer repo.Close()
	ds, err := check.Range(repo, c.String("range"), opts)
	if err != nil {
		return usagef("check: %w", err)
	}
	return printDiagnostics(c, format, repo.WorkTree(), ds)
}
