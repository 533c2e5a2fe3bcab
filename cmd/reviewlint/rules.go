package main

import "github.com/urfave/cli/v2"

// TODO(skeleton): replaced by the issue that builds this verb.
func rulesCommand() *cli.Command {
	return &cli.Command{
		Name:   "rules",
		Hidden: true,
		Action: func(*cli.Context) error { return usagef("rules: not built yet") },
	}
}
