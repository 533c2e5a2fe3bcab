package main

import "github.com/urfave/cli/v2"

// TODO(skeleton): replaced by the issue that builds this verb.
func explainCommand() *cli.Command {
	return &cli.Command{
		Name:   "explain",
		Hidden: true,
		Action: func(*cli.Context) error { return usagef("explain: not built yet") },
	}
}
