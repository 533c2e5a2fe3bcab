package main

import (
	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/internal/check"
	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/engine"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// checkCommand binds `reviewlint check --range A..B`: the hooks' rules, in
// CI, over commits that already exist.
func checkCommand() *cli.Command {
	return &cli.Command{
		Name:  "check",
		Usage: "check the commits of a range: its reports and verdict files at the head, and every commit message",
		Description: "Lints every report and verdict file the range adds or changes, as the range's\n" +
			"head holds it (git objects only: a bare repository works, the work tree is never\n" +
			"read); checks the review trailers of every commit in the range; and checks\n" +
			"evidence-stale against the head (evidence from a commit whose code is the head's,\n" +
			"only reports and verdicts changed since, is current).\n\n" +
			"The rules are --no-config (the built-in ones), else --config FILE (or\n" +
			"REVIEWLINT_CONFIG), else the file git config reviewlint.config names, else the\n" +
			".reviewlint.toml or rules.toml at the base A (the built-in rules when A has\n" +
			"none): never the checked commits' own, whose changes are reported (config-changed).\n" +
			"[policy] inline-disable there says which reviewlint-disable comments count.\n\n" +
			"Ranges: A..B (reachable from B, not from A); 0000000..B or the empty tree\n" +
			"4b825dc..B (a branch's first push: the commits of B main or master does not reach, under\n" +
			"the built-in rules); a single REV (REV^..REV: that commit).\n\n" +
			"Exit status: 0 clean, 1 findings at error severity, 2 usage or repository errors.",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "range", Usage: "the commits to check: `A..B`, `0000000..B` (a first push) or one `REV`"},
			&cli.StringFlag{Name: "config", TakesFile: true, Usage: "read rules from `FILE` (also " + configEnv + ") instead of the configuration at the base"},
			&cli.BoolFlag{Name: "no-config", Usage: "apply the built-in rules, whatever the base or git config reviewlint.config holds"},
			formatFlag(outputFormats()),
		},
		Action: runCheck,
	}
}

func runCheck(c *cli.Context) error {
	if c.NArg() > 0 {
		return usagef("check takes no arguments; name the commits with --range A..B")
	}
	// Checked here, not by urfave's Required: a missing required flag
	// makes urfave print the whole help to stdout, where a script reading
	// the JSON output would take it for output.
	if !c.IsSet("range") {
		return usagef("check needs the commits to check: --range A..B, 0000000..B (a first push) or one REV")
	}
	format, err := formatOf(c)
	if err != nil {
		return err
	}
	var opts check.Options
	choice, err := configChoice(c)
	if err != nil {
		return err
	}
	if choice.None || choice.Named != "" {
		opts.Config, err = engine.RulesFile(choice, "")
		if err = noticed(c, choice, opts.Config, err); err != nil {
			return err
		}
	}
	repo, err := gitrepo.Open(".")
	if err != nil {
		return asUsage(err)
	}
	defer repo.Close()
	var applied *config.Config
	opts.Applied = func(cfg *config.Config) { applied = cfg }
	ds, err := check.Range(repo, c.String("range"), opts)
	if err != nil {
		return usagef("check: %w", err)
	}
	return printDiagnosticsFiles(c, format, repo.WorkTree(), ds, nil, applied)
}
