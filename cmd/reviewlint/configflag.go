package main

import (
	"fmt"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/engine"
	"github.com/reviewlint/reviewlint/internal/gitquote"
	"github.com/reviewlint/reviewlint/internal/lint"
)

// configEnv names a rules file as --config does, for the verbs that take
// --config; the flag wins. The hooks take their rules from the commit (or
// git config reviewlint.config), never from the committer's environment.
const configEnv = "REVIEWLINT_CONFIG"

// configFlag is --config, shared by the verbs that read the configuration.
var configFlag = &cli.StringFlag{
	Name:      "config",
	Usage:     "read rules from `FILE` (also " + configEnv + ") instead of .reviewlint.toml or rules.toml at the repository root",
	TakesFile: true,
}

// noConfigFlag is --no-config, beside every --config.
var noConfigFlag = &cli.BoolFlag{
	Name:  "no-config",
	Usage: "apply the built-in rules, reading no configuration file (nor " + configEnv + ")",
}

// configChoice is what the command line says of the rules: --no-config,
// else --config, else REVIEWLINT_CONFIG, else nothing (look for them).
func configChoice(c *cli.Context) (engine.Choice, error) {
	named := c.String(configFlag.Name)
	if c.Bool(noConfigFlag.Name) {
		if named != "" {
			return engine.Choice{}, usagef("--config and --no-config contradict each other: give one")
		}
		return engine.Choice{None: true}, nil
	}
	if named == "" {
		named = os.Getenv(configEnv)
	}
	return engine.Choice{Named: named}, nil
}

// configHere is the working directory and the configuration that applies
// there (engine.LocalRules), for the verbs that act on the repository
// around them rather than on paths.
func configHere(c *cli.Context) (cwd string, cfg *config.Config, err error) {
	if cwd, err = os.Getwd(); err != nil {
		return "", nil, asUsage(err)
	}
	choice, err := configChoice(c)
	if err != nil {
		return "", nil, err
	}
	// The globs match as lint's do there (case folded under
	// core.ignorecase): derive must not take for code a report lint
	// checks as one.
	cfg, _, err = engine.WorkTreeRules(choice, cwd, lint.FindRoot(cwd))
	return cwd, cfg, noticed(c, choice, cfg, err)
}

// lintConfig is the configuration lint applies to files on disk from the
// folder cwd, in the repository at root ("" outside one), as
// engine.WorkTreeRules decides, and the folder paths are taken from: root,
// or outside a repository the folder whose configuration applies (it plays
// the root's part: its globs match paths from there), else cwd.
func lintConfig(c *cli.Context, cwd, root string) (*config.Config, string, error) {
	choice, err := configChoice(c)
	if err != nil {
		return nil, "", err
	}
	cfg, dir, err := engine.WorkTreeRules(choice, cwd, root)
	if err = noticed(c, choice, cfg, err); err != nil {
		return nil, "", err
	}
	switch {
	case root != "":
		return cfg, root, nil
	case dir != "":
		return cfg, dir, nil
	}
	return cfg, cwd, nil
}

// noticed prints the configuration's notices. A broken config is exit
// status 2: it must stop the run, never be ignored; one named by the
// environment says so, since no flag on the command line shows it.
func noticed(c *cli.Context, choice engine.Choice, cfg *config.Config, err error) error {
	if err != nil {
		if choice.Named != "" && c.String(configFlag.Name) == "" {
			return usagef("%s=%s: %w", configEnv, choice.Named, err)
		}
		return asUsage(err)
	}
	for _, n := range cfg.Notices {
		fmt.Fprintln(c.App.ErrWriter, "reviewlint:", gitquote.Lines(n, "  "))
	}
	return nil
}

// formatFlag is --format for verbs that print diagnostics.
func formatFlag(formats []string) *cli.StringFlag {
	return &cli.StringFlag{Name: "format", Value: "text", Usage: "output format: " + join(formats)}
}

func join(list []string) string {
	s := ""
	for i, v := range list {
		if i > 0 {
			s += "|"
		}
		s += v
	}
	return s
}
