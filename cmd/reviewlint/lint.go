package main

import "github.com/urfave/cli/v2"

// TODO(skeleton): replaced by the issue that builds this verb.
func lintCommand() *cli.Command {
	return &cli.Command{
		Name:   "lint",
		Hidden: true,
		Action: func(*cli.Context) error { return usagef("lint: not built yet") },
	}
}
