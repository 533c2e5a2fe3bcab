package main

import "github.com/urfave/cli/v2"

// TODO(skeleton): replaced by the issue that builds this verb.
func checkCommand() *cli.Command {
	return &cli.Command{
		Name:   "check",
		Hidden: true,
		Action: func(*cli.Context) error { return usagef("check: not built yet") },
	}
}
