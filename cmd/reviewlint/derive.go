package main

import "github.com/urfave/cli/v2"

// TODO(skeleton): replaced by the issue that builds this verb.
func deriveCommand() *cli.Command {
	return &cli.Command{
		Name:   "derive",
		Hidden: true,
		Action: func(*cli.Context) error { return usagef("derive: not built yet") },
	}
}
