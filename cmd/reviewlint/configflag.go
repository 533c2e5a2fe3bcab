package main

import (
	"fmt"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/lint"
)

// configFlag is --config, shared by the verbs that read rules.toml.
var configFlag = &cli.StringFlag{
	Name:      "config",
	Usage:     "read rules from `FILE` instead of rules.toml at the repository root",
	TakesFile: true,
}

// loadConfig reads --config, else root/rules.toml, else the built-in rules.
// A broken config is exit status 2: it must stop the run, never be ignored.
func loadConfig(c *cli.Context, root string) (*config.Config, error) {
	if path := c.String(configFlag.Name); path != "" {
		cfg, err := config.Load(path)
		return cfg, asUsage(err)
	}
	cfg, err := config.Find(root)
	if err == nil && cfg.Notice != "" {
		fmt.Fprintln(c.App.ErrWriter, "reviewlint:", cfg.Notice)
	}
	return cfg, asUsage(err)
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
