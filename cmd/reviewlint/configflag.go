package main

import (
	"fmt"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/engine"
	"github.com/reviewlint/reviewlint/internal/lint"
)

// configFlag is --config, shared by the verbs that read rules.toml.
var configFlag = &cli.StringFlag{
	Name:      "config",
	Usage:     "read rules from `FILE` instead of rules.toml at the repository root",
	TakesFile: true,
}

// loadConfig reads the rules engine.RulesFile picks: --config, else
// root/rules.toml, else the built-in rules.
func loadConfig(c *cli.Context, root string) (*config.Config, error) {
	cfg, err := engine.RulesFile(c.String(configFlag.Name), root)
	return noticed(c, cfg, err)
}

// lintConfig is the configuration lint applies to files on disk in the
// repository at root ("" outside one), as engine.WorkTreeRules decides.
func lintConfig(c *cli.Context, root string) (*config.Config, error) {
	cfg, err := engine.WorkTreeRules(c.String(configFlag.Name), root)
	return noticed(c, cfg, err)
}

// noticed prints the notice of a rules.toml taken for another tool's. A
// broken config is exit status 2: it must stop the run, never be ignored.
func noticed(c *cli.Context, cfg *config.Config, err error) (*config.Config, error) {
	if err != nil {
		return nil, asUsage(err)
	}
	if cfg.Notice != "" {
		fmt.Fprintln(c.App.ErrWriter, "reviewlint:", cfg.Notice)
	}
	return cfg, nil
}

// configHere is the working directory and the configuration of the
// repository it is in, for the verbs that act on the repository around
// them rather than on paths.
func configHere(c *cli.Context) (cwd string, cfg *config.Config, err error) {
	if cwd, err = os.Getwd(); err != nil {
		return "", nil, asUsage(err)
	}
	cfg, err = loadConfig(c, lint.FindRoot(cwd))
	return cwd, cfg, err
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
