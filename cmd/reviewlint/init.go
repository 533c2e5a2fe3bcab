package main

import "github.com/urfave/cli/v2"

// TODO(skeleton): replaced by the issue that builds this verb.
func initCommand() *cli.Command {
	return &cli.Command{
		Name:   "init",
		Hidden: true,
		Action: func(*cli.Context) error { return usagef("init: not built yet") },
	}
}
